extension OpenUDID: FixedLengthHexValue {
    /// Parses exactly 40 hex digits of UTF-8 in any case; see ``FixedLengthHexValue/init(parsing:)``.
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

    /// Writes the 40 digits at `destination`, which must have room for them: the digest's 32,
    /// then the suffix's 8.
    @inlinable @inline(__always)
    public func _writeText(_ letterCase: LetterCase, to destination: UnsafeMutableRawPointer) {
        digest.writeText(letterCase, to: destination)
        Hex.encode(suffix, letterCase, to: destination + 32)
    }

    /// `OpenUDID`.
    public static var _codingName: String { "OpenUDID" }
}
