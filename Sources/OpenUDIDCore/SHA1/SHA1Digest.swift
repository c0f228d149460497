/// The 20-byte result of SHA-1, held inline as three words (no heap storage).
///
/// The bytes are in digest order: byte 0 is the most significant byte of ``high``, so comparing
/// digests compares their hex strings.
///
/// ```swift
/// let digest = SHA1.hash("abc")
/// print(digest)   // a9993e364706816aba3e25717850c26c9cd0d89d
/// ```
@frozen
public struct SHA1Digest: Sendable, Hashable, Comparable {
    /// Bytes 0-7 of the digest (H0 and H1), byte 0 most significant.
    public var high: UInt64
    /// Bytes 8-15 of the digest (H2 and H3), byte 8 most significant.
    public var middle: UInt64
    /// Bytes 16-19 of the digest (H4), byte 16 most significant.
    public var low: UInt32

    /// Creates a digest from its three parts (byte 0 is the most significant byte of `high`).
    @inlinable
    public init(high: UInt64, middle: UInt64, low: UInt32) {
        self.high = high
        self.middle = middle
        self.low = low
    }

    /// Calls `body` with the 20 bytes in digest order.
    @inlinable
    public func withUnsafeBytes<R, E: Error>(_ body: (UnsafeRawBufferPointer) throws(E) -> R) throws(E) -> R {
        var words = (high.bigEndian, middle.bigEndian, low.bigEndian)
        return try Swift.withUnsafeBytes(of: &words) { (buffer) throws(E) -> R in
            try body(UnsafeRawBufferPointer(rebasing: buffer[..<20]))
        }
    }

    /// Creates a digest from exactly 20 bytes in digest order; `nil` for any other count.
    @inlinable
    public init?(bytes: some Collection<UInt8>) {
        guard bytes.count == 20 else { return nil }
        var high: UInt64 = 0, middle: UInt64 = 0, low: UInt32 = 0
        for (offset, byte) in bytes.enumerated() {
            switch offset {
            case ..<8: high = high &<< 8 | UInt64(byte)
            case ..<16: middle = middle &<< 8 | UInt64(byte)
            default: low = low &<< 8 | UInt32(byte)
            }
        }
        self.init(high: high, middle: middle, low: low)
    }

    /// Orders digests as their bytes (and hex strings) order.
    @inlinable
    public static func < (lhs: SHA1Digest, rhs: SHA1Digest) -> Bool {
        (lhs.high, lhs.middle, lhs.low) < (rhs.high, rhs.middle, rhs.low)
    }
}
