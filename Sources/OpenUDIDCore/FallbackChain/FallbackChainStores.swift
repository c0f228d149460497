/// What the keychain-IDFA chain reads: the keychain item and the user-defaults entry, both under
/// `DEVICE_ID_KEY`.
///
/// `nil` means the read answered `nil`: no item, or (keychain) data that is not valid UTF-8. The
/// chain tests only for `nil`, so an empty string is a value like any other.
@frozen
public struct FallbackChainStores: Sendable, Hashable {
    /// The keychain value (`valueForKeychainKey:service:`).
    public var keychain: String?
    /// The user-defaults value (`valueForUserDefaultsKey:`).
    public var defaults: String?

    /// Creates the stores' contents.
    @inlinable
    public init(keychain: String? = nil, defaults: String? = nil) {
        self.keychain = keychain
        self.defaults = defaults
    }

    /// The stores after `resolution`'s writes.
    @inlinable
    public func applying(_ resolution: FallbackChainResolution) -> FallbackChainStores {
        FallbackChainStores(keychain: resolution.keychainWrite ?? keychain,
                            defaults: resolution.defaultsWrite ?? defaults)
    }
}
