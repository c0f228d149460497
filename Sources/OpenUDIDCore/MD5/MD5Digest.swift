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
public struct MD5Digest: SixteenByteValue {
    /// The 128 bits, in digest order.
    @usableFromInline package var bits: Bits128

    /// Bytes 0-7 of the digest, byte 0 most significant.
    @inlinable
    public var high: UInt64 {
        get { bits.high }
        set { bits.high = newValue }
    }

    /// Bytes 8-15 of the digest, byte 8 most significant.
    @inlinable
    public var low: UInt64 {
        get { bits.low }
        set { bits.low = newValue }
    }

    /// Creates a digest from its two halves (byte 0 is the most significant byte of `high`).
    @inlinable
    public init(high: UInt64, low: UInt64) {
        bits = Bits128(high: high, low: low)
    }
}
