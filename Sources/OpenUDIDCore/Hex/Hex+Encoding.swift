extension Hex {
    /// Letter case of the digits `a`-`f`.
    @usableFromInline
    enum Case: Sendable {
        case lower, upper

        /// What to add to `'0' + n` for n ≥ 10 to reach the letter: `'a' - '0' - 10` or
        /// `'A' - '0' - 10`.
        @inlinable
        var letterOffset: UInt64 { self == .lower ? 0x27 : 0x07 }
    }

    /// Spreads the eight nibbles of `value` into the eight bytes of a `UInt64`, most significant
    /// nibble in the most significant byte: 0xABCD1234 becomes 0x0A0B0C0D_01020304. Three
    /// shift-or-mask steps halve the field width each time (16, 8, then 4 bits).
    @inlinable @inline(__always)
    static func spreadNibbles(_ value: UInt32) -> UInt64 {
        var v = UInt64(value)
        v = (v | (v &<< 16)) & 0x0000_FFFF_0000_FFFF
        v = (v | (v &<< 8)) & 0x00FF_00FF_00FF_00FF
        v = (v | (v &<< 4)) & lowNibbles
        return v
    }

    /// Turns eight nibble bytes (each 0...15) into eight ASCII hex digits. A byte n becomes
    /// `'0' + n`, plus the letter offset when n ≥ 10; `(n + 6) >> 4` is 1 exactly when n ≥ 10,
    /// and no byte can carry into its neighbour because n + 6 ≤ 21.
    @inlinable @inline(__always)
    static func asciiDigits(_ nibbles: UInt64, _ letterCase: Case) -> UInt64 {
        let isLetter = ((nibbles &+ ones &* 6) &>> 4) & ones
        return nibbles &+ ones &* 0x30 &+ isLetter &* letterCase.letterOffset
    }

    /// Writes the 8 hex digits of `value` (most significant first) at `destination`.
    @inlinable @inline(__always)
    static func encode(_ value: UInt32, _ letterCase: Case, to destination: UnsafeMutableRawPointer) {
        // Memory order is first digit first: store the word big-endian.
        let digits = asciiDigits(spreadNibbles(value), letterCase)
        destination.storeBytes(of: digits.bigEndian, as: UInt64.self)
    }

    /// Writes the 16 hex digits of `value` (most significant first) at `destination`.
    @inlinable @inline(__always)
    static func encode(_ value: UInt64, _ letterCase: Case, to destination: UnsafeMutableRawPointer) {
        encode(UInt32(truncatingIfNeeded: value &>> 32), letterCase, to: destination)
        encode(UInt32(truncatingIfNeeded: value), letterCase, to: destination + 8)
    }
}
