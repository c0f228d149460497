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

    /// The digest of the UTF-8 bytes of `string`.
    @inlinable
    public static func hash(_ string: some StringProtocol) -> MD5Digest {
        withUTF8Bytes(of: string) { hash(bufferPointer: $0) }
    }

    /// The digest of `bytes`.
    @inlinable
    public static func hash(_ bytes: some Sequence<UInt8>) -> MD5Digest {
        if let digest = bytes.withContiguousStorageIfAvailable({ hash(bufferPointer: UnsafeRawBufferPointer($0)) }) {
            return digest
        }
        var hasher = MD5()
        hasher.update(bytes)
        return hasher.finalize()
    }

    /// One-block MD5 for messages of 0...55 bytes.
    @inlinable
    static func hashShort(_ bytes: UnsafeRawBufferPointer) -> MD5Digest {
        var block = MD5Buffer()
        let count = bytes.count
        return withUnsafeMutableBytes(of: &block.words) { storage in
            let base = storage.baseAddress!
            if count > 0 { base.copyMemory(from: bytes.baseAddress!, byteCount: count) }
            base.storeBytes(of: 0x80, toByteOffset: count, as: UInt8.self)
            base.storeBytes(of: (UInt64(count) &<< 3).littleEndian, toByteOffset: 56, as: UInt64.self)
            var state = MD5State()
            state.compress(MD5Block(base))
            return state.digest
        }
    }
}
