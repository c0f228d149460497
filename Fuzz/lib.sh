# Shared by Fuzz/run.sh and Fuzz/ci-smoke.sh; sourced, not run.
#
# Every fuzz target is a folder Fuzz/<name>/ holding Swift sources (the executable target
# fuzz-<name> of Package.swift). Its dictionary is Fuzz/dict/<name>.dict and its seeds are
# Fuzz/corpus/<name>/, both optional.

FUZZ_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
FUZZ_SCRATCH="$FUZZ_ROOT/.build-fuzz"
export PATH="/opt/swift/usr/bin:$PATH"
# A crashing Swift program otherwise starts swift-backtrace, which holds the terminal.
export SWIFT_BACKTRACE=enable=no

# The target names, one per line: every Fuzz/*/ folder with a .swift file in it.
fuzz_targets() {
    local dir
    for dir in "$FUZZ_ROOT"/Fuzz/*/; do
        compgen -G "$dir*.swift" >/dev/null && basename "$dir"
    done
}

# Builds fuzz-$1 with libFuzzer and AddressSanitizer into .build-fuzz. SwiftPM's
# --sanitize=fuzzer adds -parse-as-library and links libFuzzer; the -Xswiftc form adds address
# (two --sanitize flags would keep only the last); -DFUZZING drops the replay main.
fuzz_build() {
    build_retrying "fuzz-$1" -c release --scratch-path "$FUZZ_SCRATCH" --product "fuzz-$1" \
        --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING
}

# Runs `swift build "${@:2}"` in the checkout, printing its output once it is done; $1 names
# what is built, for the message. SwiftPM aborts when a source changes under it ("was modified
# during the build"), which happens in a checkout that is being edited; such a build is
# retried, up to three times.
build_retrying() {
    local what="$1" attempt output
    shift
    output="$(mktemp)"
    for attempt in 1 2 3; do
        if (cd "$FUZZ_ROOT" && swift build "$@") >"$output" 2>&1; then
            cat "$output"; rm -f "$output"; return 0
        fi
        grep -q 'modified during the build' "$output" || break
        echo "$what: a source changed during the build, building again" >&2
    done
    cat "$output"; rm -f "$output"; return 1
}

# The folders a replay of fuzz-$1 reads, one per line: Fuzz/corpus/$1/ and
# Fuzz/regressions/$1/ under the checkout $2 (default: this one), those that exist.
fuzz_replay_folders() {
    local folder root="${2:-$FUZZ_ROOT}"
    for folder in corpus regressions; do
        [[ -d "$root/Fuzz/$folder/$1" ]] && echo "$root/Fuzz/$folder/$1"
    done
    return 0
}

fuzz_binary() { echo "$FUZZ_SCRATCH/release/fuzz-$1"; }

# The limits of every fuzzing, merging and re-running of an input: 10 s of wall time per input,
# 2 GiB of memory. One declaration, so that an input re-run alone (fuzz_passes_alone) meets the
# same limit that saved it.
FUZZ_LIMITS=(-timeout=10 -rss_limit_mb=2048)

# Runs fuzz-$1 for $2 seconds over the corpus folders $3... (new inputs go to the first),
# with its dictionary, saving crashes under Fuzz/artifacts/$1/. libFuzzer's log is written to
# $FUZZ_LOG, and the CPU seconds it used (user + system) to $FUZZ_LOG.cpu. Returns libFuzzer's
# exit status: 0 only when nothing was found.
fuzz_run() {
    local name="$1" seconds="$2"; shift 2
    local dict="$FUZZ_ROOT/Fuzz/dict/$name.dict" artifacts="$FUZZ_ROOT/Fuzz/artifacts/$name/"
    local options=(-max_total_time="$seconds" -print_final_stats=1 "${FUZZ_LIMITS[@]}"
                   -artifact_prefix="$artifacts")
    [[ -f "$dict" ]] && options+=(-dict="$dict")
    mkdir -p "$artifacts"
    local status=0 TIMEFORMAT='%3U %3S'
    { time "$(fuzz_binary "$name")" "${options[@]}" "$@" >"$FUZZ_LOG" 2>&1 || status=$?; } 2>"$FUZZ_LOG.times"
    awk '{ printf "%.1f\n", $1 + $2 }' "$FUZZ_LOG.times" >"$FUZZ_LOG.cpu"
    return "$status"
}

# Runs the saved input $2 once through fuzz-$1 with the fuzzing limits (FUZZ_LIMITS): succeeds
# when it passes, that is when a timeout or slow unit saved under load does not happen again.
fuzz_passes_alone() {
    timeout 120 "$(fuzz_binary "$1")" "${FUZZ_LIMITS[@]}" -runs=1 "$2" >/dev/null 2>&1
}

# The CPU seconds of the last fuzz_run whose log is $1.
fuzz_cpu() { cat "$1.cpu" 2>/dev/null || echo "?"; }

# From a libFuzzer log: the instrumented counter count ("Loaded 1 modules (N inline 8-bit
# counters)"), 0 when the line is missing.
fuzz_counters() {
    sed -n 's/.*Loaded [0-9]* modules *(\([0-9]*\) inline 8-bit counters).*/\1/p' "$1" | head -n 1 | grep . || echo 0
}

# From a libFuzzer log: "execs/s cov ft runs", from the final stats and the last status line.
fuzz_stats() {
    local execs cov ft runs
    execs="$(sed -n 's/^stat::average_exec_per_sec: *//p' "$1" | tail -n 1)"
    runs="$(sed -n 's/^stat::number_of_executed_units: *//p' "$1" | tail -n 1)"
    cov="$(grep -o 'cov: [0-9]*' "$1" | tail -n 1 | cut -d' ' -f2)"
    ft="$(grep -o 'ft: [0-9]*' "$1" | tail -n 1 | cut -d' ' -f2)"
    echo "${execs:-?} ${cov:-?} ${ft:-?} ${runs:-?}"
}

# Merges the inputs of the folders $2... into Fuzz/corpus/$1/ with -set_cover_merge=1: an input
# is copied (named by its SHA-1) only when it adds coverage that the seeds already there and the
# inputs chosen before it lack; the seeds stay. Prints what was added and the corpus's size.
fuzz_merge() {
    local name="$1"; shift
    local corpus="$FUZZ_ROOT/Fuzz/corpus/$name" before after
    mkdir -p "$corpus"
    before="$(find "$corpus" -type f | wc -l)"
    "$(fuzz_binary "$name")" -set_cover_merge=1 "${FUZZ_LIMITS[@]}" \
        -merge_control_file="$FUZZ_SCRATCH/$name.merge" "$corpus" "$@" >"$FUZZ_SCRATCH/$name.merge.log" 2>&1 || {
        tail -n 20 "$FUZZ_SCRATCH/$name.merge.log" >&2
        echo "fuzz-$name: the merge failed" >&2
        return 1
    }
    after="$(find "$corpus" -type f | wc -l)"
    echo "fuzz-$name: merged into Fuzz/corpus/$name: $((after - before)) input(s) added, $after in all, $(du -sk --apparent-size "$corpus" | cut -f1) KiB"
}
