/// A cryptographically secure random number generator for identifiers: a per-thread ChaCha20
/// stream keyed from the kernel, in the manner of OpenBSD's `arc4random`.
///
/// Every generator of this package that is not handed a generator explicitly draws from this
/// one. It never falls back to a non-cryptographic source. Key erasure, reseeding and fork
/// safety are described in <doc:RandomnessAndForkSafety>.
///
/// ```swift
/// var random = SecureRandom()
/// let word = random.next()
/// let id = RFCUUID.v4(using: &random)
/// ```
@frozen
public struct SecureRandom: RandomNumberGenerator, Sendable {
    /// Creates a handle on the calling thread's stream. Handles hold no state of their own.
    @inlinable
    public init() {}

    /// 64 random bits.
    @inlinable
    public mutating func next() -> UInt64 {
        let state = ThreadRandomState.current
        if state.pointee.available < 8 { ChaChaRandomState.refill(state) }
        let offset = ChaChaRandomState.bufferSize &- state.pointee.available
        state.pointee.available &-= 8
        return withUnsafeMutableBytes(of: &state.pointee.buffer) { buffer in
            let word = buffer.baseAddress!.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            // Wipe what leaves, so the buffer never holds output already used.
            buffer.baseAddress!.storeBytes(of: 0, toByteOffset: offset, as: UInt64.self)
            return word
        }
    }

    /// Fills `buffer` with random bytes. Large buffers get whole refills of the stream written
    /// straight into them, without a copy through the per-thread buffer.
    public mutating func fill(_ buffer: UnsafeMutableRawBufferPointer) {
        guard let destination = buffer.baseAddress else { return }
        ChaChaRandomState.fill(ThreadRandomState.current, destination, count: buffer.count)
    }
}
