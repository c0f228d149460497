/// One identifier as the audit stores, sorts and spills it: four words, 32 bytes, no `String`.
///
/// ```
///  word      bits
///  key       digits 0-15 of the value (for v1, reordered so that it sorts by time; see
///            ``IdentifierGroup/sortKey(high:)``)
///  low       digits 16-31
///  tag       group (bits 32-39) and an OpenUDID's 32-bit suffix (bits 0-31)
///  location  where it was read: chunk (high half) and line in the chunk (``Location``)
/// ```
///
/// Records order by all four words: by value (so duplicates sit side by side and every prefix
/// forms a contiguous run), then by where they were read, which makes the order total and the
/// in-memory and spilled paths produce the same sequence. Two records hold the same identifier
/// when their first three words agree (the group in `tag` keeps a v1's reordered key from
/// meeting another version's value).
@frozen
package struct AuditRecord: Sendable, Hashable {
    package var key: UInt64
    package var low: UInt64
    package var tag: UInt64
    package var location: UInt64

    @inlinable @inline(__always)
    package init(key: UInt64, low: UInt64, tag: UInt64, location: UInt64) {
        self.key = key
        self.low = low
        self.tag = tag
        self.location = location
    }

    /// The group's raw value.
    @inlinable @inline(__always)
    package var group: Int { Int(truncatingIfNeeded: (tag &>> 32) & 0xFF) }

    /// An OpenUDID's suffix; 0 for a UUID.
    @inlinable @inline(__always)
    package var suffix: UInt32 { UInt32(truncatingIfNeeded: tag) }

    /// True when `other` holds the same identifier (wherever it was read).
    @inlinable @inline(__always)
    package func sameValue(as other: AuditRecord) -> Bool {
        key == other.key && low == other.low && tag == other.tag
    }

    /// The order of the four words.
    @inlinable @inline(__always)
    package static func < (lhs: AuditRecord, rhs: AuditRecord) -> Bool {
        if lhs.key != rhs.key { return lhs.key < rhs.key }
        if lhs.low != rhs.low { return lhs.low < rhs.low }
        if lhs.tag != rhs.tag { return lhs.tag < rhs.tag }
        return lhs.location < rhs.location
    }

    /// Byte `index` (0..<32) of the record read as one big-endian number: the digits of the
    /// radix sort.
    @inlinable @inline(__always)
    package func byte(_ index: Int) -> Int {
        let word: UInt64
        switch index &>> 3 {
        case 0: word = key
        case 1: word = low
        case 2: word = tag
        default: word = location
        }
        return Int(truncatingIfNeeded: (word &>> UInt64(56 &- 8 &* (index & 7))) & 0xFF)
    }

    /// Slices partition the key space by the top 12 bits, for spreading the merge over threads.
    package static let sliceBits = 12
    package static let sliceCount = 1 << sliceBits

    /// The slice of the record.
    @inlinable @inline(__always)
    package var slice: Int { Int(truncatingIfNeeded: key &>> UInt64(64 - AuditRecord.sliceBits)) }
}
