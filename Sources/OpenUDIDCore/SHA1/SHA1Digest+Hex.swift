extension SHA1Digest: CustomStringConvertible, LosslessStringConvertible {
    /// The 40 lowercase hex digits of the digest, as `sha1sum` writes them.
    public var description: String { hexString(uppercase: false) }

    /// The 40 hex digits, lowercase or UPPERCASE.
    @inlinable
    public func hexString(uppercase: Bool = false) -> String {
        String(unsafeUninitializedCapacity: 40) { buffer in
            writeHex(to: UnsafeMutableRawPointer(buffer.baseAddress!), uppercase: uppercase)
            return 40
        }
    }

    /// Writes the 40 hex digits at `destination`, which must have room for them.
    @inlinable
    public func writeHex(to destination: UnsafeMutableRawPointer, uppercase: Bool = false) {
        MD5Digest(high: high, low: middle).writeHex(to: destination, uppercase: uppercase)
        Hex.encode(low, uppercase ? .upper : .lower, to: destination + 32)
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
