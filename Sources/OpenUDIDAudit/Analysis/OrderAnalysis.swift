import AuditInput
import CollisionStatistics

/// Turns the file-order tallies (``OrderSpan``, one per input and time-ordered group) into each
/// group's ``AuditReport/OrderReport``.
///
/// Each input is judged on its own: the checks apply to an input whose adjacent values do
/// decrease somewhere (not sorted by value) and whose timestamps step back in at most a quarter
/// of the steps between milliseconds (random order steps back in half of them). An input is a
/// counter source when at least ``counterLeast`` same-millisecond pairs were seen and at most
/// 1 % of them are out of order: a random method (RFC 9562 §6.2, method 2 or none) puts half of
/// them out of order.
enum OrderAnalysis {
    /// Same-millisecond pairs needed before an input is called a counter source.
    static let counterLeast = 64

    enum Status: String {
        case timeOrder = "time-order", sortedByValue = "sorted-by-value", notTimeOrdered = "not-time-ordered"
        case tooFew = "too-few"
    }

    static func status(_ span: OrderSpan) -> Status {
        if span.count < 2 { return .tooFew }
        if span.valueDescents == 0 { return .sortedByValue }
        let backward = span.acrossPairs - span.acrossForward
        return backward * 4 > span.acrossPairs ? .notTimeOrdered : .timeOrder
    }

    static func isCounter(_ span: OrderSpan) -> Bool {
        status(span) == .timeOrder && span.withinPairs >= counterLeast && (span.withinPairs - span.withinInOrder) * 100 <= span.withinPairs
    }

    static func pairs(_ pairs: Int, _ inOrder: Int) -> AuditReport.OrderPairs {
        AuditReport.OrderPairs(pairs: pairs, inOrder: inOrder, share: pairs > 0 ? Double(inOrder) / Double(pairs) : nil)
    }

    static func place(_ location: UInt64, _ locations: LocationTable) -> AuditReport.Place {
        let place = locations.resolve(location)
        return AuditReport.Place(file: locations.inputNames[place.input], line: place.line)
    }

    static func step(_ step: OrderSpan.Step, _ locations: LocationTable) -> AuditReport.OrderStep {
        let to = place(step.to, locations), from = locations.resolve(step.from)
        return AuditReport.OrderStep(file: to.file, line: to.line, previousLine: from.line, milliseconds: step.back)
    }

    /// Adds the order report of every time-ordered group of `report` that the tallies saw, its
    /// steps back judged at `tolerance` (ms).
    static func add(_ inputs: [InputOrder], tolerance: Int64, locations: LocationTable, to report: inout AuditReport) {
        for (position, group) in InputOrder.groups.enumerated() {
            let name = IdentifierGroup(rawValue: group).name
            guard let index = report.groups.firstIndex(where: { $0.name == name }) else { continue }
            // Each input is whole here: its steps still waiting are judged on what it holds.
            let spans = inputs.map { (input: $0.input, span: $0.spans[position].finished()) }
                .filter { $0.span.count > 0 }
            guard !spans.isEmpty else { continue }
            report.groups[index].order = order(spans, tolerance: tolerance, locations: locations)
        }
    }

