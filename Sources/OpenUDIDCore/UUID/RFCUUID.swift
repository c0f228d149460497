/// A UUID (RFC 9562): 128 bits held inline as two words.
///
/// Named so that it does not clash with `Foundation.UUID` when both modules are imported; the
/// two convert into each other (see `RFCUUID+Foundation.swift`).
///
/// Byte 0 (the first two hex digits of the canonical string) is the most significant byte of
/// ``SixteenByteValue/high``, so comparing values compares their canonical strings. In a
/// version 1 UUID ``SixteenByteValue/high`` holds `time_low`, `time_mid` and
/// `time_hi_and_version`, ``SixteenByteValue/low`` the variant, the clock sequence and the node.
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
    public var bits: Bits128

    /// Creates a UUID from its 128 bits, in network order.
    @inlinable
    public init(bits: Bits128) {
        self.bits = bits
    }

    /// The Nil UUID, all 128 bits zero (RFC 9562 §5.9).
    public static let zero = RFCUUID(high: 0, low: 0)
    /// The Max UUID, all 128 bits one (RFC 9562 §5.10).
    public static let max = RFCUUID(high: .max, low: .max)
}
