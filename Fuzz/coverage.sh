#!/usr/bin/env bash
# Line coverage reached by the fuzz corpora alone: which lines of the core (and of the JSON
# reader and the audit line reader) the committed seeds and saved regressions execute.
#
#   Fuzz/coverage.sh [--html DIR] [TARGET...]      (default: every target)
#
# Builds the fuzz targets with coverage instrumentation (-profile-generate
# -profile-coverage-mapping, debug, with the replay main: no libFuzzer) into .build-coverage,
# so no other build is disturbed; replays each target's Fuzz/corpus/<target>/ and
# Fuzz/regressions/<target>/; merges the profiles (llvm-profdata) and prints llvm-cov's report
# per file of Sources/OpenUDIDCore, Sources/JSONDocument and Sources/AuditInput. The last line
# is `core line coverage: NN.N%` (Sources/OpenUDIDCore, every file, measured over the targets
# named). --html DIR also writes llvm-cov's HTML report of the three folders into DIR.
#
# A replay that traps (a seed violating a property) stops the script with the target's
# message: coverage of a failing corpus means nothing.
set -euo pipefail
source "$(dirname "$0")/lib.sh"

usage() { echo "usage: Fuzz/coverage.sh [--html DIR] [TARGET...]   targets: $(fuzz_targets | tr '\n' ' ')" >&2; exit 2; }

html="" targets=()
while [[ $# -gt 0 ]]; do
    case "$1" in
        --html) [[ $# -ge 2 ]] || usage; html="$2"; shift 2 ;;
        --help|-h) usage ;;
        -*) echo "unknown option '$1'" >&2; usage ;;
        *) targets+=("$1"); shift ;;
    esac
done
all="$(fuzz_targets)"
[[ ${#targets[@]} -gt 0 ]] || mapfile -t targets <<<"$all"
for name in "${targets[@]}"; do
    grep -qx -- "$name" <<<"$all" || { echo "no fuzz target '$name'" >&2; usage; }
done

scratch="$FUZZ_ROOT/.build-coverage"
profiles="$scratch/profiles"
rm -rf "$profiles"
mkdir -p "$profiles"
instrument=(-Xswiftc -profile-generate -Xswiftc -profile-coverage-mapping)

binaries=()
for name in "${targets[@]}"; do
    echo "==== fuzz-$name: build with coverage" >&2
    if ! build_retrying "fuzz-$name" --scratch-path "$scratch" --product "fuzz-$name" "${instrument[@]}" >"$profiles/$name.build.log" 2>&1; then
        tail -n 30 "$profiles/$name.build.log" >&2
        echo "fuzz-$name: build failed" >&2
        exit 1
    fi
    binary="$scratch/debug/fuzz-$name"
    mapfile -t inputs < <(fuzz_replay_folders "$name")
    if [[ ${#inputs[@]} -eq 0 ]]; then
        echo "fuzz-$name: no seeds and no regressions, nothing to replay" >&2
        continue
    fi
    if ! LLVM_PROFILE_FILE="$profiles/$name-%p.profraw" "$binary" "${inputs[@]}" >"$profiles/$name.replay.log" 2>&1; then
        cat "$profiles/$name.replay.log" >&2
        echo "fuzz-$name: the replay of its corpus failed; fix that first" >&2
        exit 1
    fi
    tail -n 1 "$profiles/$name.replay.log" >&2
    binaries+=("$binary")
done
[[ ${#binaries[@]} -gt 0 ]] || { echo "nothing was replayed" >&2; exit 1; }

llvm-profdata merge -sparse "$profiles"/*.profraw -o "$profiles/merged.profdata"
# The first binary is llvm-cov's main object, the others come with -object; a function linked
# into several binaries is counted once, with the counts of all of them.
objects=("${binaries[0]}")
for binary in "${binaries[@]:1}"; do objects+=(-object "$binary"); done
cov() { llvm-cov "$1" "${objects[@]}" -instr-profile "$profiles/merged.profdata" "${@:2}"; }

folders=(Sources/OpenUDIDCore Sources/JSONDocument Sources/AuditInput)
for folder in "${folders[@]}"; do
    echo
    echo "==== $folder"
    cov report "$FUZZ_ROOT/$folder"
done | tee "$profiles/report.txt"

if [[ -n "$html" ]]; then
    mkdir -p "$html"
    cov show -format=html -output-dir "$html" -show-line-counts-or-regions \
        "${folders[@]/#/$FUZZ_ROOT/}"
    echo "HTML report: $html/index.html"
fi

# The core's TOTAL row: ... Lines, Missed Lines, Cover ... (columns 8 and 9 of the row).
cov report "$FUZZ_ROOT/Sources/OpenUDIDCore" \
    | awk '$1 == "TOTAL" { lines = $8; missed = $9 }
           END { if (lines == 0) exit 1; printf "core line coverage: %.1f%%\n", 100 * (lines - missed) / lines }'
