extension RFCUUID {
    /// Parses any of the five ``Format``s, with hex digits in any case and the `urn:uuid:`
    /// prefix in any case.
    ///
    /// - Throws: ``ParseError`` naming the first problem and its index, e.g.
    ///   `invalid character 'g' at index 14`, `expected '-' at index 8`,
    ///   `length 35, expected 32, 36, 38 or 45`. No input traps.
    @inlinable
    public init(parsing text: some StringProtocol) throws(ParseError) {
        self = try withUTF8Bytes(of: text) { (bytes) throws(ParseError) in try RFCUUID(parsingUTF8: bytes) }
    }

    /// Parses UTF-8 bytes in any of the five ``Format``s; see ``init(parsing:)``.
    @inlinable
    public init(parsingUTF8 bytes: UnsafeRawBufferPointer) throws(ParseError) {
        // The canonical form is the common case: decoded inline, branch-free. Everything
        // else, errors included, goes through the out-of-line parser, so that the inlined code
        // stays a few dozen instructions.
        if bytes.count == 36, let base = bytes.baseAddress, let value = RFCUUID.decodeCanonical(base) {
            self = value
            return
        }
        self = try RFCUUID.parseOtherForms(bytes)
    }

    /// Every form but a valid canonical one, with errors diagnosed at the character level.
    @usableFromInline
    static func parseOtherForms(_ bytes: UnsafeRawBufferPointer) throws(ParseError) -> RFCUUID {
        do { return try RFCUUID(parsingBytes: bytes) } catch {
            throw ParseError.atCharacterLevel(bytes, error) { (view) throws(ParseError) in _ = try RFCUUID(parsingBytes: view) }
        }
    }

    /// The byte-level parser: forms chosen by byte length, indices in bytes.
    @usableFromInline
    init(parsingBytes bytes: UnsafeRawBufferPointer) throws(ParseError) {
        guard let base = bytes.baseAddress else {
            throw ParseError.invalidLength(of: bytes, expected: Self.acceptedLengths)
        }
        switch bytes.count {
        case 36:
            if let value = RFCUUID.decodeCanonical(base) { self = value; return }
            throw RFCUUID.canonicalError(in: bytes, at: 0)
        case 32:
            let high = Hex.decode16(base)
            let low = Hex.decode16(base + 16)
            guard high.valid && low.valid else {
                throw ParseError.invalidCharacter(in: bytes, at: Hex.firstNonDigit(in: bytes, 0..<32)!)
            }
            self.init(high: high.value, low: low.value)
        case 38:
            guard base.load(as: UInt8.self) == UInt8(ascii: "{") else {
                throw RFCUUID.firstProblem(in: bytes, orExpected: "{", at: 0)
            }
            guard let value = RFCUUID.decodeCanonical(base + 1) else {
                throw RFCUUID.canonicalError(in: bytes, at: 1)
            }
            guard base.load(fromByteOffset: 37, as: UInt8.self) == UInt8(ascii: "}") else {
                throw RFCUUID.firstProblem(in: bytes, orExpected: "}", at: 37)
            }
            self = value
        case 45:
            if let mismatch = RFCUUID.urnPrefixMismatch(base) {
                throw RFCUUID.firstProblem(in: bytes, orExpected: "urn:uuid:", at: mismatch)
            }
            guard let value = RFCUUID.decodeCanonical(base + 9) else {
                throw RFCUUID.canonicalError(in: bytes, at: 9)
            }
            self = value
        default:
            throw ParseError.invalidLength(of: bytes, expected: Self.acceptedLengths)
        }
    }

    /// Parses any of the five forms; `nil` for anything else.
    public init?(_ description: String) {
        guard let value = try? RFCUUID(parsing: description) else { return nil }
        self = value
    }

    /// The lengths of the five forms, shortest first.
    public static let acceptedLengths = [32, 36, 38, 45]

    /// Decodes the 36 bytes of a canonical form at `p`, or returns `nil` if any digit or hyphen
    /// is wrong. The four 4-digit groups are paired into 8-byte words so that every digit goes
    /// through the same branch-free 8-digit decoder.
    @inlinable @inline(__always)
    static func decodeCanonical(_ p: UnsafeRawPointer) -> RFCUUID? {
        @inline(__always) func pair(_ first: Int, _ second: Int) -> UInt64 {
            UInt64(p.loadUnaligned(fromByteOffset: first, as: UInt32.self))
                | UInt64(p.loadUnaligned(fromByteOffset: second, as: UInt32.self)) &<< 32
        }
        var middle = (pair(9, 14), pair(19, 24))
        let (b, c) = Swift.withUnsafeBytes(of: &middle) { words in
            (Hex.decode8(words.baseAddress!), Hex.decode8(words.baseAddress! + 8))
        }
        let a = Hex.decode8(p)
        let d = Hex.decode8(p + 28)
        let hyphens = (p.load(fromByteOffset: 8, as: UInt8.self) ^ 0x2D)
            | (p.load(fromByteOffset: 13, as: UInt8.self) ^ 0x2D)
            | (p.load(fromByteOffset: 18, as: UInt8.self) ^ 0x2D)
            | (p.load(fromByteOffset: 23, as: UInt8.self) ^ 0x2D)
        guard a.valid, b.valid, c.valid, d.valid, hyphens == 0 else { return nil }
        return RFCUUID(
            high: UInt64(a.value) &<< 32 | UInt64(b.value),
            low: UInt64(c.value) &<< 32 | UInt64(d.value))
    }

    /// Offset of the first byte of a 45-byte input that does not match `urn:uuid:`, in any
    /// letter case; `nil` when the prefix matches.
    @usableFromInline
    static func urnPrefixMismatch(_ p: UnsafeRawPointer) -> Int? {
        let expected: StaticString = "urn:uuid:"
        for offset in 0..<9 {
            let wanted = expected.utf8Start[offset]
            let byte = p.load(fromByteOffset: offset, as: UInt8.self)
            // Only letters fold: `U` | 0x20 is `u`, but `:` must be matched exactly.
            let folded = wanted == UInt8(ascii: ":") ? byte : byte | 0x20
            if folded != wanted { return offset }
        }
        return nil
    }

    /// The error for a canonical form starting at `start` that `decodeCanonical` rejected:
    /// the first bad position, scanning left to right.
    @usableFromInline
    static func canonicalError(in bytes: UnsafeRawBufferPointer, at start: Int) -> ParseError {
        for offset in 0..<36 {
            let index = start + offset
            if offset == 8 || offset == 13 || offset == 18 || offset == 23 {
                if bytes[index] != UInt8(ascii: "-") {
                    return firstProblem(in: bytes, orExpected: "-", at: index)
                }
            } else if !Hex.isDigit(bytes[index]) {
                return ParseError.invalidCharacter(in: bytes, at: index)
            }
        }
        preconditionFailure("canonicalError called on a valid canonical form")
    }

    /// A separator or prefix is missing at `index`. A hex digit or other printable character
    /// there reads as "expected '-'"; a non-ASCII byte is named as the invalid character it is.
    @usableFromInline
    static func firstProblem(in bytes: UnsafeRawBufferPointer, orExpected literal: String, at index: Int) -> ParseError {
        bytes[index] >= 0x80
            ? ParseError.invalidCharacter(in: bytes, at: index)
            : ParseError(.expected(literal), at: index)
    }
}
