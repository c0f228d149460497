import CollisionStatistics

extension AuditReport {
    /// What the file order of a time-ordered group (v1, v6, v7) shows, over every input, and
    /// the recorded creation times beside the identifiers when `--time-column` gave them.
    package struct OrderReport: Sendable, Codable, Hashable {
        /// `time-order` (the checks apply), `sorted-by-value` (no adjacent pair decreases in
        /// value: an `ORDER BY id` export, or a monotonic generator in generation order; the
        /// checks do not apply), `not-time-ordered` (more than a quarter of the steps between
        /// milliseconds go back: sorted by something else, or many sources interleaved; the
        /// checks do not apply), `too-few` (fewer than two identifiers in every input), or
        /// `mixed` (inputs differ: see ``inputs``).
        package var status: String
        /// Adjacent pairs in one millisecond, and those in order (the second not below the
        /// first); adjacent pairs in different milliseconds, and those going forward.
        package var withinMillisecond: OrderPairs
        package var acrossMilliseconds: OrderPairs
        /// A step back by more than this is a clock regression.
        package var clockToleranceMilliseconds: Int64
        /// Clock regressions in the inputs where the checks apply: how many, the largest and
        /// the first.
        package var regressions: Int
        package var largestRegressions: [OrderStep]
        package var firstRegressions: [OrderStep]
        /// Steps back by more than the tolerance, in the same inputs, that a jump forward by
        /// about as much undoes within 8 identifiers (before or after): identifiers of
        /// generators whose clocks disagree, interleaved, not a clock going back. How many, and
        /// the largest (ms; 0 without any).
        package var interleaves: Int
        package var largestInterleave: Int64
        /// Values that decrease within one millisecond in the inputs where the checks apply
        /// and the same-millisecond neighbours otherwise increase (a counter): how many, the
        /// period (identifiers between wraps) when every gap is a multiple of the smallest,
        /// and the first.
        package var counterWraps: Int
        package var wrapPeriod: Int?
        package var firstWraps: [OrderStep]
        /// Per input holding the group.
        package var inputs: [OrderInput]
        /// Embedded minus recorded time, with `--time-column`.
        package var skew: SkewReport?
    }

    package struct OrderPairs: Sendable, Codable, Hashable {
        package var pairs: Int
        package var inOrder: Int
        /// inOrder / pairs; absent without pairs.
        package var share: Double?
    }

    /// A step between adjacent identifiers: the place of the second, the line of the first, and
    /// how far back the timestamp went (0 for a wrap within a millisecond).
    package struct OrderStep: Sendable, Codable, Hashable {
        package var file: String
        package var line: Int
        package var previousLine: Int
        package var milliseconds: Int64
    }

    package struct OrderInput: Sendable, Codable, Hashable {
        package var file: String
        package var identifiers: Int
        package var status: String
        /// True when same-millisecond neighbours increase but for at most 1 % (a counter).
        package var counter: Bool
        package var withinMillisecond: OrderPairs
        package var acrossMilliseconds: OrderPairs
        package var regressions: Int
        package var interleaves: Int
        package var counterWraps: Int
    }

    package struct SkewReport: Sendable, Codable, Hashable {
        /// Identifiers with a readable recorded time, and those without one.
        package var identifiers: Int
        package var unreadable: Int
        package var firstUnreadable: [Place]
        /// Embedded minus recorded time (ms): extremes exact, percentiles within 6.25 %.
        package var minimum: Int64
        package var minimumAt: Place?
        package var p1: Int64
        package var p50: Int64
        package var p99: Int64
        package var maximum: Int64
        package var maximumAt: Place?
        /// Identifiers ahead of, and behind, their recorded time by more than the threshold.
        package var thresholdMilliseconds: Int64
        package var ahead: Int
        package var behind: Int
        package var firstAhead: [Place]
        package var firstBehind: [Place]
    }
}

extension AuditReport.OrderReport {
    /// The `report.md` lines, with the group's unit of time, `tick` (a KSUID's is the second).
    func markdown(tick: String = "millisecond") -> String {
        func pairs(_ p: AuditReport.OrderPairs, _ word: String) -> String {
            guard let share = p.share else { return "no pairs" }
            return "\(ReportFormat.integer(p.inOrder)) of \(ReportFormat.integer(p.pairs)) \(word) "
                + "(\(ReportFormat.decimal(share * 100)) %)"
        }
        func ms(_ value: Int64) -> String { ReportFormat.integer(Int(value)) + " ms" }
        var md =
            "File order: \(status); within a \(tick) \(pairs(withinMillisecond, "in order")), across \(tick)s "
            + "\(pairs(acrossMilliseconds, "forward"))"
        switch status {
        case "sorted-by-value":
            md +=
                ". No adjacent pair decreases in value (an export sorted by value, or a monotonic generator in generation order): "
                + "the order checks do not apply"
        case "not-time-ordered":
            md += ". Timestamps go back too often for generation order: the order checks do not apply"
        default:
            md +=
                "; \(ReportFormat.integer(regressions)) \(regressions == 1 ? "step" : "steps") back by more than \(clockToleranceMilliseconds) ms, "
                + (interleaves > 0
                    ? "\(ReportFormat.integer(interleaves)) more read as generators interleaved (clocks up to "
                        + "\(ms(largestInterleave)) apart), " : "")
                + "\(ReportFormat.integer(counterWraps)) counter wraps"
                + (wrapPeriod.map { " (every \(ReportFormat.integer($0)) identifiers)" } ?? "")
        }
        md += ".\n\n"
        if inputs.count > 1 {
            for input in inputs {
                md +=
                    "- \(input.file): \(ReportFormat.integer(input.identifiers)) identifier\(input.identifiers == 1 ? "" : "s"), \(input.status)"
                    + "\(input.counter ? ", counter" : ""), \(pairs(input.withinMillisecond, "in order")) within a \(tick), "
                    + "\(pairs(input.acrossMilliseconds, "forward")) across, \(input.regressions) regressions, "
                    + "\(input.interleaves) interleaved, \(input.counterWraps) wraps\n"
            }
            md += "\n"
        }
        if let skew, let low = skew.minimumAt, let high = skew.maximumAt {
            md +=
                "Recorded times: embedded minus recorded time over \(ReportFormat.integer(skew.identifiers)) identifiers: "
                + "min \(ms(skew.minimum)) (\(low.file):\(low.line)), 1 % \(ms(skew.p1)), "
                + "median \(ms(skew.p50)), 99 % \(ms(skew.p99)), max \(ms(skew.maximum)) (\(high.file):\(high.line)); "
                + "\(ReportFormat.integer(skew.ahead)) ahead and \(ReportFormat.integer(skew.behind)) behind by more than "
                + "\(skew.thresholdMilliseconds / 1000) s; \(ReportFormat.integer(skew.unreadable)) times unreadable.\n\n"
        }
        return md
    }
}
