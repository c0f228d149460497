import Foundation

/// The standard normal distribution, through the C library's `erfc`.
package enum Normal {
    /// Φ(z) = P(Z ≤ z).
    package static func cdf(_ z: Double) -> Double { 0.5 * erfc(-z / 2.0.squareRoot()) }

    /// 1 − Φ(z), without cancellation in the upper tail.
    package static func survival(_ z: Double) -> Double { 0.5 * erfc(z / 2.0.squareRoot()) }

    /// The z with Φ(z) = p, for 0 < p < 1, by bisection on Φ: about 60 halvings of [−40, 40]
    /// reach the spacing of doubles, and the report needs only a handful of quantiles.
    package static func quantile(_ p: Double) -> Double {
        precondition(p > 0 && p < 1)
        var low = -40.0, high = 40.0
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if middle == low || middle == high { break }
            if cdf(middle) < p { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }
}
