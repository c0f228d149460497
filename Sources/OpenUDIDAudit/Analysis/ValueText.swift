import AuditInput
import CollisionStatistics
import OpenUDIDCore

/// Records written back as text: the identifier in canonical lowercase form (a ULID, a KSUID
/// and a Snowflake id as their formats write them).
enum ValueText {
    /// The record's identifier as text, as ``append(_:to:)`` writes it.
    static func of(_ record: AuditRecord) -> String {
        var bytes: [UInt8] = []
        append(record, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the record's identifier as text to `bytes`, without making a `String`, as its
    /// group's layout spells it: an OpenUDID's 40 digits, a UUID's canonical form (a v1 key
    /// put back in field order), a ULID's 26 characters, a KSUID's 27, a Snowflake id's digits.
    static func append(_ record: AuditRecord, to bytes: inout [UInt8]) {
        let group = record.group
        switch IdentifierGroup(rawValue: group).layout.format.spelling {
        case .openUDID:
            let value = OpenUDID(digest: MD5Digest(high: record.key, low: record.low), suffix: record.suffix)
            bytes.append(addingCapacity: OpenUDID.formattedLength) { value.write(to: &$0) }
        case .hex:
            let value = RFCUUID(high: record.key, low: record.low)
            bytes.append(addingCapacity: RFCUUID.formattedLength(.hyphenless)) { value.write(.hyphenless, to: &$0) }
        case .uuid, .uuidV1InTimeOrder:
            let value = RFCUUID(high: IdentifierGroup.high(group: group, key: record.key), low: record.low)
            bytes.append(addingCapacity: RFCUUID.formattedLength(.canonical)) { value.write(to: &$0) }
        case .ulid: ULIDText.write(high: record.key, low: record.low, to: &bytes)
        case .ksuid: KSUIDText.write(high: record.key, low: record.low, suffix: record.suffix, to: &bytes)
        case .snowflake: SnowflakeText.write(record.key, to: &bytes)
        }
    }
}
