#!/usr/bin/env bash
# Shows that the independent reference (Tests/Reference/run.sh) catches bugs in the analysis of
# `openudid audit` and `openudid stats`: applies each deliberate bug below, one at a time, to a
# copy of the checkout, builds `openudid` there, runs the reference against it and counts the
# mutant caught when the reference fails.
#
#   Scripts/analysis-mutants.sh [MUTANT...]   build and run each mutant (default: all of them)
#   Scripts/analysis-mutants.sh --check       the pre-check alone: every mutant still applies to
#                                             the checkout's sources (seconds, no build; CI runs it)
#   Scripts/analysis-mutants.sh --list        the mutants' names
#   Scripts/analysis-mutants.sh --every-input [MUTANT...]
#                                             the reference in full for each mutant (not up to its
#                                             first mismatch), naming every input that catches it
#
# The table below holds one line per replacement, `name|file|text|replacement`: `text` must occur
# exactly once in `file` (a path from the checkout's root), and a mutant of several lines applies
# them in order. A literal `|` inside the text or the replacement is written `\|`; lines starting
# with `#` are comments (say which planted input or check should catch the mutants that follow).
# To add a mutant: one or more lines here, a bug that a real change could make, whose intent the
# name says; then run the script on it (`Scripts/analysis-mutants.sh NAME`): it must be caught.
#
# Before anything is built, every mutant is applied to the sources in memory and reverted, and
# each must find its text exactly once and revert to the very same source: a mutant that no
# longer applies (the code moved, or was rewritten) stops the script with exit status 1, naming
# every such mutant and the text it looks for. Re-aim such a mutant at the code that now does
# what it did, with the same intent; never drop it silently.
#
# The checkout is never modified: its tracked and unignored files are copied into
# .build-mutants/analysis (file times kept, so the debug build there is incremental from mutant
# to mutant and from run to run). The unmutated copy is checked first: a failure there would
# prove nothing. Prints one line per mutant, `caught: <first mismatch>` or `MISSED`, and ends
# with `analysis mutants: N of M caught` (exit 1 when one is missed).
#
# Measured on 2 cores (AMD EPYC, family 26 model 2, nothing else running): the unmutated copy
# in about 1.5 minutes (its incremental debug build and the reference), then per mutant 6 s to
# 82 s (an incremental build and the reference up to its first mismatch: the inputs that come
# late in the reference and the stats runs, which come last, take the longest); 34 minutes for
# all 58 (on 2 cores shared with other builds, load 4 to 7, 41 minutes for 44). --every-input takes
# a minute or two a mutant. CI's budget does not leave that much, so CI runs the pre-check
# (--check) and the reference alone, and the last output of this script is kept, dated, in
# Scripts/analysis-mutants.record.txt.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
export PATH="/opt/swift/usr/bin:$PATH"

