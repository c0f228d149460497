/// What `DeviceIDTool` reads: the keychain item's value and the named pasteboard's string.
///
/// `nil` means nothing was read. For the keychain, Apple's `KeychainItemWrapper` reads a missing
/// item as `""`, which the source treats exactly like `nil` (both have length 0). For the
/// pasteboard, data that is missing, not `NSData`, or not valid UTF-8 reads as `nil`.
@frozen
public struct DeviceIDStores: Sendable, Hashable {
    /// The keychain item's `kSecValueData` (`deviceID1` in the source).
    public var keychain: String?
    /// The pasteboard `com.baidu.tieba.uuid` decoded as UTF-8 (`deviceID2` in the source).
    public var pasteboard: String?

    /// Creates the stores' contents.
    @inlinable
    public init(keychain: String? = nil, pasteboard: String? = nil) {
        self.keychain = keychain
        self.pasteboard = pasteboard
    }

    /// The stores after `reconciliation`'s writes: each written value replaces the old one.
    @inlinable
    public func applying(_ reconciliation: DeviceIDReconciliation) -> DeviceIDStores {
        DeviceIDStores(
            keychain: reconciliation.keychainWrite ?? keychain,
            pasteboard: reconciliation.pasteboardWrite ?? pasteboard)
    }
}
