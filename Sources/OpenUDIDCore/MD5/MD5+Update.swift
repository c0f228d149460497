extension MD5 {
    /// Adds the bytes in `bytes` to the message.
    @inlinable
    public mutating func update(bufferPointer bytes: UnsafeRawBufferPointer) {
        guard var source = bytes.baseAddress, !bytes.isEmpty else { return }
        var remaining = bytes.count
        length &+= UInt64(remaining)

        // Top up a partial block first.
        if buffered > 0 {
            let take = Swift.min(64 &- buffered, remaining)
            let filled = buffered
            withUnsafeMutableBytes(of: &buffer.words) { block in
                block.baseAddress!.advanced(by: filled).copyMemory(from: source, byteCount: take)
            }
            buffered &+= take
            source += take
            remaining &-= take
            guard buffered == 64 else { return }
            let block = withUnsafeBytes(of: &buffer.words) { MD5Block($0.baseAddress!) }
            state.compress(block)
            buffered = 0
        }

        // Whole blocks straight from the caller's memory.
        while remaining >= 64 {
            state.compress(MD5Block(source))
            source += 64
            remaining &-= 64
        }

        if remaining > 0 {
            let count = remaining
            withUnsafeMutableBytes(of: &buffer.words) { block in
                block.baseAddress!.copyMemory(from: source, byteCount: count)
            }
            buffered = remaining
        }
    }

    /// Adds the UTF-8 bytes of `string` to the message.
    @inlinable
    public mutating func update(_ string: some StringProtocol) {
        withUTF8Bytes(of: string) { update(bufferPointer: $0) }
    }

    /// Adds `bytes` to the message. Contiguous collections are read in place; other sequences
    /// are copied through a 4 KiB stack buffer.
    @inlinable
    public mutating func update(_ bytes: some Sequence<UInt8>) {
        let done: Void? = bytes.withContiguousStorageIfAvailable { update(bufferPointer: UnsafeRawBufferPointer($0)) }
        if done != nil { return }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 4096) { chunk in
            var count = 0
            for byte in bytes {
                chunk[count] = byte
                count &+= 1
                if count == 4096 {
                    update(bufferPointer: UnsafeRawBufferPointer(chunk))
                    count = 0
                }
            }
            update(bufferPointer: UnsafeRawBufferPointer(UnsafeMutableBufferPointer(rebasing: chunk[..<count])))
        }
    }

    /// The digest of everything added so far. The hasher itself is unchanged, so more input can
    /// follow and later digests cover it too.
    @inlinable
    public func finalize() -> MD5Digest {
        // RFC 1321 §3.1-3.2: a 1 bit, zeros up to 56 mod 64 bytes, then the length in bits as a
        // little-endian 64-bit number. One extra block is needed when fewer than 9 bytes remain.
        var state = self.state
        var block = buffer
        let used = buffered
        let bitLength = length &<< 3
        withUnsafeMutableBytes(of: &block.words) { bytes in
            let base = bytes.baseAddress!
            base.storeBytes(of: 0x80, toByteOffset: used, as: UInt8.self)
            (base + used + 1).initializeMemory(as: UInt8.self, repeating: 0, count: 63 &- used)
            if used >= 56 {
                state.compress(MD5Block(base))
                base.initializeMemory(as: UInt8.self, repeating: 0, count: 56)
            }
            base.storeBytes(of: bitLength.littleEndian, toByteOffset: 56, as: UInt64.self)
            state.compress(MD5Block(base))
        }
        return state.digest
    }
}