read -r -d '' mutants_table <<'TABLE' || true
# The copies and prefixes of a group (mixed, prefix-*).
multiplicity-by-extra-copies|Sources/OpenUDIDAudit/Analysis/GroupTally.swift|multiplicity[same, default: 0] += 1|multiplicity[same - 1, default: 0] += 1
prefix-from-k-plus-1-bits|Sources/OpenUDIDAudit/Analysis/GroupTally.swift|self.prefixBits.lazy.filter { $0 <= common }.count|self.prefixBits.lazy.filter { $0 < common }.count
digit-chi-square-16-df|Sources/OpenUDIDAudit/Analysis/GroupAnalysis.swift|ChiSquare.survival(statistic, degreesOfFreedom: 15)|ChiSquare.survival(statistic, degreesOfFreedom: 16)
digit-chi-square-16-df|Sources/OpenUDIDAudit/Analysis/GroupAnalysis.swift|ChiSquare.cdf(statistic, degreesOfFreedom: 15)|ChiSquare.cdf(statistic, degreesOfFreedom: 16)
duplicate-tail-inverted|Sources/OpenUDIDAudit/Analysis/GroupAnalysis.swift|return (expected, Poisson.survival(tally.duplicatePairs, mean: expected))|return (expected, 1 - Poisson.survival(tally.duplicatePairs, mean: expected))
future-day-in-seconds|Sources/OpenUDIDAudit/Analysis/TimeTally.swift|if ms > now + 86_400_000 { future += 1 }|if ms > now + 86_400 { future += 1 }
# A finding at the wrong severity, its rule and its declaration in the registry agreeing.
prefix-excess-as-warning|Sources/OpenUDIDAudit/Analysis/FindingRules.swift|kind: .prefixExcess, group: group.name, severity: .fault,|kind: .prefixExcess, group: group.name, severity: .warning,
prefix-excess-as-warning|Sources/OpenUDIDAudit/Findings/FindingKind.swift|.spellingDuplicates, .prefixExcess, .constantDigit,|.spellingDuplicates, .constantDigit,
prefix-excess-as-warning|Sources/OpenUDIDAudit/Findings/FindingKind.swift|case .mostlyInvalid, .truncatedInput,|case .mostlyInvalid, .prefixExcess, .truncatedInput,
top-ties-reversed|Sources/OpenUDIDAudit/Analysis/GroupTally.swift|return a.first < b.first|return b.first < a.first
stats-flags-below-half-the-level|Sources/OpenUDIDStats/Analysis/StatsAnalysis.swift|pValue: p, level: level))|pValue: p, level: level / 2))
old-timestamps-at-the-start|Sources/OpenUDIDAudit/Analysis/TimeTally.swift|if ms < layout.plausibleStart { old += 1 }|if ms <= layout.plausibleStart { old += 1 }
nodes-over-a-day-inclusive|Sources/OpenUDIDAudit/Analysis/TimeTally.swift|$0.upperBound - $0.lowerBound > 86_400_000|$0.upperBound - $0.lowerBound >= 86_400_000
mostly-invalid-past-21|Sources/OpenUDIDAudit/Analysis/InputFindings.swift|report.invalid >= mostlyInvalidLeast && report.invalid * 2 > nonBlank|report.invalid > mostlyInvalidLeast && report.invalid * 2 > nonBlank
repeated-run-chance-one-length-short|Sources/OpenUDIDAudit/Analysis/AuditAnalysis.swift|pow(q, Double(run.length - 1))|pow(q, Double(run.length - 2))
suffix-verdict-two-sided|Sources/OpenUDIDAudit/Analysis/GroupAnalysis.swift|pValue: Poisson.survival(Double(tally.zeroSuffixes), mean: expected))|pValue: Poisson.twoSidedPValue(Double(tally.zeroSuffixes), mean: expected))
digit-marginal-one-sided|Sources/OpenUDIDAudit/Analysis/GroupAnalysis.swift|} else if Swift.min(upper, lower) < FalseAlarmLevel.marginal / 2 {|} else if Swift.min(upper, lower) < FalseAlarmLevel.marginal {
copies-verdict-one-copy-short|Sources/OpenUDIDAudit/Analysis/GroupAnalysis.swift|Double(duplicateBits) * (c - 1) * M_LN2|Double(duplicateBits) * (c - 2) * M_LN2
# The file order (order-*).
regression-at-the-tolerance|Sources/OpenUDIDAudit/Analysis/ToleranceCounts.swift|counts.reduce(0) { $0 + ($1.key > tolerance ? $1.value : 0) }|counts.reduce(0) { $0 + ($1.key >= tolerance ? $1.value : 0) }
least-jump-one-ms|Sources/OpenUDIDAudit/Analysis/OrderSpan+StepsBack.swift|package static let leastJump: Int64 = 2|package static let leastJump: Int64 = 1
time-order-below-a-quarter-only|Sources/OpenUDIDAudit/Analysis/OrderAnalysis.swift|return backward * 4 > span.acrossPairs ? .notTimeOrdered : .timeOrder|return backward * 4 >= span.acrossPairs ? .notTimeOrdered : .timeOrder
counter-past-64-pairs|Sources/OpenUDIDAudit/Analysis/OrderAnalysis.swift|status(span) == .timeOrder && span.withinPairs >= counterLeast &&|status(span) == .timeOrder && span.withinPairs > counterLeast &&
counter-wrap-as-warning|Sources/OpenUDIDAudit/Analysis/OrderAnalysis.swift|kind: .counterWrap, group: group, severity: .fault,|kind: .counterWrap, group: group, severity: .warning,
counter-wrap-as-warning|Sources/OpenUDIDAudit/Findings/FindingKind.swift|            .clockRegression, .counterWrap:|            .clockRegression:
counter-wrap-as-warning|Sources/OpenUDIDAudit/Findings/FindingKind.swift|case .mostlyInvalid, .truncatedInput,|case .mostlyInvalid, .counterWrap, .truncatedInput,
# The method of a time-ordered group (method-*).
counter-design-74-bits|Sources/CollisionStatistics/Design/TimeOrderedDesign.swift|case .counter: return 73|case .counter: return 74
method-minimum-steps-17|Sources/OpenUDIDAudit/Analysis/MethodInference.swift|static let minimumSteps = 16|static let minimumSteps = 17
method-tick-step-of-2|Sources/OpenUDIDAudit/Analysis/MethodTally.swift|if distance == 1 { tickSteps &+= 1 }|if distance == 2 { tickSteps &+= 1 }
method-carries-past-half|Sources/OpenUDIDAudit/Analysis/MethodInference.swift|2 * t.carries >= t.nextMillisecondPairs|2 * t.carries > t.nextMillisecondPairs
method-guard-from-319|Sources/OpenUDIDAudit/Analysis/GroupAnalysis.swift|guard tally.layout.timeLayout == .v7, tally.distinct >= digitSampleMinimum,|guard tally.layout.timeLayout == .v7, tally.distinct >= digitSampleMinimum - 1,
method-expected-equal-one-short|Sources/OpenUDIDAudit/Analysis/MethodInference.swift|expm1(m * log1p(-1.0 / 4096))|expm1((m - 1) * log1p(-1.0 / 4096))
# Random 128-bit values and draft-layout v7 (unversioned-*, draft-*).
unversioned-64-df|Sources/OpenUDIDAudit/Analysis/UnversionedTest.swift|ChiSquare.survival(statistic, degreesOfFreedom: Self.cells - 1)|ChiSquare.survival(statistic, degreesOfFreedom: Self.cells)
unversioned-from-1023|Sources/OpenUDIDAudit/Analysis/UnversionedTest.swift|static let sampleMinimum = 1024|static let sampleMinimum = 1023
draft-seconds-shift-11|Sources/OpenUDIDAudit/Analysis/DraftLayout.swift|static func seconds(rfcMilliseconds: Int64) -> Int64 { rfcMilliseconds >> 12 }|static func seconds(rfcMilliseconds: Int64) -> Int64 { rfcMilliseconds >> 11 }
draft-after-2020-only|Sources/OpenUDIDAudit/Analysis/DraftLayout.swift|guard earliest >= TimeOrderedLayout.v7.plausibleStart,|guard earliest > TimeOrderedLayout.v7.plausibleStart,
future-all-ahead-not-counted|Sources/OpenUDIDAudit/Analysis/FindingRules.swift|if time.future > 0 && time.future == group.count {|if time.future > 0 && time.future == group.count + 1 {
# The recorded creation time beside each identifier (skew-*).
skew-threshold-in-seconds|Sources/OpenUDIDAudit/Analysis/SkewTally.swift|package static let threshold: Int64 = 60_000|package static let threshold: Int64 = 60
clock-skew-at-one-percent|Sources/OpenUDIDAudit/Analysis/OrderAnalysis.swift|if aheadShare > skewShare {|if aheadShare >= skewShare {
TABLE
# Mutants of the recorded-time path, the v1/v6 method and the stats of clustered generators,
# planted where the reference was first measured to miss them.
read -r -d '' more <<'TABLE' || true
# ISO 8601 recorded times (skew-iso-*): January and February are the last months of the
# March-based year the conversion counts in; a UTC offset is subtracted; leap years.
iso-january-in-the-next-year|Sources/OpenUDIDAudit/Pipeline/Collect/RecordedTimeText.swift|let y = month <= 2 ? year - 1 : year|let y = month == 2 ? year - 1 : year
iso-february-in-the-next-year|Sources/OpenUDIDAudit/Pipeline/Collect/RecordedTimeText.swift|let y = month <= 2 ? year - 1 : year|let y = month < 2 ? year - 1 : year
iso-offset-added|Sources/OpenUDIDAudit/Pipeline/Collect/RecordedTimeText.swift|offset = (hours * 60 + minutes) * 60_000 * (sign == UInt8(ascii: "-") ? -1 : 1)|offset = (hours * 60 + minutes) * 60_000 * (sign == UInt8(ascii: "+") ? -1 : 1)
iso-every-fourth-year-leap|Sources/OpenUDIDAudit/Pipeline/Collect/RecordedTimeText.swift|let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear|let dayOfEra = yearOfEra * 365 + yearOfEra / 4 + dayOfYear
# The dates the report writes (time.earliest, latest, peakMillisecond) in January and February.
iso-text-february-a-year-early|Sources/OpenUDIDCore/Time/ISO8601Timestamp.swift|let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)|let year = yearOfEra + era * 400 + (month < 2 ? 1 : 0)
# The skew statistics: a minute exactly behind is not behind; percentile ranks ⌈f·n⌉ where
# f·n is not whole; the first place of a minimum tied across inputs and across 4 MiB chunks.
skew-behind-at-a-minute|Sources/OpenUDIDAudit/Analysis/SkewTally.swift|} else if skew < -Self.threshold {|} else if skew <= -Self.threshold {
skew-percentile-rank-nearest|Sources/OpenUDIDAudit/Analysis/SkewTally.swift|Int((fraction * Double(count)).rounded(.up))|Int((fraction * Double(count)).rounded())
skew-minimum-tie-takes-the-later|Sources/OpenUDIDAudit/Analysis/SkewTally.swift|if next.smallest.skew < smallest.skew { merged.smallest = next.smallest }|if next.smallest.skew <= smallest.skew { merged.smallest = next.smallest }
# report.md: the skew line of each group.
report-md-skew-median-as-1-percent|Sources/OpenUDIDAudit/Report/AuditReport+Order.swift|1 % \(ms(skew.p1)), "|1 % \(ms(skew.p50)), "
# The v1/v6 method: timestamps one millisecond (10 000 ticks) apart are not close pairs.
method-close-pairs-at-a-millisecond|Sources/OpenUDIDAudit/Analysis/MethodTally.swift|if distance >= 1 && distance < 10_000 {|if distance >= 1 && distance <= 10_000 {
# openudid stats: the design effect of clustered generators on the digit statistic.
stats-counter-fleet-cluster-on-the-lowest-digit|Sources/OpenUDIDStats/Pipeline/Generators/TimeOrdered/CounterRun.swift|return digit.intersects(counterMask) && !digit.intersects(lowest) ? Double(rate) : 1|return digit.intersects(counterMask) ? Double(rate) : 1
stats-time-based-fleet-cluster-rounded-down|Sources/OpenUDIDStats/Pipeline/Generators/TimeOrdered/V1TimeOrder.swift|func cluster(count: Int) -> Double { Double((count + nodes.count - 1) / nodes.count) }|func cluster(count: Int) -> Double { Double(count / nodes.count) }
# Tables gone wrong after the generator (table_inputs: spelling-v4, truncated-*, nil-block-v4,
# guid-order-*, whole-seconds-v7, rand-a-zero-v7, no-variant-v7, one-wrong-variant-v7).
spelling-judged-on-every-copy|Sources/OpenUDIDAudit/Analysis/GroupTally.swift|let same = layout.isPlaceholder ? runCount : Swift.max(runMostSame, runSame)|let same = runCount
placeholders-linked-into-runs|Sources/OpenUDIDAudit/Analysis/GroupTally.swift|linksCopies = !layout.isPlaceholder|linksCopies = true
truncated-fault-from-three-lines|Sources/OpenUDIDAudit/Analysis/InputFindings.swift|severity: cut.lines > fewCut ? .fault : .warning|severity: cut.lines >= fewCut ? .fault : .warning
truncated-needs-every-line-at-one-width|Sources/OpenUDIDAudit/Analysis/TruncatedAnalysis.swift|static let dominantShare = 0.9|static let dominantShare = 1.0
guid-second-field-not-swapped|Sources/OpenUDIDAudit/Formats/GUIDByteOrder.swift|let second = UInt16(truncatingIfNeeded: high &>> 16).byteSwapped|let second = UInt16(truncatingIfNeeded: high &>> 16)
guid-judged-from-63|Sources/OpenUDIDAudit/Formats/GUIDByteOrder.swift|static let least = 64|static let least = 63
coarse-clock-past-a-second-only|Sources/OpenUDIDAudit/Analysis/GroupAnalysis.swift|tickMilliseconds: time.tick > 1 && time.milliseconds > 1 ? Int(time.tick) : nil|tickMilliseconds: time.tick > 1000 && time.milliseconds > 1 ? Int(time.tick) : nil
constant-field-among-the-tested-digits|Sources/OpenUDIDAudit/Analysis/GroupAnalysis.swift|let constant = layout.testedDigits.filter { !tested.contains($0) }|let constant = layout.testedDigits.filter { tested.contains($0) }
wrong-variant-counts-all-as-ncs|Sources/OpenUDIDAudit/Analysis/VariantTest.swift|counts[analysis.layout.uuidCell!.variantClass] += Int(digit[version])|counts[0] += Int(digit[version])
runs-fold-without-every-copy|Sources/OpenUDIDAudit/Analysis/FindingRules.swift|let runsExplain = runCopies > 0 && runCopies >= report.duplicates.extraCopies|let runsExplain = runCopies > 0
# The v7 method's rule of too few equal rand_a pairs (method-increasing-*).
method-fewer-equal-at-a-tenth-the-level|Sources/OpenUDIDAudit/Analysis/MethodInference.swift|static let fewerEqualLevel = 1e-6|static let fewerEqualLevel = 1e-7
# ULIDs, KSUIDs and Snowflake ids (ulid-*, ksuid-*, snowflake*).
ulid-monotonic-past-one-percent|Sources/OpenUDIDAudit/Analysis/MethodInference.swift|return steps >= minimumSteps && 100 * steps >= t.sameMillisecondPairs ? .monotonic : .random|return steps >= minimumSteps && 100 * steps > t.sameMillisecondPairs ? .monotonic : .random
ksuid-epoch-a-second-late|Sources/OpenUDIDAudit/Formats/TimeOrderedLayout+Reading.swift|static let ksuidEpochSeconds: Int64 = 1_400_000_000|static let ksuidEpochSeconds: Int64 = 1_400_000_001
snowflake-copies-judged-as-chance|Sources/OpenUDIDAudit/Analysis/GroupAnalysis.swift|if layout.isUnique { return .fault }|if layout.isUnique { return .chance }
TABLE
mutants_table+=$'\n'"$more"

# The table's tool: `check` (every mutant applies and reverts exactly, in memory), `names`,
# `apply NAME` and `revert NAME` (on the copy). Errors name the mutant, its file and its text.
read -r -d '' tool <<'PY' || true
import sys

def table(text):
    rows = []
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        fields = [f.replace("\0", "|") for f in line.replace("\\|", "\0").split("|")]
        if len(fields) != 4 or not all(fields[:3]):
            sys.exit(f"analysis-mutants: table line {number} is not name|file|text|replacement: {line}")
        rows.append(tuple(fields))
    return rows

def names(rows):
    seen = []
    for name, *_ in rows:
        if name not in seen:
            seen.append(name)
        elif seen[-1] != name:
            sys.exit(f"analysis-mutants: the lines of mutant {name} are not together in the table")
    return seen

def replace(text, old, new):
    count = text.count(old)
    return (text.replace(old, new) if count == 1 else None), count

def problems(tree, rows, name):
    """Applies mutant `name` in memory and reverts it: what goes wrong, or nothing."""
    mine = [r for r in rows if r[0] == name]
    files, errors = {}, []
    for _, path, old, new in mine:
        if path not in files:
            try:
                files[path] = open(f"{tree}/{path}").read()
            except OSError as error:
                errors.append(f"{path}: cannot be read ({error.strerror})")
                continue
        changed, count = replace(files[path], old, new)
        if changed is None:
            errors.append(f"{path} holds {count} copies of `{old}`, not one")
            continue
        files[path] = changed
    if errors:
        return errors
    originals = {path: open(f"{tree}/{path}").read() for path in files}
    for _, path, old, new in reversed(mine):
        changed, count = replace(files[path], new, old)
        if changed is None:
            return [f"{path}: once applied, it holds {count} copies of `{new}`, so the revert is ambiguous"]
        files[path] = changed
    return [f"{path}: the revert does not give back the source" for path in files if files[path] != originals[path]]

def main():
    command, tree, *args = sys.argv[1:]
    rows = table(sys.stdin.read())
    every = names(rows)
    if command == "names":
        print("\n".join(every))
    elif command == "check":
        wanted = args or every
        unknown = [n for n in wanted if n not in every]
        if unknown:
            sys.exit(f"analysis-mutants: no mutant {unknown[0]!r}; mutants: {' '.join(every)}")
        failed = 0
        for name in wanted:
            for error in problems(tree, rows, name):
                print(f"analysis-mutants: mutant {name} no longer applies: {error}", file=sys.stderr)
                failed += 1
        if failed:
            sys.exit(f"analysis-mutants: FAILED: {failed} replacement(s) above do not apply (each must find its text exactly "
                     "once in its file and revert exactly). Re-aim each mutant at the code that now does what it did (same intent) in Scripts/analysis-mutants.sh")
        print(f"analysis mutants: all {len(wanted)} apply to the source (each replacement found exactly once, each revert exact)")
    elif command in ("apply", "revert"):
        name = args[0]
        mine = [r for r in rows if r[0] == name]
        for _, path, old, new in (mine if command == "apply" else reversed(mine)):
            if command == "revert":
                old, new = new, old
            text = open(f"{tree}/{path}").read()
            changed, count = replace(text, old, new)
            if changed is None:
                sys.exit(f"analysis-mutants: cannot {command} mutant {name}: {path} holds {count} copies of `{old}`, not one")
            open(f"{tree}/{path}", "w").write(changed)

main()
PY
mutants_tool() { python3 -c "$tool" "$@" <<<"$mutants_table"; }

case "${1:-}" in
    --check)
        shift
        mutants_tool check "$root" "$@"
        exit 0
        ;;
    --list)
        mutants_tool names "$root"
        exit 0
        ;;
    -h|--help)
        sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'
        exit 0
        ;;
esac

every_input="" fail_fast=1
if [[ "${1:-}" == --every-input ]]; then
    every_input=1 fail_fast=""
    shift
fi
mapfile -t all < <(mutants_tool names "$root")
mutants=("$@")
[[ ${#mutants[@]} -gt 0 ]] || mutants=("${all[@]}")
# Every chosen mutant must apply to the checkout before anything is copied or built.
mutants_tool check "$root" "${mutants[@]}"

tree="$root/.build-mutants/analysis"
mkdir -p "$tree"
(cd "$root" && git ls-files -z --cached --others --exclude-standard) \
    | (cd "$root" && tar --null -T - -cf -) | tar -xpf - -C "$tree"
logs="$tree/.mutant-logs"
mkdir -p "$logs"
export REFERENCE_VENV="${REFERENCE_VENV:-$root/.build/reference-venv}"

applied=""
cleanup() { [[ -z "$applied" ]] || mutants_tool revert "$tree" "$applied"; }
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
    REFERENCE_FAIL_FAST="$fail_fast" bash "$tree/Tests/Reference/run.sh" "$tree/.build/debug/openudid" >"$log" 2>&1
}

# The record's header: when, which commit, on what machine, how loaded.
echo "analysis mutants: $(date -u +%FT%TZ), commit $(git -C "$root" rev-parse --short HEAD)$(git -C "$root" diff --quiet HEAD || echo ' (with uncommitted changes)'), $(lscpu 2>/dev/null | sed -n 's/^Model name: *//p' | head -1) (family $(lscpu 2>/dev/null | sed -n 's/^CPU family: *//p'), model $(lscpu 2>/dev/null | sed -n 's/^Model: *//p')), $(nproc) CPUs, load $(cut -d' ' -f1-3 /proc/loadavg)"
started=$SECONDS
mutants_tool check "$tree" "${mutants[@]}" >/dev/null
if ! check "$logs/unmutated.log"; then
    tail -n 20 "$logs/unmutated.log" >&2
    echo "analysis-mutants: the reference fails on the unmutated sources; fix that first" >&2
    exit 1
fi
echo "unmutated: $(tail -n 1 "$logs/unmutated.log") ($((SECONDS - started)) s)"

caught=0
for name in "${mutants[@]}"; do
    t=$SECONDS
    mutants_tool apply "$tree" "$name"
    applied="$name"
    if check "$logs/$name.log"; then
        echo "$name: MISSED ($((SECONDS - t)) s)"
    else
        caught=$((caught + 1))
        echo "$name: caught: $(grep -m 1 -v '^reference:' "$logs/$name.log" | cut -c 1-150) ($((SECONDS - t)) s)"
        if [[ -n "$every_input" ]]; then
            echo "    by: $(grep -v '^reference:' "$logs/$name.log" | sed -n 's|^\([^/ ]*\)/report\.json: .*|\1|p; s|^\(stats-[^/ ]*\)/report\.csv: .*|\1|p' | sort -u | tr '\n' ' ')"
        fi
    fi
    mutants_tool revert "$tree" "$name"
    applied=""
done
echo "($((SECONDS - started)) s in all; logs in ${logs#"$root"/}; load $(cut -d' ' -f1-3 /proc/loadavg))"
echo "analysis mutants: $caught of ${#mutants[@]} caught"
[[ $caught -eq ${#mutants[@]} ]]
