#!/usr/bin/env bash
# Shows that the independent reference (Tests/Reference/run.sh) catches bugs in the analysis of
# `openudid audit` and `openudid stats`: applies each deliberate bug below, one at a time, to a
# copy of the checkout, builds `openudid` there, runs the reference against it and counts the
# mutant caught when the reference fails.
#
#   Scripts/analysis-mutants.sh [MUTANT...]      (default: every mutant below)
#
# Each mutant replaces exact text in one source file (every replacement must match exactly once:
# a mutant whose text is no longer in the source stops the script, so that the list follows the
# code). The checkout is never modified: its tracked and unignored files are copied into
# .build-mutants/analysis (file times kept, so the debug build there is incremental from mutant
# to mutant and from run to run). The unmutated copy is checked first: a failure there would
# prove nothing. Prints one line per mutant, `caught: <first mismatch>` or `MISSED`, and ends
# with `analysis mutants: N of M caught` (exit 1 when one is missed).
#
# On 2 shared cores: about 7 minutes once the copy is built (15-20 s a mutant caught by the
# audit, a minute for the one only stats shows), 12 to 17 from nothing (a debug build of the
# copy first), depending on the load. CI's budget does not leave that much, so CI runs the
# reference alone, and the last output of this script is kept, dated, in
# Scripts/analysis-mutants.record.txt.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
export PATH="/opt/swift/usr/bin:$PATH"

