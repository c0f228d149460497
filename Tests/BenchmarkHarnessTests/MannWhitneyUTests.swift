import Testing
@testable import BenchmarkHarness

/// Reference values from SciPy 1.17.1, `scipy.stats.mannwhitneyu(x, y, alternative="two-sided")`
/// with its defaults (method "auto", continuity correction), pasted as printed by `repr`.
@Suite struct MannWhitneyUTests {
    static func check(_ x: [Double], _ y: [Double], statistic: Double, pValue: Double, method: MannWhitneyU.Method) throws {
        let test = try #require(MannWhitneyU(x, y))
        #expect(test.statistic == statistic)
        #expect(abs(test.pValue - pValue) <= 1e-12 * Swift.max(1, pValue), "p \(test.pValue), SciPy \(pValue)")
        #expect(test.method == method)
    }

    @Test func exactForSmallSamplesWithoutTies() throws {
        try Self.check([1, 2, 3], [4, 5, 6], statistic: 0, pValue: 0.1, method: .exact)
        try Self.check(
            [19.1, 20.3, 18.7, 21.0, 19.9], [20.8, 22.4, 21.7, 23.0, 20.5],
            statistic: 2, pValue: 0.031746031746031744, method: .exact)
        try Self.check(
            [3.1, 2.2, 5.4, 4.0], [1.5, 2.9, 0.7, 3.3, 1.1, 2.0, 0.2, 4.4, 1.9, 2.6, 3.8, 0.9],
            statistic: 39, pValue: 0.07802197802197802, method: .exact)
    }

    /// 8 against 40: exact, the smaller sample at SciPy's limit (the asymptotic value would be
    /// 0.0032166920346535714).
    @Test func exactWithOneLargeSample() throws {
        try Self.check(
            [102.05, 95.47, 101.28, 88.81, 94.37, 98.06, 109.4, 112.13],
            [
                78.84, 83.12, 96.01, 73.74, 85.93, 89.13, 102.06, 96.42, 87.1, 86.74, 87.78, 104.81, 86.23, 87.31,
                93.23, 88.92, 88.24, 80.51, 89.9, 86.1, 101.13, 96.07, 89.78, 96.22, 86.99, 99.99, 89.95, 95.41,
                79.1, 93.17, 76.02, 73.43, 87.3, 82.25, 91.49, 112.65, 82.82, 84.56, 91.87, 94.55,
            ],
            statistic: 267, pValue: 0.0020196476262501974, method: .exact)
    }

    @Test func asymptoticWithTiesOrLargeSamples() throws {
        try Self.check(
            [1, 2, 2, 3, 3, 3, 4, 5, 6, 7], [2, 3, 4, 4, 5, 5, 6, 7, 8, 9, 9],
            statistic: 27.5, pValue: 0.05524991314256724, method: .asymptotic)
        // 30 samples each, the second about 3 % slower: two lists of benchmark-like times.
        try Self.check(
            [
                20.001, 20.301, 19.728, 19.129, 19.55, 19.033, 20.06, 21.386, 19.514, 19.389, 20.496, 20.36,
                20.106, 19.091, 19.971, 20.708, 18.7, 19.548, 18.186, 18.751, 18.241, 19.766, 18.772, 20.273,
                20.157, 19.814, 17.635, 19.468, 19.952, 20.114,
            ],
            [
                19.083, 20.114, 19.616, 19.784, 21.722, 19.785, 20.567, 21.531, 20.008, 20.485, 20.714, 20.666,
                19.376, 20.679, 22.048, 19.067, 21.504, 20.723, 19.95, 22.767, 21.4, 19.401, 20.677, 21.203,
                20.406, 21.316, 20.532, 21.299, 22.136, 19.916,
            ],
            statistic: 195.5, pValue: 0.00017313657759330495, method: .asymptotic)
    }

    @Test func identicalSamplesGiveOne() throws {
        try Self.check(Array(repeating: 5, count: 9), Array(repeating: 5, count: 10), statistic: 45, pValue: 1, method: .asymptotic)
        #expect(MannWhitneyU([], [1]) == nil)
    }

    /// The exact tail against a count of every arrangement (all C(9, 4) = 126 ways to place the
    /// first sample's 4 ranks among 9).
    @Test func exactTailMatchesEnumeration() {
        var counts = [Int](repeating: 0, count: 21)
        for mask in 0..<(1 << 9) where mask.nonzeroBitCount == 4 {
            // U = pairs (x, y) with x above y = Σ over x's ranks r (0-based) of the y's below r.
            var u = 0
            for rank in 0..<9 where mask & (1 << rank) != 0 {
                u += (0..<rank).filter { mask & (1 << $0) == 0 }.count
            }
            counts[u] += 1
        }
        for threshold in 0...20 {
            let expected = Double(counts[threshold...].reduce(0, +)) / 126
            #expect(abs(MannWhitneyU.exactUpperTail(atLeast: threshold, 4, 5) - expected) < 1e-12)
        }
        #expect(MannWhitneyU.smallestPValue(5, 5) == 2.0 / 252)
        #expect(MannWhitneyU.smallestPValue(3, 3) == 0.1)
    }
}