    static func order(_ spans: [(input: Int, span: OrderSpan)], tolerance: Int64, locations: LocationTable) -> AuditReport.OrderReport {
        var within = (0, 0), across = (0, 0)
        var regressions = 0, wraps = 0, interleaves = 0, largestInterleave: Int64 = 0
        var largest: [OrderSpan.Step] = [], firstRegressions: [OrderSpan.Step] = [], firstWraps: [OrderSpan.Step] = []
        var gaps = 0, divisor = 0, smallest = Int.max
        var skew: SkewTally?
        var inputs: [AuditReport.OrderInput] = []
        var statuses = Set<String>()
        for (input, span) in spans {
            let status = status(span), counter = isCounter(span), steps = span.clockSteps(tolerance: tolerance)
            // Decreases within a millisecond count (as wraps or interleaved) in a counter source only.
            let interleaved = steps.interleaves + (counter ? span.interleavedWraps : 0)
            within = (within.0 + span.withinPairs, within.1 + span.withinInOrder)
            across = (across.0 + span.acrossPairs, across.1 + span.acrossForward)
            if status != .tooFew { statuses.insert(status.rawValue) }
            if status == .timeOrder {
                regressions += steps.regressions
                largest = OrderSpan.largestFirst(largest + steps.largest)
                firstRegressions = Array((firstRegressions + steps.firstRegressions).prefix(OrderSpan.kept))
                interleaves += interleaved
                largestInterleave = Swift.max(largestInterleave, steps.largestInterleave)
            }
            if counter && span.wraps > 0 {
                wraps += span.wraps
                firstWraps = Array((firstWraps + span.firstWraps).prefix(OrderSpan.kept))
                gaps += span.gaps
                if span.gaps > 0 {
                    divisor = OrderSpan.gcd(divisor, span.gapDivisor)
                    smallest = Swift.min(smallest, span.smallestGap)
                }
            }
            if let next = span.skew { skew = skew.map { $0.merged(next) } ?? next }
            inputs.append(
                AuditReport.OrderInput(
                    file: locations.inputNames[input], identifiers: span.count, status: status.rawValue, counter: counter,
                    withinMillisecond: pairs(span.withinPairs, span.withinInOrder),
                    acrossMilliseconds: pairs(span.acrossPairs, span.acrossForward),
                    regressions: status == .timeOrder ? steps.regressions : 0,
                    interleaves: status == .timeOrder ? interleaved : 0,
                    counterWraps: counter ? span.wraps : 0))
        }
        let status = statuses.count == 1 ? statuses.first! : statuses.isEmpty ? Status.tooFew.rawValue : "mixed"
        return AuditReport.OrderReport(
            status: status, withinMillisecond: pairs(within.0, within.1), acrossMilliseconds: pairs(across.0, across.1),
            clockToleranceMilliseconds: tolerance, regressions: regressions,
            largestRegressions: largest.map { step($0, locations) }, firstRegressions: firstRegressions.map { step($0, locations) },
            interleaves: interleaves, largestInterleave: largestInterleave,
            counterWraps: wraps, wrapPeriod: gaps > 0 && divisor >= 2 && smallest == divisor ? divisor : nil,
            firstWraps: firstWraps.map { step($0, locations) }, inputs: inputs,
            skew: skew.map { skewReport($0, locations) })
    }

    static func skewReport(_ skew: SkewTally, _ locations: LocationTable) -> AuditReport.SkewReport {
        let any = skew.count > 0
        return AuditReport.SkewReport(
            identifiers: skew.count, unreadable: skew.unreadable, firstUnreadable: skew.firstUnreadable.map { place($0, locations) },
            minimum: any ? skew.smallest.skew : 0, minimumAt: any ? place(skew.smallest.location, locations) : nil,
            p1: skew.quantile(0.01), p50: skew.quantile(0.5), p99: skew.quantile(0.99),
            maximum: any ? skew.largest.skew : 0, maximumAt: any ? place(skew.largest.location, locations) : nil,
            thresholdMilliseconds: SkewTally.threshold, ahead: skew.ahead, behind: skew.behind,
            firstAhead: skew.firstAhead.map { place($0, locations) }, firstBehind: skew.firstBehind.map { place($0, locations) })
    }
}

/// The findings of the file order: `clock-regression`, `counter-wrap` and `clock-skew`.
enum OrderFindings {
    typealias Finding = AuditReport.Finding

    /// `clock-skew` is raised when more than this share of the identifiers is more than
    /// ``SkewTally/threshold`` away from its recorded time.
    static let skewShare = 0.01

    static func findings(_ report: AuditReport) -> [Finding] {
        var findings: [Finding] = []
        for group in report.groups {
            guard let order = group.order else { continue }
            if order.regressions > 0 { findings.append(regression(group.name, order)) }
            if order.counterWraps > 0 { findings.append(wrap(group.name, order)) }
            if let skew = order.skew, let finding = skewFinding(group.name, skew) { findings.append(finding) }
        }
        return findings
    }

    static func steps(_ steps: [AuditReport.OrderStep], milliseconds: Bool) -> String {
        steps.map { step in
            (milliseconds ? "\(ReportFormat.integer(Int(step.milliseconds))) ms at " : "")
                + "\(step.file):\(step.line) (after line \(step.previousLine))"
        }.joined(separator: ", ")
    }

