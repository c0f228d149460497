/// The Poisson distribution, as the law of the number of duplicate pairs.
///
/// Among N uniform identifiers the C(N, 2) pair indicators for a k-bit prefix each fire with
/// probability p = 2^−k and are pairwise independent (two pairs sharing an identifier collide
/// together with probability p², the product of their marginals), so the count has mean and
/// variance C(N, 2)·p (variance times 1 − p), and the Chen–Stein method (Arratia, Goldstein &
/// Gordon, *Ann. Probab.* 17, 1989) bounds its distance from a Poisson law. The report
/// therefore judges pair counts against Poisson(expected pairs).
package enum Poisson {
    /// P(X ≤ x) for X ~ Poisson(mean): Q(x + 1, mean).
    package static func cdf(_ x: Double, mean: Double) -> Double {
        if x < 0 { return 0 }
        if mean <= 0 { return 1 }
        return IncompleteGamma.upper(x.rounded(.down) + 1, mean)
    }

    /// P(X ≥ x): P(x, mean) for x ≥ 1, and 1 for x ≤ 0.
    package static func survival(_ x: Double, mean: Double) -> Double {
        if x <= 0 { return 1 }
        if mean <= 0 { return 0 }
        return IncompleteGamma.lower(x.rounded(.up), mean)
    }

    /// The smallest integer x with P(X ≤ x) ≥ p.
    package static func quantile(_ p: Double, mean: Double) -> Double {
        precondition(p > 0 && p < 1)
        if mean <= 0 { return 0 }
        let spread = mean.squareRoot()
        // Past 2^52 doubles no longer hold every integer; the normal limit is exact enough.
        if mean > 0x1p52 { return (mean + Normal.quantile(p) * spread).rounded(.up) }
        var low = Swift.max(0, (mean - 12 * spread - 10).rounded(.down))
        var high = (mean + 12 * spread + 20).rounded(.up)
        if cdf(low, mean: mean) >= p { return low }
        while cdf(high, mean: mean) < p { high *= 2 }
        // Invariant: cdf(low) < p ≤ cdf(high).
        while high - low > 1 {
            let middle = ((low + high) / 2).rounded(.down)
            if cdf(middle, mean: mean) >= p { high = middle } else { low = middle }
        }
        return high
    }

    /// The central interval holding at least `level` of the probability: from the
    /// (1 − level)/2 quantile to the (1 + level)/2 quantile.
    package static func interval(mean: Double, level: Double = 0.95) -> ClosedRange<Double> {
        let tail = (1 - level) / 2
        return quantile(tail, mean: mean)...quantile(1 - tail, mean: mean)
    }

    /// The two-sided p-value of observing `x`: twice the smaller tail, at most 1.
    package static func twoSidedPValue(_ x: Double, mean: Double) -> Double {
        Swift.min(1, 2 * Swift.min(cdf(x, mean: mean), survival(x, mean: mean)))
    }

    /// The one-sided upper confidence bound for a Poisson mean after observing `x` events: the
    /// mean under which P(X ≤ x) = 1 − level (Garwood, *Biometrika* 28, 1936; equal to half the
    /// `level` quantile of χ² with 2x + 2 degrees of freedom). For x = 0 at 95 % it is
    /// −ln 0.05 ≈ 2.996, the "rule of three".
    package static func upperBound(observed x: Double, level: Double = 0.95) -> Double {
        let target = 1 - level
        var low = x, high = x + 10 * (x + 1).squareRoot() + 10
        while cdf(x, mean: high) > target { high *= 2 }
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if middle == low || middle == high { break }
            if cdf(x, mean: middle) > target { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }
}
