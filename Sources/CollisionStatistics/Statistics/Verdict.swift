/// How an observed count compares with the ideal generator's expectation.
package enum Verdict: String, Sendable, Hashable, Codable {
    /// Inside the central 95 % interval of the expectation.
    case consistent
    /// Outside the 95 % interval, but not significant at the report's false-alarm level (about
    /// one test in twenty lands here by chance; see ``FalseAlarmLevel``).
    case marginal
    /// More collisions than the ideal generator, significantly: p below the report's per-test
    /// level (``FalseAlarmLevel/perTest``).
    case excess
    /// Fewer collisions than the ideal generator, significantly: the identifiers are
    /// structured rather than random (a counter, a clock), which is not a defect for
    /// uniqueness but means the birthday bound does not describe them.
    case deficit

    /// Classifies `observed` against Poisson(`expected`).
    ///
    /// - Parameters:
    ///   - level: the per-test significance level, ``FalseAlarmLevel/perTest``: 0.001 divided
    ///     by the number of tests in the report (Bonferroni; Dunn, *JASA* 56, 1961).
    package static func classify(
        observed: Double, expected: Double, interval: ClosedRange<Double>,
        pValue: Double, level: Double
    ) -> Verdict {
        if interval.contains(observed) { return .consistent }
        if pValue >= level { return .marginal }
        return observed > expected ? .excess : .deficit
    }
}
