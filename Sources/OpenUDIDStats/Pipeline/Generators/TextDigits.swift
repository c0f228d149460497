/// Writes numbers as ASCII digits into raw memory, for identifier inputs built without
/// `String`.
enum TextDigits {
    /// Writes `value` in decimal, no padding, and returns the number of bytes (1...20).
    @inline(__always)
    static func writeDecimal(_ value: UInt64, to destination: UnsafeMutableRawPointer) -> Int {
        var digits = 1
        var probe = value
        while probe >= 10 { probe /= 10; digits += 1 }
        var rest = value
        for offset in stride(from: digits - 1, through: 0, by: -1) {
            destination.storeBytes(of: UInt8(truncatingIfNeeded: 0x30 + rest % 10), toByteOffset: offset, as: UInt8.self)
            rest /= 10
        }
        return digits
    }

    /// Writes `value` in lowercase hex, no leading zeros (as `String(value, radix: 16)`), and
    /// returns the number of bytes (1...16).
    @inline(__always)
    static func writeHex(_ value: UInt64, to destination: UnsafeMutableRawPointer) -> Int {
        let digits = value == 0 ? 1 : (67 - value.leadingZeroBitCount) / 4
        for offset in 0..<digits {
            let nibble = UInt8(truncatingIfNeeded: value >> UInt64(4 * (digits - 1 - offset))) & 0xF
            destination.storeBytes(of: nibble < 10 ? 0x30 + nibble : 0x57 + nibble, toByteOffset: offset, as: UInt8.self)
        }
        return digits
    }
}
