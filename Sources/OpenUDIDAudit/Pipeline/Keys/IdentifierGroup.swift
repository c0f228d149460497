package import CollisionStatistics

/// The families an identifier can belong to, each judged against its own ideal generator:
/// each version of RFC 9562 UUIDs, the other variants, the Nil and Max UUIDs, OpenUDIDs and
/// the opted-out OpenUDID.
package struct IdentifierGroup: Sendable, Hashable, Comparable {
    package let rawValue: Int

    package init(rawValue: Int) { self.rawValue = rawValue }

    /// RFC 9562 variant, version `version` (0-15).
    package static func version(_ version: Int) -> IdentifierGroup { IdentifierGroup(rawValue: version) }
    /// `00000000-0000-0000-0000-000000000000` (RFC 9562 §5.9).
    package static let nilUUID = IdentifierGroup(rawValue: 16)
    /// `ffffffff-ffff-ffff-ffff-ffffffffffff` (RFC 9562 §5.10).
    package static let maxUUID = IdentifierGroup(rawValue: 17)
    /// The NCS variant (`0xxx`), Nil aside.
    package static let ncs = IdentifierGroup(rawValue: 18)
    /// The Microsoft variant (`110x`).
    package static let microsoft = IdentifierGroup(rawValue: 19)
    /// The reserved future variant (`111x`), Max aside.
    package static let future = IdentifierGroup(rawValue: 20)
    /// 40-digit OpenUDIDs.
    package static let openUDID = IdentifierGroup(rawValue: 21)
    /// The opted-out OpenUDID, forty zeros.
    package static let optedOut = IdentifierGroup(rawValue: 22)

    /// How many groups there are.
    package static let count = 23
    /// Every group, in report order.
    package static let all = (0..<count).map(IdentifierGroup.init(rawValue:))

    package static func < (lhs: IdentifierGroup, rhs: IdentifierGroup) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The group of a parsed UUID (`high`, `low`) or OpenUDID.
    @inlinable @inline(__always)
    package static func of(high: UInt64, low: UInt64, suffix: UInt32, openUDID: Bool) -> Int {
        if openUDID { return high | low | UInt64(suffix) == 0 ? 22 : 21 }
        if high | low == 0 { return 16 }
        if high & low == .max { return 17 }
        switch low &>> 61 {
        case 0b100, 0b101: return Int(truncatingIfNeeded: (high &>> 12) & 0xF)
        case 0b110: return 19
        case 0b111: return 20
        default: return 18
        }
    }

    /// The key a value sorts by in its group. Version 1 stores its timestamp low field first;
    /// its key is the 60-bit timestamp followed by the version nibble, so that the group
    /// sorts by time as v6 and v7 do by design. Every other group keeps the value.
    @inlinable @inline(__always)
    package static func sortKey(group: Int, high: UInt64) -> UInt64 {
        guard group == 1 else { return high }
        let timestamp = (high & 0xFFF) &<< 48 | ((high &>> 16) & 0xFFFF) &<< 32 | high &>> 32
        return timestamp &<< 4 | 1
    }

    /// The value's first 64 bits from its sort key (the inverse of ``sortKey(group:high:)``).
    package static func high(group: Int, key: UInt64) -> UInt64 {
        guard group == 1 else { return key }
        let timestamp = key &>> 4
        return (timestamp & 0xFFFF_FFFF) &<< 32 | ((timestamp &>> 32) & 0xFFFF) &<< 16 | 0x1000 | (timestamp &>> 48) & 0xFFF
    }

    /// The name in `report.json`: `uuid-v4`, `nil`, `max`, `uuid-ncs`, `openudid`, ….
    package var name: String {
        switch rawValue {
        case 0..<16: return "uuid-v\(rawValue)"
        case 16: return "nil"
        case 17: return "max"
        case 18: return "uuid-ncs"
        case 19: return "uuid-microsoft"
        case 20: return "uuid-future"
        case 21: return "openudid"
        default: return "openudid-opted-out"
        }
    }

    /// The title in `report.md`.
    package var title: String {
        switch rawValue {
        case 0..<16: return "UUID v\(rawValue)"
        case 16: return "Nil UUID"
        case 17: return "Max UUID"
        case 18: return "UUID, NCS variant"
        case 19: return "UUID, Microsoft variant"
        case 20: return "UUID, reserved variant"
        case 21: return "OpenUDID"
        default: return "OpenUDID, opted out (forty zeros)"
        }
    }

    /// True for the 40-digit groups.
    package var isOpenUDID: Bool { rawValue >= 21 }

    /// What the group's ideal generator is.
    package var model: GroupModel { GroupModel.of(self) }
}

