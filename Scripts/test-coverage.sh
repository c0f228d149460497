#!/usr/bin/env bash
# Line coverage of every source module by `swift test`.
#
#   Scripts/test-coverage.sh [--no-run] [--html DIR]
#
# Runs `swift test --enable-code-coverage` (the whole suite, the long tier included, in its own build folder,
# .build-testcov, so the plain debug build in .build is not rebuilt) unless --no-run is given
# (then the profile of the last such run is read), and prints one row per folder of Sources/
# and Benchmarks/: lines, lines missed, line coverage, from llvm-cov's report over the test
# bundle. --html DIR writes llvm-cov's HTML report of Sources/ into DIR.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH" SWIFT_BACKTRACE=enable=no
export OPENUDID_LONG_TESTS=1   # the long tier of `swift test` too, as the recorded coverage was taken

run=1 html=""
while [[ $# -gt 0 ]]; do
    case "$1" in
        --no-run) run=0; shift ;;
        --html) [[ $# -ge 2 ]] || { echo "--html needs a folder" >&2; exit 2; }; html="$2"; shift 2 ;;
        *) echo "usage: Scripts/test-coverage.sh [--no-run] [--html DIR]" >&2; exit 2 ;;
    esac
done
scratch=(--scratch-path .build-testcov)
[[ $run -eq 0 ]] || swift test "${scratch[@]}" --enable-code-coverage >&2

bin="$(swift build "${scratch[@]}" --show-bin-path)"
profile="$bin/codecov/default.profdata"
bundle="$(find "$bin" -maxdepth 1 -name '*PackageTests.xctest' | head -n 1)"
[[ -f "$profile" && -n "$bundle" ]] || { echo "no coverage profile: run without --no-run first" >&2; exit 1; }

# Lines found and hit per source file (llvm-cov's lcov export), summed per module folder.
# A folder without a row is not linked into the test bundle (an executable's main module).
llvm-cov export -format=lcov "$bundle" -instr-profile "$profile" 2>/dev/null | awk -v root="$PWD/" '
    /^SF:/ { file = substr($0, 4); sub("^" root, "", file); split(file, part, "/")
             module = (part[1] == "Sources" || part[1] == "Benchmarks") ? part[1] "/" part[2] : "" }
    /^LF:/ && module != "" { found[module] += substr($0, 4) }
    /^LH:/ && module != "" { hit[module] += substr($0, 4) }
    END { for (m in found) printf "%s %d %d\n", m, found[m], hit[m] }' >"$bin/codecov/modules.txt"

printf '%-32s %8s %8s %8s\n' module lines missed cover
for folder in Sources/*/ Benchmarks/*/; do
    folder="${folder%/}"
    [[ -n "$(find "$folder" -name "*.swift" -print -quit)" ]] || continue
    row="$(awk -v m="$folder" '$1 == m' "$bin/codecov/modules.txt")"
    if [[ -z "$row" ]]; then
        printf '%-32s %8s %8s %8s\n' "$folder" - - "not in the test bundle"
    else
        read -r _ lines hit <<<"$row"
        printf '%-32s %8d %8d %7.1f%%\n' "$folder" "$lines" "$((lines - hit))" "$(awk -v l="$lines" -v h="$hit" 'BEGIN { print 100 * h / l }')"
    fi
done
if [[ -n "$html" ]]; then
    llvm-cov show "$bundle" -instr-profile "$profile" -format=html -output-dir "$html" "$PWD/Sources"
    echo "HTML report: $html/index.html" >&2
fi
