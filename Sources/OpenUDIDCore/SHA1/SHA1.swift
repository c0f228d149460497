/// SHA-1 (FIPS 180-4) as a streaming hasher value.
///
/// Feed it bytes with any number of `update` calls, then call ``finalize()``; for one message
/// in memory the static ``hash(bufferPointer:)`` is shorter. The conveniences for strings and
/// byte sequences come from ``DigestFunction``.
///
/// ```swift
/// var sha1 = SHA1()
/// sha1.update("The quick brown fox ")
/// sha1.update("jumps over the lazy dog")
/// sha1.finalize()   // 2fd4e1c67a2d28fced849ee1bb76e7391b93eb12
/// SHA1.hash("abc")  // a9993e364706816aba3e25717850c26c9cd0d89d
/// ```
///
/// This package uses SHA-1 for version 5 UUIDs (RFC 9562 §5.5), where it spreads a name over
/// 128 bits. SHA-1 is broken for collision resistance (a chosen-prefix collision costs about
/// 2^63 operations): do not use it to authenticate data.
@frozen
public struct SHA1: DigestFunction {
    @usableFromInline var state = SHA1State()
    /// The partial block and the length so far (shared with ``MD5``).
    @usableFromInline var message = MessageBuffer()

    /// Creates a hasher with no input yet.
    @inlinable
    public init() {}

    /// The size of a SHA-1 block in bytes.
    public static let blockSize = 64
    /// The size of a SHA-1 digest in bytes.
    public static let digestSize = 20
}

extension SHA1 {
    /// Adds the bytes in `bytes` to the message.
    @inlinable
    public mutating func update(bufferPointer bytes: UnsafeRawBufferPointer) {
        message.append(bytes, to: &state)
    }

    /// The digest of everything added so far. The hasher itself is unchanged, so more input can
    /// follow and later digests cover it too.
    @inlinable
    public func finalize() -> SHA1Digest {
        var state = self.state
        message.pad(into: &state)
        return state.digest
    }

    /// The digest of the bytes in `bytes`. Whole blocks are compressed where they lie; the
    /// last partial block and the padding are built on the stack (the whole message, when it is
    /// shorter than 128 bytes), by the package's internal `MessageBuffer`.
    @inlinable
    public static func hash(bufferPointer bytes: UnsafeRawBufferPointer) -> SHA1Digest {
        var state = SHA1State()
        MessageBuffer.compressMessage(bytes, into: &state)
        return state.digest
    }
}
