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
public struct MD5: DigestFunction {
    @usableFromInline var state = MD5State()
    /// The partial block and the length so far (shared with ``SHA1``).
    @usableFromInline var message = MessageBuffer()

    /// Creates a hasher with no input yet.
    @inlinable
    public init() {}

    /// The size of an MD5 block in bytes.
    public static let blockSize = 64
    /// The size of an MD5 digest in bytes.
    public static let digestSize = 16
}
