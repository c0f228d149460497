import CollisionStatistics

/// KSUIDs (``AuditInput/KSUIDText``): one time-ordered group. Their 160 bits fit the record as
/// an OpenUDID's do, the first 128 in the key and the last 32 in the suffix, and their time is
/// at the top, in seconds (``CollisionStatistics/TimeOrderedLayout/ksuid``): judged as v7 is,
/// its payload's 128 bits free.
package enum KSUIDFormat {
    /// How many groups the format declares.
    static let groupCount = 1

    static let groups: [GroupLayout] = [
        GroupLayout(
            name: "ksuid", title: "KSUID", kind: .timeOrdered(.ksuid), format: TimeOrderedDesign(.ksuid, .random).format,
            inventory: .init(kind: "ksuid"))
    ]
}
