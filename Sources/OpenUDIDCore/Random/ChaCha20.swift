/// The ChaCha20 block function of RFC 8439 §2.3, computing several blocks at once.
///
/// Each SIMD lane holds one block: lane j of the sixteen state vectors is the state of the
/// block with counter `counter + j`. The quarter-rounds then run on all lanes with the same
/// instructions, which is how the stream is made fast without any platform-specific code: the
/// vectors lower to SSE2 on any x86-64, and to wider registers where the target has them.
@usableFromInline
enum ChaCha20 {
    /// How many blocks one call computes. Sixteen: the whole 1 KiB buffer in one call. With the
    /// rotations and pairing below, 16 lanes were the fastest in a portable (SSE2) build,
    /// ahead of 8 and 4, although 4 lanes execute fewer instructions; in a native build 16 fill
    /// one AVX-512 register per word and run twice as fast as 8 (Benchmarks/records/choices-in-the-code.md,
    /// "ChaCha20"). ``rotate16(_:)`` is written for exactly 16.
    @usableFromInline typealias Lanes = SIMD16<UInt32>
    @usableFromInline static let lanes = Lanes.scalarCount
    /// Bytes per block.
    @usableFromInline static let blockSize = 64

    /// "expand 32-byte k", the first four state words (RFC 8439 §2.3).
    @usableFromInline static let constants: (UInt32, UInt32, UInt32, UInt32) =
        (0x6170_7865, 0x3320_646E, 0x7962_2D32, 0x6B20_6574)

    // Rotations by constant amounts. The two shifted halves never share a bit, so adding them
    // equals or-ing them; the addition is written on purpose. With `|` (or `^`), Swift 6.3
    // hands LLVM a rotate pattern that its vectorizer keeps scalar: one `rol` per lane, plus
    // moves in and out of the vector registers, several times slower. With `&+`, the rotate stays
    // a vector shift-shift-or.
    //
    // The rotation by 16 swaps the two 16-bit halves of every word instead, written as a
    // shuffle of 16-bit lanes: SSE2 has no byte shuffle, but it does this one in two
    // instructions (`pshuflw` + `pshufhw`) instead of three plus a register copy, and AVX-512
    // turns the shuffle back into one `vprold`. The rotation by 8 stays arithmetic: as a byte
    // shuffle it measured slower in the portable build (it becomes the same shifts there).
    @inlinable @inline(__always)
    static func rotate16(_ v: Lanes) -> Lanes {
        Lanes(lowHalf: swapHalves(v.lowHalf), highHalf: swapHalves(v.highHalf))
    }
    @inlinable @inline(__always)
    static func swapHalves(_ v: SIMD8<UInt32>) -> SIMD8<UInt32> {
        SIMD8(lowHalf: swapHalves(v.lowHalf), highHalf: swapHalves(v.highHalf))
    }
    @inlinable @inline(__always)
    static func swapHalves(_ v: SIMD4<UInt32>) -> SIMD4<UInt32> {
        // Every element named explicitly: LLVM sees one constant shuffle. (A loop, or the
        // `SIMD[indices]` subscript, reaches it as a chain that it lowers worse.)
        let h = unsafeBitCast(v, to: SIMD8<UInt16>.self)
        return unsafeBitCast(SIMD8<UInt16>(h[1], h[0], h[3], h[2], h[5], h[4], h[7], h[6]), to: SIMD4<UInt32>.self)
    }
    @inlinable @inline(__always)
    static func rotate12(_ v: Lanes) -> Lanes { (v &<< 12) &+ (v &>> 20) }
    @inlinable @inline(__always)
    static func rotate8(_ v: Lanes) -> Lanes { (v &<< 8) &+ (v &>> 24) }
    @inlinable @inline(__always)
    static func rotate7(_ v: Lanes) -> Lanes { (v &<< 7) &+ (v &>> 25) }

    /// Writes `lanes` keystream blocks (counters `counter`, `counter + 1`, …) to `output`, which
    /// must hold `lanes * 64` bytes, **word-interleaved**: the 4 bytes at `(w * lanes + j) * 4`
    /// are word `w` of block `j`. Storing each state vector whole avoids a lane-by-lane
    /// transpose that cost a quarter of the time; a random stream loses nothing by a fixed,
    /// public reordering of its words. Use ``deinterleave(_:)`` to get RFC 8439's byte order.
    ///
    /// - Parameters:
    ///   - key: the eight key words (little-endian words of the 32-byte key).
    ///   - nonce: the three nonce words.
    @inlinable @inline(__always)
    static func blocks(
        key: UnsafePointer<UInt32>, nonce: (UInt32, UInt32, UInt32), counter: UInt32,
        to output: UnsafeMutableRawPointer
    ) {
        blocks(key: key, nonce: nonce, counter: counter, firstWordTo: output, otherWordsTo: output + lanes * 4)
    }

