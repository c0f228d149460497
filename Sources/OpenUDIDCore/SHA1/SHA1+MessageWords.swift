extension SHA1State {
    /// Words 4q...4q+3 of the four blocks at `blocks + 64 * lanes[i]` (q = `quarter`), read
    /// big-endian (FIPS 180-4 §3.1) and arranged one block per lane: result j holds word 4q + j
    /// of block i in lane i, as the schedule wants them.
    ///
    /// Each block's 16 bytes come in as one vector, are byte-swapped (``bigEndianWords(_:)``),
    /// and the 4 × 4 words are transposed with two rounds of unpacking (`punpckldq`/`punpckhdq`,
    /// then the 64-bit ones). Loading whole vectors matters: the words used to be loaded,
    /// swapped and stored one by one, and those 64 narrow stores per group were read back 16
    /// bytes at a time; when the input sat at some offsets modulo 4096 from the stack buffer,
    /// its loads were taken for reloads of those stores, and 1 MiB took up to half as long
    /// again (Benchmarks/records/choices-in-the-code.md, "SHA-1 message words loaded whole").
    @inline(__always)
    static func messageWords(_ blocks: UnsafeRawPointer, lanes: SIMD4<Int>, quarter: Int)
        -> (SIMD2<UInt64>, SIMD2<UInt64>, SIMD2<UInt64>, SIMD2<UInt64>)
    {
        @inline(__always) func row(_ lane: Int) -> SIMD4<UInt32> {
            bigEndianWords(blocks.loadUnaligned(fromByteOffset: lanes[lane] &* 64 &+ quarter &* 16, as: SIMD4<UInt32>.self))
        }
        let r0 = row(0), r1 = row(1), r2 = row(2), r3 = row(3)
        // Every element named: LLVM sees constant shuffles (unpacks), not lane-by-lane moves.
        let low01 = unsafeBitCast(SIMD4<UInt32>(r0[0], r1[0], r0[1], r1[1]), to: SIMD2<UInt64>.self)
        let low23 = unsafeBitCast(SIMD4<UInt32>(r2[0], r3[0], r2[1], r3[1]), to: SIMD2<UInt64>.self)
        let high01 = unsafeBitCast(SIMD4<UInt32>(r0[2], r1[2], r0[3], r1[3]), to: SIMD2<UInt64>.self)
        let high23 = unsafeBitCast(SIMD4<UInt32>(r2[2], r3[2], r2[3], r3[3]), to: SIMD2<UInt64>.self)
        return (SIMD2(low01[0], low23[0]), SIMD2(low01[1], low23[1]), SIMD2(high01[0], high23[0]), SIMD2(high01[1], high23[1]))
    }

    /// The four words of `v` read as big-endian words. SSE2 has no byte shuffle, so the bytes of
    /// each 16-bit half swap by shifts (`psllw`, `psrlw`, added: the halves never share a bit,
    /// and an `|` here could be read as a rotation that LLVM lowers lane by lane), and the two
    /// halves of each word by a 16-bit shuffle (`pshuflw` + `pshufhw`).
    @inline(__always)
    static func bigEndianWords(_ v: SIMD4<UInt32>) -> SIMD4<UInt32> {
        #if _endian(little)
        let halves = unsafeBitCast(v, to: SIMD8<UInt16>.self)
        let s = (halves &<< 8) &+ (halves &>> 8)
        return unsafeBitCast(SIMD8<UInt16>(s[1], s[0], s[3], s[2], s[5], s[4], s[7], s[6]), to: SIMD4<UInt32>.self)
        #else
        return v
        #endif
    }
}
