/// KSUIDs (Segment's K-Sortable Unique IDentifier, github.com/segmentio/ksuid): 20 bytes, a
/// 32-bit count of seconds since 2014-05-13T16:53:20Z (Unix time 1 400 000 000) and 128
/// random bits, written as 27 base62 characters (`0-9`, `A-Z`, `a-z`), most significant first,
/// padded with `0`. 27 characters hold more than 160 bits: the largest KSUID is
/// `aWgEPTl1tmebfsQzFP4bxwgy80V` (2¹⁶⁰ − 1).
///
/// The case of a letter is part of the value, so a KSUID has no letter case to count
/// (``ObservedLetterCase/significant``). Twenty-seven hex digits alone are not read as a KSUID,
/// but for the nil KSUID (all `0`): they are a longer hex identifier cut short (a real KSUID
/// is spelled in hex digits alone with probability (22/62)²⁷, about 10⁻¹²).
package enum KSUIDText {
    package static let length = 27

    /// The 160 bits of the 27 characters at `p`, as the first 64 (the timestamp first), the
    /// next 64 and the last 32; `nil` when they are not a KSUID. Out of line.
    package static func value(_ p: UnsafeRawPointer) -> (high: UInt64, low: UInt64, suffix: UInt32)? {
        // The value so far, top · 2^128 + middle · 2^64 + bottom; `top` stays below 2^32.
        var top: UInt64 = 0, middle: UInt64 = 0, bottom: UInt64 = 0
        var bytes: UInt8 = 0
        var hexOnly = true
        let table = AlphabetTables.base62Values
        for offset in 0..<length {
            let byte = p.load(fromByteOffset: offset, as: UInt8.self)
            bytes |= byte
            let digit = table[Int(byte & 0x7F)] &- 0x30
            if digit >= 62 { return nil }
            hexOnly = hexOnly && (digit < 16 || (digit >= 36 && digit < 42))
            // (top, middle, bottom) · 62 + digit, carrying word to word.
            let low = bottom.multipliedFullWidth(by: 62)
            let (sum, carry) = low.low.addingReportingOverflow(UInt64(digit))
            bottom = sum
            let mid = middle.multipliedFullWidth(by: 62)
            // low.high ≤ 61: adding it and the carry cannot overflow a word past mid.high's.
            let (midSum, midCarry) = mid.low.addingReportingOverflow(low.high &+ (carry ? 1 : 0))
            middle = midSum
            top = top &* 62 &+ mid.high &+ (midCarry ? 1 : 0)
            if top >= 1 << 32 { return nil }
        }
        guard bytes < 0x80, !hexOnly || top | middle | bottom == 0 else { return nil }
        return (top &<< 32 | middle &>> 32, middle &<< 32 | bottom &>> 32, UInt32(truncatingIfNeeded: bottom))
    }

    /// Why the 27 bytes at `p` are not a KSUID (error path only).
    package static func diagnose(_ p: UnsafeRawPointer, quotingText: Bool = true) -> String {
        let table = AlphabetTables.base62Values
        for offset in 0..<length {
            let byte = p.load(fromByteOffset: offset, as: UInt8.self)
            if byte >= 0x80 || table[Int(byte)] &- 0x30 >= 62 {
                return "invalid character \(ULIDText.shown(byte, quotingText))at index \(offset) (a 27-character KSUID is base62)"
            }
        }
        // Base62 orders its digits as ASCII does: texts of one length compare as their values.
        let text = String(decoding: UnsafeRawBufferPointer(start: p, count: length), as: UTF8.self)
        if text > largest { return "larger than the largest KSUID, \(largest) (2^160 - 1)" }
        return "27 hex digits are a longer hex identifier cut short, not a KSUID"
    }

    /// 2^160 − 1 in base62.
    static let largest = "aWgEPTl1tmebfsQzFP4bxwgy80V"

    /// Appends the 27 characters of the KSUID `high`, `low`, `suffix` to `bytes`.
    package static func write(high: UInt64, low: UInt64, suffix: UInt32, to bytes: inout [UInt8]) {
        // The 160 bits as five 32-bit limbs, most significant first, divided by 62 in turn.
        var limbs: [UInt64] = [high >> 32, high & 0xFFFF_FFFF, low >> 32, low & 0xFFFF_FFFF, UInt64(suffix)]
        let alphabet = AlphabetTables.base62
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(0x30, count: length))
        for index in stride(from: start + length - 1, through: start, by: -1) {
            var remainder: UInt64 = 0
            for i in limbs.indices {
                let current = remainder << 32 | limbs[i]
                limbs[i] = current / 62
                remainder = current % 62
            }
            bytes[index] = alphabet[Int(remainder)]
        }
    }
}
