extension SHA1Digest: CustomStringConvertible, LosslessStringConvertible {
    /// The 40 lowercase hex digits of the digest, as `sha1sum` writes them.
    public var description: String { formatted() }

    /// How many bytes (and characters) the hex text of a digest takes: 40, in either
    /// ``LetterCase``. ``write(case:to:)`` needs this much free room in its span.
    public static let formattedLength = 40

    /// The 40 hex digits, lowercase by default or UPPERCASE.
    ///
    /// ```swift
    /// SHA1.hash("abc").formatted()               // a9993e364706816aba3e25717850c26c9cd0d89d
    /// SHA1.hash("abc").formatted(case: .upper)   // A9993E364706816ABA3E25717850C26C9CD0D89D
    /// ```
    @inlinable
    public func formatted(case letterCase: LetterCase = .lower) -> String { string(letterCase) }

    /// Appends the 40 hex digits, with letters in `letterCase`, to `output`. Nothing is
    /// allocated.
    ///
    /// - Precondition: `output.freeCapacity >= SHA1Digest.formattedLength` (40). A span too small
    ///   stops the program; nothing is written past its capacity.
    @inlinable @inline(__always)
    public func write(case letterCase: LetterCase = .lower, to output: inout OutputSpan<UInt8>) {
        append(letterCase, to: &output, by: "SHA1Digest.write(case:to:)")
    }

    /// Parses exactly 40 hex digits, in any case.
    ///
    /// - Throws: ``ParseError`` naming the first invalid character or the wrong length, e.g.
    ///   `invalid character 'g' at index 39`, `length 39, expected 40`.
    @inlinable
    public init(parsing text: some StringProtocol) throws(ParseError) {
        self = try withUTF8Bytes(of: text) { (bytes) throws(ParseError) in try SHA1Digest(parsingUTF8: bytes) }
    }

    /// Parses exactly 40 hex digits of UTF-8, in any case; see ``init(parsing:)``.
    @inlinable
    public init(parsingUTF8 bytes: UnsafeRawBufferPointer) throws(ParseError) {
        // Forty hex digits for twenty bytes is exactly the text form of an OpenUDID (sixteen
        // digest bytes and a four-byte suffix), so its parser, with its errors and their
        // character indices, is the one used here.
        let parsed = try OpenUDID(parsingUTF8: bytes)
        self.init(high: parsed.digest.high, middle: parsed.digest.low, low: parsed.suffix)
    }

    /// Parses 40 hex digits; `nil` for anything else.
    public init?(_ description: String) {
        guard let digest = try? SHA1Digest(parsing: description) else { return nil }
        self = digest
    }
}

extension SHA1Digest: Codable {
    /// Decodes a digest from its 40-digit hex string, in any case.
    public init(from decoder: any Decoder) throws {
        self = try HexStringCoding.decode(from: decoder, describing: "SHA-1 digest") { (text) throws(ParseError) in
            try SHA1Digest(parsing: text)
        }
    }

    /// Encodes the digest as its 40 lowercase hex digits.
    public func encode(to encoder: any Encoder) throws {
        try HexStringCoding.encode(description, to: encoder)
    }
}

extension SHA1Digest: FixedWidthText {
    /// 40.
    @inlinable
    var textByteCount: Int { SHA1Digest.formattedLength }

    /// Writes the 40 digits at `destination`, which must have room for them: the first 32 as
    /// an MD5 digest of the same two words would, then the last four bytes.
    @inlinable
    func writeText(_ letterCase: LetterCase, to destination: UnsafeMutableRawPointer) {
        MD5Digest(high: high, low: middle).writeText(letterCase, to: destination)
        Hex.encode(low, letterCase, to: destination + 32)
    }
}
