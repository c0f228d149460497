/// The 16-byte result of MD5, held inline as two words (no heap storage).
///
/// The bytes are in digest order: byte 0 is the most significant byte of `high`, so comparing
/// digests compares their hex strings.
///
/// ```swift
/// let digest = MD5.hash("abc")
/// print(digest)   // 900150983cd24fb0d6963f7d28e17f72
/// ```
@frozen
public struct MD5Digest: Sendable, Hashable, Comparable {
    /// Bytes 0-7 of the digest, byte 0 most significant.
    public var high: UInt64
    /// Bytes 8-15 of the digest, byte 8 most significant.
    public var low: UInt64

    /// Creates a digest from its two halves (byte 0 is the most significant byte of `high`).
    @inlinable
    public init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// Creates a digest from 16 bytes in digest order.
    @inlinable
    public init(
        bytes: (
            UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
            UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
        )
    ) {
        var copy = bytes
        (high, low) = Swift.withUnsafeBytes(of: &copy) {
            (
                UInt64(bigEndian: $0.loadUnaligned(as: UInt64.self)),
                UInt64(bigEndian: $0.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
            )
        }
    }

    /// The 16 bytes in digest order.
    @inlinable
    public var bytes:
        (
            UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
            UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
        )
    {
        let words = (high.bigEndian, low.bigEndian)
        return unsafeBitCast(
            words,
            to: (
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
            ).self)
    }

    /// Calls `body` with the 16 bytes in digest order.
    @inlinable
    public func withUnsafeBytes<R, E: Error>(_ body: (UnsafeRawBufferPointer) throws(E) -> R) throws(E) -> R {
        var words = (high.bigEndian, low.bigEndian)
        return try Swift.withUnsafeBytes(of: &words) { (buffer) throws(E) -> R in try body(buffer) }
    }

    /// Orders digests as their bytes (and hex strings) order.
    @inlinable
    public static func < (lhs: MD5Digest, rhs: MD5Digest) -> Bool {
        (lhs.high, lhs.low) < (rhs.high, rhs.low)
    }
}
