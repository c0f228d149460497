extension RFCUUID {
    /// A name-based UUID (RFC 9562 §5.3, §5.5): the hash of the namespace's 16 bytes followed by
    /// the name's bytes, its first 16 bytes (`leading`: bytes 0-7 and 8-15 of the digest) with
    /// the version and variant bits set.
    @inlinable @inline(__always)
    static func nameBased<Hash: DigestFunction>(
        _: Hash.Type, version: UInt64, namespace: RFCUUID, nameBytes: UnsafeRawBufferPointer,
        leading: (Hash.Digest) -> (UInt64, UInt64)
    ) -> RFCUUID {
        var hasher = Hash()
        namespace.withUnsafeBytes { hasher.update(bufferPointer: $0) }
        hasher.update(bufferPointer: nameBytes)
        let (high, low) = leading(hasher.finalize())
        return RFCUUID(high: high, low: low).stamped(version: version)
    }
}
