extension Hex {
    /// Decodes the 8 ASCII hex digits at `source` (any case) into their value, most significant
    /// digit first. `valid` is false when any of the 8 bytes is not a hex digit; the value is
    /// then meaningless. No branches depend on the input.
    ///
    /// For a byte x < 0x80, `x + (0x80 - lo)` has its high bit set exactly when x ≥ lo, and the
    /// sum stays below 0x100, so no carry crosses into the next byte. That gives the range tests
    /// '0'...'9' and (x | 0x20) in 'a'...'f' for all eight bytes at once. Bytes ≥ 0x80 are
    /// rejected through their own high bit (their sums may carry, but the result is already
    /// invalid).
    @inlinable @inline(__always)
    static func decode8(_ source: UnsafeRawPointer) -> (value: UInt32, valid: Bool) {
        let x = UInt64(littleEndian: source.loadUnaligned(as: UInt64.self))
        let nonASCII = x & highBits
        let atLeast0 = x &+ ones &* (0x80 - 0x30)
        let above9 = x &+ ones &* (0x80 - 0x3A)
        let isDigit = atLeast0 & ~above9 & highBits
        let folded = x | (ones &* 0x20)
        let atLeastA = folded &+ ones &* (0x80 - 0x61)
        let aboveF = folded &+ ones &* (0x80 - 0x67)
        let isLetter = atLeastA & ~aboveF & highBits
        let invalid = nonASCII | (~(isDigit | isLetter) & highBits)

        // '0'-'9' and 'a'-'f'/'A'-'F' all keep their value (minus 9 for letters) in the low
        // nibble: letters get 9 added back.
        var v = (x & lowNibbles) &+ (isLetter &>> 7) &* 9
        // Gather: byte i holds digit i (first digit in the lowest byte). Pair neighbours into
        // bytes, bytes into 16-bit words, words into the 32-bit result.
        v = ((v &<< 4) | (v &>> 8)) & 0x00FF_00FF_00FF_00FF
        v = ((v &<< 8) | (v &>> 16)) & 0x0000_FFFF_0000_FFFF
        v = ((v &<< 16) | (v &>> 32)) & 0xFFFF_FFFF
        return (UInt32(truncatingIfNeeded: v), invalid == 0)
    }

    /// Decodes 16 hex digits at `source`; see `decode8`.
    @inlinable @inline(__always)
    static func decode16(_ source: UnsafeRawPointer) -> (value: UInt64, valid: Bool) {
        let high = decode8(source)
        let low = decode8(source + 8)
        return (UInt64(high.value) &<< 32 | UInt64(low.value), high.valid && low.valid)
    }

    /// True when `byte` is an ASCII hex digit. For error reporting only: the fast paths
    /// never ask per character.
    @inlinable
    static func isDigit(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x61...0x66).contains(byte | 0x20)
    }

    /// The index of the first byte in `range` of `input` that is not a hex digit, if any.
    @usableFromInline
    static func firstNonDigit(in input: UnsafeRawBufferPointer, _ range: Range<Int>) -> Int? {
        range.first { !isDigit(input[$0]) }
    }
}
