/// The streaming half of a 64-byte-block hash: a partial block waiting for the rest of it, and
/// the message length so far. Shared by ``MD5`` and ``SHA1``, whose state machines are the
/// same but for the compression function and the length's byte order (``BlockCompressor``).
@frozen @usableFromInline
struct MessageBuffer: Sendable {
    /// Bytes of a partial block.
    @usableFromInline var block = MessageBlock()
    /// How many bytes of `block` are in use (0..<64).
    @usableFromInline var count = 0
    /// Message length so far, in bytes. The padding stores it in bits modulo 2^64: messages of
    /// 2^61 bytes or more wrap, as RFC 1321 §3.2 says for MD5 (FIPS 180-4 caps SHA-1 input
    /// below 2^64 bits, so it never gets there).
    @usableFromInline var length: UInt64 = 0

    /// An empty message.
    @inlinable init() {}

    /// Adds `bytes` to the message: tops up the partial block, compresses whole blocks straight
    /// from the caller's memory, and keeps the rest.
    @inlinable @inline(__always)
    mutating func append<State: BlockCompressor>(_ bytes: UnsafeRawBufferPointer, to state: inout State) {
        guard var source = bytes.baseAddress, !bytes.isEmpty else { return }
        var remaining = bytes.count
        length &+= UInt64(remaining)

        if count > 0 {
            let take = Swift.min(64 &- count, remaining)
            let filled = count
            withUnsafeMutableBytes(of: &block.words) { storage in
                storage.baseAddress!.advanced(by: filled).copyMemory(from: source, byteCount: take)
            }
            count &+= take
            source += take
            remaining &-= take
            guard count == 64 else { return }
            withUnsafeBytes(of: &block.words) { state.compress(block: $0.baseAddress!) }
            count = 0
        }

        if remaining >= 64 {
            let blocks = remaining &>> 6
            state.compress(blocks: source, count: blocks)
            source += blocks &<< 6
            remaining &= 63
        }

        if remaining > 0 {
            let tail = remaining
            withUnsafeMutableBytes(of: &block.words) { storage in
                storage.baseAddress!.copyMemory(from: source, byteCount: tail)
            }
            count = remaining
        }
    }

    /// Compresses the padding into `state`, leaving this buffer as it was: a 1 bit (the byte
    /// 0x80), zeros up to 56 mod 64 bytes, and the length in bits as a 64-bit number in the
    /// compressor's byte order. One extra block is needed when fewer than 9 bytes of the last
    /// one are free (RFC 1321 §3.1-3.2; FIPS 180-4 §5.1.1).
    @inlinable @inline(__always)
    func pad<State: BlockCompressor>(into state: inout State) {
        var last = block
        let used = count
        let bitLength = length &<< 3
        withUnsafeMutableBytes(of: &last.words) { bytes in
            let base = bytes.baseAddress!
            base.storeBytes(of: 0x80, toByteOffset: used, as: UInt8.self)
            (base + used + 1).initializeMemory(as: UInt8.self, repeating: 0, count: 63 &- used)
            if used >= 56 {
                state.compress(block: base)
                base.initializeMemory(as: UInt8.self, repeating: 0, count: 56)
            }
            let field = State.lengthIsBigEndian ? bitLength.bigEndian : bitLength.littleEndian
            base.storeBytes(of: field, toByteOffset: 56, as: UInt64.self)
            state.compress(block: base)
        }
    }
}
