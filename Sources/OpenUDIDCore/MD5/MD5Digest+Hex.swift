extension MD5Digest: FixedLengthHexValue {
    /// How many bytes (and characters) the hex text of a digest takes: 32, in either
    /// ``LetterCase``. ``FixedLengthHexValue/write(case:to:)`` needs this much free room in its span.
    public static let formattedLength = 32

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

    /// Writes the 32 digits at `destination`, which must have room for them: what the sized
    /// writers, ``OpenUDID``'s and DeviceIDTool's check digest (64 digits in one MD5 block)
    /// call.
    @inlinable
    public func _writeText(_ letterCase: LetterCase, to destination: UnsafeMutableRawPointer) {
        Hex.encode(high, letterCase, to: destination)
        Hex.encode(low, letterCase, to: destination + 16)
    }

    /// `MD5 digest`.
    public static var _codingName: String { "MD5 digest" }
}
