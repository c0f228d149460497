/// The case of the hex letters `a`-`f` in the text of a ``RFCUUID``, an ``MD5Digest`` or an
/// ``OpenUDID``: one choice, shared by every formatter of the package.
///
/// The case is independent of the shape of the text (hyphens, braces, the `urn:uuid:` prefix,
/// see ``RFCUUID/Format``): only the hex digits change, so `.upper` never raises the URN
/// prefix. Digits `0`-`9` are the same in both cases, and every parser of the package accepts
/// either case, mixed included.
///
/// ```swift
/// let id = try RFCUUID(parsing: "6ba7b810-9dad-11d1-80b4-00c04fd430c8")
/// id.formatted(case: .upper)            // 6BA7B810-9DAD-11D1-80B4-00C04FD430C8
/// MD5.hash("abc").formatted(case: .upper)  // 900150983CD24FB0D6963F7D28E17F72
/// ```
@frozen
public enum LetterCase: Sendable, Hashable, CaseIterable {
    /// `a`-`f`: what RFC 9562 §4 asks a UUID writer for, what `md5sum` prints, and how
    /// OpenUDID formats its 40 digits (`%02x`, `%08lx`).
    case lower
    /// `A`-`F`: what `CFUUIDCreateString` and `NSUUID.UUIDString` write (the string that
    /// OpenUDID 2012 hashes) and what `%02X` writes (DeviceIDTool's check digest).
    case upper
}

extension LetterCase {
    /// What to add to `'0' + n` for n ≥ 10 to reach the letter: `'a' - '0' - 10` or
    /// `'A' - '0' - 10`.
    @inlinable
    var letterOffset: UInt64 { self == .lower ? 0x27 : 0x07 }
}
