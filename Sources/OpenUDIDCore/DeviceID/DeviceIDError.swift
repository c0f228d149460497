/// Why a `DeviceIDTool` operation has no answer: each case is an input on which the original
/// Objective-C crashes, or returns a string that Swift cannot hold.
@frozen
public enum DeviceIDError: Error, Sendable, Hashable, CustomStringConvertible {
    /// `deviceUUID` of a non-nil ID shorter than the five-unit suffix. The source computes
    /// `deviceId.length - md5CodeLength` in `NSUInteger`, which wraps to a huge number, passes the
    /// `> 0` test, and `substringToIndex:` raises `NSRangeException`. `length` is in UTF-16 units.
    case shorterThanSuffix(length: Int)
    /// The first `length` UTF-16 units (8 or 10) end in the first half of a surrogate pair. The
    /// source hashes that prefix through `UTF8String`, which returns `NULL` for a string that
    /// cannot be converted to UTF-8, and `strlen(NULL)` crashes.
    case unencodablePrefix(length: Int)
    /// The value read from `store` is long enough to be checked and its first `length` UTF-16
    /// units (8 or 10) end in the first half of a surrogate pair: `+[DeviceIDTool deviceID]`
    /// crashes checking it, as ``unencodablePrefix(length:)`` explains. The keychain is checked
    /// first, so a pasteboard error means the keychain value passed.
    case unencodableStoreValue(store: DeviceIDStore, length: Int)
    /// The result would be the first `length` UTF-16 units, which end in the first half of a
    /// surrogate pair. The source returns that string; a Swift `String` cannot hold a lone
    /// surrogate, and substituting U+FFFD would return an identifier the source never returns.
    case unrepresentableResult(length: Int)

    /// A sentence naming the problem and what the source does.
    public var description: String {
        switch self {
        case let .shorterThanSuffix(length):
            return
                "ID of \(length) UTF-16 units is shorter than the \(DeviceIDTool.suffixLength)-unit suffix (the source raises NSRangeException)"
        case let .unencodablePrefix(length):
            return "the first \(length) UTF-16 units split a surrogate pair (the source crashes: UTF8String is NULL)"
        case let .unencodableStoreValue(store, length):
            return "\(store): \(DeviceIDError.unencodablePrefix(length: length).description)"
        case let .unrepresentableResult(length):
            return "the first \(length) UTF-16 units split a surrogate pair, which a Swift String cannot hold"
        }
    }

    /// A short stable name for the reason: `shorter-than-suffix`, `unencodable-prefix` (for a
    /// store's value too: ``store`` says which) or `unrepresentable-result`.
    public var code: String {
        switch self {
        case .shorterThanSuffix: return "shorter-than-suffix"
        case .unencodablePrefix, .unencodableStoreValue: return "unencodable-prefix"
        case .unrepresentableResult: return "unrepresentable-result"
        }
    }

    /// The store whose value failed, for errors of ``DeviceIDReconciliation/resolve(_:vendorID:)``;
    /// `nil` for the others.
    public var store: DeviceIDStore? {
        if case let .unencodableStoreValue(store, _) = self { return store }
        return nil
    }
}
