import OpenUDIDCore

/// A second, character-by-character reading and writing of the four UUID forms, written from
/// RFC 9562 §4 and the ``RFCUUID/Format`` and ``LetterCase`` documentation rather than from the
/// core's parser and writers.
enum ReferenceUUIDText {
    /// What each position of a form must hold.
    enum Expected: Equatable {
        case hexDigit
        /// This ASCII byte; letters match in either case (the `urn:uuid:` prefix).
        case literal(UInt8)
    }

    /// The template of the form `length` bytes long, or `nil` when no form has that length.
    static func template(length: Int) -> [Expected]? {
        let canonical: [Expected] = (0..<36).map {
            [8, 13, 18, 23].contains($0) ? .literal(UInt8(ascii: "-")) : .hexDigit
        }
        switch length {
        case 32: return Array(repeating: .hexDigit, count: 32)
        case 36: return canonical
        case 38: return [.literal(UInt8(ascii: "{"))] + canonical + [.literal(UInt8(ascii: "}"))]
        case 45: return "urn:uuid:".utf8.map { .literal($0) } + canonical
        default: return nil
        }
    }

    /// Where a form of this length would first go wrong, or `nil` when it is right. A `nil`
    /// position (a non-ASCII character, see ``CharacterView``) never fits.
    static func firstMismatch(_ positions: [UInt8?], _ template: [Expected]) -> Int? {
        for (index, expected) in template.enumerated() {
            guard let byte = positions[index] else { return index }
            switch expected {
            case .hexDigit:
                if !ASCII.isHexDigit(byte) { return index }
            case let .literal(wanted):
                if ASCII.lowercased(byte) != wanted { return index }
            }
        }
        return nil
    }

    /// The UUID the bytes spell, or `nil`.
    static func parse(_ bytes: UnsafeRawBufferPointer) -> RFCUUID? {
        guard let template = template(length: bytes.count), firstMismatch(bytes.map { $0 }, template) == nil else {
            return nil
        }
        var digits: [UInt64] = []
        for (index, expected) in template.enumerated() where expected == .hexDigit {
            digits.append(ASCII.hexValue(bytes[index]))
        }
        let high = digits[0..<16].reduce(0) { $0 << 4 | $1 }
        let low = digits[16..<32].reduce(0) { $0 << 4 | $1 }
        return RFCUUID(high: high, low: low)
    }

    /// The text of `uuid` in `format` and `letterCase`, assembled from 32 digits: in UPPERCASE
    /// the digits are raised before the hyphens, braces or `urn:uuid:` are put around them, so
    /// the prefix stays lowercase.
    static func format(_ uuid: RFCUUID, _ format: RFCUUID.Format, _ letterCase: LetterCase) -> [UInt8] {
        var digits = ASCII.hex(uuid.high, digits: 16) + ASCII.hex(uuid.low, digits: 16)
        if letterCase == .upper { digits = digits.map(ASCII.uppercased) }
        var canonical: [UInt8] = []
        for (index, digit) in digits.enumerated() {
            if [8, 12, 16, 20].contains(index) { canonical.append(UInt8(ascii: "-")) }
            canonical.append(digit)
        }
        switch format {
        case .canonical: return canonical
        case .hyphenless: return digits
        case .braced: return [UInt8(ascii: "{")] + canonical + [UInt8(ascii: "}")]
        case .urn: return Array("urn:uuid:".utf8) + canonical
        }
    }

    /// The form whose length is `length`, in its lowercase spelling.
    static func lowercaseForm(length: Int) -> RFCUUID.Format? {
        switch length {
        case 32: return .hyphenless
        case 36: return .canonical
        case 38: return .braced
        case 45: return .urn
        default: return nil
        }
    }
}
