/// How an observed count compares with the ideal generator's expectation.
public enum Verdict: String, Sendable, Hashable, Codable {
    /// Inside the central 95 % interval of the expectation.
    case consistent
    /// Outside the 95 % interval, but not significant once the number of tests in the report
    /// is accounted for (about one test in twenty lands here by chance).
    case marginal
    /// More collisions than the ideal generator, significantly (Bonferroni-corrected).
    case excess
    /// Fewer collisions than the ideal generator, significantly: the identifiers are
    /// structured rather than random (a counter, a clock), which is not a defect for
    /// uniqueness but means the birthday bound does not describe them.
    case deficit

    /// Classifies `observed` against Poisson(`expected`).
    ///
    /// - Parameters:
    ///   - familyAlpha: the significance level after the Bonferroni correction, 0.05 divided
    ///     by the number of comparisons in the report (Dunn, *JASA* 56, 1961).
    static func classify(observed: Double, expected: Double, interval: ClosedRange<Double>,
                         pValue: Double, familyAlpha: Double) -> Verdict {
        if interval.contains(observed) { return .consistent }
        if pValue >= familyAlpha { return .marginal }
        return observed > expected ? .excess : .deficit
    }
}
