import Foundation

/// The Mann-Whitney U test (Wilcoxon rank-sum), two-sided: do two sets of samples come from the
/// same distribution, against one tending to larger values? It compares ranks, not means, so
/// a few slow outliers (a preempted sample) cannot decide it; Google Benchmark's `compare.py`
/// uses it for the same purpose.
///
/// Computed as SciPy's `scipy.stats.mannwhitneyu(x, y, alternative="two-sided")` with its
/// default `method="auto"`: the exact distribution of U when either sample has at most 8
/// values and there are no ties, else the normal approximation with the tie correction and the
/// continuity correction. ``statistic`` is SciPy's too, U of the first sample.
package struct MannWhitneyU: Sendable, Equatable {
    /// How the p-value was computed.
    package enum Method: String, Sendable {
        /// From the exact distribution of U (small samples without ties).
        case exact
        /// From the normal approximation with tie and continuity corrections.
        case asymptotic
    }

    /// U of the first sample: the count of pairs (x, y) with x > y, ties counting one half.
    package let statistic: Double
    /// The two-sided p-value.
    package let pValue: Double
    /// How ``pValue`` was computed.
    package let method: Method

    /// The test of `x` against `y`; `nil` when either is empty.
    package init?(_ x: [Double], _ y: [Double]) {
        guard !x.isEmpty, !y.isEmpty else { return nil }
        let n1 = Double(x.count), n2 = Double(y.count)
        let ranked = Self.ranks(x + y)
        let rankSum = ranked.ranks[..<x.count].reduce(0, +)
        let u1 = rankSum - n1 * (n1 + 1) / 2
        let larger = Swift.max(u1, n1 * n2 - u1)
        statistic = u1
        if (x.count <= 8 || y.count <= 8) && ranked.tieTerm == 0 {
            method = .exact
            pValue = Swift.min(1, 2 * Self.exactUpperTail(atLeast: Int(larger), x.count, y.count))
        } else {
            method = .asymptotic
            let n = n1 + n2
            let spread = (n1 * n2 / 12 * ((n + 1) - ranked.tieTerm / (n * (n - 1)))).squareRoot()
            // Every value equal: no evidence either way.
            guard spread > 0 else { pValue = 1; return }
            let z = (larger - n1 * n2 / 2 - 0.5) / spread
            pValue = Swift.min(1, erfc(z / 2.0.squareRoot()))
        }
    }

    /// The smallest p-value the test can give for samples of these sizes (exact, no ties):
    /// 2 / C(n1 + n2, n1). When it exceeds the significance level, no outcome can be significant.
    package static func smallestPValue(_ n1: Int, _ n2: Int) -> Double {
        guard n1 > 0, n2 > 0 else { return 1 }
        var ways = 1.0
        for step in 0..<Swift.min(n1, n2) {
            ways = ways * Double(n1 + n2 - step) / Double(step + 1)
        }
        return Swift.min(1, 2 / ways)
    }

    /// Average ranks (1-based; tied values share the mean of their ranks) and Σ (t³ − t) over
    /// the groups of t tied values.
    static func ranks(_ values: [Double]) -> (ranks: [Double], tieTerm: Double) {
        let order = values.indices.sorted { values[$0] < values[$1] }
        var ranks = [Double](repeating: 0, count: values.count)
        var tieTerm = 0.0
        var start = 0
        while start < order.count {
            var end = start + 1
            while end < order.count && values[order[end]] == values[order[start]] { end += 1 }
            let shared = Double(start + 1 + end) / 2
            for position in start..<end { ranks[order[position]] = shared }
            let tied = Double(end - start)
            tieTerm += tied * tied * tied - tied
            start = end
        }
        return (ranks, tieTerm)
    }

    /// P(U ≥ u) for samples of sizes m and n without ties, under the null hypothesis.
    ///
    /// The number of arrangements with U = k is the coefficient of q^k in the Gaussian binomial
    /// coefficient [m + n choose m]_q = ∏_{i=1…m} (1 − q^(n+i)) / (1 − q^i) (Andrews, *The
    /// Theory of Partitions*, 1976, chapter 3). Built one factor at a time, each partial product
    /// is itself [n + i choose i]_q with non-negative coefficients, so doubles hold it without
    /// cancellation; the total is C(m + n, m).
    static func exactUpperTail(atLeast u: Int, _ m: Int, _ n: Int) -> Double {
        let (small, large) = (Swift.min(m, n), Swift.max(m, n))
        let degree = small * large
        var coefficients = [Double](repeating: 0, count: degree + 1)
        coefficients[0] = 1
        for i in 1...small {
            // Multiply by (1 − q^(large+i)) then divide by (1 − q^i), within the final degree.
            let up = large + i
            if up <= degree {
                for k in stride(from: degree, through: up, by: -1) { coefficients[k] -= coefficients[k - up] }
            }
            for k in i...degree { coefficients[k] += coefficients[k - i] }
        }
        let total = coefficients.reduce(0, +)
        guard u <= degree else { return 0 }
        return coefficients[Swift.max(u, 0)...].reduce(0, +) / total
    }
}
