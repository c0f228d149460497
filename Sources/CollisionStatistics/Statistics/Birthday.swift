import Foundation

/// The birthday problem, in the two forms the report uses.
package enum Birthday {
    /// The expected number of colliding pairs among `count` identifiers whose compared part
    /// has `freeBits` uniform bits: C(N, 2) / 2^b = N(N − 1) / 2^(b + 1).
    package static func expectedPairs(count: Int, freeBits: Int) -> Double {
        let n = Double(count)
        return Double(sign: .plus, exponent: -(freeBits + 1), significand: n * (n - 1))
    }

    /// The probability that at least one of the C(D, 2) pairs among `count` identifiers
    /// collides, each pair independently with probability `pairProbability`:
    /// 1 − (1 − p)^C(D,2) ≈ 1 − exp(−C(D, 2)·p), evaluated with `expm1` so that probabilities
    /// around 10^−20 keep their digits.
    package static func anyCollision(count: Double, pairProbability: Double) -> Double {
        let pairs = count * (count - 1) / 2
        return -expm1(-pairs * pairProbability)
    }
}
