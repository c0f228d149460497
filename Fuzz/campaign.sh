#!/usr/bin/env bash
# A long fuzzing campaign over every target: HOURS of CPU time in all, shared between the
# targets by weight, each target fuzzed by libFuzzer's -fork=JOBS (JOBS processes at once).
#
#   Fuzz/campaign.sh HOURS [--jobs N] [--merge] [TARGET...]
#
#   HOURS     CPU-hours in all, a decimal (4 for the campaign of issue 16, 0.05 to try it out)
#   --jobs N  fuzzing processes per target (default: the number of CPUs); each target gets
#             its share of HOURS divided by N in wall time
#   --merge   merge each target's working corpus into Fuzz/corpus/<target>/ afterwards
#             (-set_cover_merge=1, as Fuzz/run.sh --merge)
#   TARGET    only these targets (default: all)
#
# Each target resumes its working corpus (.build-fuzz/corpus/<target>/, shared with
# Fuzz/run.sh) from its committed seeds, with its dictionary, AddressSanitizer and the
# limits of run.sh (10 s per input, 2 GiB). A crash, leak, timeout or out-of-memory does not
# stop the campaign (-ignore_crashes, -ignore_timeouts, -ignore_ooms): each is saved under
# Fuzz/artifacts/<target>/ and counted as a finding, except a timeout or slow unit that passes
# when run again alone (libFuzzer's limit is wall time, and a starved fuzzer trips it): that
# one is moved to the campaign's not-reproduced/ folder and counted apart. At the end a
# Markdown summary (per target: CPU and wall time, runs, exec/s, cov, ft, corpus size,
# findings, timeouts not reproduced) is printed and
# written to .build-fuzz/campaign-<UTC time>/summary.md, ready for Fuzz/README.md. Exits
# non-zero when anything was found.
set -euo pipefail
source "$(dirname "$0")/lib.sh"

# Shares of the time, by how much each target has to explore and how slowly it runs (exec/s
# measured in Fuzz/README.md): the slow scenario targets get more.
declare -A weight=(
    [uuid-parse]=1 [openudid-parse]=1 [md5]=1.5 [sha1]=1.5 [slot-scan]=1.5 [generators]=1.5
    [deviceid]=1 [random]=1 [json-document]=1.5 [audit-lines]=1.5
)

