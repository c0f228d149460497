/// The four 32-bit chaining registers of MD5 and its step functions (RFC 1321 §3.3-3.4).
@frozen @usableFromInline
struct MD5State: Sendable, Hashable, BlockCompressor {
    @usableFromInline var a: UInt32
    @usableFromInline var b: UInt32
    @usableFromInline var c: UInt32
    @usableFromInline var d: UInt32

    /// The initial registers, RFC 1321 §3.3 (word A = 01 23 45 67 in little-endian byte order).
    @inlinable
    init() {
        a = 0x6745_2301
        b = 0xEFCD_AB89
        c = 0x98BA_DCFE
        d = 0x1032_5476
    }

    @inlinable @inline(__always)
    static func rotate(_ value: UInt32, _ shift: UInt32) -> UInt32 {
        (value &<< shift) | (value &>> (32 &- shift))
    }

    // The order of the additions matters. MD5 is one long dependency chain through `b` (the
    // previous step's result), so each step is written as `(a + x + t) + F(b, c, d)`: the
    // sum on the left, and any part of F without `b` (such as `c ⊕ d`), can be computed while
    // the previous step is still running, leaving only F's last operations, the add, the
    // rotation and the final add on the chain.

    /// Round 1. F(b, c, d) = (b ∧ c) ∨ (¬b ∧ d), written as d ⊕ (b ∧ (c ⊕ d)): one fewer
    /// operation, same bits (where b is 1 pick c, else d).
    @inlinable @inline(__always)
    static func f(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32, _ x: UInt32, _ t: UInt32, _ s: UInt32) -> UInt32 {
        b &+ rotate((a &+ x &+ t) &+ (d ^ (b & (c ^ d))), s)
    }

    /// Round 2. G(b, c, d) = (b ∧ d) ∨ (c ∧ ¬d). The two terms never share a set bit, so the
    /// "or" is an addition, and the term without b can be added before b (the previous step's
    /// result) is ready: the dependency chain through b gets one operation shorter.
    @inlinable @inline(__always)
    static func g(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32, _ x: UInt32, _ t: UInt32, _ s: UInt32) -> UInt32 {
        b &+ rotate((a &+ x &+ t &+ (c & ~d)) &+ (b & d), s)
    }

    /// Round 3. H(b, c, d) = b ⊕ c ⊕ d.
    @inlinable @inline(__always)
    static func h(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32, _ x: UInt32, _ t: UInt32, _ s: UInt32) -> UInt32 {
        b &+ rotate((a &+ x &+ t) &+ (b ^ (c ^ d)), s)
    }

    /// Round 4. I(b, c, d) = c ⊕ (b ∨ ¬d).
    @inlinable @inline(__always)
    static func i(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32, _ x: UInt32, _ t: UInt32, _ s: UInt32) -> UInt32 {
        b &+ rotate((a &+ x &+ t) &+ (c ^ (b | ~d)), s)
    }

    /// RFC 1321 §3.2: the length field is little-endian.
    @inlinable static var lengthIsBigEndian: Bool { false }

    /// Runs the 64 steps over the block at `block`.
    @inlinable @inline(__always)
    mutating func compress(block: UnsafeRawPointer) {
        compress(MD5Block(block))
    }

    /// Registers with the given values.
    @inlinable
    init(a: UInt32, b: UInt32, c: UInt32, d: UInt32) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
    }

    /// The digest of these registers: A, B, C, D, each written little-endian (RFC 1321 §3.5).
    @inlinable
    var digest: MD5Digest {
        MD5Digest(
            high: UInt64(a.byteSwapped) &<< 32 | UInt64(b.byteSwapped),
            low: UInt64(c.byteSwapped) &<< 32 | UInt64(d.byteSwapped))
    }
}
