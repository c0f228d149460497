import OpenUDIDCore

/// Records written back as text: the identifier in canonical lowercase form.
enum ValueText {
    static func of(_ record: AuditRecord) -> String {
        let group = record.group
        if IdentifierGroup(rawValue: group).isOpenUDID {
            return OpenUDID(digest: MD5Digest(high: record.key, low: record.low), suffix: record.suffix).description
        }
        return RFCUUID(high: IdentifierGroup.high(group: group, key: record.key), low: record.low).description
    }

    /// Appends the text of ``of(_:)`` to `bytes`, without making a `String`.
    static func append(_ record: AuditRecord, to bytes: inout [UInt8]) {
        let group = record.group
        if IdentifierGroup(rawValue: group).isOpenUDID {
            let value = OpenUDID(digest: MD5Digest(high: record.key, low: record.low), suffix: record.suffix)
            bytes.append(addingCapacity: OpenUDID.formattedLength) { value.write(to: &$0) }
        } else {
            let value = RFCUUID(high: IdentifierGroup.high(group: group, key: record.key), low: record.low)
            bytes.append(addingCapacity: RFCUUID.formattedLength(.canonical)) { value.write(to: &$0) }
        }
    }
}
