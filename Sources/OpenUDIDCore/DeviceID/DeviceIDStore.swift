/// One of the two places `+[DeviceIDTool deviceID]` keeps the ID: errors of
/// ``DeviceIDReconciliation/resolve(_:vendorID:)`` name the one whose value failed.
@frozen
public enum DeviceIDStore: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The keychain item (``DeviceIDStores/keychain``).
    case keychain
    /// The named pasteboard (``DeviceIDStores/pasteboard``).
    case pasteboard

    /// `keychain` or `pasteboard`.
    public var description: String { rawValue }
}