    /// A fault: one generator's timestamps in generation order never go back with a sound
    /// clock, and one that reuses an earlier time breaks the order the version promises
    /// (RFC 9562 §6.2) and, with a counter restarted in a millisecond already used, can repeat
    /// values.
    private static func regression(_ group: String, _ order: AuditReport.OrderReport) -> Finding {
        let n = order.regressions
        return Finding(
            kind: .clockRegression, group: group, severity: .fault,
            evidence: "\(ReportFormat.integer(n)) \(n == 1 ? "timestamp steps" : "timestamps step") back by more than "
                + "\(order.clockToleranceMilliseconds) ms from the identifier before it in the same input; largest: "
                + steps(order.largestRegressions, milliseconds: true) + "; first at "
                + steps(Array(order.firstRegressions.prefix(3)), milliseconds: false)
                + ": the generator's clock went back, so identifiers made later sort before earlier ones (no jump forward "
                + "undoes these steps nearby, as one would where generators with clocks apart are interleaved)")
    }

    /// A fault: a counter method (RFC 9562 §6.2, method 1) promises increasing values within a
    /// millisecond; one that decreases has wrapped or been reset, which breaks the order and
    /// repeats counter values the millisecond already used.
    private static func wrap(_ group: String, _ order: AuditReport.OrderReport) -> Finding {
        let n = order.counterWraps
        let period = order.wrapPeriod.map { ", every \(ReportFormat.integer($0)) identifiers" } ?? ""
        return Finding(
            kind: .counterWrap, group: group, severity: .fault,
            evidence: "\(ReportFormat.integer(n)) \(n == 1 ? "value decreases" : "values decrease") within one millisecond "
                + "where the same-millisecond neighbours otherwise increase (a counter)\(period); first at "
                + steps(order.firstWraps, milliseconds: false)
                + ": the counter wrapped or was reset inside a millisecond instead of moving the timestamp on (or the input "
                + "interleaves generators with counters of their own, such as threads)")
    }

    /// A fault when identifiers claim times that had not come when they were recorded (the
    /// generator's clock runs ahead); a warning when they are only recorded long after they
    /// were made (a late insert, or a generator's clock behind).
    private static func skewFinding(_ group: String, _ skew: AuditReport.SkewReport) -> Finding? {
        guard skew.identifiers > 0 else { return nil }
        let n = Double(skew.identifiers)
        let aheadShare = Double(skew.ahead) / n, behindShare = Double(skew.behind) / n
        let figures =
            "median \(ReportFormat.integer(Int(skew.p50))) ms, 99 % \(ReportFormat.integer(Int(skew.p99))) ms, "
            + "max \(ReportFormat.integer(Int(skew.maximum))) ms"
        let limit = "\(skew.thresholdMilliseconds / 1000) s"
        if aheadShare > skewShare {
            let places = skew.firstAhead.prefix(3).map { "\($0.file):\($0.line)" }.joined(separator: ", ")
            return Finding(
                kind: .clockSkew, group: group, severity: .fault,
                evidence: "\(ReportFormat.integer(skew.ahead)) of \(ReportFormat.integer(skew.identifiers)) identifiers "
                    + "are dated more than \(limit) after the time recorded beside them (embedded minus recorded: \(figures)); "
                    + "first at \(places): the generator's clock runs ahead")
        }
        if behindShare > skewShare {
            let places = skew.firstBehind.prefix(3).map { "\($0.file):\($0.line)" }.joined(separator: ", ")
            return Finding(
                kind: .clockSkew, group: group, severity: .warning,
                evidence: "\(ReportFormat.integer(skew.behind)) of \(ReportFormat.integer(skew.identifiers)) identifiers "
                    + "are dated more than \(limit) before the time recorded beside them (embedded minus recorded: median "
                    + "\(ReportFormat.integer(Int(skew.p50))) ms, 1 % \(ReportFormat.integer(Int(skew.p1))) ms, min "
                    + "\(ReportFormat.integer(Int(skew.minimum))) ms); first at \(places): recorded long after they were made, "
                    + "or the generator's clock is behind")
        }
        return nil
    }
}
