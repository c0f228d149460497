/// A hash function that takes its message in any number of pieces: ``MD5`` and ``SHA1``.
///
/// Conforming types are values: copying a hasher copies its state, so a common prefix can be
/// hashed once and continued in several ways. The conveniences of this protocol's extension
/// (`String`, any `Sequence` of bytes) funnel into the two raw-memory requirements.
///
/// ```swift
/// func fingerprint<H: DigestFunction>(_ parts: [String], with _: H.Type) -> H.Digest {
///     var hasher = H()
///     for part in parts { hasher.update(part) }
///     return hasher.finalize()
/// }
/// fingerprint(["a", "bc"], with: SHA1.self)   // a9993e364706816aba3e25717850c26c9cd0d89d
/// ```
public protocol DigestFunction: Sendable {
    /// The result of the hash: a fixed number of bytes held inline.
    associatedtype Digest: Sendable, Hashable, Comparable, CustomStringConvertible

    /// Creates a hasher with no input yet.
    init()

    /// Adds the bytes in `bytes` to the message.
    mutating func update(bufferPointer bytes: UnsafeRawBufferPointer)

    /// The digest of everything added so far. The hasher itself is unchanged, so more input can
    /// follow and later digests cover it too.
    func finalize() -> Digest

    /// The digest of the bytes in `bytes`, as one message.
    static func hash(bufferPointer bytes: UnsafeRawBufferPointer) -> Digest
}

extension DigestFunction {
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

    /// The digest of the UTF-8 bytes of `string`.
    @inlinable
    public static func hash(_ string: some StringProtocol) -> Digest {
        withUTF8Bytes(of: string) { hash(bufferPointer: $0) }
    }

    /// The digest of `bytes`.
    @inlinable
    public static func hash(_ bytes: some Sequence<UInt8>) -> Digest {
        if let digest = bytes.withContiguousStorageIfAvailable({ hash(bufferPointer: UnsafeRawBufferPointer($0)) }) {
            return digest
        }
        var hasher = Self()
        hasher.update(bytes)
        return hasher.finalize()
    }
}
