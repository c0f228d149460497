/// The keychain fallback chains that OpenUDID's users moved to, from the IDFV-keychain scheme and the keychain-IDFA chain, as pure
/// functions over what the stores hold.
///
/// - ``FallbackChainResolution/resolve(_:idfa:cached:zeroIDFA:fresh:)``: the keychain-IDFA chain's `deviceId`,
///   keychain → user defaults → IDFA → random UUID, then `save:` into whichever store lacked it.
/// - ``VendorKeychainResolution/resolve(keychain:vendorID:)``: the IDFV-keychain scheme's `getIDFV`, the IDFV
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
