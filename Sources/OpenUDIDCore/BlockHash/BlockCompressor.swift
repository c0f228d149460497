/// The chaining state of a hash function that consumes its message in 64-byte blocks and pads
/// it the Merkle-Damgård way (MD5, RFC 1321 §3; SHA-1, FIPS 180-4 §5.1.1): everything that
/// differs between the two is the compression function and the byte order of the length.
///
/// ``MessageBuffer`` does the buffering and padding once for both, generic over this protocol;
/// every use is `@inlinable` and specialized, so the compression function is called directly.
@usableFromInline
protocol BlockCompressor {
    /// How the final block stores the message length in bits: little-endian for MD5,
    /// big-endian for SHA-1.
    static var lengthIsBigEndian: Bool { get }

    /// Runs the compression function over the 64 bytes at `block` (any alignment) and adds the
    /// result into the state.
    mutating func compress(block: UnsafeRawPointer)

    /// Runs the compression function over `count` consecutive blocks at `blocks`, in order.
    /// A function can overlap the work of neighbouring blocks here; the default compresses them
    /// one by one.
    mutating func compress(blocks: UnsafeRawPointer, count: Int)
}

extension BlockCompressor {
    /// One block after another.
    @inlinable @inline(__always)
    mutating func compress(blocks: UnsafeRawPointer, count: Int) {
        for index in 0..<count { compress(block: blocks + index &* 64) }
    }
}
