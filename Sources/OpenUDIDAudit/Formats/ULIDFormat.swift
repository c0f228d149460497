import CollisionStatistics

/// ULIDs (``AuditInput/ULIDText``): one time-ordered group, judged as v7 is (the method its data
/// show, the time, the file order) on the ULID's layout: 48 bits of Unix milliseconds, then 80
/// bits that a random generator draws afresh and a monotonic one counts up from a seed drawn
/// each millisecond (``CollisionStatistics/TimeOrderedLayout/ulid``).
package enum ULIDFormat {
    /// How many groups the format declares.
    static let groupCount = 1

    static let groups: [GroupLayout] = [
        GroupLayout(
            name: "ulid", title: "ULID", kind: .timeOrdered(.ulid), format: TimeOrderedDesign(.ulid, .random).format,
            inventory: .init(kind: "ulid"))
    ]
}
