#!/usr/bin/env bash
# Shows that the fuzz corpora alone catch deliberate bugs: applies each hand-made bug of
# Fuzz/mutants/<name>.patch, one at a time, to a copy of the checkout, builds the fuzz targets
# the patch names (its `# targets:` line; every target with --all-targets) with the replay
# main, replays each target's Fuzz/corpus/<target>/ and Fuzz/regressions/<target>/ (what
# Fuzz/coverage.sh replays; no fuzzing, no `swift test`), and expects a trap.
#
#   Fuzz/mutants.sh [--all-targets] [MUTANT...]      (default: every patch in Fuzz/mutants/)
#
# The checkout is never modified: its tracked and unignored files are copied into
# .build-mutants/tree (file times kept, so builds there stay incremental from run to run), and
# the patches are applied and reverted there. The unmutated copy is replayed first: a trap
# there would prove nothing. Prints one line per mutant, `caught by TARGET: <message>` or
# `MISSED`, and exits 1 when one is missed.
set -euo pipefail
source "$(dirname "$0")/lib.sh"

usage() {
    echo "usage: Fuzz/mutants.sh [--all-targets] [MUTANT...]   mutants: $(cd "$FUZZ_ROOT/Fuzz/mutants" && ls *.patch | sed 's/\.patch$//' | tr '\n' ' ')" >&2
    exit 2
}

every=0 mutants=()
while [[ $# -gt 0 ]]; do
    case "$1" in
        --all-targets) every=1; shift ;;
        --help|-h) usage ;;
        -*) echo "unknown option '$1'" >&2; usage ;;
        *) mutants+=("${1%.patch}"); shift ;;
    esac
done
if [[ ${#mutants[@]} -eq 0 ]]; then
    mapfile -t mutants < <(cd "$FUZZ_ROOT/Fuzz/mutants" && ls *.patch | sed 's/\.patch$//')
fi
for name in "${mutants[@]}"; do
    [[ -f "$FUZZ_ROOT/Fuzz/mutants/$name.patch" ]] || { echo "no mutant '$name' in Fuzz/mutants/" >&2; usage; }
done

# The targets that replay a mutant: its patch's `# targets:` line, or all of them.
targets_of() {
    if [[ $every -eq 1 ]]; then fuzz_targets; return; fi
    sed -n 's/^# targets: *//p' "$FUZZ_ROOT/Fuzz/mutants/$1.patch" | tr ' ' '\n' | grep .
}

tree="$FUZZ_ROOT/.build-mutants/tree"
mkdir -p "$tree"
(cd "$FUZZ_ROOT" && git ls-files -z --cached --others --exclude-standard) \
    | (cd "$FUZZ_ROOT" && tar --null -T - -cf -) | tar -xpf - -C "$tree"

applied=""
revert() { [[ -z "$applied" ]] || (cd "$tree" && git apply -R "$FUZZ_ROOT/Fuzz/mutants/$applied.patch"); applied=""; }
trap revert EXIT

# Builds fuzz-$1 in the copy and replays its corpus; the replay's output goes to $2. Returns
# the replay's status (non-zero: it trapped), or exits when the build fails.
replay() {
    local name="$1" log="$2" folders
    if ! (cd "$tree" && swift build --product "fuzz-$name") >"$log.build" 2>&1; then
        tail -n 30 "$log.build" >&2
        echo "fuzz-$name: build failed${applied:+ with mutant $applied}" >&2
        exit 1
    fi
    mapfile -t folders < <(fuzz_replay_folders "$name" "$tree")
    # In braces, so that the shell's note of a trap ("Illegal instruction") goes to the log too.
    { "$tree/.build/debug/fuzz-$name" "${folders[@]}"; } >"$log" 2>&1
}

logs="$FUZZ_ROOT/.build-mutants/logs"
mkdir -p "$logs"
mapfile -t baseline < <(for name in "${mutants[@]}"; do targets_of "$name"; done | sort -u)
for target in "${baseline[@]}"; do
    if ! replay "$target" "$logs/unmutated-$target.log"; then
        tail -n 5 "$logs/unmutated-$target.log" >&2
        echo "fuzz-$target: the unmutated corpus replay fails; fix that first" >&2
        exit 1
    fi
done
echo "unmutated: ${baseline[*]} replay clean"

missed=0
for name in "${mutants[@]}"; do
    (cd "$tree" && git apply "$FUZZ_ROOT/Fuzz/mutants/$name.patch")
    applied="$name"
    caught=""
    for target in $(targets_of "$name"); do
        log="$logs/$name-$target.log"
        if ! replay "$target" "$log"; then
            caught="$target: $(grep -m 1 -o 'property violated.*' "$log" | cut -c 1-160)"
            [[ $caught == "$target: " ]] && caught="$target: $(tail -n 1 "$log" | cut -c 1-160)"
            break
        fi
    done
    revert
    if [[ -n "$caught" ]]; then
        echo "$name: caught by $caught"
    else
        echo "$name: MISSED (replayed $(targets_of "$name" | tr '\n' ' '))"
        missed=$((missed + 1))
    fi
done
echo "${#mutants[@]} mutant(s), $((${#mutants[@]} - missed)) caught by corpus replay alone, $missed missed"
[[ $missed -eq 0 ]]
