import CollisionStatistics

/// OpenUDIDs: 40 hex digits, 32 of an MD5 digest and an 8-digit suffix, and the opted-out value
/// of forty zeros.
package enum OpenUDIDFormat {
    /// How many groups the format declares.
    static let groupCount = 2

    /// The groups, in report order: OpenUDIDs, then the opted-out value.
    static let groups: [GroupLayout] = [
        GroupLayout(
            name: "openudid", title: "OpenUDID", kind: .random, format: .openUDID, inventory: .init(kind: "openudid"),
            suffixBiasTest: true),
        GroupLayout(
            name: "openudid-opted-out", title: "OpenUDID, opted out (forty zeros)", kind: .placeholder,
            format: IdentifierFormat(fixedHigh: 0, fixedLow: 0, hasSuffix: false, spelling: .openUDID),
            inventory: .init(kind: "openudid", optedOut: true)),
    ]

    /// The group's index among the format's groups: 1 for forty zeros, 0 otherwise.
    @inline(__always)
    package static func group(high: UInt64, low: UInt64, suffix: UInt32) -> Int {
        high | low | UInt64(suffix) == 0 ? 1 : 0
    }
}
