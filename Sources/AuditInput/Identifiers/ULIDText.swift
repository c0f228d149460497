/// ULIDs (the ULID specification, github.com/ulid/spec): 128 bits, the first 48 of them Unix
/// milliseconds and the other 80 random, written as 26 characters of Crockford's base32
/// (`0-9`, then `A-Z` without `I`, `L`, `O` and `U`; either case), 5 bits a character, most
/// significant first. 26 characters hold 130 bits, so the first is at most `7`.
///
/// Twenty-six hex digits alone (`0-9`, `A-F`, either case) are not read as a ULID, but for
/// the nil ULID (all `0`): they are the sign of a longer hex identifier cut short by a narrow
/// column (a 32-digit UUID in a `CHAR(26)`). A real ULID spells its 16 random characters in
/// hex digits alone with probability 2⁻¹⁶, and its time's third character, which changes
/// about once a year, is a letter past `F` half of the time (`01K`… in 2025-2026).
package enum ULIDText {
    package static let length = 26

    /// The 128 bits of the 26 characters at `p`, or `nil` when they are not a ULID. Out of
    /// line: the UUID forms do not carry its code.
    package static func value(_ p: UnsafeRawPointer) -> (high: UInt64, low: UInt64)? {
        var high: UInt64 = 0, low: UInt64 = 0
        // Every value ORed, and every byte: bit 4 of the first says a letter past F was seen,
        // bit 7 of the second a byte outside ASCII.
        var values: UInt8 = 0, bytes: UInt8 = 0
        let table = AlphabetTables.crockfordValues
        for offset in 0..<length {
            let byte = p.load(fromByteOffset: offset, as: UInt8.self)
            bytes |= byte
            let value = table[Int(byte & 0x7F)] &- 0x30
            if value >= 32 { return nil }
            values |= value
            high = high &<< 5 | low &>> 59
            low = low &<< 5 | UInt64(value)
        }
        // The first character's top two bits would be bits 129-130.
        guard bytes < 0x80, values & 0x10 != 0 || values == 0, p.load(as: UInt8.self) <= 0x37 else { return nil }
        return (high, low)
    }

    /// Why the 26 bytes at `p` are not a ULID (error path only).
    package static func diagnose(_ p: UnsafeRawPointer) -> String {
        let table = AlphabetTables.crockfordValues
        for offset in 0..<length {
            let byte = p.load(fromByteOffset: offset, as: UInt8.self)
            if byte >= 0x80 || table[Int(byte)] &- 0x30 >= 32 {
                return "invalid character \(shown(byte)) at index \(offset) (a 26-character ULID is Crockford base32)"
            }
        }
        if p.load(as: UInt8.self) > 0x37 {
            return "a ULID starts with 0-7: '\(Character(Unicode.Scalar(p.load(as: UInt8.self))))' at index 0 makes it longer than 128 bits"
        }
        return "26 hex digits are a longer hex identifier cut short, not a ULID (whose letters go past F)"
    }

    /// Appends the 26 characters of `high`, `low` to `bytes`, uppercase as the specification
    /// writes them.
    package static func write(high: UInt64, low: UInt64, to bytes: inout [UInt8]) {
        let alphabet = AlphabetTables.crockford
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(0, count: length))
        var (high, low) = (high, low)
        for index in stride(from: start + length - 1, through: start, by: -1) {
            bytes[index] = alphabet[Int(low & 31)]
            low = low &>> 5 | high &<< 59
            high &>>= 5
        }
    }

    /// A byte for a message: the character, or its hex code outside printable ASCII.
    static func shown(_ byte: UInt8) -> String {
        (0x20..<0x7F).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "'0x\(String(byte, radix: 16, uppercase: true))'"
    }
}
