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
    public var bits: Bits128

    /// Creates a digest from its 128 bits, in digest order.
    @inlinable
    public init(bits: Bits128) {
        self.bits = bits
    }
}
