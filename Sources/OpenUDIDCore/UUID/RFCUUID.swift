/// A UUID (RFC 9562): 128 bits held inline as two words.
///
/// Named so that it does not clash with `Foundation.UUID` when both modules are imported; the
/// two convert into each other (see `RFCUUID+Foundation.swift`).
///
/// Byte 0 (the first two hex digits of the canonical string) is the most significant byte of
/// ``high``, so comparing values compares their canonical strings.
///
/// ```swift
/// let id = RFCUUID.v4()
/// print(id)                          // 1b4e28ba-2fa1-41d2-883f-0016d3cca427
/// print(id.formatted(case: .upper))  // the form OpenUDID 2012 hashes
/// let same = try RFCUUID(parsing: "{1B4E28BA-2FA1-41D2-883F-0016D3CCA427}")
/// ```
@frozen
public struct RFCUUID: SixteenByteValue {
    /// The 128 bits, in network order.
    @usableFromInline package var bits: Bits128

    /// Bytes 0-7, byte 0 most significant: `time_low`, `time_mid`, `time_hi_and_version` in v1.
    @inlinable
    public var high: UInt64 {
        get { bits.high }
        set { bits.high = newValue }
    }

    /// Bytes 8-15, byte 8 most significant: the variant, clock sequence and node in v1.
    @inlinable
    public var low: UInt64 {
        get { bits.low }
        set { bits.low = newValue }
    }

    /// Creates a UUID from its two halves.
    @inlinable
    public init(high: UInt64, low: UInt64) {
        bits = Bits128(high: high, low: low)
    }

    /// Creates a UUID from exactly 16 bytes in network order; `nil` for any other count.
    @inlinable
    public init?(bytes: some Collection<UInt8>) {
        guard let bits = Bits128(bytes: bytes) else { return nil }
        self.bits = bits
    }

    /// The Nil UUID, all 128 bits zero (RFC 9562 §5.9).
    public static let zero = RFCUUID(high: 0, low: 0)
    /// The Max UUID, all 128 bits one (RFC 9562 §5.10).
    public static let max = RFCUUID(high: .max, low: .max)
}
