/// 128 bits held inline as two words, most significant first: the one storage of every
/// ``SixteenByteValue`` (``MD5Digest``, ``RFCUUID``, and so an ``OpenUDID``'s digest part).
///
/// Byte 0 of the value in big-endian order (the first two hex digits of its text) is the most
/// significant byte of `high`, so the order of values is the order of their bytes and of their
/// hex text. Sixteen bytes, aligned to eight, as the two words alone.
///
/// ```swift
/// let bits = Bits128(high: 0x0011_2233_4455_6677, low: 0x8899_aabb_ccdd_eeff)
/// bits.bytes.1                                         // 0x11
/// Bits128(bytes: [UInt8](0..<16))?.high == 0x0001_0203_0405_0607   // true
/// ```
@frozen
public struct Bits128: Sendable, Hashable, Comparable {
    /// Bytes 0-7, byte 0 most significant.
    public var high: UInt64
    /// Bytes 8-15, byte 8 most significant.
    public var low: UInt64

    /// Creates the value from its two halves.
    @inlinable
    public init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// Creates the value from 16 bytes in big-endian order.
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

    /// Creates the value from exactly 16 bytes in big-endian order; `nil` for any other count.
    @inlinable
    public init?(bytes: some Collection<UInt8>) {
        guard bytes.count == 16 else { return nil }
        var high: UInt64 = 0, low: UInt64 = 0
        for (offset, byte) in bytes.enumerated() {
            if offset < 8 { high = high &<< 8 | UInt64(byte) } else { low = low &<< 8 | UInt64(byte) }
        }
        self.init(high: high, low: low)
    }

    /// The 16 bytes in big-endian order.
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

    /// Calls `body` with the 16 bytes in big-endian order.
    @inlinable
    public func withUnsafeBytes<R, E: Error>(_ body: (UnsafeRawBufferPointer) throws(E) -> R) throws(E) -> R {
        var words = (high.bigEndian, low.bigEndian)
        return try Swift.withUnsafeBytes(of: &words) { (buffer) throws(E) -> R in try body(buffer) }
    }

    /// Orders values as their bytes (and hex text) order.
    @inlinable
    public static func < (lhs: Bits128, rhs: Bits128) -> Bool {
        (lhs.high, lhs.low) < (rhs.high, rhs.low)
    }
}
