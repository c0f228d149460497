#!/usr/bin/env bash
# Builds one fuzz target with libFuzzer and AddressSanitizer and fuzzes it.
#
#   Fuzz/run.sh TARGET [SECONDS] [--merge]   (default 60; TARGET is a folder name: md5, slot-scan, ...)
#
# Seeds are read from Fuzz/corpus/TARGET/ and never written, unless --merge is given; the inputs
# libFuzzer finds interesting accumulate in .build-fuzz/corpus/TARGET/ (ignored by git) and are
# reused by the next run. A crash is saved under Fuzz/artifacts/TARGET/. Prints executions per
# second, the coverage reached (cov: edges, ft: features) and the path of any crash.
#
# --merge: once the run is over (and found nothing), the working corpus is merged into
# Fuzz/corpus/TARGET/ with -set_cover_merge=1: only inputs that add coverage the committed seeds
# lack are copied (named by their SHA-1), the smallest set that covers it; the seeds already
# there are kept. SECONDS may be 0 to merge what earlier runs found without fuzzing again.
set -euo pipefail
source "$(dirname "$0")/lib.sh"

usage() {
    echo "usage: Fuzz/run.sh TARGET [SECONDS] [--merge]   targets: $(fuzz_targets | tr '\n' ' ')" >&2
    exit 2
}
merge=0 positional=()
for argument in "$@"; do
    case "$argument" in
        --merge) merge=1 ;;
        -*) usage ;;
        *) positional+=("$argument") ;;
    esac
done
[[ ${#positional[@]} -ge 1 && ${#positional[@]} -le 2 ]] || usage
name="${positional[0]}" seconds="${positional[1]:-60}"
[[ "$seconds" =~ ^[0-9]+$ ]] || usage
targets="$(fuzz_targets)"
if ! grep -qx -- "$name" <<<"$targets"; then
    echo "no fuzz target '$name'; targets: $(fuzz_targets | tr '\n' ' ')" >&2
    exit 2
fi

fuzz_build "$name"
work="$FUZZ_SCRATCH/corpus/$name"
mkdir -p "$work"
seeds=()
[[ -d "$FUZZ_ROOT/Fuzz/corpus/$name" ]] && seeds=("$FUZZ_ROOT/Fuzz/corpus/$name")
export FUZZ_LOG="$FUZZ_SCRATCH/$name.log"

status=0
if [[ "$seconds" -gt 0 ]]; then
    fuzz_run "$name" "$seconds" "$work" "${seeds[@]}" || status=$?
    read -r execs cov ft runs < <(fuzz_stats "$FUZZ_LOG")
    echo "fuzz-$name: ${seconds} s, $runs runs, $execs exec/s, cov: $cov, ft: $ft, counters: $(fuzz_counters "$FUZZ_LOG"), CPU: $(fuzz_cpu "$FUZZ_LOG") s"
    echo "log: $FUZZ_LOG"
fi
if [[ $status -ne 0 ]]; then
    grep -E 'property violated|ERROR: (libFuzzer|AddressSanitizer|LeakSanitizer)|Test unit written' "$FUZZ_LOG" >&2 || tail -n 30 "$FUZZ_LOG" >&2
    echo "fuzz-$name found a problem (exit $status). Minimize it and add it as a regression: see Fuzz/README.md" >&2
    exit "$status"
fi
[[ $merge -eq 1 ]] && fuzz_merge "$name" "$work"
exit 0
