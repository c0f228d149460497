import CollisionStatistics

/// The distribution of an OpenUDID's 32-bit suffix, which the suffix checks compare with.
enum SuffixLaw: Sendable, Hashable {
    /// Every value equally likely (2012: `arc4random() % NSUIntegerMax` on 64-bit devices).
    case uniform
    /// `arc4random() % 4294967295` (2011): `00000000` twice as likely, `ffffffff` never; see
    /// ``SuffixBias``.
    case legacyModulo
}
