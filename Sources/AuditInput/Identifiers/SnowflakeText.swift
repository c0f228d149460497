/// Snowflake ids (Twitter's 2010 design, since copied by Discord, Instagram, Mastodon and
/// others): a 64-bit integer whose top bit is 0, then 41 bits of milliseconds since an epoch
/// of the maker's choosing, 10 bits of worker, 12 of sequence; written in decimal.
///
/// What the audit reads as one: 17 to 19 decimal digits, the first not `0`, below 2⁶³. Shorter
/// numbers are left out: they are what row counters, timestamps in microseconds and phone
/// numbers look like, and a Snowflake id reaches 17 digits 27 days after its epoch (2²² · the
/// milliseconds: 10¹⁶ at 2.4 · 10⁹ ms), so a real one is shorter only in its first weeks.
/// Nineteen digits of 2⁶³ or more do not fit the layout.
package enum SnowflakeText {
    /// The lengths read as Snowflake ids.
    package static let lengths = 17...19

    /// The value of the `count` (17-19) bytes at `p`, or `nil` when they are not a Snowflake
    /// id. Out of line.
    package static func value(_ p: UnsafeRawPointer, count: Int) -> UInt64? {
        // 19 digits stay below 10^19 < 2^64: no overflow to check before the end.
        var value: UInt64 = 0
        for offset in 0..<count {
            let digit = p.load(fromByteOffset: offset, as: UInt8.self) &- 0x30
            if digit > 9 { return nil }
            value = value &* 10 &+ UInt64(digit)
        }
        guard p.load(as: UInt8.self) != 0x30, value < 1 << 63 else { return nil }
        return value
    }

    /// Why the `count` bytes at `p` are not a Snowflake id (error path only).
    package static func diagnose(_ p: UnsafeRawPointer, count: Int, quotingText: Bool = true) -> String {
        for offset in 0..<count {
            let byte = p.load(fromByteOffset: offset, as: UInt8.self)
            if byte &- 0x30 > 9 {
                return "invalid character \(ULIDText.shown(byte, quotingText))at index \(offset) "
                    + "(of \(count) characters, only a Snowflake id's decimal digits are read)"
            }
        }
        if p.load(as: UInt8.self) == 0x30 { return "a leading zero: a Snowflake id is written without one" }
        return "2^63 or more: past the 63 bits of a Snowflake id"
    }

    /// Appends the decimal digits of `value` to `bytes`.
    package static func write(_ value: UInt64, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: String(value).utf8)
    }
}
