#!/usr/bin/env bash
# The independent reference of the audit: plants small inputs (Tests/Reference/plant_inputs.py),
# audits each with BIN (the `openudid` binary of a build folder) and compares every field of
# its report.json with what Tests/Reference/audit_reference.py computes from the same files;
# then runs `openudid stats` small (four runs) and checks each report.csv with
# Tests/Reference/stats_reference.py.
#
#   Tests/Reference/run.sh BIN                (e.g. .build/release/openudid)
#
# SciPy, pinned in Tests/Reference/requirements.txt, goes into a venv under .build (or
# $REFERENCE_VENV). With REFERENCE_FAIL_FAST=1 it stops at the first input that differs
# (Scripts/analysis-mutants.sh). Ends with `reference: N inputs, M fields compared, all equal`, or prints
# each mismatch (field path, the report's value, the reference's) and exits 1.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
[[ $# -eq 1 ]] || { echo "usage: Tests/Reference/run.sh BIN" >&2; exit 2; }
bin="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
[[ -x "$bin" ]] || { echo "Tests/Reference/run.sh: $1 is not an executable" >&2; exit 2; }

venv="${REFERENCE_VENV:-$root/.build/reference-venv}"
if ! "$venv/bin/python" -c "import scipy" 2>/dev/null; then
    python3 -m venv "$venv" 2>/dev/null || { apt-get update -qq && apt-get install -y -qq python3-venv && python3 -m venv "$venv"; }
    "$venv/bin/pip" install -q -r "$here/requirements.txt"
fi
python="$venv/bin/python"

work="$(mktemp -d "${TMPDIR:-/tmp}/openudid-reference.XXXXXX")"
trap 'status=$?; if [[ $status -eq 0 ]]; then rm -rf "$work"; else echo "reference: its files are in $work" >&2; fi' EXIT

now="$(date +%s%3N)"
"$python" "$here/plant_inputs.py" "$work/inputs" --now "$now" >/dev/null

inputs=0 fields=0 failed=0
while read -r name files; do
    # shellcheck disable=SC2086
    from="$(date +%s%3N)"
    status=0
    (cd "$work/inputs" && "$bin" audit $files --out "$work/$name" --threads 2 --quiet) >"$work/$name.out" 2>&1 || status=$?
    to="$(date +%s%3N)"
    if [[ ! -f "$work/$name/report.json" ]]; then
        echo "reference: openudid audit wrote no report.json for $name (exit $status):" >&2
        cat "$work/$name.out" >&2
        failed=1
        continue
    fi
    # shellcheck disable=SC2086
    if result="$(cd "$work/inputs" && "$python" "$here/audit_reference.py" compare "$work/$name/report.json" \
        --now-from "$from" --now-to "$to" --status "$status" $files)"; then
        fields=$((fields + $(sed -n 's/^\([0-9]*\) fields compared$/\1/p' <<<"$result")))
    else
        echo "$result" | sed "s|^$work/||"
        failed=1
        [[ -z "${REFERENCE_FAIL_FAST:-}" ]] || break
    fi
    inputs=$((inputs + 1))
done <"$work/inputs/inputs.txt"

# stats: a small run of every generator, the fleets again with another fleet and rate and an N
# that fills neither a tick of every device nor a millisecond of the v7 fleets, and two runs of
# the weak control whose prefix p-values straddle the level (one count significant with p
# between half the level and the level, one marginal with p between the level and twice it),
# each report.csv against Tests/Reference/stats_reference.py, which also makes the fleets
# again from the seed (stats_simulation.py) to recompute their digit statistics. The weak
# control's sizes were found by search for --seed 11. Each line: label, N, seed, straddle side
# (or -), fleet, rate, then the run's other options.
fleets=uuid1-fleet,uuid6-fleet,uuid7-counter-fleet,uuid7-subms-fleet,uuid7-random-fleet
stats_runs=(
    "all 20000 5 - 1000 16 --generators all"
    "fleets 10007 17 - 300 8 --generators $fleets"
    "below 250461 11 below 1000 16 --generators weak32 --bits $(seq -s, 16 48)"
    "above 258380 11 above 1000 16 --generators weak32 --bits $(seq -s, 16 48)"
)
for spec in "${stats_runs[@]}"; do
    [[ $failed -eq 0 || -z "${REFERENCE_FAIL_FAST:-}" ]] || break
    read -r label n seed side fleet rate options <<<"$spec"
    # shellcheck disable=SC2086
    if ! "$bin" stats -n "$n" --seed "$seed" --fleet "$fleet" --rate "$rate" $options --out "$work/stats-$label" --quiet \
        >"$work/stats-$label.out" 2>&1; then
        echo "reference: openudid stats ($label) failed:" >&2
        cat "$work/stats-$label.out" >&2
        failed=1
        continue
    fi
    straddle=()
    [[ $side == - ]] || straddle=(--straddle "$side")
    if result="$("$python" "$here/stats_reference.py" "$work/stats-$label/report.csv" "$n" "${straddle[@]}" \
        --seed "$seed" --fleet "$fleet" --rate "$rate")"; then
        fields=$((fields + $(sed -n 's/^\([0-9]*\) fields compared$/\1/p' <<<"$result")))
        inputs=$((inputs + 1))
    else
        echo "$result" | sed "s|^$work/||"
        failed=1
    fi
done

if [[ $failed -ne 0 ]]; then
    echo "reference: FAILED (mismatches above)"
    exit 1
fi
echo "reference: $inputs inputs, $fields fields compared, all equal"
