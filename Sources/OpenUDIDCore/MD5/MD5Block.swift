/// One 64-byte block as sixteen little-endian 32-bit words, loaded once before the 64 steps
/// (which read each word four times).
@frozen @usableFromInline
struct MD5Block {
    @usableFromInline var w0, w1, w2, w3, w4, w5, w6, w7: UInt32
    @usableFromInline var w8, w9, w10, w11, w12, w13, w14, w15: UInt32

    /// Loads 64 bytes from `p`, which need not be aligned.
    @inlinable @inline(__always)
    init(_ p: UnsafeRawPointer) {
        @inline(__always) func word(_ i: Int) -> UInt32 {
            UInt32(littleEndian: p.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self))
        }
        w0 = word(0); w1 = word(1); w2 = word(2); w3 = word(3)
        w4 = word(4); w5 = word(5); w6 = word(6); w7 = word(7)
        w8 = word(8); w9 = word(9); w10 = word(10); w11 = word(11)
        w12 = word(12); w13 = word(13); w14 = word(14); w15 = word(15)
    }
}
