/// MD5 registers for several messages at once: lane j of `a`, `b`, `c`, `d` belongs to
/// message j. The step functions are those of ``MD5State`` written with vector operations, so
/// one instruction advances every message (multi-buffer hashing).
@frozen @usableFromInline
struct MD5LaneState {
    /// One message per lane. Sixteen lanes lower to four SSE2 registers per value in a
    /// portable build and to one AVX-512 register in a native one: as fast as 8 lanes in the
    /// portable build, much faster in the native one (bulk OpenUDID generation:
    /// Benchmarks/records/choices-in-the-code.md, "MD5 lanes").
    @usableFromInline typealias Lanes = SIMD16<UInt32>

    @usableFromInline var a: Lanes
    @usableFromInline var b: Lanes
    @usableFromInline var c: Lanes
    @usableFromInline var d: Lanes

    /// The initial registers of RFC 1321 §3.3 in every lane.
    @inlinable
    init() {
        a = Lanes(repeating: 0x6745_2301)
        b = Lanes(repeating: 0xEFCD_AB89)
        c = Lanes(repeating: 0x98BA_DCFE)
        d = Lanes(repeating: 0x1032_5476)
    }

    /// Rotation as shift, shift, add: the halves share no bit, so `&+` equals `|`. Written with
    /// `|`, Swift 6.3 lets LLVM match a rotate that its vectorizer then splits into one scalar
    /// `rol` per lane (see `ChaCha20.swift`).
    @inlinable @inline(__always)
    static func rotate(_ v: Lanes, _ s: UInt32) -> Lanes {
        (v &<< s) &+ (v &>> (32 &- s))
    }

    @inlinable @inline(__always)
    static func f(_ a: Lanes, _ b: Lanes, _ c: Lanes, _ d: Lanes, _ x: Lanes, _ t: UInt32, _ s: UInt32) -> Lanes {
        b &+ rotate(a &+ (d ^ (b & (c ^ d))) &+ x &+ Lanes(repeating: t), s)
    }

    @inlinable @inline(__always)
    static func g(_ a: Lanes, _ b: Lanes, _ c: Lanes, _ d: Lanes, _ x: Lanes, _ t: UInt32, _ s: UInt32) -> Lanes {
        b &+ rotate(a &+ x &+ Lanes(repeating: t) &+ (c & ~d) &+ (b & d), s)
    }

    @inlinable @inline(__always)
    static func h(_ a: Lanes, _ b: Lanes, _ c: Lanes, _ d: Lanes, _ x: Lanes, _ t: UInt32, _ s: UInt32) -> Lanes {
        b &+ rotate(a &+ x &+ Lanes(repeating: t) &+ (b ^ c ^ d), s)
    }

    @inlinable @inline(__always)
    static func i(_ a: Lanes, _ b: Lanes, _ c: Lanes, _ d: Lanes, _ x: Lanes, _ t: UInt32, _ s: UInt32) -> Lanes {
        b &+ rotate(a &+ x &+ Lanes(repeating: t) &+ (c ^ (b | ~d)), s)
    }

    /// The digest of lane `lane`.
    @inlinable @inline(__always)
    func digest(lane: Int) -> MD5Digest {
        MD5State(a: a[lane], b: b[lane], c: c[lane], d: d[lane]).digest
    }
}

/// Sixteen message words, one message per lane (word k of message j is `wk[j]`).
@frozen @usableFromInline
struct MD5LaneBlock {
    @usableFromInline typealias Lanes = MD5LaneState.Lanes
    @usableFromInline var w0, w1, w2, w3, w4, w5, w6, w7: Lanes
    @usableFromInline var w8, w9, w10, w11, w12, w13, w14, w15: Lanes

    @inlinable @inline(__always)
    init(
        _ w0: Lanes, _ w1: Lanes, _ w2: Lanes, _ w3: Lanes, _ w4: Lanes, _ w5: Lanes, _ w6: Lanes, _ w7: Lanes,
        _ w8: Lanes, _ w9: Lanes, _ w10: Lanes, _ w11: Lanes, _ w12: Lanes, _ w13: Lanes, _ w14: Lanes, _ w15: Lanes
    ) {
        self.w0 = w0; self.w1 = w1; self.w2 = w2; self.w3 = w3
        self.w4 = w4; self.w5 = w5; self.w6 = w6; self.w7 = w7
        self.w8 = w8; self.w9 = w9; self.w10 = w10; self.w11 = w11
        self.w12 = w12; self.w13 = w13; self.w14 = w14; self.w15 = w15
    }
}
