extension MD5 {
    /// Adds the bytes in `bytes` to the message.
    @inlinable
    public mutating func update(bufferPointer bytes: UnsafeRawBufferPointer) {
        message.append(bytes, to: &state)
    }

    /// The digest of everything added so far. The hasher itself is unchanged, so more input can
    /// follow and later digests cover it too.
    @inlinable
    public func finalize() -> MD5Digest {
        // RFC 1321 §3.1-3.2: the length goes in little-endian (``MD5State/lengthIsBigEndian``).
        var state = self.state
        message.pad(into: &state)
        return state.digest
    }
}
