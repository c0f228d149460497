extension OpenUDID: CustomStringConvertible, LosslessStringConvertible {
    /// The 40 lowercase hex digits, as the original library formats them.
    public var description: String { formatted() }

    /// The 40 hex digits, lowercase by default (as the original library writes them with
    /// `%02x` and `%08lx`) or UPPERCASE.
    @inlinable
    public func formatted(case letterCase: LetterCase = .lower) -> String { string(letterCase) }

    /// Appends the 40 hex digits, with letters in `letterCase`, to `output`. Nothing is
    /// allocated.
    ///
    /// ```swift
    /// let line = [UInt8](capacity: OpenUDID.formattedLength + 1) { output in
    ///     id.write(to: &output)
    ///     output.append(UInt8(ascii: "\n"))
    /// }
    /// ```
    ///
    /// - Precondition: `output.freeCapacity >= OpenUDID.formattedLength` (40). A span too small stops
    ///   the program; nothing is written past its capacity.
    @inlinable @inline(__always)
    public func write(case letterCase: LetterCase = .lower, to output: inout OutputSpan<UInt8>) {
        append(letterCase, to: &output, by: "OpenUDID.write(case:to:)")
    }

    /// Parses exactly 40 hex digits in any case.
    ///
    /// - Throws: ``ParseError`` with the first invalid character and its index, or the wrong
    ///   length (`length 39, expected 40`).
    @inlinable
    public init(parsing text: some StringProtocol) throws(ParseError) {
        self = try withUTF8Bytes(of: text) { (bytes) throws(ParseError) in try OpenUDID(parsingUTF8: bytes) }
    }

    /// Parses exactly 40 hex digits of UTF-8 in any case; see ``init(parsing:)``.
    @inlinable
    public init(parsingUTF8 bytes: UnsafeRawBufferPointer) throws(ParseError) {
        // Valid input is decoded inline; errors are diagnosed out of line.
        if bytes.count == 40, let base = bytes.baseAddress {
            let high = Hex.decode16(base)
            let low = Hex.decode16(base + 16)
            let suffix = Hex.decode8(base + 32)
            if high.valid && low.valid && suffix.valid {
                self.init(digest: MD5Digest(high: high.value, low: low.value), suffix: suffix.value)
                return
            }
        }
        self = try OpenUDID.diagnose(bytes)
    }

    /// The error for input that is not 40 hex digits (and the value, should it be one).
    @usableFromInline
    static func diagnose(_ bytes: UnsafeRawBufferPointer) throws(ParseError) -> OpenUDID {
        do { return try OpenUDID(parsingBytes: bytes) } catch {
            throw ParseError.atCharacterLevel(bytes, error) { (view) throws(ParseError) in _ = try OpenUDID(parsingBytes: view) }
        }
    }

    /// The byte-level parser: indices in bytes.
    @usableFromInline
    init(parsingBytes bytes: UnsafeRawBufferPointer) throws(ParseError) {
        guard bytes.count == 40, let base = bytes.baseAddress else {
            throw ParseError.invalidLength(of: bytes, expected: [40])
        }
        let high = Hex.decode16(base)
        let low = Hex.decode16(base + 16)
        let suffix = Hex.decode8(base + 32)
        guard high.valid && low.valid && suffix.valid else {
            throw ParseError.invalidCharacter(in: bytes, at: Hex.firstNonDigit(in: bytes, 0..<40)!)
        }
        self.init(digest: MD5Digest(high: high.value, low: low.value), suffix: suffix.value)
    }

    /// Parses 40 hex digits; `nil` for anything else.
    public init?(_ description: String) {
        guard let value = try? OpenUDID(parsing: description) else { return nil }
        self = value
    }
}

extension OpenUDID: Codable {
    /// Decodes an OpenUDID from its 40-digit string.
    public init(from decoder: any Decoder) throws {
        self = try HexStringCoding.decode(from: decoder, describing: "OpenUDID") { (text) throws(ParseError) in
            try OpenUDID(parsing: text)
        }
    }

    /// Encodes the OpenUDID as its 40 lowercase hex digits.
    public func encode(to encoder: any Encoder) throws {
        try HexStringCoding.encode(description, to: encoder)
    }
}

extension OpenUDID: FixedWidthText {
    /// 40.
    @inlinable
    var textByteCount: Int { OpenUDID.formattedLength }

    /// Writes the 40 digits at `destination`, which must have room for them: the digest's 32,
    /// then the suffix's 8.
    @inlinable @inline(__always)
    func writeText(_ letterCase: LetterCase, to destination: UnsafeMutableRawPointer) {
        digest.writeText(letterCase, to: destination)
        Hex.encode(suffix, letterCase, to: destination + 32)
    }
}
