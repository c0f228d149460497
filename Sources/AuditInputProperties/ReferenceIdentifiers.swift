package import AuditInput

/// Plain decoders of the forms the audit reads after UUIDs and OpenUDIDs, written from their
/// definitions again, apart from the audit's (``AuditInput/ULIDText``,
/// ``AuditInput/KSUIDText``, ``AuditInput/SnowflakeText``): the value is a big number in an
/// array of bytes, multiplied by the base and added to digit by digit, and each rule is a
/// sentence of its own.
package enum ReferenceIdentifiers {
    static let crockford = Array("0123456789ABCDEFGHJKMNPQRSTVWXYZ".utf8)
    static let base62 = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".utf8)
    static let hexDigits = Array("0123456789abcdefABCDEF".utf8)

    /// `number` (big-endian bytes) times `base` plus `digit`; `nil` when it no longer fits.
    static func multiplyAdd(_ number: [UInt8], base: Int, digit: Int) -> [UInt8]? {
        var result = number
        var carry = digit
        for index in result.indices.reversed() {
            let value = Int(result[index]) * base + carry
            result[index] = UInt8(value % 256)
            carry = value / 256
        }
        return carry == 0 ? result : nil
    }

    /// The big-endian bytes as 64-bit words from `offset`.
    static func word(_ bytes: [UInt8], _ offset: Int, count: Int = 8) -> UInt64 {
        bytes[offset..<(offset + count)].reduce(0) { $0 << 8 | UInt64($1) }
    }

    /// A ULID: 26 characters of Crockford's base32, either case, 128 bits (the first character
    /// 0-7); not 26 hex digits alone unless all are zeros (the nil ULID).
    package static func ulid(_ text: [UInt8]) -> ParsedIdentifier? {
        guard text.count == 26 else { return nil }
        var number = [UInt8](repeating: 0, count: 16)
        for byte in text {
            let upper = (0x61...0x7A).contains(byte) ? byte - 0x20 : byte
            guard let digit = crockford.firstIndex(of: upper) else { return nil }
            guard let next = multiplyAdd(number, base: 32, digit: digit) else { return nil }
            number = next
        }
        if text.allSatisfy({ hexDigits.contains($0) }) && text.contains(where: { $0 != 0x30 }) { return nil }
        let hasUpper = text.contains { (0x41...0x5A).contains($0) }
        let hasLower = text.contains { (0x61...0x7A).contains($0) }
        let letterCase: ObservedLetterCase = hasUpper ? (hasLower ? .mixed : .upper) : .lower
        return ParsedIdentifier(high: word(number, 0), low: word(number, 8), suffix: 0, form: .ulid, letterCase: letterCase)
    }

    /// A KSUID: 27 base62 characters, 160 bits; not 27 hex digits alone unless all are zeros
    /// (the nil KSUID). The case of its letters is part of the value.
    package static func ksuid(_ text: [UInt8]) -> ParsedIdentifier? {
        guard text.count == 27 else { return nil }
        var number = [UInt8](repeating: 0, count: 20)
        for byte in text {
            guard let digit = base62.firstIndex(of: byte) else { return nil }
            guard let next = multiplyAdd(number, base: 62, digit: digit) else { return nil }
            number = next
        }
        if text.allSatisfy({ hexDigits.contains($0) }) && text.contains(where: { $0 != 0x30 }) { return nil }
        return ParsedIdentifier(
            high: word(number, 0), low: word(number, 8), suffix: UInt32(word(number, 16, count: 4)), form: .ksuid,
            letterCase: .significant)
    }

    /// A Snowflake id: 17 to 19 decimal digits, no leading zero, below 2^63.
    package static func snowflake(_ text: [UInt8]) -> ParsedIdentifier? {
        guard (17...19).contains(text.count), text.allSatisfy({ (0x30...0x39).contains($0) }), text.first != 0x30,
            let value = UInt64(String(decoding: text, as: UTF8.self)), value <= UInt64(Int64.max)
        else { return nil }
        return ParsedIdentifier(high: value, low: 0, suffix: 0, form: .snowflake, letterCase: .lower)
    }
}
