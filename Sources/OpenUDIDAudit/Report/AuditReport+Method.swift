import CollisionStatistics

extension AuditReport {
    /// `groups[].methodEvidence`: the counts a time-ordered group's method was inferred from
    /// (``MethodInference``) and what its design leaves to judge. Each layout's counts are
    /// absent for the others.
    package struct MethodEvidence: Sendable, Codable, Hashable {
        /// Hex digits (0-31) the uniformity test judges: those the design leaves free.
        package var judgedDigits: [Int]
        /// The duplicate test's free bits under the design.
        package var duplicateBits: Int
        /// A counter's width, for `counter` (v7).
        package var counterBits: Int? = nil
        /// v7 and ULID: adjacent distinct values of the same millisecond.
        package var sameMillisecondPairs: Int? = nil
        /// v7: … whose counters (`rand_a`, then the top bits of `rand_b`) differ by one: the
        /// counter of ``counterBits`` for `counter`, of 42 bits otherwise.
        package var counterSteps: Int? = nil
        /// v7: … whose `rand_a` differ by one.
        package var fractionSteps: Int? = nil
        /// v7: … whose `rand_a` are equal.
        package var fractionEqual: Int? = nil
        /// v7: how many equal `rand_a` random bits would give.
        package var fractionEqualExpected: Double? = nil
        /// v7: adjacent distinct values of successive milliseconds.
        package var nextMillisecondPairs: Int? = nil
        /// v7: … where `rand_a` runs on from 4095 to 0.
        package var carries: Int? = nil
        /// v7: whether `rand_a`'s top bit (a counter's rollover guard) is 0 in every value.
        package var guardBitClear: Bool? = nil
        /// v7: judged as a fleet of counters whose neighbours come from different generators.
        package var fleet: Bool? = nil
        /// v1/v6: adjacent distinct timestamps 1 to 9 999 ticks of 100 ns apart.
        package var closePairs: Int? = nil
        /// v1/v6: … exactly one tick apart.
        package var tickSteps: Int? = nil
        /// ULID: adjacent distinct values of the same millisecond (``sameMillisecondPairs``)
        /// whose 80 random bits step by exactly one.
        package var monotonicSteps: Int? = nil
        /// KSUID: adjacent distinct values of the same second.
        package var sameSecondPairs: Int? = nil
    }
}

extension AuditReport.GroupReport {
    /// The paragraph of `report.md` on a time-ordered group's method; empty for the others.
    var methodParagraph: String {
        guard let method, let evidence = methodEvidence else { return "" }
        var md = "Method: **\(method)**"
        if evidence.fleet == true {
            md += " (a fleet of counters: `rand_a`'s top bit, their rollover guard, is 0 in every value)"
        } else if let bits = evidence.counterBits {
            md += " (\(bits)-bit counter)"
        }
        if let steps = evidence.monotonicSteps {
            md += ", from \(ReportFormat.integer(evidence.sameMillisecondPairs ?? 0)) pairs of neighbours in the same "
            md += "millisecond, \(ReportFormat.integer(steps)) of them one apart in their 80 random bits"
        } else if let pairs = evidence.sameSecondPairs {
            md += ", from \(ReportFormat.integer(pairs)) pairs of neighbours in the same second"
        } else if let pairs = evidence.sameMillisecondPairs {
            md += ", from \(ReportFormat.integer(pairs)) pairs of neighbours in the same millisecond: "
            md += "the \(evidence.counterBits ?? 42)-bit counter steps by one in \(ReportFormat.integer(evidence.counterSteps ?? 0)), "
            md += "`rand_a` steps by one in \(ReportFormat.integer(evidence.fractionSteps ?? 0)) and is equal in "
            md +=
                "\(ReportFormat.integer(evidence.fractionEqual ?? 0)) (random bits: \(ReportFormat.decimal(evidence.fractionEqualExpected ?? 0))); "
            md += "`rand_a` runs on from 4095 to 0 in \(ReportFormat.integer(evidence.carries ?? 0)) of "
            md += "\(ReportFormat.integer(evidence.nextMillisecondPairs ?? 0)) pairs of successive milliseconds"
        } else if let pairs = evidence.closePairs {
            md += ", from \(ReportFormat.integer(pairs)) pairs of neighbours under a millisecond apart, "
            md += "\(ReportFormat.integer(evidence.tickSteps ?? 0)) of them one 100-ns tick apart"
        }
        let digits = evidence.judgedDigits.isEmpty ? "none" : AuditReport.ranges(evidence.judgedDigits)
        md += ". Digits its design leaves free, and so tested: \(digits)"
        md += method == TimeOrderedMethod.monotonic.name ? ", on each millisecond's first value (the counter's seed).\n\n" : ".\n\n"
        return md
    }
}

extension AuditReport {
    /// `13-15, 17-31`.
    static func ranges(_ positions: [Int]) -> String {
        var parts: [String] = []
        var start = positions.first!, end = start
        for position in positions.dropFirst() {
            if position == end + 1 { end = position; continue }
            parts.append(start == end ? "\(start)" : "\(start)-\(end)")
            start = position
            end = position
        }
        parts.append(start == end ? "\(start)" : "\(start)-\(end)")
        return parts.joined(separator: ", ")
    }
}
