/// Why a textual identifier (a UUID, an OpenUDID, an MD5 digest) was rejected, and where.
///
/// Every parser of this package reports the first problem it finds with the index of the
/// offending character, counted from zero. Indices and lengths count characters (Unicode
/// scalars): input with non-ASCII characters is judged by its character count, not its UTF-8
/// length, and a non-ASCII character is named as written (`'é'`); a byte that is not valid
/// UTF-8 is named in hex (`'0xFF'`). A wrong-length input that holds a non-ASCII character is
/// reported at that character, since no form of any length could contain it.
///
/// ```swift
/// do { _ = try RFCUUID(parsing: "6ba7b810-9dad-11d1-80b4-00c04fd430cg") }
/// catch { print(error) }   // invalid character 'g' at index 35
/// ```
@frozen
public struct ParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong with the input.
    @frozen
    public enum Reason: Sendable, Hashable {
        /// The input has `length` characters; the format accepts only the lengths in `expected`.
        case invalidLength(Int, expected: [Int])
        /// A character that may not appear at this position (shown as written, or as `0xNN`
        /// for a byte that is not valid UTF-8).
        case invalidCharacter(String)
        /// The input departs at this position from the literal `expected` (a separator, a
        /// brace, or the `urn:uuid:` prefix, where the index is that of the first character
        /// that differs, not the start of the prefix).
        case expected(String)
    }

    /// What is wrong.
    public let reason: Reason
    /// Zero-based index of the offending character (counting Unicode scalars); for a wrong
    /// length, the length itself.
    public let index: Int

    /// Creates an error from its reason and index.
    @inlinable
    public init(_ reason: Reason, at index: Int) {
        self.reason = reason
        self.index = index
    }

    /// A sentence naming the problem and the index, e.g. `expected '-' at index 8`.
    public var description: String {
        switch reason {
        case let .invalidLength(length, expected):
            return "length \(length), expected \(Self.list(expected))"
        case let .invalidCharacter(character):
            return "invalid character '\(character)' at index \(index)"
        case let .expected(literal):
            return "expected '\(literal)' at index \(index)"
        }
    }

    /// "32", "32 or 36", "32, 36, 38 or 45".
    static func list(_ values: [Int]) -> String {
        guard let last = values.last else { return "nothing" }
        if values.count == 1 { return String(last) }
        return values.dropLast().map(String.init).joined(separator: ", ") + " or \(last)"
    }
}
