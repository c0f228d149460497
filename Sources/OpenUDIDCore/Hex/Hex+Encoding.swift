extension Hex {
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
    static func asciiDigits(_ nibbles: UInt64, _ letterCase: LetterCase) -> UInt64 {
        let isLetter = ((nibbles &+ ones &* 6) &>> 4) & ones
        return nibbles &+ ones &* 0x30 &+ isLetter &* letterCase.letterOffset
    }

    /// Writes the 8 hex digits of `value` (most significant first) at `destination`.
    @inlinable @inline(__always)
    static func encode(_ value: UInt32, _ letterCase: LetterCase, to destination: UnsafeMutableRawPointer) {
        // Memory order is first digit first: store the word big-endian.
        let digits = asciiDigits(spreadNibbles(value), letterCase)
        destination.storeBytes(of: digits.bigEndian, as: UInt64.self)
    }

    /// Writes the 16 hex digits of `value` (most significant first) at `destination`.
    @inlinable @inline(__always)
    static func encode(_ value: UInt64, _ letterCase: LetterCase, to destination: UnsafeMutableRawPointer) {
        #if _endian(little)
        let digits = digits(ofBytes: value.bigEndian, letterCase)
        destination.storeBytes(of: digits[0], as: UInt64.self)
        destination.storeBytes(of: digits[1], toByteOffset: 8, as: UInt64.self)
        #else
        encode(UInt32(truncatingIfNeeded: value &>> 32), letterCase, to: destination)
        encode(UInt32(truncatingIfNeeded: value), letterCase, to: destination + 8)
        #endif
    }

    #if _endian(little)
    /// The 16 ASCII hex digits of the 8 bytes of `bytes` taken in memory order (on this
    /// little-endian machine: least significant byte first), as two words to store in that
    /// order: digits 0-7, then 8-15.
    ///
    /// One 16-byte vector does all eight bytes (SSE2 in a portable build): widening the bytes
    /// to 16-bit lanes (`punpcklbw`) makes room for the two digits of each, `(w >> 4) | (w & 15)
    /// << 8` puts the high nibble in the lane's first byte and the low one in its second, and
    /// the letter test of ``asciiDigits(_:_:)`` runs on all sixteen nibbles at once (`pmullw`
    /// by the letter offset). Less than half the time of the scalar ``spreadNibbles(_:)`` route
    /// for a canonical UUID (Benchmarks/records/choices-in-the-code.md, "Hex digits of 8 bytes with one vector").
    @inlinable @inline(__always)
    static func digits(ofBytes bytes: UInt64, _ letterCase: LetterCase) -> SIMD2<UInt64> {
        // Zero-extension lane by lane, which LLVM folds into one `punpcklbw`.
        // (`SIMD8<UInt16>(truncatingIfNeeded:)` does the same but stayed an out-of-line call.)
        let narrow = unsafeBitCast(bytes, to: SIMD8<UInt8>.self)
        let wide = SIMD8<UInt16>(
            UInt16(narrow[0]), UInt16(narrow[1]), UInt16(narrow[2]), UInt16(narrow[3]),
            UInt16(narrow[4]), UInt16(narrow[5]), UInt16(narrow[6]), UInt16(narrow[7]))
        let nibbles = (wide &>> 4) | ((wide & 0x000F) &<< 8)
        let isLetter = ((nibbles &+ 0x0606) &>> 4) & 0x0101
        let ascii = nibbles &+ 0x3030 &+ isLetter &* SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: letterCase.letterOffset))
        return unsafeBitCast(ascii, to: SIMD2<UInt64>.self)
    }
    #endif
}
