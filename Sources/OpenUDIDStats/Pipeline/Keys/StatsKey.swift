package import OpenUDIDCore

/// The first 128 bits of one identifier, as the duplicate counter stores it: two words, 16 bytes,
/// no `String`.
///
/// `high` holds the first 16 hex digits of the identifier as written (digit 0 in its top
/// nibble), `low` the next 16. For a UUID that is the whole value; for an OpenUDID it is the
/// MD5 part, the 32-bit suffix being tallied separately (see ``GeneratedKey``). Two OpenUDIDs
/// are equal only if their keys are, so duplicates counted on keys bound the duplicates of
/// whole OpenUDIDs from above.
///
package struct StatsKey: SixteenByteValue {
    /// The 128 bits, digit 0 in the top nibble of `bits.high`.
    package var bits: Bits128

    /// Creates a key from its 128 bits.
    package init(bits: Bits128) {
        self.bits = bits
    }

    /// Orders keys as their hex strings order; sorting by this order also sorts by every
    /// prefix, which is what lets one sort serve every prefix length.
    package static func < (lhs: StatsKey, rhs: StatsKey) -> Bool {
        lhs.high < rhs.high || (lhs.high == rhs.high && lhs.low < rhs.low)
    }

    /// The number of leading bits `self` and `other` share, 0...128.
    @inline(__always)
    func commonPrefixLength(with other: StatsKey) -> Int {
        let h = high ^ other.high
        if h != 0 { return h.leadingZeroBitCount }
        return 64 &+ (low ^ other.low).leadingZeroBitCount
    }

    /// The top 16 bits: the slice that the pipeline partitions keys by.
    @inline(__always)
    var slice: Int { Int(truncatingIfNeeded: high &>> 48) }
}

/// One generated identifier: its 128-bit key and, for a 40-digit OpenUDID, its 32-bit suffix.
@frozen
package struct GeneratedKey: Sendable, Hashable {
    /// The first 128 bits.
    package var key: StatsKey
    /// Digits 33-40 of an OpenUDID; 0 for identifiers without a suffix.
    package var suffix: UInt32

    /// Creates a generated identifier.
    package init(key: StatsKey, suffix: UInt32 = 0) {
        self.key = key
        self.suffix = suffix
    }
}
