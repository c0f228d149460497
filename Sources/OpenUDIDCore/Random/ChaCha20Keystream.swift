/// The ChaCha20 keystream of RFC 8439 §2.3, for callers that need a reproducible stream from a
/// key of their own, such as a seeded simulation. Identifiers draw from ``SecureRandom``
/// instead, which keys this same block function from the kernel and erases its keys.
///
/// Each call computes ``blocksPerCall`` consecutive blocks with the vectorized block function
/// of ``SecureRandom`` and writes them in stream order, so the bytes are exactly RFC 8439's.
public enum ChaCha20Keystream {
    /// Blocks written by one call.
    public static let blocksPerCall = ChaCha20.lanes
    /// Bytes written by one call: 64 per block.
    public static let bytesPerCall = ChaCha20.lanes * 64

    /// Writes the keystream blocks `counter`, `counter + 1`, … (``blocksPerCall`` of them), block
    /// after block, at `output`, which must hold ``bytesPerCall`` bytes.
    ///
    /// - Parameters:
    ///   - key: the eight key words (the 32-byte key read as little-endian words).
    ///   - nonce: the three nonce words (the 12-byte nonce read as little-endian words).
    ///   - counter: the block counter of the first block written; each further block adds one.
    ///   - output: where the ``bytesPerCall`` bytes go.
    @inlinable
    public static func write(key: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32),
                             nonce: (UInt32, UInt32, UInt32), counter: UInt32,
                             to output: UnsafeMutableRawPointer) {
        var key = key
        withUnsafeTemporaryAllocation(byteCount: bytesPerCall, alignment: 64) { interleaved in
            withUnsafePointer(to: &key) { words in
                words.withMemoryRebound(to: UInt32.self, capacity: 8) { keyWords in
                    ChaCha20.blocks(key: keyWords, nonce: nonce, counter: counter, to: interleaved.baseAddress!)
                }
            }
            ChaCha20.transposeToStreamOrder(from: interleaved.baseAddress!, to: output)
        }
    }
}
