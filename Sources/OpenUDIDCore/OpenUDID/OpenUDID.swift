/// An OpenUDID: 160 bits, written as 40 lowercase hex digits.
///
/// The first 32 digits are an MD5 digest and the last 8 a random 32-bit suffix, exactly as the
/// original library's `_generateFreshOpenUDID` formats them (`%02x` sixteen times, then
/// `%08lx`). The value is held inline; no `String` is involved until one is asked for.
///
/// ```swift
/// let id = OpenUDID.generate()
/// print(id)                 // 40 lowercase hex digits
/// OpenUDID.optedOut.description == String(repeating: "0", count: 40)   // true
/// ```
@frozen
public struct OpenUDID: Sendable, Hashable, Comparable {
    /// The MD5 digest: digits 1-32.
    public var digest: MD5Digest
    /// The random suffix: digits 33-40.
    public var suffix: UInt32

    /// Creates an OpenUDID from its digest and suffix.
    @inlinable
    public init(digest: MD5Digest, suffix: UInt32) {
        self.digest = digest
        self.suffix = suffix
    }

    /// The null OpenUDID, forty zeros: what the library returns to an app that has opted out.
    public static let optedOut = OpenUDID(digest: MD5Digest(high: 0, low: 0), suffix: 0)

    /// True for the forty-zero value that means "opted out".
    @inlinable
    public var isOptedOut: Bool { digest.high == 0 && digest.low == 0 && suffix == 0 }

    /// Orders OpenUDIDs as their hex strings order.
    @inlinable
    public static func < (lhs: OpenUDID, rhs: OpenUDID) -> Bool {
        (lhs.digest, lhs.suffix) < (rhs.digest, rhs.suffix)
    }

    /// How many bytes (and characters) the text of an OpenUDID takes: 40, in either
    /// ``LetterCase``. ``FixedLengthHexValue/write(case:to:)`` needs this much free room in its span.
    public static let formattedLength = 40
}
