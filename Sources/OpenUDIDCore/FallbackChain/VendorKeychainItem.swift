/// What the IDFV-keychain scheme's `load:` returns for `com.rails.usernamepassword` when it returns something.
///
/// A missing item and one whose data fails to unarchive (the source catches the exception and
/// logs it) both load as `nil`: pass `nil` for either.
@frozen
public enum VendorKeychainItem: Sendable, Hashable {
    /// A dictionary; `password` is its `com.rails.password` string, `nil` when absent.
    case dictionary(password: String?)
    /// Some other archived object (a string, an array…).
    case notADictionary
}
