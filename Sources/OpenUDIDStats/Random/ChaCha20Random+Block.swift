extension ChaCha20Random {
    /// The ChaCha20 block function (RFC 8439 §2.3) for blocks `counter` ... `counter + 3` at
    /// once: lane j of each of the sixteen state vectors belongs to block `counter + j`, so
    /// every quarter round runs on four blocks with the same vector instructions. The result
    /// is transposed back into stream order (block 0's sixteen words first).
    @inlinable
    static func fourBlocks(key: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32),
                           nonce: (UInt32, UInt32, UInt32), counter: UInt32, into buffer: inout ChaCha20Buffer) {
        typealias V = SIMD4<UInt32>
        // Row 0 is "expand 32-byte k"; rows 1-2 the key; row 3 counter and nonce.
        let s0 = V(repeating: 0x6170_7865), s1 = V(repeating: 0x3320_646E)
        let s2 = V(repeating: 0x7962_2D32), s3 = V(repeating: 0x6B20_6574)
        let s4 = V(repeating: key.0), s5 = V(repeating: key.1), s6 = V(repeating: key.2), s7 = V(repeating: key.3)
        let s8 = V(repeating: key.4), s9 = V(repeating: key.5), s10 = V(repeating: key.6), s11 = V(repeating: key.7)
        let s12 = V(repeating: counter) &+ V(0, 1, 2, 3)
        let s13 = V(repeating: nonce.0), s14 = V(repeating: nonce.1), s15 = V(repeating: nonce.2)
        var x0 = s0, x1 = s1, x2 = s2, x3 = s3, x4 = s4, x5 = s5, x6 = s6, x7 = s7
        var x8 = s8, x9 = s9, x10 = s10, x11 = s11, x12 = s12, x13 = s13, x14 = s14, x15 = s15

        // Rotations by literal amounts, with the left shift written as a multiplication by
        // 2^k. Written as `(d &<< k) | (d &>> (32 - k))`, LLVM recognises a vector rotate,
        // and for the baseline x86-64 target (SSE2, no vector rotate instruction) lowers it
        // one lane at a time: four extracts, four scalar `rol`s and four inserts per rotation,
        // which made this function a third of the OpenUDID 2011 generation profile. The
        // multiplication hides the pattern from the rotate matcher and is itself lowered to
        // `pslld`, so each rotation is two shifts and an `or` on the whole vector.
        @inline(__always) func rotate(_ x: V, _ k: UInt32) -> V {
            (x &* V(repeating: 1 &<< k)) | (x &>> V(repeating: 32 &- k))
        }
        @inline(__always) func quarter(_ a: inout V, _ b: inout V, _ c: inout V, _ d: inout V) {
            a &+= b; d ^= a; d = rotate(d, 16)
            c &+= d; b ^= c; b = rotate(b, 12)
            a &+= b; d ^= a; d = rotate(d, 8)
            c &+= d; b ^= c; b = rotate(b, 7)
        }
        for _ in 0..<10 {
            // A column round, then a diagonal round.
            quarter(&x0, &x4, &x8, &x12); quarter(&x1, &x5, &x9, &x13)
            quarter(&x2, &x6, &x10, &x14); quarter(&x3, &x7, &x11, &x15)
            quarter(&x0, &x5, &x10, &x15); quarter(&x1, &x6, &x11, &x12)
            quarter(&x2, &x7, &x8, &x13); quarter(&x3, &x4, &x9, &x14)
        }
        x0 &+= s0; x1 &+= s1; x2 &+= s2; x3 &+= s3; x4 &+= s4; x5 &+= s5; x6 &+= s6; x7 &+= s7
        x8 &+= s8; x9 &+= s9; x10 &+= s10; x11 &+= s11; x12 &+= s12; x13 &+= s13; x14 &+= s14; x15 &+= s15

        @inline(__always) func block(_ j: Int) -> SIMD16<UInt32> {
            SIMD16(x0[j], x1[j], x2[j], x3[j], x4[j], x5[j], x6[j], x7[j],
                   x8[j], x9[j], x10[j], x11[j], x12[j], x13[j], x14[j], x15[j])
        }
        buffer.storage = (block(0), block(1), block(2), block(3))
    }
}
