/// The outcome of one call of the keychain-IDFA chain's `deviceId`: the ID, where it came from, and what
/// `save:` writes.
@frozen
public struct FallbackChainResolution: Sendable, Hashable {
    /// The device ID returned.
    public var id: String
    /// Which link of the chain supplied it.
    public var source: Source
    /// The value `save:` adds to the keychain (only when the keychain read `nil`).
    public var keychainWrite: String?
    /// The value `save:` writes to the user defaults (only when they read `nil`).
    public var defaultsWrite: String?
    /// True when the IDFA was the all-zero one and was skipped under
    /// ``ZeroIDFAPolicy/unavailable``; the source would have returned and saved the zeros.
    public var skippedZeroIDFA: Bool

    /// The links of the chain, in order.
    @frozen
    public enum Source: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// The `_deviceId` instance variable from an earlier call on the same object.
        case cache
        /// The keychain item.
        case keychain
        /// The user-defaults entry.
        case defaults
        /// The advertising identifier.
        case idfa
        /// A fresh random UUID.
        case random

        /// The raw value, e.g. `keychain`.
        public var description: String { rawValue }
    }

    /// Creates an outcome from its parts.
    @inlinable
    public init(id: String, source: Source, keychainWrite: String?, defaultsWrite: String?,
                skippedZeroIDFA: Bool = false) {
        self.id = id
        self.source = source
        self.keychainWrite = keychainWrite
        self.defaultsWrite = defaultsWrite
        self.skippedZeroIDFA = skippedZeroIDFA
    }
}
