/// A cryptographically secure random number generator for identifiers.
///
/// Every generator of this package that is not handed a generator explicitly draws from this
/// one. It never falls back to a non-cryptographic source.
@frozen
public struct SecureRandom: RandomNumberGenerator, Sendable {
    /// Creates a handle on the secure source. Handles share no state that callers can observe.
    @inlinable
    public init() {}

    /// 64 random bits.
    @inlinable
    public mutating func next() -> UInt64 {
        var system = SystemRandomNumberGenerator()
        return system.next()
    }

    /// Fills `buffer` with random bytes.
    @inlinable
    public mutating func fill(_ buffer: UnsafeMutableRawBufferPointer) {
        var system = SystemRandomNumberGenerator()
        var offset = 0
        while offset < buffer.count {
            var word = system.next()
            let take = Swift.min(8, buffer.count - offset)
            withUnsafeBytes(of: &word) { buffer.baseAddress!.advanced(by: offset).copyMemory(from: $0.baseAddress!, byteCount: take) }
            offset += take
        }
    }
}
