#!/usr/bin/env bash
# CI smoke test: builds every fuzz target (each Fuzz/*/ folder with Swift sources, audit-lines
# included) with libFuzzer and AddressSanitizer and fuzzes each for SECONDS (default 60) from a
# temporary copy of its seeds, so the checkout is not touched except for crash files under
# Fuzz/artifacts/. The targets are built one after the other, then fuzzed JOBS at a time
# (default: one per core; each fuzzer is one process on one core, so every target still gets
# its SECONDS of a core), and reported in the order of their names.
#
#   Fuzz/ci-smoke.sh [SECONDS] [JOBS]
#
# A target fails when it crashes, leaks, times out or runs out of memory, or when its build
# has no coverage instrumentation (libFuzzer's "Loaded 1 modules (N inline 8-bit counters)"
# line missing or N = 0: the fuzzer would then be guessing blindly). Exits non-zero if any
# target failed.
set -uo pipefail
source "$(dirname "$0")/lib.sh"

seconds="${1:-60}"
parallel="${2:-$(nproc)}"
temp="$(mktemp -d)"
trap 'rm -rf "$temp"' EXIT
passed=0 failed=0
failures=()

# Fuzzes fuzz-$1 from a copy of its seeds; libFuzzer's exit status goes to $temp/$1.status.
fuzz_one() {
    local name="$1" corpus="$temp/corpus-$1" status=0
    mkdir -p "$corpus"
    [[ -d "$FUZZ_ROOT/Fuzz/corpus/$name" ]] && cp -R "$FUZZ_ROOT/Fuzz/corpus/$name/." "$corpus/"
    FUZZ_LOG="$temp/$name.log" fuzz_run "$name" "$seconds" "$corpus" || status=$?
    echo "$status" > "$temp/$name.status"
}

built=()
for name in $(fuzz_targets); do
    if fuzz_build "$name" >"$temp/$name.build.log" 2>&1; then
        built+=("$name")
    else
        echo "==== fuzz-$name"
        tail -n 30 "$temp/$name.build.log"
        echo "fuzz-$name: BUILD FAILED"
        failed=$((failed + 1)); failures+=("$name (build)")
    fi
done

echo "fuzzing ${#built[@]} targets, $seconds s each, $parallel at a time"
for name in "${built[@]}"; do
    while (($(jobs -rp | wc -l) >= parallel)); do wait -n; done
    fuzz_one "$name" &
done
wait

for name in "${built[@]}"; do
    echo "==== fuzz-$name"
    FUZZ_LOG="$temp/$name.log"
    status="$(cat "$temp/$name.status" 2>/dev/null || echo "none")"
    counters="$(fuzz_counters "$FUZZ_LOG")"
    read -r execs cov ft runs < <(fuzz_stats "$FUZZ_LOG")
    echo "fuzz-$name: $runs runs in ${seconds} s, $execs exec/s, cov: $cov, ft: $ft, counters: $counters, CPU: $(fuzz_cpu "$FUZZ_LOG") s"
    if [[ "$status" != 0 ]]; then
        grep -E 'property violated|ERROR: (libFuzzer|AddressSanitizer|LeakSanitizer)|Test unit written' "$FUZZ_LOG" || tail -n 30 "$FUZZ_LOG"
        echo "fuzz-$name: FAILED (libFuzzer exit $status)"
        failed=$((failed + 1)); failures+=("$name (exit $status)")
    elif [[ "$counters" -eq 0 ]]; then
        echo "fuzz-$name: FAILED (no coverage counters: the build is not instrumented)"
        failed=$((failed + 1)); failures+=("$name (no counters)")
    else
        passed=$((passed + 1))
    fi
done

echo "$passed passed, $failed failed${failures:+: ${failures[*]}}"
[[ $failed -eq 0 ]]
