import CollisionStatistics

/// A group of identifiers that the audit judges against one ideal generator: one of the groups
/// the formats declare (``GroupLayout``), by its place in the registry, ``layouts``. Records
/// carry the place (``AuditRecord/group``); everything else about a group is read from its
/// layout.
///
/// To add a format: a file in `Formats/` declaring its groups and how a parsed value falls into
/// them, one line in ``layouts``, and the branch of ``of(high:low:suffix:form:)`` for the
/// parser's form.
package struct IdentifierGroup: Sendable, Hashable, Comparable {
    package let rawValue: Int

    package init(rawValue: Int) { self.rawValue = rawValue }

    /// Every format's groups, in report order: the registry. A format's groups keep the places
    /// they have here, which records, partial files and shuffle files carry.
    package static let layouts: [GroupLayout] =
        UUIDFormat.groups + OpenUDIDFormat.groups + ULIDFormat.groups + KSUIDFormat.groups + SnowflakeFormat.groups

    /// The first group of each format.
    @usableFromInline static let openUDIDBase = UUIDFormat.groupCount
    @usableFromInline static let ulidBase = openUDIDBase + OpenUDIDFormat.groupCount
    @usableFromInline static let ksuidBase = ulidBase + ULIDFormat.groupCount
    @usableFromInline static let snowflakeBase = ksuidBase + KSUIDFormat.groupCount

    /// How many groups there are.
    package static let count = snowflakeBase + SnowflakeFormat.groupCount
    /// Every group, in report order.
    package static let all = (0..<count).map(IdentifierGroup.init(rawValue:))

    /// The declaration of the group.
    package var layout: GroupLayout { Self.layouts[rawValue] }
    /// The name in `report.json`: `uuid-v4`, `nil`, `max`, `uuid-ncs`, `openudid`, ….
    package var name: String { layout.name }
    /// The title in `report.md`.
    package var title: String { layout.title }

    package static func < (lhs: IdentifierGroup, rhs: IdentifierGroup) -> Bool { lhs.rawValue < rhs.rawValue }

    /// RFC 9562 variant, version `version` (0-15).
    package static func version(_ version: Int) -> IdentifierGroup { IdentifierGroup(rawValue: version) }
    /// The Nil UUID, `00000000-0000-0000-0000-000000000000` (RFC 9562 §5.9).
    package static let nilUUID = IdentifierGroup(rawValue: UUIDFormat.nilIndex)
    /// The Max UUID, `ffffffff-ffff-ffff-ffff-ffffffffffff` (RFC 9562 §5.10).
    package static let maxUUID = IdentifierGroup(rawValue: UUIDFormat.maxIndex)
    /// The NCS variant (`0xxx`), Nil aside.
    package static let ncs = IdentifierGroup(rawValue: UUIDFormat.ncsIndex)
    /// The Microsoft variant (`110x`).
    package static let microsoft = IdentifierGroup(rawValue: UUIDFormat.microsoftIndex)
    /// The reserved future variant (`111x`), Max aside.
    package static let future = IdentifierGroup(rawValue: UUIDFormat.futureIndex)
    /// 40-digit OpenUDIDs.
    package static let openUDID = IdentifierGroup(rawValue: openUDIDBase)
    /// The opted-out OpenUDID, forty zeros.
    package static let optedOut = IdentifierGroup(rawValue: openUDIDBase + 1)
    /// ULIDs, KSUIDs and Snowflake ids.
    package static let ulid = IdentifierGroup(rawValue: ulidBase)
    package static let ksuid = IdentifierGroup(rawValue: ksuidBase)
    package static let snowflake = IdentifierGroup(rawValue: snowflakeBase)

    /// The group (raw value) of a parsed value (`high`, `low`, `suffix`) by the place of its
    /// form (``AuditInput/TextForm``'s order: 0-3 the UUID forms, 4 OpenUDID, 5 ULID, 6 KSUID,
    /// 7 Snowflake). The UUID forms are tested first, with one comparison.
    @inline(__always)
    package static func of(high: UInt64, low: UInt64, suffix: UInt32, form: Int) -> Int {
        if form < 4 { return UUIDFormat.group(high: high, low: low) }
        return ofOtherForm(high: high, low: low, suffix: suffix, form: form)
    }

    /// ``of(high:low:suffix:form:)`` for the forms after the UUIDs'.
    @inline(__always)
    static func ofOtherForm(high: UInt64, low: UInt64, suffix: UInt32, form: Int) -> Int {
        switch form {
        case 4: return openUDIDBase &+ OpenUDIDFormat.group(high: high, low: low, suffix: suffix)
        case 5: return ulidBase
        case 6: return ksuidBase
        default: return snowflakeBase
        }
    }

    /// The groups whose layout reorders the key (v1: its timestamp first), one bit each.
    @usableFromInline static let reorderedKeys: UInt64 = mask { $0.format.spelling == .uuidV1InTimeOrder }

    /// The key a value sorts by in its group: the value's first 64 bits, except where the
    /// layout keys it by time (v1).
    @inline(__always)
    package static func sortKey(group: Int, high: UInt64) -> UInt64 {
        (reorderedKeys &>> UInt64(truncatingIfNeeded: group)) & 1 == 0 ? high : UUIDFormat.v1SortKey(high: high)
    }

    /// The value's first 64 bits from its sort key (the inverse of ``sortKey(group:high:)``).
    package static func high(group: Int, key: UInt64) -> UInt64 {
        (reorderedKeys &>> UInt64(group)) & 1 == 0 ? key : UUIDFormat.v1High(key: key)
    }

    /// The time-ordered groups (raw values), in registry order: the groups whose file order is
    /// read (``OrderSpan``).
    package static let timeOrdered: [Int] = all.filter { $0.layout.timeLayout != nil }.map(\.rawValue)

    /// For each group, its place among ``timeOrdered``, or -1.
    @usableFromInline static let orderSlots: [Int] = (0..<count).map { timeOrdered.firstIndex(of: $0) ?? -1 }

    /// The place of group `group` among ``timeOrdered``, or -1 when it has no time.
    @inline(__always)
    package static func orderSlot(_ group: Int) -> Int { orderSlots[group] }

    /// The groups whose layout satisfies `predicate`, one bit each (there are fewer than 64).
    static func mask(_ predicate: (GroupLayout) -> Bool) -> UInt64 {
        precondition(layouts.count < 64, "a group mask holds at most 63 groups")
        return layouts.enumerated().reduce(0) { mask, entry in predicate(entry.element) ? mask | 1 << UInt64(entry.offset) : mask }
    }
}
