/// Why the IDFV-keychain scheme's `getIDFV` has no answer: inputs on which the source raises an exception.
@frozen
public enum FallbackChainError: Error, Sendable, Hashable, CustomStringConvertible {
    /// First launch with no IDFV (`identifierForVendor` is `nil`, e.g. before the first unlock
    /// after a restart): `dictionaryWithObject:nil forKey:` raises `NSInvalidArgumentException`.
    case vendorIDUnavailable
    /// The keychain item unarchives to something other than a dictionary: the source casts it
    /// unchecked and `objectForKey:` raises "unrecognized selector".
    case keychainItemNotADictionary

    /// A sentence naming the problem and what the source does.
    public var description: String {
        switch self {
        case .vendorIDUnavailable:
            return "no IDFV on first launch (the source raises NSInvalidArgumentException inserting nil)"
        case .keychainItemNotADictionary:
            return "the keychain item is not a dictionary (the source raises: unrecognized selector objectForKey:)"
        }
    }

    /// A short stable name: `vendor-id-unavailable` or `keychain-item-not-a-dictionary`.
    public var code: String {
        switch self {
        case .vendorIDUnavailable: return "vendor-id-unavailable"
        case .keychainItemNotADictionary: return "keychain-item-not-a-dictionary"
        }
    }
}
