extension MD5 {
    /// The digest of the bytes in `bytes`.
    ///
    /// Messages of up to 55 bytes (a UUID string is 36) fit in one padded block, which is built
    /// on the stack and compressed once.
    @inlinable
    public static func hash(bufferPointer bytes: UnsafeRawBufferPointer) -> MD5Digest {
        if bytes.count <= 55 {
            return hashShort(bytes)
        }
        var hasher = MD5()
        hasher.update(bufferPointer: bytes)
        return hasher.finalize()
    }

    /// One-block MD5 for messages of 0...55 bytes.
    @inlinable
    static func hashShort(_ bytes: UnsafeRawBufferPointer) -> MD5Digest {
        hashOneBlock(messageLength: bytes.count) { block in
            if bytes.count > 0 { block.copyMemory(from: bytes.baseAddress!, byteCount: bytes.count) }
        }
    }

    /// The MD5 of a message of `messageLength` (0...55) bytes that `fill` writes at the start of
    /// a zeroed 64-byte block on the stack: the message is hashed where it is written, without
    /// a copy (OpenUDID writes its UUID string straight into the block).
    @inlinable @inline(__always)
    static func hashOneBlock(messageLength: Int, fill: (UnsafeMutableRawPointer) -> Void) -> MD5Digest {
        var block = MessageBlock()
        return withUnsafeMutableBytes(of: &block.words) { storage in
            let base = storage.baseAddress!
            fill(base)
            padOneBlock(base, messageLength: messageLength)
            var state = MD5State()
            state.compress(MD5Block(base))
            return state.digest
        }
    }

    /// Pads a message of `messageLength` (0...55) bytes at the start of a block whose other bytes
    /// are zero into the single final block RFC 1321 §3.1-3.2 prescribes: a 1 bit (the byte
    /// 0x80) right after the message and the length in bits, little-endian, at offset 56.
    @inlinable @inline(__always)
    static func padOneBlock(_ block: UnsafeMutableRawPointer, messageLength: Int) {
        block.storeBytes(of: 0x80, toByteOffset: messageLength, as: UInt8.self)
        block.storeBytes(of: (UInt64(messageLength) &<< 3).littleEndian, toByteOffset: 56, as: UInt64.self)
    }
}
