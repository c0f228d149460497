import CollisionStatistics
import Foundation
import AuditInput
import OpenUDIDCore

/// The statistics of one group, judged at the report's per-test level.
struct GroupAnalysis {
    /// Digit positions are tested once a group has this many distinct values (20 expected per
    /// digit, where the chi-square law is a good approximation of the multinomial).
    static let digitSampleMinimum = 320

    let tally: GroupTally
    let group: IdentifierGroup
    /// The method a time-ordered group's data show, and so its design; `nil` for the others.
    let inference: MethodInference?
    var layout: GroupLayout { tally.layout }

    init(tally: GroupTally, group: IdentifierGroup) {
        self.tally = tally
        self.group = group
        inference = tally.method.map { MethodInference($0, guardBitClear: Self.guardBitClear(tally)) }
    }

    /// Whether every distinct value of a v7 group, at least ``digitSampleMinimum`` of them, has
    /// `rand_a`'s top bit 0 (digit 13 below 8).
    static func guardBitClear(_ tally: GroupTally) -> Bool {
        guard tally.layout.timeLayout == .v7, tally.distinct >= digitSampleMinimum, let bytes = tally.digitBytes else { return false }
        // Byte 6 holds digits 12 and 13; digit 13's top bit is the byte's bit 3.
        return (0..<256).allSatisfy { value in value & 0x8 == 0 || bytes[6 * 256 + value] == 0 }
    }

    /// The digits the uniformity test judges: those the inferred design leaves free, or the
    /// group model's.
    var testedDigits: [Int] { inference?.design.freeDigits ?? layout.testedDigits }

    /// The free bits of the duplicate test, the inferred design's or the group model's.
    var duplicateBits: Int { inference?.design.duplicateBits ?? layout.duplicateBits }

    /// Tests this group adds to the family. (The copies of a group unique by construction are
    /// faults without a test: none is counted.)
    var testCount: Int {
        guard !layout.isPlaceholder, !layout.isUnique, tally.records > 0 else { return 0 }
        var tests = 1
        if tally.distinct >= 2 { tests += tally.prefixBits.count }
        if tally.digitSample >= GroupAnalysis.digitSampleMinimum { tests += 2 * testedDigits.count }
        if layout.suffixBiasTest { tests += 1 }
        return tests
    }

    /// Expected duplicate pairs among the group's identifiers, and the upper-tail p-value of
    /// the pairs observed (none expected of a group unique by construction: any pair has p 0).
    var duplicateTest: (expected: Double, pValue: Double) {
        let expected = layout.isUnique ? 0 : Birthday.expectedPairs(count: tally.records, freeBits: duplicateBits)
        return (expected, Poisson.survival(tally.duplicatePairs, mean: expected))
    }

    func duplicates(level: FalseAlarmLevel) -> AuditReport.GroupDuplicates {
        let test = duplicateTest
        let n = Double(tally.records)
        let entropy = tally.duplicatePairs > 0 ? log2(n * (n - 1) / 2 / tally.duplicatePairs) : nil
        let verdict: AuditReport.DuplicateVerdict =
            layout.isPlaceholder ? .placeholder : (level.isSignificant(test.pValue) ? .fault : .chance)
        return AuditReport.GroupDuplicates(
            values: tally.repeatedValues, extraCopies: tally.extraCopies, pairs: tally.duplicatePairs,
            freeBits: duplicateBits, expectedPairs: layout.isPlaceholder ? 0 : test.expected,
            pValue: layout.isPlaceholder ? 1 : test.pValue, verdict: verdict, collisionEntropyBits: entropy)
    }

    /// The verdict for one value seen `count` times: would an ideal generator of the group make
    /// *any* value that often? The expected number of such values among N is about
    /// C(N, c)/2^(b(c−1)) (Poisson approximation of the c-fold birthday problem).
    func verdict(forCopies count: Int, level: FalseAlarmLevel) -> AuditReport.DuplicateVerdict {
        if layout.isPlaceholder { return .placeholder }
        if layout.isUnique { return .fault }
        let n = Double(tally.records), c = Double(count)
        let logExpected = lgamma(n + 1) - lgamma(c + 1) - lgamma(n - c + 1) - Double(duplicateBits) * (c - 1) * M_LN2
        let p = -expm1(-exp(logExpected))
        return level.isSignificant(p) ? .fault : .chance
    }

    func prefixes(level: FalseAlarmLevel) -> [AuditReport.PrefixReport] {
        guard tally.distinct >= 2 else { return [] }
        return zip(tally.prefixBits, tally.prefixPairs).map { bits, observed in
            let free = layout.format.freeBits(inPrefix: bits)
            let expected = Birthday.expectedPairs(count: tally.distinct, freeBits: free)
            let interval = Poisson.interval(mean: expected)
            let p = Poisson.twoSidedPValue(Double(observed), mean: expected)
            return AuditReport.PrefixReport(
                bits: bits, freeBits: free, observed: observed, expected: expected, low: interval.lowerBound,
                high: interval.upperBound, pValue: p,
                verdict: level.classify(observed: Double(observed), expected: expected, interval: interval, pValue: p))
        }
    }

