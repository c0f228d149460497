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
public struct FalseAlarmLevel: Sendable, Hashable {
    /// The most probability that a report of ideal generators shows any flag: 0.001.
    public static let familyWise = 0.001

    /// The tests that can raise a flag, all generators together.
    public var tests: Int

    /// Creates the level for `tests` tests (at least one is assumed).
    public init(tests: Int) {
        self.tests = Swift.max(1, tests)
    }

    /// The level each test must beat: ``familyWise`` / ``tests``.
    public var perTest: Double { Self.familyWise / Double(tests) }
}