/// What an ideal generator of a group makes, and so which tests apply.
package struct GroupModel: Sendable, Hashable {
    /// How the group's identifiers are made.
    package enum Kind: Sendable, Hashable {
        /// Every free bit random: v3 and v5 (hashes) and v4, OpenUDIDs.
        case random
        /// A timestamp, then counter or random bits: v1, v6, v7.
        case timeBased(TimeLayout)
        /// One fixed value (Nil, Max, the opted-out OpenUDID): not generated at all.
        case placeholder
        /// A layout the standard leaves to the maker (v8, the other variants, unassigned
        /// versions): tested as if random, but a departure is a warning, not a fault.
        case unknown
    }

    package var kind: Kind
    /// The bits the written form fixes (version and variant).
    package var format: IdentifierFormat
    /// Bits that tell two independent identifiers apart, for the duplicate expectation: all
    /// free bits when random; for time-based groups, the random bits two generators in the same
    /// tick still differ by (the worst case, everyone in one tick).
    package var duplicateBits: Int
    /// Hex-digit positions tested for uniformity (0-31 of the value, 32-39 an OpenUDID's
    /// suffix); fixed nibbles and time fields are left out.
    package var testedDigits: [Int]
    /// True when prefix collisions are compared with the birthday bound (not for timestamps).
    package var prefixTests: Bool

    static func of(_ group: IdentifierGroup) -> GroupModel {
        let rfc = IdentifierFormat.uuid
        switch group.rawValue {
        case 3, 4, 5:
            return GroupModel(kind: .random, format: rfc, duplicateBits: 122, testedDigits: rfc.uniformPositions, prefixTests: true)
        case 1:
            // Same tick: clock sequence (14 bits) and a random node (47 bits, multicast bit set).
            return GroupModel(kind: .timeBased(.v1), format: rfc, duplicateBits: 61, testedDigits: [], prefixTests: false)
        case 6:
            return GroupModel(kind: .timeBased(.v6), format: rfc, duplicateBits: 61, testedDigits: [], prefixTests: false)
        case 7:
            // Same millisecond: rand_a (12 bits, digits 13-15) and rand_b (62 bits, digits 17-31).
            return GroupModel(
                kind: .timeBased(.v7), format: rfc, duplicateBits: 74,
                testedDigits: Array(13...15) + Array(17...31), prefixTests: false)
        case 0..<16:
            return GroupModel(kind: .unknown, format: rfc, duplicateBits: 122, testedDigits: rfc.uniformPositions, prefixTests: true)
        case 18:
            let ncs = IdentifierFormat(fixedHigh: 0, fixedLow: 0x8000_0000_0000_0000, hasSuffix: false)
            return GroupModel(kind: .unknown, format: ncs, duplicateBits: 127, testedDigits: ncs.uniformPositions, prefixTests: true)
        case 19, 20:
            let three = IdentifierFormat(fixedHigh: 0, fixedLow: 0xE000_0000_0000_0000, hasSuffix: false)
            return GroupModel(kind: .unknown, format: three, duplicateBits: 125, testedDigits: three.uniformPositions, prefixTests: true)
        case 21:
            return GroupModel(
                kind: .random, format: .openUDID, duplicateBits: 160,
                testedDigits: IdentifierFormat.openUDID.uniformPositions, prefixTests: true)
        default:
            return GroupModel(kind: .placeholder, format: .free128, duplicateBits: 0, testedDigits: [], prefixTests: false)
        }
    }

    /// True for Nil, Max and the opted-out OpenUDID.
    package var isPlaceholder: Bool { kind == .placeholder }

    /// The time layout, for time-based groups.
    package var timeLayout: TimeLayout? {
        if case let .timeBased(layout) = kind { return layout }
        return nil
    }
}

/// Where the timestamp of a time-based UUID is (RFC 9562 §5.1, §5.6, §5.7).
package enum TimeLayout: Sendable, Hashable {
    /// 100 ns since 1582-10-15, low field first.
    case v1
    /// 100 ns since 1582-10-15, high field first.
    case v6
    /// Milliseconds since 1970 in the first 48 bits.
    case v7

    /// The record's time in milliseconds since 1970 (negative before), from its sort key.
    @inlinable @inline(__always)
    package func unixMilliseconds(key: UInt64) -> Int64 {
        switch self {
        case .v1: return Self.gregorianToUnixMilliseconds(key &>> 4)
        case .v6: return Self.gregorianToUnixMilliseconds((key &>> 16) &<< 12 | key & 0xFFF)
        case .v7: return Int64(bitPattern: key &>> 16)
        }
    }

    /// 100 ns ticks since 1582-10-15 to milliseconds since 1970.
    @inlinable @inline(__always)
    package static func gregorianToUnixMilliseconds(_ ticks: UInt64) -> Int64 {
        (Int64(bitPattern: ticks) &- 0x01B2_1DD2_1381_4000) / 10_000
    }

    /// The 48-bit node of a v1 or v6 record (its `low` word); `nil` for v7.
    @inlinable @inline(__always)
    package func node(low: UInt64) -> UInt64? { self == .v7 ? nil : low & 0xFFFF_FFFF_FFFF }

    /// The 14-bit clock sequence of a v1 or v6 record.
    @inlinable @inline(__always)
    package func clockSequence(low: UInt64) -> Int? { self == .v7 ? nil : Int(truncatingIfNeeded: (low &>> 48) & 0x3FFF) }
}
