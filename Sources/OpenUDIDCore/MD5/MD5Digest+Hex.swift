extension MD5Digest: CustomStringConvertible, LosslessStringConvertible {
    /// The 32 lowercase hex digits of the digest.
    public var description: String { formatted() }

    /// How many bytes (and characters) the hex text of a digest takes: 32, in either
    /// ``LetterCase``. ``write(case:to:)`` needs this much free room in its span.
    public static let formattedLength = 32

    /// The 32 hex digits, lowercase by default (as `md5sum` and OpenUDID write them) or
    /// UPPERCASE (as `%02X` writes them).
    ///
    /// ```swift
    /// MD5.hash("abc").formatted()               // 900150983cd24fb0d6963f7d28e17f72
    /// MD5.hash("abc").formatted(case: .upper)   // 900150983CD24FB0D6963F7D28E17F72
    /// ```
    @inlinable
    public func formatted(case letterCase: LetterCase = .lower) -> String { string(letterCase) }

    /// Appends the 32 hex digits, with letters in `letterCase`, to `output`. Nothing is
    /// allocated.
    ///
    /// - Precondition: `output.freeCapacity >= MD5Digest.formattedLength` (32). A span too small
    ///   stops the program; nothing is written past its capacity.
    @inlinable @inline(__always)
    public func write(case letterCase: LetterCase = .lower, to output: inout OutputSpan<UInt8>) {
        append(letterCase, to: &output, by: "MD5Digest.write(case:to:)")
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
        self = try HexStringCoding.decode(from: decoder, describing: "MD5 digest") { (text) throws(ParseError) in
            try MD5Digest(parsing: text)
        }
    }

    /// Encodes the digest as its 32 lowercase hex digits.
    public func encode(to encoder: any Encoder) throws {
        try HexStringCoding.encode(description, to: encoder)
    }
}

extension MD5Digest: FixedWidthText {
    /// 32.
    @inlinable
    var textByteCount: Int { MD5Digest.formattedLength }

    /// Writes the 32 digits at `destination`, which must have room for them: what the sized
    /// writers, ``OpenUDID``'s and DeviceIDTool's check digest (64 digits in one MD5 block)
    /// call.
    @inlinable
    func writeText(_ letterCase: LetterCase, to destination: UnsafeMutableRawPointer) {
        Hex.encode(high, letterCase, to: destination)
        Hex.encode(low, letterCase, to: destination + 16)
    }
}
