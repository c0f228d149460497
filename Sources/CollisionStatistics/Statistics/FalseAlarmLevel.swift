/// How rarely a report of ideal generators raises a flag: the family-wise level and its
/// Bonferroni share per test.
///
/// A report runs many tests (one per prefix length and one per digit position, for every
/// generator), and any of them can cross a fixed threshold by chance. So the report bounds the
/// chance of *any* false flag, ``familyWise`` = 0.1 %, and shares it equally among its
/// ``tests``: each flags only at p < ``perTest`` = 0.001/tests (Bonferroni; Dunn, *JASA* 56,
/// 1961). By the union bound, ideal generators then raise a flag (`excess`, `deficit`, a
/// non-uniform digit) in at most one report in a thousand, whatever the tests' dependence.
/// Evidence weaker than that stays `marginal`.
///
/// The same rule serves any set of counts judged together: pass the number of tests whose
/// verdicts are reported.
package struct FalseAlarmLevel: Sendable, Hashable {
    /// The most probability that a report of ideal generators shows any flag, by default:
    /// 0.001.
    package static let familyWise = 0.001
    /// The two-sided level below which weaker evidence is still mentioned, as `marginal`.
    package static let marginal = 0.05

    /// The family-wise rate this level shares out: ``familyWise`` unless chosen.
    package var rate: Double
    /// The tests that can raise a flag, all generators (or groups) together.
    package var tests: Int

    /// Creates the level for `tests` tests (at least one is assumed) sharing `rate`.
    package init(tests: Int, rate: Double = FalseAlarmLevel.familyWise) {
        self.tests = Swift.max(1, tests)
        self.rate = rate
    }

    /// The level each test must beat: ``rate`` / ``tests``.
    package var perTest: Double { rate / Double(tests) }

    /// Whether a p-value is small enough to flag at this level.
    package func isSignificant(_ pValue: Double) -> Bool { pValue < perTest }

    /// Judges a count against Poisson(`expected`): `consistent` inside the central 95 %
    /// `interval`, `excess`/`deficit` when the two-sided `pValue` beats ``perTest``, `marginal`
    /// in between.
    package func classify(observed: Double, expected: Double, interval: ClosedRange<Double>, pValue: Double) -> Verdict {
        Verdict.classify(observed: observed, expected: expected, interval: interval, pValue: pValue, level: perTest)
    }
}
