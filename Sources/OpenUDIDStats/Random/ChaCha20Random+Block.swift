extension ChaCha20Random {
    /// "expand 32-byte k", the constant first row (RFC 8439 §2.3).
    @usableFromInline
    static let constants = SIMD4<UInt32>(0x6170_7865, 0x3320_646E, 0x7962_2D32, 0x6B20_6574)

    /// The ChaCha20 block function (RFC 8439 §2.3): 20 rounds over the 4×4 state, then the
    /// input added back in.
    ///
    /// The state is held as four rows. A column round applies the quarter round to all four
    /// columns at once, lane-wise; rotating rows 1-3 by 1, 2 and 3 lanes then lines the
    /// diagonals up as columns, so the diagonal round is the same lane-wise code, and the
    /// inverse rotation puts them back (the "diagonalisation" trick of SIMD ChaCha
    /// implementations).
    @inlinable
    static func block(key0: SIMD4<UInt32>, key1: SIMD4<UInt32>, counterAndNonce: SIMD4<UInt32>)
        -> (SIMD4<UInt32>, SIMD4<UInt32>, SIMD4<UInt32>, SIMD4<UInt32>)
    {
        var a = constants, b = key0, c = key1, d = counterAndNonce
        // Rotations by literal amounts: with the amount in a variable, SIMD shifts (which mask
        // their amount per lane) may be lowered lane by lane.
        @inline(__always) func quarterRounds() {
            a &+= b; d ^= a; d = (d &<< 16) | (d &>> 16)
            c &+= d; b ^= c; b = (b &<< 12) | (b &>> 20)
            a &+= b; d ^= a; d = (d &<< 8) | (d &>> 24)
            c &+= d; b ^= c; b = (b &<< 7) | (b &>> 25)
        }
        for _ in 0..<10 {
            quarterRounds()
            b = SIMD4(b[1], b[2], b[3], b[0])
            c = SIMD4(c[2], c[3], c[0], c[1])
            d = SIMD4(d[3], d[0], d[1], d[2])
            quarterRounds()
            b = SIMD4(b[3], b[0], b[1], b[2])
            c = SIMD4(c[2], c[3], c[0], c[1])
            d = SIMD4(d[1], d[2], d[3], d[0])
        }
        return (a &+ constants, b &+ key0, c &+ key1, d &+ counterAndNonce)
    }
}
