extension SHA1Digest: FixedLengthHexValue {
    /// How many bytes (and characters) the hex text of a digest takes: 40, in either
    /// ``LetterCase``. ``FixedLengthHexValue/write(case:to:)`` needs this much free room in its span.
    public static let formattedLength = 40

    /// Parses exactly 40 hex digits of UTF-8, in any case; see ``FixedLengthHexValue/init(parsing:)``.
    @inlinable
    public init(parsingUTF8 bytes: UnsafeRawBufferPointer) throws(ParseError) {
        // Forty hex digits for twenty bytes is exactly the text form of an OpenUDID (sixteen
        // digest bytes and a four-byte suffix), so its parser, with its errors and their
        // character indices, is the one used here.
        let parsed = try OpenUDID(parsingUTF8: bytes)
        self.init(high: parsed.digest.high, middle: parsed.digest.low, low: parsed.suffix)
    }

    /// Writes the 40 digits at `destination`, which must have room for them: the first 32 as
    /// an MD5 digest of the same two words would, then the last four bytes.
    @inlinable
    public func _writeText(_ letterCase: LetterCase, to destination: UnsafeMutableRawPointer) {
        MD5Digest(high: high, low: middle).writeText(letterCase, to: destination)
        Hex.encode(low, letterCase, to: destination + 32)
    }

    /// `SHA-1 digest`.
    public static var _codingName: String { "SHA-1 digest" }
}