# name|file|text|replacement   (one line per replacement; a mutant may have several)
mutants_table='
multiplicity-by-extra-copies|Sources/OpenUDIDAudit/Analysis/GroupTally.swift|multiplicity[runCount, default: 0] += 1|multiplicity[runCount - 1, default: 0] += 1
prefix-from-k-plus-1-bits|Sources/OpenUDIDAudit/Analysis/GroupTally.swift|if bits[j] <= common {|if bits[j] < common {
digit-chi-square-16-df|Sources/OpenUDIDAudit/Analysis/GroupAnalysis.swift|ChiSquare.survival(statistic, degreesOfFreedom: 15)|ChiSquare.survival(statistic, degreesOfFreedom: 16)
digit-chi-square-16-df|Sources/OpenUDIDAudit/Analysis/GroupAnalysis.swift|ChiSquare.cdf(statistic, degreesOfFreedom: 15)|ChiSquare.cdf(statistic, degreesOfFreedom: 16)
duplicate-tail-inverted|Sources/OpenUDIDAudit/Analysis/GroupAnalysis.swift|return (expected, Poisson.survival(tally.duplicatePairs, mean: expected))|return (expected, 1 - Poisson.survival(tally.duplicatePairs, mean: expected))
future-day-in-seconds|Sources/OpenUDIDAudit/Analysis/TimeTally.swift|if ms > now + 86_400_000 { future += 1 }|if ms > now + 86_400 { future += 1 }
prefix-excess-as-warning|Sources/OpenUDIDAudit/Analysis/FindingRules.swift|kind: "prefix-excess", group: group.name, severity: .fault,|kind: "prefix-excess", group: group.name, severity: .warning,
top-ties-reversed|Sources/OpenUDIDAudit/Analysis/GroupTally.swift|return a.first < b.first|return b.first < a.first
stats-flags-below-half-the-level|Sources/OpenUDIDStats/Analysis/StatsAnalysis.swift|pValue: p, level: level))|pValue: p, level: level / 2))
old-timestamps-at-the-start|Sources/OpenUDIDAudit/Analysis/TimeTally.swift|if ms < layout.plausibleStart { old += 1 }|if ms <= layout.plausibleStart { old += 1 }
nodes-over-a-day-inclusive|Sources/OpenUDIDAudit/Analysis/TimeTally.swift|$0.upperBound - $0.lowerBound > 86_400_000|$0.upperBound - $0.lowerBound >= 86_400_000
mostly-invalid-past-21|Sources/OpenUDIDAudit/Analysis/InputFindings.swift|report.invalid >= mostlyInvalidLeast && report.invalid * 2 > nonBlank|report.invalid > mostlyInvalidLeast && report.invalid * 2 > nonBlank
repeated-run-chance-one-length-short|Sources/OpenUDIDAudit/Analysis/AuditAnalysis.swift|pow(q, Double(run.length - 1))|pow(q, Double(run.length - 2))
suffix-verdict-two-sided|Sources/OpenUDIDAudit/Analysis/GroupAnalysis.swift|pValue: Poisson.survival(Double(tally.zeroSuffixes), mean: expected))|pValue: Poisson.twoSidedPValue(Double(tally.zeroSuffixes), mean: expected))
digit-marginal-one-sided|Sources/OpenUDIDAudit/Analysis/GroupAnalysis.swift|} else if Swift.min(upper, lower) < FalseAlarmLevel.marginal / 2 {|} else if Swift.min(upper, lower) < FalseAlarmLevel.marginal {
copies-verdict-one-copy-short|Sources/OpenUDIDAudit/Analysis/GroupAnalysis.swift|Double(duplicateBits) * (c - 1) * M_LN2|Double(duplicateBits) * (c - 2) * M_LN2
regression-at-the-tolerance|Sources/OpenUDIDAudit/Analysis/OrderTally.swift|} else if a.ms &- b.ms > tolerance {|} else if a.ms &- b.ms >= tolerance {
time-order-below-a-quarter-only|Sources/OpenUDIDAudit/Analysis/OrderAnalysis.swift|return backward * 4 > span.acrossPairs ? .notTimeOrdered : .timeOrder|return backward * 4 >= span.acrossPairs ? .notTimeOrdered : .timeOrder
counter-past-64-pairs|Sources/OpenUDIDAudit/Analysis/OrderAnalysis.swift|span.withinPairs >= counterLeast && span.wraps * 100 <= span.withinPairs|span.withinPairs > counterLeast && span.wraps * 100 <= span.withinPairs
counter-wrap-as-warning|Sources/OpenUDIDAudit/Analysis/OrderAnalysis.swift|kind: "counter-wrap", group: group, severity: .fault,|kind: "counter-wrap", group: group, severity: .warning,
counter-design-74-bits|Sources/CollisionStatistics/Design/TimeOrderedDesign.swift|case .counter: return 73|case .counter: return 74
method-minimum-steps-17|Sources/OpenUDIDAudit/Analysis/MethodInference.swift|static let minimumSteps = 16|static let minimumSteps = 17
method-tick-step-of-2|Sources/OpenUDIDAudit/Analysis/MethodTally.swift|if distance == 1 { tickSteps &+= 1 }|if distance == 2 { tickSteps &+= 1 }
method-carries-past-half|Sources/OpenUDIDAudit/Analysis/MethodInference.swift|2 * t.carries >= t.nextMillisecondPairs|2 * t.carries > t.nextMillisecondPairs
method-guard-from-319|Sources/OpenUDIDAudit/Analysis/GroupAnalysis.swift|guard tally.group == 7, tally.distinct >= digitSampleMinimum,|guard tally.group == 7, tally.distinct >= digitSampleMinimum - 1,
method-expected-equal-one-short|Sources/OpenUDIDAudit/Analysis/MethodInference.swift|expm1(m * log1p(-1.0 / 4096))|expm1((m - 1) * log1p(-1.0 / 4096))
unversioned-64-df|Sources/OpenUDIDAudit/Analysis/UnversionedTest.swift|ChiSquare.survival(statistic, degreesOfFreedom: Self.cells - 1)|ChiSquare.survival(statistic, degreesOfFreedom: Self.cells)
unversioned-from-1023|Sources/OpenUDIDAudit/Analysis/UnversionedTest.swift|static let sampleMinimum = 1024|static let sampleMinimum = 1023
draft-seconds-shift-11|Sources/OpenUDIDAudit/Analysis/DraftLayout.swift|static func seconds(rfcMilliseconds: Int64) -> Int64 { rfcMilliseconds >> 12 }|static func seconds(rfcMilliseconds: Int64) -> Int64 { rfcMilliseconds >> 11 }
draft-after-2020-only|Sources/OpenUDIDAudit/Analysis/DraftLayout.swift|guard earliest >= TimeLayout.v7.plausibleStart|guard earliest > TimeLayout.v7.plausibleStart
future-all-ahead-not-counted|Sources/OpenUDIDAudit/Analysis/FindingRules.swift|if time.future > 0 && time.future == group.count {|if time.future > 0 && time.future == group.count + 1 {
skew-threshold-in-seconds|Sources/OpenUDIDAudit/Analysis/SkewTally.swift|package static let threshold: Int64 = 60_000|package static let threshold: Int64 = 60
clock-skew-at-one-percent|Sources/OpenUDIDAudit/Analysis/OrderAnalysis.swift|if aheadShare > skewShare {|if aheadShare >= skewShare {
'
mapfile -t all < <(grep -v '^$' <<<"$mutants_table" | cut -d'|' -f1 | uniq)
mutants=("$@")
[[ ${#mutants[@]} -gt 0 ]] || mutants=("${all[@]}")
for name in "${mutants[@]}"; do
    grep -q "^$name|" <<<"$mutants_table" || { echo "no mutant '$name'; mutants: ${all[*]}" >&2; exit 2; }
done

tree="$root/.build-mutants/analysis"
mkdir -p "$tree"
(cd "$root" && git ls-files -z --cached --others --exclude-standard) \
    | (cd "$root" && tar --null -T - -cf -) | tar -xpf - -C "$tree"
logs="$tree/.mutant-logs"
mkdir -p "$logs"
export REFERENCE_VENV="${REFERENCE_VENV:-$root/.build/reference-venv}"

# Applies (or, with --revert, undoes) the replacements of mutant $1 in the copy; each must
# match its file exactly once.
mutate() {
    local name="$1" revert="${2:-}"
    grep "^$name|" <<<"$mutants_table" | python3 -c '
import sys
tree, revert = sys.argv[1], sys.argv[2] == "--revert"
for line in sys.stdin.read().splitlines():
    name, path, old, new = line.split("|")
    if revert:
        old, new = new, old
    text = open(f"{tree}/{path}").read()
    if text.count(old) != 1:
        sys.exit(f"mutant {name}: {path} holds {text.count(old)} copies of `{old}`, not one: update Scripts/analysis-mutants.sh")
    open(f"{tree}/{path}", "w").write(text.replace(old, new))
' "$tree" "$revert"
}

applied=""
cleanup() { [[ -z "$applied" ]] || mutate "$applied" --revert; }
trap cleanup EXIT

# Builds the copy's `openudid` (debug: incremental per file) and runs the reference; returns
# the reference's status, its output in $1.
check() {
    local log="$1"
    if ! (cd "$tree" && swift build --product openudid) >"$log.build" 2>&1; then
        tail -n 30 "$log.build" >&2
        echo "analysis-mutants: the build failed${applied:+ with mutant $applied}" >&2
        exit 1
    fi
    REFERENCE_FAIL_FAST=1 bash "$tree/Tests/Reference/run.sh" "$tree/.build/debug/openudid" >"$log" 2>&1
}

started=$SECONDS
# Every mutant's text must be in the source before anything is built.
for name in "${mutants[@]}"; do mutate "$name"; mutate "$name" --revert; done
if ! check "$logs/unmutated.log"; then
    tail -n 20 "$logs/unmutated.log" >&2
    echo "analysis-mutants: the reference fails on the unmutated sources; fix that first" >&2
    exit 1
fi
echo "unmutated: $(tail -n 1 "$logs/unmutated.log") ($((SECONDS - started)) s)"

caught=0
for name in "${mutants[@]}"; do
    t=$SECONDS
    mutate "$name"
    applied="$name"
    if check "$logs/$name.log"; then
        echo "$name: MISSED ($((SECONDS - t)) s)"
    else
        caught=$((caught + 1))
        echo "$name: caught: $(grep -m 1 -v '^reference:' "$logs/$name.log" | cut -c 1-150) ($((SECONDS - t)) s)"
    fi
    mutate "$name" --revert
    applied=""
done
echo "($((SECONDS - started)) s in all; logs in ${logs#"$root"/})"
echo "analysis mutants: $caught of ${#mutants[@]} caught"
[[ $caught -eq ${#mutants[@]} ]]
