/// The arithmetic of the 2011 suffix, `arc4random() % 4294967295`.
///
/// `arc4random()` is uniform over the 2^32 values 0...0xffffffff. Reducing modulo
/// 2^32 − 1 = 0xffffffff leaves every value below it unchanged and sends 0xffffffff itself to
/// 0. So the suffix 0 has probability 2/2^32, `ffffffff` has probability 0, and the other
/// 2^32 − 2 values keep 1/2^32 each.
package enum SuffixBias {
    /// P(suffix = 0) for the 2011 generator.
    package static let legacyZero = 0x1p-31
    /// P(suffix = ffffffff) for the 2011 generator.
    package static let legacyAllOnes = 0.0
    /// P(suffix = v) for any other value, 2011 and 2012 alike.
    package static let uniformValue = 0x1p-32

    /// The probability that two independent 2011 suffixes are equal, Σ p_v²:
    /// (2^32 − 2)·2^−64 + (2^−31)² = (2^32 + 2)/2^64, larger than the uniform 2^−32 by a factor
    /// 1 + 2^−31.
    package static let legacyPairAgreement = (0x1p32 + 2) * 0x1p-64

    /// The expected number of suffixes equal to 0 and to `ffffffff` among `count`, for a
    /// generator with or without the 2011 bias.
    package static func expectedCounts(count: Int, legacy: Bool) -> (zero: Double, allOnes: Double) {
        let n = Double(count)
        return legacy ? (n * legacyZero, n * legacyAllOnes) : (n * uniformValue, n * uniformValue)
    }
}