usage() { echo "usage: Fuzz/campaign.sh HOURS [--jobs N] [--merge] [TARGET...]" >&2; exit 2; }
[[ $# -ge 1 ]] || usage
hours="$1"; shift
[[ "$hours" =~ ^[0-9]*\.?[0-9]+$ ]] || usage
jobs="$(nproc)" merge=0 targets=()
while [[ $# -gt 0 ]]; do
    case "$1" in
        --jobs) [[ $# -ge 2 && "$2" =~ ^[1-9][0-9]*$ ]] || usage; jobs="$2"; shift 2 ;;
        --merge) merge=1; shift ;;
        -*) usage ;;
        *) targets+=("$1"); shift ;;
    esac
done
all="$(fuzz_targets)"
[[ ${#targets[@]} -gt 0 ]] || mapfile -t targets <<<"$all"
total_weight=0
for name in "${targets[@]}"; do
    grep -qx -- "$name" <<<"$all" || { echo "no fuzz target '$name'" >&2; usage; }
    total_weight="$(awk -v a="$total_weight" -v b="${weight[$name]:-1}" 'BEGIN { print a + b }')"
done

out="$FUZZ_SCRATCH/campaign-$(date -u +%Y%m%dT%H%M%SZ)"
mkdir -p "$out"
summary="$out/summary.md"
echo "campaign: $hours CPU-hours over ${#targets[@]} targets, $jobs processes each; logs in $out" >&2

rows=() found=0 started="$(date -u +%Y-%m-%dT%H:%MZ)"
for name in "${targets[@]}"; do
    share="$(awk -v h="$hours" -v w="${weight[$name]:-1}" -v t="$total_weight" 'BEGIN { printf "%d", h * 3600 * w / t }')"
    wall=$(( share / jobs )); [[ $wall -ge 1 ]] || wall=1
    echo "==== fuzz-$name: $share CPU-s, $wall s on $jobs processes" >&2
    if ! fuzz_build "$name" >"$out/$name.build.log" 2>&1; then
        tail -n 20 "$out/$name.build.log" >&2
        rows+=("| \`$name\` | build failed | | | | | | | | |")
        found=$((found + 1))
        continue
    fi
    work="$FUZZ_SCRATCH/corpus/$name" artifacts="$FUZZ_ROOT/Fuzz/artifacts/$name/"
    mkdir -p "$work" "$artifacts"
    seeds=(); [[ -d "$FUZZ_ROOT/Fuzz/corpus/$name" ]] && seeds=("$FUZZ_ROOT/Fuzz/corpus/$name")
    dict=(); [[ -f "$FUZZ_ROOT/Fuzz/dict/$name.dict" ]] && dict=(-dict="$FUZZ_ROOT/Fuzz/dict/$name.dict")
    touch "$out/$name.start"
    log="$out/$name.log" TIMEFORMAT='%3U %3S' status=0
    { time "$(fuzz_binary "$name")" -fork="$jobs" -max_total_time="$wall" -ignore_crashes=1 -ignore_timeouts=1 \
          -ignore_ooms=1 "${FUZZ_LIMITS[@]}" -artifact_prefix="$artifacts" "${dict[@]}" \
          "$work" "${seeds[@]}" >"$log" 2>&1 || status=$?; } 2>"$log.times"
    cpu="$(awk '{ printf "%.0f", $1 + $2 }' "$log.times")"
    # A timeout or slow unit is a finding only when it happens again with the machine to itself:
    # libFuzzer's -timeout is wall time, so a fuzzer starved by other work (or stopped and
    # continued) reports inputs that run in milliseconds. Each is run again alone; the ones
    # that pass move to $out/not-reproduced/<target>/ and are counted apart.
    findings=0 slow=0 new=0
    while IFS= read -r -d '' artifact; do
        new=$((new + 1))
        case "$(basename "$artifact")" in
            timeout-*|slow-unit-*)
                if fuzz_passes_alone "$name" "$artifact"; then
                    slow=$((slow + 1))
                    mkdir -p "$out/not-reproduced/$name"
                    mv "$artifact" "$out/not-reproduced/$name/"
                    continue
                fi ;;
        esac
        findings=$((findings + 1))
    done < <(find "$artifacts" -type f -newer "$out/$name.start" -print0)
    # A failed run that left no artifact at all is still a finding.
    [[ $status -eq 0 || $new -gt 0 ]] || findings=1
    # The last status line of the fork mode: "#RUNS: cov: C ft: F corp: N exec/s: E ... time: Ts".
    read -r runs cov ft corp seconds < <(grep -E '^#[0-9]+: cov:' "$log" | tail -n 1 |
        sed -E 's/^#([0-9]+): cov: ([0-9]+) ft: ([0-9]+) corp: ([0-9]+).* time: ([0-9]+)s.*/\1 \2 \3 \4 \5/') || true
    runs="${runs:-0}" seconds="${seconds:-$wall}"
    rate="$(awk -v r="$runs" -v s="$seconds" 'BEGIN { printf "%d", (s > 0 ? r / s : 0) }')"
    size="$(du -sk --apparent-size "$work" | cut -f1)"
    rows+=("| \`$name\` | $cpu | $seconds | $runs | $rate | ${cov:-?} | ${ft:-?} | ${corp:-?} ($size KiB) | $findings | $slow |")
    echo "fuzz-$name: $runs runs in $seconds s ($rate exec/s), cov ${cov:-?}, ft ${ft:-?}, corpus ${corp:-?}, CPU $cpu s, findings $findings, slow but not reproduced $slow" >&2
    found=$((found + findings))
    if [[ $merge -eq 1 && $findings -eq 0 ]]; then fuzz_merge "$name" "$work" >&2; fi
done

{
    echo "Campaign of $hours CPU-hours from $started to $(date -u +%Y-%m-%dT%H:%MZ), \`Fuzz/campaign.sh $hours --jobs $jobs\`,"
    echo "$(uname -m), $(nproc) CPUs, $(swift --version 2>/dev/null | head -n 1 | sed 's/ (.*//'), libFuzzer -fork=$jobs with AddressSanitizer."
    echo
    echo "| Target | CPU s | Wall s | Runs | Exec/s | cov | ft | Corpus | Findings | Slow, not reproduced |"
    echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
    printf '%s\n' "${rows[@]}"
    echo
    if [[ $found -eq 0 ]]; then echo "No finding."; else echo "$found finding(s): see Fuzz/artifacts/ and the logs in \`$out\`."; fi
} | tee "$summary"
echo "summary: $summary" >&2
[[ $found -eq 0 ]]
