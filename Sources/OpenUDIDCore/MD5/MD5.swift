/// MD5 (RFC 1321) as a streaming hasher value.
///
/// Feed it bytes with any number of `update` calls, then call ``finalize()``. For one message
/// in memory, the static ``hash(bufferPointer:)`` family is shorter and faster.
///
/// ```swift
/// var md5 = MD5()
/// md5.update("The quick brown fox ")
/// md5.update("jumps over the lazy dog")
/// md5.finalize()   // 9e107d9d372bb6826bd81d3542a419d6
/// ```
///
/// MD5 is broken for collision resistance; OpenUDID uses it to spread a UUID's randomness
/// over 128 bits, which is what this package reproduces. Do not use it to authenticate data.
@frozen
public struct MD5: Sendable {
    @usableFromInline var state = MD5State()
    /// Bytes of a partial block, waiting for the rest of it.
    @usableFromInline var buffer = MD5Buffer()
    /// How many bytes of `buffer` are in use (0..<64).
    @usableFromInline var buffered = 0
    /// Message length so far, in bytes. The padding stores it in bits modulo 2^64, so messages
    /// of 2^61 bytes or more wrap exactly as RFC 1321 §3.2 says.
    @usableFromInline var length: UInt64 = 0

    /// Creates a hasher with no input yet.
    @inlinable
    public init() {}

    /// The size of an MD5 block in bytes.
    public static let blockSize = 64
    /// The size of an MD5 digest in bytes.
    public static let digestSize = 16
}

/// 64 bytes of inline storage for a partial block.
@frozen @usableFromInline
struct MD5Buffer: Sendable {
    @usableFromInline var words: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)
    @inlinable init() { words = (0, 0, 0, 0, 0, 0, 0, 0) }
}
