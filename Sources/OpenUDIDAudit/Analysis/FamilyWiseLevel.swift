package import OpenUDIDStats

/// The significance level of each test in a report, so that the chance of *any* false
/// `fault`/`excess` in the whole report stays at or below ``rate``.
///
/// Bonferroni's inequality (Dunn, *JASA* 56, 1961): with m tests each run at rate/m, the
/// probability that at least one healthy test fires is at most m × rate/m = rate, whatever
/// the dependence between the tests. At 0.1 % a healthy report raises a false fault about
/// once in a thousand runs; evidence between the test's level and the ordinary 5 % is
/// reported as `marginal`, never as a fault.
package struct FamilyWiseLevel: Sendable, Hashable {
    /// 0.1 % per report.
    package static let defaultRate = 0.001
    /// Where weaker evidence starts to be mentioned (`marginal`).
    package static let marginalLevel = 0.05

    /// The family-wise rate.
    package var rate: Double
    /// The tests in the family.
    package var tests: Int

    package init(rate: Double = FamilyWiseLevel.defaultRate, tests: Int) {
        self.rate = rate
        self.tests = tests
    }

    /// The level each test is held to.
    package var perTest: Double { rate / Double(Swift.max(1, tests)) }

    /// Judges a count against Poisson(`expected`): `consistent` inside the central 95 %
    /// interval, `excess`/`deficit` when the two-sided p-value is below ``perTest``, `marginal`
    /// in between.
    package func classify(observed: Double, expected: Double, interval: ClosedRange<Double>, pValue: Double) -> Verdict {
        if interval.contains(observed) { return .consistent }
        if pValue >= perTest { return .marginal }
        return observed > expected ? .excess : .deficit
    }

    /// Judges a one-sided upper-tail p-value (more of something than chance makes).
    package func isSignificant(_ pValue: Double) -> Bool { pValue < perTest }
}
