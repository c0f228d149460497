/// How the audit reads a UUID's first three fields: as RFC 9562 writes them (most significant
/// byte first), or in the byte order of Microsoft's GUID structure, which stores them little-
/// endian (SQL Server's `uniqueidentifier`, .NET's `Guid.ToByteArray()` and `new Guid(bytes)`,
/// Python's `uuid.UUID(bytes_le=)`). A UUID written out by one convention and read back by the
/// other has its first four bytes, then two, then two, reversed: its version nibble lands in
/// digit 14, and digit 12, which a reader takes for the version, holds whatever the value had
/// there.
package enum UUIDByteOrder: String, Sendable, Hashable, CaseIterable {
    /// RFC 9562 order, unless the values read show GUID order (``GUIDOrderEvidence``): then the
    /// inputs are read again in GUID order when they can be (files, not standard input).
    case auto
    /// RFC 9562 order.
    case rfc
    /// The first three fields little-endian, as a GUID stores them.
    case guid

    /// The first 64 bits with the first three fields' bytes reversed (an involution: it turns
    /// either order into the other).
    @inline(__always)
    static func swapFields(_ high: UInt64) -> UInt64 {
        let first = UInt32(truncatingIfNeeded: high &>> 32).byteSwapped
        let second = UInt16(truncatingIfNeeded: high &>> 16).byteSwapped
        let third = UInt16(truncatingIfNeeded: high).byteSwapped
        return UInt64(first) &<< 32 | UInt64(second) &<< 16 | UInt64(third)
    }
}

/// What the RFC 9562 UUIDs read show of their byte order: the reader counts, for every UUID of
/// the RFC 9562 variant, the pair (digit 12, digit 14) (``Inventory/versionDigits``). In RFC
/// order digit 12 is the version and few values share it with anything; in GUID order the
/// version sits in digit 14, one value for all, while digit 12 holds bits of the time or random
/// bits, spread over many values.
package struct GUIDOrderEvidence: Sendable, Hashable {
    /// UUIDs of the RFC 9562 variant counted needed before the order is judged.
    static let least = 64
    /// The share of the values whose digit 14 is one version, and the most a single digit 12
    /// may hold, for GUID order to be read.
    static let versionShare = 0.95
    static let spreadShare = 0.5

    /// The version digit 14 holds.
    package var version: Int
    /// The RFC 9562 UUIDs counted, and how many values of digit 12 (versions, read in RFC
    /// order) they spread over.
    package var values: Int
    package var apparentVersions: Int

    /// The evidence of GUID order in `counts` (256 counts: digit 12 × 16 + digit 14), or `nil`.
    init?(_ counts: [Int]) {
        let total = counts.reduce(0, +)
        guard counts.count == 256, total >= Self.least else { return nil }
        let columns = (0..<16).map { column in (0..<16).reduce(0) { $0 + counts[$1 * 16 + column] } }
        let rows = (0..<16).map { row in counts[(row * 16)..<(row * 16 + 16)].reduce(0, +) }
        guard let version = (1...8).max(by: { columns[$0] < columns[$1] }),
            Double(columns[version]) >= Self.versionShare * Double(total),
            Double(rows.max() ?? 0) < Self.spreadShare * Double(total)
        else { return nil }
        (self.version, self.values, self.apparentVersions) = (version, total, rows.filter { $0 > 0 }.count)
    }
}
