/// The outcome of one call of the IDFV-keychain scheme's `getIDFV`.
@frozen
public struct VendorKeychainResolution: Sendable, Hashable {
    /// The ID returned: the stored `com.rails.password`, or the IDFV on first launch. `nil` when
    /// the stored dictionary lacks the key (the source returns `nil` and never repairs it).
    public var id: String?
    /// The IDFV saved as `{com.rails.password: IDFV}` (replacing any old item), on first launch
    /// only.
    public var keychainWrite: String?

    /// Creates an outcome.
    @inlinable
    public init(id: String?, keychainWrite: String?) {
        self.id = id
        self.keychainWrite = keychainWrite
    }

    /// The keychain item after the write, given the item before it.
    @inlinable
    public func applied(to item: VendorKeychainItem?) -> VendorKeychainItem? {
        keychainWrite.map { .dictionary(password: $0) } ?? item
    }
}
