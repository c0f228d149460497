/// The outcome of one `+[DeviceIDTool deviceID]` call, as a value: the ID returned, which branch
/// of the source decided it, and the writes to the keychain and the pasteboard.
@frozen
public struct DeviceIDReconciliation: Sendable, Hashable {
    /// The ID returned. `nil` only on a fresh branch when `identifierForVendor` is `nil`
    /// (`encryptUUID:` of `nil` is `nil`).
    public var id: String?
    /// The branch of the source that returned.
    public var branch: Branch
    /// The value written to the keychain's `kSecValueData`, if any.
    public var keychainWrite: String?
    /// The string written to the pasteboard, if any.
    public var pasteboardWrite: String?
    /// The check of the keychain value; `nil` when the source returned before checking.
    public var keychainCheck: DeviceIDCheck?
    /// The check of the pasteboard value; `nil` when the source returned before checking.
    public var pasteboardCheck: DeviceIDCheck?

    /// The `return` statements of `deviceID`, in source order.
    @frozen
    public enum Branch: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// Both stores empty: a fresh ID from the IDFV into both.
        case bothEmpty = "both-empty"
        /// The keychain value starts with the current IDFV: it wins, the pasteboard is rewritten.
        case keychainHasVendorPrefix = "keychain-has-vendor-prefix"
        /// The pasteboard value starts with the current IDFV: it wins, the keychain is rewritten.
        case pasteboardHasVendorPrefix = "pasteboard-has-vendor-prefix"
        /// Both valid and equal: the keychain's, nothing written.
        case bothValidEqual = "both-valid-equal"
        /// Both valid but different: the pasteboard's, copied into the keychain.
        case bothValidDifferent = "both-valid-different"
        /// Only the keychain valid: it wins and repairs the pasteboard.
        case keychainValid = "keychain-valid"
        /// Only the pasteboard valid: it wins and repairs the keychain.
        case pasteboardValid = "pasteboard-valid"
        /// Neither valid: a fresh ID from the IDFV into both.
        case noneValid = "none-valid"

        /// The raw value, e.g. `keychain-valid`.
        public var description: String { rawValue }
    }

    /// Creates an outcome from its parts.
    @inlinable
    public init(
        id: String?, branch: Branch, keychainWrite: String?, pasteboardWrite: String?,
        keychainCheck: DeviceIDCheck? = nil, pasteboardCheck: DeviceIDCheck? = nil
    ) {
        self.id = id
        self.branch = branch
        self.keychainWrite = keychainWrite
        self.pasteboardWrite = pasteboardWrite
        self.keychainCheck = keychainCheck
        self.pasteboardCheck = pasteboardCheck
    }
}
