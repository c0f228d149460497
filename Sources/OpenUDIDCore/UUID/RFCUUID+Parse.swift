extension RFCUUID {
    /// Parses any of the four ``Format``s, with hex digits in any ``LetterCase`` (mixed
    /// included) and the `urn:uuid:` prefix in any case.
    ///
    /// - Throws: ``ParseError`` naming the first problem and its index, e.g.
    ///   `invalid character 'g' at index 14`, `expected '-' at index 8`,
    ///   `length 35, expected 32, 36, 38 or 45`. No input traps.
    @inlinable @inline(__always)
    public init(parsing text: some StringProtocol) throws(ParseError) {
        // The common case first: a valid canonical form stored contiguously (every native
        // string and substring), decoded in place by inlined code that neither throws nor
        // wraps its result, so nothing is called. Everything else (other forms, errors,
        // strings not stored contiguously) takes the general path, out of line, which reads
        // the bytes again: only inputs that are not valid canonical text pay for the first look.
        let canonical = text.utf8.withContiguousStorageIfAvailable { buffer -> RFCUUID? in
            guard buffer.count == 36 else { return nil }
            return RFCUUID.decodeCanonical(UnsafeRawPointer(buffer.baseAddress.unsafelyUnwrapped))
        }
        if let canonical, let canonical {
            self = canonical
            return
        }
        // The two string types callers hold get out-of-line paths of their own: a generic
        // function is not specialised across modules, so the other forms, called with `some
        // StringProtocol`, ran through the protocol's witnesses (63-69 ns for the hyphenless,
        // braced and urn forms of a `String` on the development VM). In a caller that knows its
        // type, the casts fold away.
        if let string = text as? String {
            self = try RFCUUID.parseGeneral(string)
        } else if let substring = text as? Substring {
            self = try RFCUUID.parseGeneral(substring)
        } else {
            self = try RFCUUID.parseGeneral(text)
        }
    }

    /// ``init(parsing:)`` for every input but a valid canonical form stored contiguously:
    /// the bytes in place or copied (``withUTF8Bytes(of:_:)``), then every form and every error.
    /// Out of line, so that the inlined fast path stays a few dozen instructions.
    @usableFromInline @inline(never)
    static func parseGeneral(_ text: some StringProtocol) throws(ParseError) -> RFCUUID {
        try withUTF8Bytes(of: text) { (bytes) throws(ParseError) in try RFCUUID(parsingUTF8: bytes) }
    }

    /// ``parseGeneral(_:)`` of a `String`, specialised.
    @usableFromInline @inline(never)
    static func parseGeneral(_ text: String) throws(ParseError) -> RFCUUID {
        try withUTF8Bytes(of: text) { (bytes) throws(ParseError) in try RFCUUID(parsingUTF8: bytes) }
    }

    /// ``parseGeneral(_:)`` of a `Substring`, specialised.
    @usableFromInline @inline(never)
    static func parseGeneral(_ text: Substring) throws(ParseError) -> RFCUUID {
        try withUTF8Bytes(of: text) { (bytes) throws(ParseError) in try RFCUUID(parsingUTF8: bytes) }
    }

    /// Parses UTF-8 bytes in any of the four ``Format``s; see ``init(parsing:)``.
    @inlinable @inline(__always)
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
            let digits = Hex.decode32(base)
            guard digits.valid else {
                throw ParseError.invalidCharacter(in: bytes, at: Hex.firstNonDigit(in: bytes, 0..<32)!)
            }
            self.init(high: digits.high, low: digits.low)
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

    /// Parses any of the four ``Format``s, in any letter case; `nil` for anything else.
    public init?(_ description: String) {
        guard let value = try? RFCUUID(parsing: description) else { return nil }
        self = value
    }

    /// The lengths of the four ``Format``s, shortest first.
    public static let acceptedLengths = [32, 36, 38, 45]

    /// Decodes the 36 bytes of a canonical form at `p`, or returns `nil` if any digit or hyphen
    /// is wrong. The 32 digits are gathered into two 16-byte vectors (8 digits, then the 4-digit
    /// groups at 9 and 14; the groups at 19 and 24, then the last 12 digits' final 8 at 28) and
    /// decoded together by `Hex.decode32`; the four hyphens are tested two per 64-bit word.
    @inlinable @inline(__always)
    static func decodeCanonical(_ p: UnsafeRawPointer) -> RFCUUID? {
        @inline(__always) func word(_ offset: Int) -> UInt64 {
            UInt64(littleEndian: p.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        }
        @inline(__always) func half(_ offset: Int) -> UInt64 {
            UInt64(UInt32(littleEndian: p.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
        }
        let digits = Hex.decode32(
            SIMD2(word(0), half(9) | half(14) &<< 32),
            SIMD2(half(19) | half(24) &<< 32, word(28)))
        // Hyphens at 8 and 13 are bytes 0 and 5 of the word at 8; those at 18 and 23 are
        // bytes 2 and 7 of the word at 16.
        let hyphens =
            (word(8) & 0x0000_FF00_0000_00FF) ^ 0x0000_2D00_0000_002D
            | (word(16) & 0xFF00_0000_00FF_0000) ^ 0x2D00_0000_002D_0000
        guard digits.valid, hyphens == 0 else { return nil }
        return RFCUUID(high: digits.high, low: digits.low)
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
