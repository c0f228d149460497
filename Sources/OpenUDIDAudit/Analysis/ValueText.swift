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
}
