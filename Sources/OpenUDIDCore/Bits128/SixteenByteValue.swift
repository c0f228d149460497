/// A 128-bit value held inline as two 64-bit halves, most significant first: ``MD5Digest`` and
/// ``RFCUUID``.
///
/// Byte 0 (the first two hex digits of the value's text) is the most significant byte of
/// ``high``: the bytes are in digest order for a digest and in network order for a UUID, and
/// the order of values is the order of their bytes. A conforming type supplies the two halves;
/// this protocol's extension gives the same bytes as a tuple (``bytes``), a buffer
/// (``withUnsafeBytes(_:)``) and back (``init(bytes:)``).
///
/// ```swift
/// let digest = MD5.hash("abc")
/// digest.high                                   // 0x900150983cd24fb0
/// digest.bytes.0                                // 0x90
/// MD5Digest(bytes: digest.bytes) == digest      // true
/// RFCUUID(high: digest.high, low: digest.low)   // 90015098-3cd2-4fb0-d696-3f7d28e17f72
/// ```
public protocol SixteenByteValue: Sendable, Hashable, Comparable {
    /// Bytes 0-7, byte 0 most significant.
    var high: UInt64 { get set }

    /// Bytes 8-15, byte 8 most significant.
    var low: UInt64 { get set }

    /// Creates the value from its two halves (byte 0 is the most significant byte of `high`).
    init(high: UInt64, low: UInt64)
}

extension SixteenByteValue {
    /// Creates the value from its 16 bytes, byte 0 first.
    @inlinable
    public init(
        bytes: (
            UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
            UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
        )
    ) {
        self.init(bits: Bits128(bytes: bytes))
    }

    /// The 16 bytes, byte 0 first.
    @inlinable
    public var bytes:
        (
            UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
            UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
        )
    {
        Bits128(high: high, low: low).bytes
    }

    /// Calls `body` with the 16 bytes, byte 0 first.
    @inlinable
    public func withUnsafeBytes<R, E: Error>(_ body: (UnsafeRawBufferPointer) throws(E) -> R) throws(E) -> R {
        try Bits128(high: high, low: low).withUnsafeBytes(body)
    }

    /// Orders values as their bytes (and their hex text) order: by ``high``, then ``low``.
    @inlinable
    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.high, lhs.low) < (rhs.high, rhs.low)
    }

    /// Creates the value from its 128 bits.
    @inlinable
    package init(bits: Bits128) {
        self.init(high: bits.high, low: bits.low)
    }
}
