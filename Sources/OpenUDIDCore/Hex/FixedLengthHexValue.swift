/// A value written as a fixed number of hex digits: ``MD5Digest`` (32), ``SHA1Digest`` and
/// ``OpenUDID`` (40 each).
///
/// The text API is the same for every conforming type and is provided once by this protocol's
/// extension: ``description`` and ``formatted(case:)`` make a `String`,
/// ``write(case:to:)`` appends the digits to a caller's `OutputSpan` without allocating, and
/// ``init(parsing:)``, ``init(_:)`` and `Codable` read the digits back, in any letter case.
///
/// ```swift
/// let digest = MD5.hash("abc")
/// digest.formatted()               // 900150983cd24fb0d6963f7d28e17f72
/// digest.formatted(case: .upper)   // 900150983CD24FB0D6963F7D28E17F72
/// let same = try MD5Digest(parsing: "900150983CD24FB0D6963F7D28E17F72")
///
/// let line = [UInt8](capacity: OpenUDID.formattedLength + 1) { output in
///     OpenUDID.optedOut.write(to: &output)
///     output.append(UInt8(ascii: "\n"))
/// }
/// ```
///
/// The members are `@inlinable`: called on a concrete type they are specialised for it, with
/// no dynamic dispatch.
public protocol FixedLengthHexValue: Sendable, Hashable, Comparable, LosslessStringConvertible, Codable {
    /// How many bytes (and characters) the text takes, in either ``LetterCase``:
    /// ``write(case:to:)`` needs this much free room in its span.
    static var formattedLength: Int { get }

    /// Parses exactly ``formattedLength`` hex digits of UTF-8, in any case; see
    /// ``init(parsing:)``.
    ///
    /// - Throws: ``ParseError`` naming the first invalid character or the wrong length.
    init(parsingUTF8 bytes: UnsafeRawBufferPointer) throws(ParseError)

    /// Stores the ``formattedLength`` digits, letters in `letterCase`, at `destination`, which
    /// must have room for them. The unchecked writer behind ``write(case:to:)`` and
    /// ``formatted(case:)``; not meant to be called directly.
    func _writeText(_ letterCase: LetterCase, to destination: UnsafeMutableRawPointer)

    /// What a decoding error calls the value, e.g. `MD5 digest`.
    static var _codingName: String { get }
}

extension FixedLengthHexValue {
    /// The hex digits in lowercase: ``formatted(case:)`` with its default.
    @inlinable
    public var description: String { formatted() }

    /// The hex digits, lowercase by default (as `md5sum`, `sha1sum` and the original OpenUDID
    /// library write them) or UPPERCASE (as `%02X` writes them).
    @inlinable
    public func formatted(case letterCase: LetterCase = .lower) -> String {
        FixedLengthHexText(self).string(letterCase)
    }

    /// Appends the hex digits, with letters in `letterCase`, to `output`. Nothing is allocated.
    ///
    /// - Precondition: `output.freeCapacity >= Self.formattedLength`. A span too small stops
    ///   the program; nothing is written past its capacity.
    @inlinable @inline(__always)
    public func write(case letterCase: LetterCase = .lower, to output: inout OutputSpan<UInt8>) {
        FixedLengthHexText(self).append(letterCase, to: &output, by: "\(Self.self).write(case:to:)")
    }

    /// Parses exactly ``formattedLength`` hex digits, in any case.
    ///
    /// - Throws: ``ParseError`` naming the first invalid character or the wrong length, e.g.
    ///   `invalid character 'g' at index 39`, `length 39, expected 40`.
    @inlinable
    public init(parsing text: some StringProtocol) throws(ParseError) {
        self = try withUTF8Bytes(of: text) { (bytes) throws(ParseError) in try Self(parsingUTF8: bytes) }
    }

    /// Parses exactly ``formattedLength`` hex digits; `nil` for anything else.
    public init?(_ description: String) {
        guard let value = try? Self(parsing: description) else { return nil }
        self = value
    }

    /// Decodes the value from its hex string, in any case.
    public init(from decoder: any Decoder) throws {
        self = try HexStringCoding.decode(from: decoder, describing: Self._codingName) { (text) throws(ParseError) in
            try Self(parsing: text)
        }
    }

    /// Encodes the value as its lowercase hex digits.
    public func encode(to encoder: any Encoder) throws {
        try HexStringCoding.encode(description, to: encoder)
    }

    /// ``formattedLength``: the ``FixedWidthText`` length of the value.
    @inlinable
    var textByteCount: Int { Self.formattedLength }

    /// The digits at `destination`, which must have room for them.
    @inlinable @inline(__always)
    func writeText(_ letterCase: LetterCase, to destination: UnsafeMutableRawPointer) {
        _writeText(letterCase, to: destination)
    }
}

/// A ``FixedLengthHexValue`` as the ``FixedWidthText`` that its public formatters write.
@usableFromInline @frozen
struct FixedLengthHexText<Value: FixedLengthHexValue>: FixedWidthText {
    @usableFromInline let value: Value

    @inlinable
    init(_ value: Value) { self.value = value }

    @inlinable
    var textByteCount: Int { Value.formattedLength }

    @inlinable @inline(__always)
    func writeText(_ letterCase: LetterCase, to destination: UnsafeMutableRawPointer) {
        value._writeText(letterCase, to: destination)
    }
}
