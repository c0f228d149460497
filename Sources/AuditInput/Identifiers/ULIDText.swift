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
    ///
    /// The characters are read in three runs, each into one word, so that a character costs
    /// one shift and one OR rather than a shift across two words: characters 0-12 hold the top
    /// 63 bits (`a`, the first character's 3 and 12 × 5), 13-24 the next 60 (`b`) and 25 the
    /// last 5 (`c`); the value is a · 2⁶⁵ + b · 2⁵ + c. Every decoded value is ORed into
    /// `values`, so one test at the end finds a character outside the alphabet (its value, 78,
    /// is 32 or more) and tells whether any was a letter past F (bit 4).
    package static func value(_ p: UnsafeRawPointer) -> (high: UInt64, low: UInt64)? {
        let table = AlphabetTables.crockfordValues
        var values: UInt8 = 0, bytes: UInt8 = 0
        func run(_ range: Range<Int>) -> UInt64 {
            var word: UInt64 = 0
            for offset in range {
                let byte = p.load(fromByteOffset: offset, as: UInt8.self)
                bytes |= byte
                let value = table[Int(byte & 0x7F)] &- 0x30
                values |= value
                word = word &<< 5 | UInt64(value)
            }
            return word
        }
        let a = run(0..<13), b = run(13..<25), c = run(25..<26)
        // Outside ASCII, outside the alphabet, hex digits alone (but the nil ULID), or a first
        // character past 7 (bits 129-130).
        guard bytes < 0x80, values < 32, values & 0x10 != 0 || values == 0, p.load(as: UInt8.self) <= 0x37 else { return nil }
        return (a &<< 1 | b &>> 59, b &<< 5 | c)
    }

    /// Why the 26 bytes at `p` are not a ULID (error path only).
    package static func diagnose(_ p: UnsafeRawPointer, quotingText: Bool = true) -> String {
        let table = AlphabetTables.crockfordValues
        for offset in 0..<length {
            let byte = p.load(fromByteOffset: offset, as: UInt8.self)
            if byte >= 0x80 || table[Int(byte)] &- 0x30 >= 32 {
                return "invalid character \(shown(byte, quotingText))at index \(offset) (a 26-character ULID is Crockford base32)"
            }
        }
        if p.load(as: UInt8.self) > 0x37 {
            let first = quotingText ? shown(p.load(as: UInt8.self), true) : "the character "
            return "a ULID starts with 0-7: \(first)at index 0 makes it longer than 128 bits"
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

    /// A byte for a message, followed by a space: the character, or its hex code outside
    /// printable ASCII; nothing when the message may not quote the text.
    static func shown(_ byte: UInt8, _ quotingText: Bool) -> String {
        guard quotingText else { return "" }
        return (0x20..<0x7F).contains(byte)
            ? "'\(Character(Unicode.Scalar(byte)))' " : "'0x\(String(byte, radix: 16, uppercase: true))' "
    }
}
