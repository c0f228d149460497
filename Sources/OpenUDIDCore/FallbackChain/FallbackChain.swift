/// The keychain fallback chains that OpenUDID's users moved to, from seeds 002 and 003, as pure
/// functions over what the stores hold.
///
/// - ``FallbackChainResolution/resolve(_:idfa:cached:zeroIDFA:fresh:)``: seed 003's `deviceId`,
///   keychain → user defaults → IDFA → random UUID, then `save:` into whichever store lacked it.
/// - ``VendorKeychainResolution/resolve(keychain:vendorID:)``: seed 002's `getIDFV`, the IDFV
///   kept in a keychain dictionary on first launch.
///
/// Identifiers go in as ``RFCUUID`` values and come out as `UUIDString` does: UPPERCASE.
public enum FallbackChain {
    /// Seed 002's keychain service and account, `KEY_USERNAME_PASSWORD`.
    public static let vendorKeychainService = "com.rails.usernamepassword"
    /// Seed 002's dictionary key for the IDFV, `KEY_PASSWORD`.
    public static let vendorKeychainPasswordKey = "com.rails.password"
    /// The IDFA returned when ad tracking is limited (iOS 10 and later): all zeros, the same on
    /// every such device.
    public static let disabledIDFA = RFCUUID.zero
}
