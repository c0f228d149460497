extension MD5Digest: CustomStringConvertible, LosslessStringConvertible {
    /// The 32 lowercase hex digits of the digest.
    public var description: String { hexString(uppercase: false) }

    /// The 32 hex digits, lowercase (as `md5sum` and OpenUDID write them) or UPPERCASE (as
    /// `%02X` writes them).
    @inlinable
    public func hexString(uppercase: Bool = false) -> String {
        String(unsafeUninitializedCapacity: 32) { buffer in
            let letterCase: Hex.Case = uppercase ? .upper : .lower
            Hex.encode(high, letterCase, to: buffer.baseAddress!)
            Hex.encode(low, letterCase, to: buffer.baseAddress! + 16)
            return 32
        }
    }

    /// Writes the 32 lowercase hex digits at `destination`, which must have room for them.
    @inlinable
    public func writeHex(to destination: UnsafeMutableRawPointer, uppercase: Bool = false) {
        let letterCase: Hex.Case = uppercase ? .upper : .lower
        Hex.encode(high, letterCase, to: destination)
        Hex.encode(low, letterCase, to: destination + 16)
    }

    /// Parses exactly 32 hex digits, in any case.
    ///
    /// - Throws: ``ParseError`` naming the first invalid character or the wrong length.
    @inlinable
    public init(parsing text: some StringProtocol) throws(ParseError) {
        self = try withUTF8Bytes(of: text) { (bytes) throws(ParseError) in try MD5Digest(parsingUTF8: bytes) }
    }

    /// Parses exactly 32 hex digits of UTF-8, in any case.
    @inlinable
    public init(parsingUTF8 bytes: UnsafeRawBufferPointer) throws(ParseError) {
        do { self = try MD5Digest(parsingBytes: bytes) } catch {
            throw ParseError.atCharacterLevel(bytes, error) { (view) throws(ParseError) in _ = try MD5Digest(parsingBytes: view) }
        }
    }

    /// The byte-level parser: indices in bytes.
    @inlinable
    init(parsingBytes bytes: UnsafeRawBufferPointer) throws(ParseError) {
        guard bytes.count == 32, let base = bytes.baseAddress else {
            throw ParseError.invalidLength(of: bytes, expected: [32])
        }
        let high = Hex.decode16(base)
        let low = Hex.decode16(base + 16)
        guard high.valid && low.valid else {
            throw ParseError.invalidCharacter(in: bytes, at: Hex.firstNonDigit(in: bytes, 0..<32)!)
        }
        self.init(high: high.value, low: low.value)
    }

    /// Parses 32 hex digits; `nil` for anything else.
    public init?(_ description: String) {
        guard let digest = try? MD5Digest(parsing: description) else { return nil }
        self = digest
    }
}

extension MD5Digest: Codable {
    /// Decodes a digest from its 32-digit hex string.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do { self = try MD5Digest(parsing: text) } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "MD5 digest: \(error)")
        }
    }

    /// Encodes the digest as its 32 lowercase hex digits.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
