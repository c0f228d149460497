/// A 128-bit value held inline as two 64-bit halves, most significant first: ``MD5Digest`` and
/// ``RFCUUID``.
///
/// Byte 0 (the first two hex digits of the value's text) is the most significant byte of
/// ``high``: the bytes are in digest order for a digest and in network order for a UUID, and
/// the order of values is the order of their bytes. A conforming type stores one ``Bits128``;
/// this protocol's extension gives its two halves (``high``, ``low``), the same bytes as a
/// tuple (``bytes``), a buffer (``withUnsafeBytes(_:)``) and back (`init(bytes:)`).
///
/// ```swift
/// let digest = MD5.hash("abc")
/// digest.high                                   // 0x900150983cd24fb0
/// digest.bytes.0                                // 0x90
/// MD5Digest(bytes: digest.bytes) == digest      // true
/// RFCUUID(high: digest.high, low: digest.low)   // 90015098-3cd2-4fb0-d696-3f7d28e17f72
/// ```
public protocol SixteenByteValue: Sendable, Hashable, Comparable {
    /// The 128 bits, byte 0 the most significant byte of `bits.high`.
    var bits: Bits128 { get set }

    /// Creates the value from its 128 bits.
    init(bits: Bits128)
}

extension SixteenByteValue {
    /// Bytes 0-7, byte 0 most significant.
    @inlinable
    public var high: UInt64 {
        get { bits.high }
        set { bits.high = newValue }
    }

    /// Bytes 8-15, byte 8 most significant.
    @inlinable
    public var low: UInt64 {
        get { bits.low }
        set { bits.low = newValue }
    }

    /// Creates the value from its two halves (byte 0 is the most significant byte of `high`).
    @inlinable
    public init(high: UInt64, low: UInt64) {
        self.init(bits: Bits128(high: high, low: low))
    }

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

    /// Creates the value from exactly 16 bytes, byte 0 first; `nil` for any other count.
    @inlinable
    public init?(bytes: some Collection<UInt8>) {
        guard let bits = Bits128(bytes: bytes) else { return nil }
        self.init(bits: bits)
    }

    /// The 16 bytes, byte 0 first.
    @inlinable
    public var bytes:
        (
            UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
            UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
        )
    {
        bits.bytes
    }

    /// Calls `body` with the 16 bytes, byte 0 first.
    @inlinable
    public func withUnsafeBytes<R, E: Error>(_ body: (UnsafeRawBufferPointer) throws(E) -> R) throws(E) -> R {
        try bits.withUnsafeBytes(body)
    }

    /// Orders values as their bytes (and their hex text) order: by ``high``, then ``low``.
    @inlinable
    public static func < (lhs: Self, rhs: Self) -> Bool {
        lhs.bits < rhs.bits
    }
}