    /// The same blocks as ``blocks(key:nonce:counter:to:)``, with the output split in two: the
    /// first `lanes * 4` bytes (word 0 of every block) at `first`, the other `15 * lanes * 4` at
    /// `rest`. ``SecureRandom`` turns word 0 into the next key and writes the rest straight
    /// into a caller's buffer.
    @inlinable
    static func blocks(
        key: UnsafePointer<UInt32>, nonce: (UInt32, UInt32, UInt32), counter: UInt32,
        firstWordTo first: UnsafeMutableRawPointer, otherWordsTo rest: UnsafeMutableRawPointer
    ) {
        var counters = Lanes(repeating: counter)
        for lane in 0..<lanes { counters[lane] &+= UInt32(truncatingIfNeeded: lane) }
        let s0 = Lanes(repeating: constants.0), s1 = Lanes(repeating: constants.1)
        let s2 = Lanes(repeating: constants.2), s3 = Lanes(repeating: constants.3)
        let s4 = Lanes(repeating: key[0]), s5 = Lanes(repeating: key[1])
        let s6 = Lanes(repeating: key[2]), s7 = Lanes(repeating: key[3])
        let s8 = Lanes(repeating: key[4]), s9 = Lanes(repeating: key[5])
        let s10 = Lanes(repeating: key[6]), s11 = Lanes(repeating: key[7])
        let s12 = counters
        let s13 = Lanes(repeating: nonce.0), s14 = Lanes(repeating: nonce.1)
        let s15 = Lanes(repeating: nonce.2)

        var x0 = s0, x1 = s1, x2 = s2, x3 = s3, x4 = s4, x5 = s5, x6 = s6, x7 = s7
        var x8 = s8, x9 = s9, x10 = s10, x11 = s11, x12 = s12, x13 = s13, x14 = s14, x15 = s15

        // Two quarter-rounds at a time, step by step: `a += b; d ^= a; d <<<= 16` of the first,
        // then of the second, and so on. Each quarter-round is a chain of 16 dependent steps;
        // interleaving two gives the processor independent work without needing more
        // registers than SSE2's sixteen can nearly hold. The pairs are the first and last
        // quarter-rounds of each round, then the middle two: of the pairings and orders
        // measured (all 36), this one was among the fastest in the portable build, clearly
        // faster than one quarter-round after the other; the native build ran the same with all.
        @inline(__always)
        func quarterRounds(
            _ a0: inout Lanes, _ b0: inout Lanes, _ c0: inout Lanes, _ d0: inout Lanes,
            _ a1: inout Lanes, _ b1: inout Lanes, _ c1: inout Lanes, _ d1: inout Lanes
        ) {
            a0 &+= b0; d0 ^= a0; a1 &+= b1; d1 ^= a1
            d0 = rotate16(d0); d1 = rotate16(d1)
            c0 &+= d0; b0 ^= c0; c1 &+= d1; b1 ^= c1
            b0 = rotate12(b0); b1 = rotate12(b1)
            a0 &+= b0; d0 ^= a0; a1 &+= b1; d1 ^= a1
            d0 = rotate8(d0); d1 = rotate8(d1)
            c0 &+= d0; b0 ^= c0; c1 &+= d1; b1 ^= c1
            b0 = rotate7(b0); b1 = rotate7(b1)
        }

        // 20 rounds: 10 × (a column round then a diagonal round), RFC 8439 §2.3.
        for _ in 0..<10 {
            quarterRounds(&x0, &x4, &x8, &x12, &x3, &x7, &x11, &x15)
            quarterRounds(&x1, &x5, &x9, &x13, &x2, &x6, &x10, &x14)
            quarterRounds(&x0, &x5, &x10, &x15, &x3, &x4, &x9, &x14)
            quarterRounds(&x1, &x6, &x11, &x12, &x2, &x7, &x8, &x13)
        }

        // Add the input state and store the sixteen vectors one after the other.
        store(x0 &+ s0, at: first)
        let others = (
            x1 &+ s1, x2 &+ s2, x3 &+ s3, x4 &+ s4, x5 &+ s5, x6 &+ s6, x7 &+ s7,
            x8 &+ s8, x9 &+ s9, x10 &+ s10, x11 &+ s11, x12 &+ s12, x13 &+ s13, x14 &+ s14, x15 &+ s15
        )
        #if _endian(little)
        rest.storeBytes(of: others, as: type(of: others))
        #else
        withUnsafeBytes(of: others) { raw in
            for index in 0..<(15 * lanes) {
                let word = raw.load(fromByteOffset: index * 4, as: UInt32.self)
                rest.storeBytes(of: word.littleEndian, toByteOffset: index * 4, as: UInt32.self)
            }
        }
        #endif
    }

    /// Stores one state vector as little-endian words at `output` (no alignment needed).
    @inlinable @inline(__always)
    static func store(_ vector: Lanes, at output: UnsafeMutableRawPointer) {
        #if _endian(little)
        output.storeBytes(of: vector, as: Lanes.self)
        #else
        for lane in 0..<lanes {
            output.storeBytes(of: vector[lane].littleEndian, toByteOffset: lane * 4, as: UInt32.self)
        }
        #endif
    }

    /// Copies `lanes` word-interleaved blocks (as ``blocks(key:nonce:counter:to:)`` writes them)
    /// from `interleaved` into RFC 8439's stream order, block after block, at `streamOrder`.
    @inlinable
    static func transposeToStreamOrder(from interleaved: UnsafeRawPointer, to streamOrder: UnsafeMutableRawPointer) {
        for word in 0..<16 {
            for lane in 0..<lanes {
                let value = interleaved.loadUnaligned(fromByteOffset: (word &* lanes &+ lane) &* 4, as: UInt32.self)
                streamOrder.storeBytes(of: value, toByteOffset: lane &* 64 &+ word &* 4, as: UInt32.self)
            }
        }
    }

    /// RFC 8439's byte order (block after block) from the word-interleaved order of
    /// ``blocks(key:nonce:counter:to:)``. For tests; the generator never needs it.
    static func deinterleave(_ interleaved: [UInt8]) -> [UInt8] {
        var blocks = [UInt8](repeating: 0, count: interleaved.count)
        interleaved.withUnsafeBytes { source in
            blocks.withUnsafeMutableBytes { destination in
                transposeToStreamOrder(from: source.baseAddress!, to: destination.baseAddress!)
            }
        }
        return blocks
    }
}
