import Foundation

/// The regularized incomplete gamma functions P(a, x) = γ(a, x)/Γ(a) and Q(a, x) = 1 − P(a, x),
/// from which the chi-square and Poisson distributions below are built.
///
/// For moderate `a`, the classical pair of expansions: the power series
/// P(a, x) = e^(−x) x^a Σ x^n / Γ(a + n + 1) (Abramowitz & Stegun 6.5.29) when x < a + 1, and
/// the continued fraction for Q(a, x) (A&S 6.5.31) otherwise, the fraction evaluated with the
/// modified Lentz method (Press et al., *Numerical Recipes*, 3rd ed., §5.2 and §6.2). Each side
/// is used where it converges fast and where the other's cancellation would lose accuracy.
///
/// For very large `a` (Poisson means past 10^5 pairs) both expansions need O(√a) terms; there
/// the Wilson–Hilferty cube-root normal approximation of the chi-square distribution with 2a
/// degrees of freedom is used (Wilson & Hilferty, PNAS 17, 1931), whose error shrinks like
/// 1/a and is far below what the report prints.
package enum IncompleteGamma {
    /// Past this shape the Wilson–Hilferty approximation is used.
    package static let asymptoticShape = 1e5

    /// P(a, x) for a > 0, x ≥ 0.
    package static func lower(_ a: Double, _ x: Double) -> Double {
        precondition(a > 0 && x >= 0)
        if x == 0 { return 0 }
        if x.isInfinite { return 1 }
        if a > asymptoticShape { return wilsonHilferty(a, x, upper: false) }
        return x < a + 1 ? series(a, x) : 1 - continuedFraction(a, x)
    }

    /// Q(a, x) = 1 − P(a, x), computed directly so that tiny upper tails keep their precision.
    package static func upper(_ a: Double, _ x: Double) -> Double {
        precondition(a > 0 && x >= 0)
        if x == 0 { return 1 }
        if x.isInfinite { return 0 }
        if a > asymptoticShape { return wilsonHilferty(a, x, upper: true) }
        return x < a + 1 ? 1 - series(a, x) : continuedFraction(a, x)
    }

    /// e^(−x) x^a / Γ(a), in logarithms so that large arguments do not overflow.
    private static func prefactor(_ a: Double, _ x: Double) -> Double {
        exp(-x + a * log(x) - lgamma(a))
    }

    private static func series(_ a: Double, _ x: Double) -> Double {
        var denominator = a
        var term = 1 / a
        var sum = term
        for _ in 0..<1_000_000 {
            denominator += 1
            term *= x / denominator
            sum += term
            if abs(term) < abs(sum) * 1e-16 { break }
        }
        return min(1, sum * prefactor(a, x))
    }

    private static func continuedFraction(_ a: Double, _ x: Double) -> Double {
        let tiny = Double.leastNormalMagnitude / Double.ulpOfOne
        var b = x + 1 - a
        var c = 1 / tiny
        var d = 1 / b
        var h = d
        var i = 1.0
        while i < 1_000_000 {
            let an = -i * (i - a)
            b += 2
            d = an * d + b
            if abs(d) < tiny { d = tiny }
            c = b + an / c
            if abs(c) < tiny { c = tiny }
            d = 1 / d
            let delta = d * c
            h *= delta
            if abs(delta - 1) < 1e-16 { break }
            i += 1
        }
        return min(1, prefactor(a, x) * h)
    }

    /// P(χ²_{2a} ≤ 2x) (or its complement) by (χ²/ν)^(1/3) ≈ Normal(1 − 2/(9ν), 2/(9ν)).
    private static func wilsonHilferty(_ a: Double, _ x: Double, upper: Bool) -> Double {
        let variance = 1 / (9 * a)
        let z = (cbrt(x / a) - (1 - variance)) / variance.squareRoot()
        return upper ? Normal.survival(z) : Normal.cdf(z)
    }
}
