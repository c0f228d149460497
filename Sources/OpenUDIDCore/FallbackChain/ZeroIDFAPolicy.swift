/// What the chain does with the all-zero IDFA that iOS 10 and later return when the user limits
/// ad tracking.
@frozen
public enum ZeroIDFAPolicy: String, Sendable, Hashable, CaseIterable {
    /// Treat `00000000-0000-0000-0000-000000000000` like a missing IDFA and fall through to a
    /// random UUID. The default: the zero IDFA is shared by every device that limits tracking,
    /// so storing it would give all of them the same device ID.
    case unavailable
    /// Use it as the source does: the keychain-IDFA chain's `appleIFA` checks only that AdSupport exists, so
    /// the zeros become the device ID and are saved to both stores.
    case source
}
