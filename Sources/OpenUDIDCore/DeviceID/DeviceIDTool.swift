/// `DeviceIDTool`: an IDFV with a four-digit MD5 check digest appended, kept in the
/// keychain and in a named pasteboard, and the rules that reconcile the two copies.
///
/// The stores do not exist on Linux; their logic does. Every operation here is a pure function
/// over values: the strings read from the stores go in, the identifier and the writes come out.
///
/// Lengths and cut points are counted in UTF-16 code units, as `-[NSString length]` and
/// `-substringToIndex:` count them, so a non-ASCII identifier is cut where the source cuts it.
///
/// ```swift
/// let id = try DeviceIDTool.encryptUUID("599F9C00-92DC-4B5C-9464-7971F01F8370")
/// // "599F9C00-92DC-4B5C-9464-7971F01F8370-XXXX", four UPPERCASE hex digits
/// DeviceIDTool.checkDeviceIdAvailable(id).isAvailable          // true
/// try DeviceIDTool.deviceUUID(of: id)                           // the IDFV again
/// ```
///
/// Where the source differs from what its comments promise, the behaviour of the source wins and
/// the difference is documented on the function concerned (and in the README's quirk table).
public enum DeviceIDTool {
    /// `md5CodeLength`: the length of the suffix that ``deviceUUID(of:)`` and
    /// ``checkDeviceIdAvailable(_:)`` strip, a hyphen and the check digest.
    public static let suffixLength = 5
    /// How many hex digits of the check digest are kept: `md5CodeLength - 1`. The source's
    /// comment says "the first md5CodeLength digits", but `substringToIndex:md5CodeLength-1`
    /// keeps four, which together with the hyphen makes the five-unit suffix the rest relies on.
    public static let digestLength = 4
    /// `firstLength`: the code units of the first hashed prefix.
    public static let firstLength = 8
    /// `secondLength`: the code units of the second hashed prefix.
    public static let secondLength = 10
    /// ``encryptUUID(_:)`` appends a digest only to strings longer than this (`uuid.length>20`).
    public static let minimumLengthExcluded = 20
    /// `kDeviceUUID`: the keychain identifier and the pasteboard name and type.
    public static let storageKey = "com.baidu.tieba.uuid"
}
