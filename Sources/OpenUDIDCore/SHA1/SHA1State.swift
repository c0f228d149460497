/// The five 32-bit chaining words of SHA-1 (FIPS 180-4 §6.1) and its round functions.
@frozen @usableFromInline
struct SHA1State: Sendable, Hashable, BlockCompressor {
    @usableFromInline var a: UInt32
    @usableFromInline var b: UInt32
    @usableFromInline var c: UInt32
    @usableFromInline var d: UInt32
    @usableFromInline var e: UInt32

    /// The initial hash value H(0), FIPS 180-4 §5.3.1 (its first four words are MD5's A-D).
    @inlinable
    init() {
        (a, b, c, d, e) = (0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476, 0xC3D2_E1F0)
    }

    /// FIPS 180-4 §5.1.1: the length field is big-endian.
    @inlinable static var lengthIsBigEndian: Bool { true }

    /// The digest: H0...H4, each written big-endian (FIPS 180-4 §6.1.2).
    @inlinable
    var digest: SHA1Digest {
        SHA1Digest(high: UInt64(a) &<< 32 | UInt64(b), middle: UInt64(c) &<< 32 | UInt64(d), low: e)
    }

    @inlinable @inline(__always)
    static func rotate(_ value: UInt32, _ shift: UInt32) -> UInt32 {
        (value &<< shift) | (value &>> (32 &- shift))
    }

    /// ROTL1 of each of the four 32-bit lanes of `value`, which holds them as two 64-bit lanes.
    ///
    /// The shifts are done on 32-bit lanes and the two halves combined on 64-bit ones. Written
    /// on 32-bit lanes throughout, the rotation is an idiom LLVM recognises as a vector funnel
    /// shift, which SSE2 lacks, and depending on the surrounding code it then rewrote the whole
    /// schedule as scalar code. The 64-bit view hides the idiom; the instructions are the same
    /// three (`paddd`, `psrld`, `por`), and the xors of the schedule are lane-size agnostic.
    @usableFromInline @inline(__always)
    static func rotateLanesLeftOne(_ value: SIMD2<UInt64>) -> SIMD2<UInt64> {
        let lanes = unsafeBitCast(value, to: SIMD4<UInt32>.self)
        return unsafeBitCast(lanes &<< 1, to: SIMD2<UInt64>.self) ^ unsafeBitCast(lanes &>> 31, to: SIMD2<UInt64>.self)
    }

    // One round, FIPS 180-4 §6.1.2 step 3: T = ROTL5(a) + f(b, c, d) + e + K + W, then the
    // registers shift down with b rotated by 30. The caller renames registers instead of moving
    // them, so a round only writes `e` (which becomes the new a) and `b` (the new c).
    //
    // The sum is written with ROTL5(a) last. `a` is the previous round's result, the only input
    // not ready a round early: b, c, d and e all come from earlier rounds, and K + W from the
    // schedule. So each round adds one rotation and one addition to the dependency chain.

    /// Rounds 0-19. Ch(b, c, d) = (b ∧ c) ⊕ (¬b ∧ d), written d ⊕ (b ∧ (c ⊕ d)): where b is 1
    /// pick c, else d; `c ⊕ d` does not wait for b.
    @inlinable @inline(__always)
    static func choose(_ a: UInt32, _ b: inout UInt32, _ c: UInt32, _ d: UInt32, _ e: inout UInt32, _ wk: UInt32) {
        e = (e &+ wk &+ (d ^ (b & (c ^ d)))) &+ rotate(a, 5)
        b = rotate(b, 30)
    }

    /// Rounds 20-39 and 60-79. Parity(b, c, d) = b ⊕ c ⊕ d.
    @inlinable @inline(__always)
    static func parity(_ a: UInt32, _ b: inout UInt32, _ c: UInt32, _ d: UInt32, _ e: inout UInt32, _ wk: UInt32) {
        e = (e &+ wk &+ (b ^ (c ^ d))) &+ rotate(a, 5)
        b = rotate(b, 30)
    }

    /// Rounds 40-59. Maj(b, c, d) = (b ∧ c) ⊕ (b ∧ d) ⊕ (c ∧ d), written (c ∧ d) + (b ∧ (c ⊕ d)):
    /// the two terms never share a set bit (the first where c and d agree on 1, the second where
    /// they differ), so the sum is the same bits, and the term without b is added early.
    @inlinable @inline(__always)
    static func majority(_ a: UInt32, _ b: inout UInt32, _ c: UInt32, _ d: UInt32, _ e: inout UInt32, _ wk: UInt32) {
        e = (e &+ wk &+ (c & d) &+ (b & (c ^ d))) &+ rotate(a, 5)
        b = rotate(b, 30)
    }
}
