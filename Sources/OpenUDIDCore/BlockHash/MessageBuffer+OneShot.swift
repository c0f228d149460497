extension MessageBuffer {
    /// Compresses all of `bytes` and its padding into `state` in at most two calls to
    /// ``BlockCompressor/compress(blocks:count:)``: the whole blocks where they lie, then the
    /// rest of the message and the padding (one to three blocks) from the stack. A message of
    /// fewer than 128 bytes goes entirely through the stack, in one call, so that a function
    /// which works on several blocks at once (SHA-1's schedule) sees all of them together.
    @inlinable @inline(__always)
    static func compressMessage<State: BlockCompressor>(_ bytes: UnsafeRawBufferPointer, into state: inout State) {
        let count = bytes.count
        let direct = count < 128 ? 0 : count & ~63
        if direct > 0 { state.compress(blocks: bytes.baseAddress!, count: direct &>> 6) }
        let rest = count &- direct
        // The rest, the 0x80 byte and the 8-byte length, rounded up to whole blocks.
        let blocks = (rest &+ 8) &>> 6 &+ 1
        var storage = (MessageBlock(), MessageBlock(), MessageBlock())
        withUnsafeMutableBytes(of: &storage) { tail in
            let base = tail.baseAddress!
            if rest > 0 { base.copyMemory(from: bytes.baseAddress! + direct, byteCount: rest) }
            base.storeBytes(of: 0x80, toByteOffset: rest, as: UInt8.self)
            let bitLength = UInt64(truncatingIfNeeded: count) &<< 3
            let field = State.lengthIsBigEndian ? bitLength.bigEndian : bitLength.littleEndian
            base.storeBytes(of: field, toByteOffset: blocks &* 64 &- 8, as: UInt64.self)
            state.compress(blocks: base, count: blocks)
        }
    }
}
