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
        decode8(word: UInt64(littleEndian: source.loadUnaligned(as: UInt64.self)))
    }

    /// Decodes the 8 digits held in `x`, first digit in the least significant byte; see
    /// `decode8(_:)`.
    @inlinable @inline(__always)
    static func decode8(word x: UInt64) -> (value: UInt32, valid: Bool) {
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

extension Hex {
    /// Decodes 32 ASCII hex digits (any case) held in two vectors of two words each, digit i in
    /// byte i mod 8 (least significant first) of word i / 8 (`first` holds digits 0-15, `second`
    /// 16-31), into their 128-bit value. `valid` is
    /// false when any of the 32 bytes is not a hex digit; the value is then meaningless.
    ///
    /// The range tests are `decode8`'s, run on both 64-bit lanes at once (SSE2 `paddq`/`pand`
    /// in the portable build). They are written on 64-bit lanes on purpose: written on byte lanes,
    /// LLVM recognises them as byte comparisons, which SSE2 lacks, and scalarises the lot.
    /// Digit values: a letter has bit 6 set, and its low nibble plus 9 is its value; each 16-bit
    /// lane then holds a digit pair (first digit in the low byte), which becomes one byte, and
    /// the 16 bytes are narrowed into one vector (`packuswb`).
    @inlinable @inline(__always)
    static func decode32(_ first: SIMD2<UInt64>, _ second: SIMD2<UInt64>) -> (high: UInt64, low: UInt64, valid: Bool) {
        #if _endian(big)
        // The lane reinterpretations below assume little-endian lanes.
        let a = decode8(word: first[0]), b = decode8(word: first[1])
        let c = decode8(word: second[0]), d = decode8(word: second[1])
        return (
            UInt64(a.value) &<< 32 | UInt64(b.value), UInt64(c.value) &<< 32 | UInt64(d.value),
            a.valid && b.valid && c.valid && d.valid
        )
        #else
        @inline(__always) func splat(_ byte: UInt64) -> SIMD2<UInt64> { SIMD2(repeating: ones &* byte) }
        // High bit of each byte set where it is a hex digit; see `decode8`.
        @inline(__always) func digitBits(_ x: SIMD2<UInt64>) -> SIMD2<UInt64> {
            let isDigit = (x &+ splat(0x80 - 0x30)) & ~(x &+ splat(0x80 - 0x3A))
            let folded = x | splat(0x20)
            let isLetter = (folded &+ splat(0x80 - 0x61)) & ~(folded &+ splat(0x80 - 0x67))
            return (isDigit | isLetter) & ~x
        }
        // Eight bytes from sixteen digits, one per 16-bit lane (high byte of the lane zero).
        @inline(__always) func pairs(_ x: SIMD2<UInt64>) -> SIMD8<UInt16> {
            let digits = unsafeBitCast(x, to: SIMD8<UInt16>.self)
            let letters = (digits &>> 6) & 0x0101
            let values = digits &+ ((letters &<< 3) | letters)
            return ((values &<< 4) & 0x00F0) | ((values &>> 8) & 0x000F)
        }
        let all = digitBits(first) & digitBits(second) & splat(0x80)
        // Narrowed lane by lane, which LLVM folds into `packuswb` (every lane is below 256);
        // `SIMD16<UInt8>(truncatingIfNeeded:)` did the same but stayed an out-of-line call.
        let a = pairs(first), b = pairs(second)
        let bytes = SIMD16<UInt8>(
            UInt8(truncatingIfNeeded: a[0]), UInt8(truncatingIfNeeded: a[1]), UInt8(truncatingIfNeeded: a[2]),
            UInt8(truncatingIfNeeded: a[3]), UInt8(truncatingIfNeeded: a[4]), UInt8(truncatingIfNeeded: a[5]),
            UInt8(truncatingIfNeeded: a[6]), UInt8(truncatingIfNeeded: a[7]), UInt8(truncatingIfNeeded: b[0]),
            UInt8(truncatingIfNeeded: b[1]), UInt8(truncatingIfNeeded: b[2]), UInt8(truncatingIfNeeded: b[3]),
            UInt8(truncatingIfNeeded: b[4]), UInt8(truncatingIfNeeded: b[5]), UInt8(truncatingIfNeeded: b[6]),
            UInt8(truncatingIfNeeded: b[7]))
        let words = unsafeBitCast(bytes, to: SIMD2<UInt64>.self)
        return (UInt64(bigEndian: words[0]), UInt64(bigEndian: words[1]), all[0] & all[1] == highBits)
        #endif
    }

    /// Decodes the 32 hex digits at `source`; see `decode32(_:_:)`.
    @inlinable @inline(__always)
    static func decode32(_ source: UnsafeRawPointer) -> (high: UInt64, low: UInt64, valid: Bool) {
        @inline(__always) func word(_ offset: Int) -> UInt64 {
            UInt64(littleEndian: source.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        }
        return decode32(SIMD2(word(0), word(8)), SIMD2(word(16), word(24)))
    }
}
