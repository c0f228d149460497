import CollisionStatistics

/// RFC 9562 UUIDs, in any of their text forms: a group per version of the RFC 9562 variant
/// (v1, v6 and v7 time-ordered, v3, v4 and v5 random, the others left to their makers), the
/// Nil and Max UUIDs, and a group per other variant.
package enum UUIDFormat {
    /// The group of each version (raw values 0-15), then these.
    static let nilIndex = 16, maxIndex = 17, ncsIndex = 18, microsoftIndex = 19, futureIndex = 20

    /// How many groups the format declares (the first ``IdentifierGroup`` raw values).
    static let groupCount = 21
    /// The versions of the RFC 9562 variant: the groups 0 ..< 16, the version their raw value.
    static let versionGroups = 16

    /// The groups, in report order: versions 0-15, Nil, Max, NCS, Microsoft, reserved.
    static let groups: [GroupLayout] =
        (0..<16).map(version) + [
            GroupLayout(
                name: "nil", title: "Nil UUID", kind: .placeholder, format: written128,
                inventory: .init(kind: "uuid", version: "nil", variant: "ncs")),
            GroupLayout(
                name: "max", title: "Max UUID", kind: .placeholder, format: written128,
                inventory: .init(kind: "uuid", version: "max", variant: "future")),
            GroupLayout(
                name: "uuid-ncs", title: "UUID, NCS variant", kind: .unknown,
                format: IdentifierFormat(fixedHigh: 0, fixedLow: 0x8000_0000_0000_0000, hasSuffix: false, spelling: .uuid),
                inventory: .init(kind: "uuid", variant: "ncs"), uuidCell: (nil, 0)),
            GroupLayout(
                name: "uuid-microsoft", title: "UUID, Microsoft variant", kind: .unknown, format: threeVariantBits,
                inventory: .init(kind: "uuid", variant: "microsoft"), uuidCell: (nil, 2)),
            GroupLayout(
                name: "uuid-future", title: "UUID, reserved variant", kind: .unknown, format: threeVariantBits,
                inventory: .init(kind: "uuid", variant: "future"), uuidCell: (nil, 3)),
        ]

    /// The Microsoft and reserved variants fix their three top bits (`110`, `111`).
    private static let threeVariantBits = IdentifierFormat(
        fixedHigh: 0, fixedLow: 0xE000_0000_0000_0000, hasSuffix: false, spelling: .uuid)
    /// Nil and Max: 128 bits with nothing to judge, written as UUIDs.
    private static let written128 = IdentifierFormat(fixedHigh: 0, fixedLow: 0, hasSuffix: false, spelling: .uuid)

    /// Version `version` of the RFC 9562 variant.
    private static func version(_ version: Int) -> GroupLayout {
        let kind: GroupLayout.Kind
        var format = IdentifierFormat.uuid
        switch version {
        case 3, 4, 5: kind = .random
        case 1:
            kind = .timeOrdered(.v1)
            format.spelling = .uuidV1InTimeOrder
        case 6: kind = .timeOrdered(.v6)
        case 7: kind = .timeOrdered(.v7)
        default: kind = .unknown
        }
        return GroupLayout(
            name: "uuid-v\(version)", title: "UUID v\(version)", kind: kind, format: format,
            inventory: .init(kind: "uuid", version: String(version), variant: "rfc9562"), uuidCell: (version, 1))
    }

    /// The group (its raw value) of the UUID `high`, `low`: the version of the RFC 9562
    /// variant, Nil, Max, or another variant by the top bits of byte 8 (RFC 9562 §4.1).
    @inline(__always)
    package static func group(high: UInt64, low: UInt64) -> Int {
        if high | low == 0 { return 16 }
        if high & low == .max { return 17 }
        switch low &>> 61 {
        case 0b100, 0b101: return Int(truncatingIfNeeded: (high &>> 12) & 0xF)
        case 0b110: return 19
        case 0b111: return 20
        default: return 18
        }
    }

    /// The key a v1 UUID sorts by: its 60-bit timestamp (high field first, as v6 lays it out)
    /// and then the version nibble, so that the group sorts by time as v6 and v7 do by design.
    @inline(__always)
    package static func v1SortKey(high: UInt64) -> UInt64 {
        let timestamp = (high & 0xFFF) &<< 48 | ((high &>> 16) & 0xFFFF) &<< 32 | high &>> 32
        return timestamp &<< 4 | 1
    }

    /// The first 64 bits of a v1 UUID from its sort key (the inverse of ``v1SortKey(high:)``).
    @inline(__always)
    package static func v1High(key: UInt64) -> UInt64 {
        let timestamp = key &>> 4
        return (timestamp & 0xFFFF_FFFF) &<< 32 | ((timestamp &>> 32) & 0xFFFF) &<< 16 | 0x1000 | (timestamp &>> 48) & 0xFFF
    }
}
