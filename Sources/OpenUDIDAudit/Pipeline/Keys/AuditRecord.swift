/// One identifier as the audit stores, sorts and spills it: four words, 32 bytes, no `String`.
///
/// ```
///  word      bits
///  key       digits 0-15 of the value (for v1, reordered so that it sorts by time; see
///            ``IdentifierGroup/sortKey(high:)``)
///  low       digits 16-31
///  tag       group (bits 40-47), an OpenUDID's 32-bit suffix (bits 8-39) and the spelling the
///            identifier was written in (bits 0-7: its text form and letter case)
///  location  where it was read: chunk (high half) and line in the chunk (``Location``)
/// ```
///
/// Records order by all four words: by value (so duplicates sit side by side and every prefix
/// forms a contiguous run), then by where they were read, which makes the order total and the
/// in-memory and spilled paths produce the same sequence. Two records hold the same identifier
/// when their first three words agree but for the spelling (the group in `tag` keeps a v1's
/// reordered key from meeting another version's value); the spelling, lowest in `tag`, sorts the
/// copies of a value by how they were written, so that copies written differently (`ABC…` and
/// `abc…`, braced and not) sit together.
@frozen
package struct AuditRecord: Sendable, Hashable {
    package var key: UInt64
    package var low: UInt64
    package var tag: UInt64
    package var location: UInt64

    @inline(__always)
    package init(key: UInt64, low: UInt64, tag: UInt64, location: UInt64) {
        self.key = key
        self.low = low
        self.tag = tag
        self.location = location
    }

    /// A record of `group` (raw value), an OpenUDID's `suffix`, read at `location` in
    /// `spelling` (``Spelling``).
    @inline(__always)
    package init(key: UInt64, low: UInt64, group: Int, suffix: UInt32 = 0, spelling: Int = 0, location: UInt64) {
        self.init(key: key, low: low, tag: Self.tag(group: group, suffix: suffix, spelling: spelling), location: location)
    }

    /// The third word of a record.
    @inline(__always)
    package static func tag(group: Int, suffix: UInt32, spelling: Int) -> UInt64 {
        UInt64(truncatingIfNeeded: group) &<< 40 | UInt64(suffix) &<< 8 | UInt64(truncatingIfNeeded: spelling) & 0xFF
    }

    /// The group's raw value.
    @inline(__always)
    package var group: Int { Int(truncatingIfNeeded: (tag &>> 40) & 0xFF) }

    /// An OpenUDID's suffix; 0 for a UUID.
    @inline(__always)
    package var suffix: UInt32 { UInt32(truncatingIfNeeded: tag &>> 8) }

    /// How the identifier was written (``Spelling``).
    @inline(__always)
    package var spelling: Int { Int(truncatingIfNeeded: tag & 0xFF) }

    /// True when `other` holds the same identifier (wherever it was read, however written).
    @inline(__always)
    package func sameValue(as other: AuditRecord) -> Bool {
        key == other.key && low == other.low && (tag ^ other.tag) &>> 8 == 0
    }

    /// True when `other` holds the same identifier written the same way.
    @inline(__always)
    package func sameSpelling(as other: AuditRecord) -> Bool { tag & 0xFF == other.tag & 0xFF }

    /// The order of the four words.
    @inline(__always)
    package static func < (lhs: AuditRecord, rhs: AuditRecord) -> Bool {
        if lhs.key != rhs.key { return lhs.key < rhs.key }
        if lhs.low != rhs.low { return lhs.low < rhs.low }
        if lhs.tag != rhs.tag { return lhs.tag < rhs.tag }
        return lhs.location < rhs.location
    }

    /// Bits `offset ..< offset + width` (width 1...12) of the record read as one 256-bit
    /// big-endian number (`key`, `low`, `tag`, `location`): the digits of the radix sort. A
    /// digit may straddle two words.
    @inline(__always)
    package func bits(at offset: Int, width: Int) -> Int {
        let index = offset &>> 6, shift = offset & 63
        let first = word(index)
        let mask = UInt64(1) &<< UInt64(width) &- 1
        if shift &+ width <= 64 {
            return Int(truncatingIfNeeded: (first &>> UInt64(64 &- shift &- width)) & mask)
        }
        let spill = shift &+ width &- 64
        let joined = first &<< UInt64(spill) | word(index &+ 1) &>> UInt64(64 &- spill)
        return Int(truncatingIfNeeded: joined & mask)
    }

    /// Word `index` (0...3) in sort order.
    @inline(__always)
    package func word(_ index: Int) -> UInt64 {
        switch index {
        case 0: return key
        case 1: return low
        case 2: return tag
        default: return location
        }
    }

    /// Slices partition the key space by the top 12 bits, for spreading the merge over threads.
    package static let sliceBits = 12
    package static let sliceCount = 1 << sliceBits

    /// The slice of the record.
    @inline(__always)
    package var slice: Int { Int(truncatingIfNeeded: key &>> UInt64(64 - AuditRecord.sliceBits)) }
}
