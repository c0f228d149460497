import CollisionStatistics

/// Snowflake ids (``AuditInput/SnowflakeText``): one group, recognised and counted, whose
/// copies are judged. Their 41-bit time counts from an epoch of the maker's choosing, and the
/// widths of worker and sequence vary from maker to maker, so nothing else of them is read; a
/// generator that works makes each value once (a time, a worker of its own, a sequence), so
/// every copy is a fault (``GroupLayout/Kind/unique``).
package enum SnowflakeFormat {
    /// How many groups the format declares.
    static let groupCount = 1

    static let groups: [GroupLayout] = [
        GroupLayout(
            name: "snowflake", title: "Snowflake id", kind: .unique,
            format: IdentifierFormat(fixedHigh: 1 << 63, fixedLow: ~0, hasSuffix: false, spelling: .snowflake),
            inventory: .init(kind: "snowflake"))
    ]
}