    func digits(level: FalseAlarmLevel) -> [AuditReport.DigitReport] {
        guard tally.digitSample >= GroupAnalysis.digitSampleMinimum else { return [] }
        let counts = tally.digitCounts
        return testedDigits.map { position in
            let statistic = ChiSquare.uniformStatistic(counts[position])
            let upper = ChiSquare.survival(statistic, degreesOfFreedom: 15)
            let lower = ChiSquare.cdf(statistic, degreesOfFreedom: 15)
            let verdict: Verdict
            if level.isSignificant(upper) {
                verdict = .excess
            } else if level.isSignificant(lower) {
                verdict = .deficit
            } else if Swift.min(upper, lower) < FalseAlarmLevel.marginal / 2 {
                verdict = .marginal
            } else {
                verdict = .consistent
            }
            let seen = counts[position].enumerated().filter { $0.element > 0 }
            let constant = seen.count == 1 ? String(seen[0].offset, radix: 16) : nil
            return AuditReport.DigitReport(
                position: position, statistic: statistic, pValue: upper, pValueLow: lower,
                verdict: verdict, constant: constant)
        }
    }

    /// The digits the layout leaves free but the inferred method fills (and so are not tested
    /// for uniformity) that never change among at least ``digitSampleMinimum`` distinct values.
    /// A counter is left out: one seeded at zero keeps its top digits at zero.
    func constantFields() -> [AuditReport.ConstantDigit]? {
        guard let design = inference?.design, !design.method.isCounter, tally.distinct >= GroupAnalysis.digitSampleMinimum else {
            return nil
        }
        let tested = Set(design.freeDigits)
        let counts = tally.digitCounts
        guard !counts.isEmpty else { return nil }
        let constant = layout.testedDigits.filter { !tested.contains($0) }.compactMap { position in
            let seen = counts[position].enumerated().filter { $0.element > 0 }
            return seen.count == 1 ? AuditReport.ConstantDigit(position: position, digit: String(seen[0].offset, radix: 16)) : nil
        }
        return constant.isEmpty ? nil : constant
    }

    func suffix() -> AuditReport.SuffixReport? {
        guard layout.suffixBiasTest, tally.distinct > 0 else { return nil }
        let expected = Double(tally.distinct) * SuffixBias.uniformValue
        return AuditReport.SuffixReport(
            zero: tally.zeroSuffixes, allOnes: tally.allOnesSuffixes, expectedUniform: expected,
            pValue: Poisson.survival(Double(tally.zeroSuffixes), mean: expected))
    }

    func time() -> AuditReport.TimeReport? {
        guard let time = tally.time, time.count > 0 else { return nil }
        return AuditReport.TimeReport(
            earliest: Self.date(time.earliest), latest: Self.date(time.latest), future: time.future, implausiblyOld: time.old,
            distinctNodes: time.nodeSpans.count, distinctNodesCapped: time.nodesOverflowed,
            randomNodeIdentifiers: time.randomNodes, macNodeIdentifiers: time.macNodes, nodesSeenOverADay: time.longLivedNodes,
            distinctClockSequences: time.layout.clockSequence(low: 0) == nil ? 0 : time.distinctClockSequences,
            peakPerMillisecond: time.peak, peakMillisecond: Self.date(time.peakMillisecond),
            tickMilliseconds: time.tick > 1 && time.milliseconds > 1 ? Int(time.tick) : nil,
            distinctTimes: time.tick > 1 && time.milliseconds > 1 ? time.milliseconds : nil)
    }

    /// The colliding pairs at the longest flagged prefix (excess), or at the longest prefix
    /// with any pair when none is flagged.
    func collisions(_ prefixes: [AuditReport.PrefixReport], locations: LocationTable) -> AuditReport.CollisionList? {
        let flagged = prefixes.indices.filter { prefixes[$0].verdict == .excess }
        let withPairs = prefixes.indices.filter { prefixes[$0].observed > 0 }
        guard let index = flagged.last ?? withPairs.last, !tally.examples[index].isEmpty else { return nil }
        return AuditReport.CollisionList(
            bits: prefixes[index].bits,
            pairs: tally.examples[index].map { pair in
                AuditReport.CollisionPair(first: Self.placed(pair.first, locations), second: Self.placed(pair.second, locations))
            })
    }

    static func placed(_ record: AuditRecord, _ locations: LocationTable) -> AuditReport.PlacedValue {
        let place = locations.resolve(record.location)
        return AuditReport.PlacedValue(value: ValueText.of(record), file: locations.inputNames[place.input], line: place.line)
    }

    /// ISO 8601, to the millisecond.
    static func date(_ unixMilliseconds: Int64) -> String {
        ISO8601Text.string(unixMilliseconds: unixMilliseconds)
    }

    var kind: AuditReport.GroupKind {
        switch layout.kind {
        case .random: return .random
        case .timeOrdered: return .timeBased
        case .placeholder: return .placeholder
        case .unknown: return .unknown
        case .unique: return .unique
        }
    }
}

/// Millisecond timestamps as ISO 8601 text, through the core's formatter.
enum ISO8601Text {
    static func string(unixMilliseconds: Int64) -> String {
        ISO8601Timestamp.string(Date(timeIntervalSince1970: Double(unixMilliseconds) / 1000))
    }
}
