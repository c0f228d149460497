import CollisionStatistics
/// Pre-RFC layouts of time-ordered UUIDs that generators still make, recognised when RFC
/// 9562 reads a group's timestamps as implausible and the layout reads them as plausible.
///
/// The one known today: UUIDv7 of draft-peabody-dispatch-new-uuid-format-01 and -02 (2021),
/// made by the `uuid7` package on PyPI (its only release, 0.1.0) and by `uuid6` before its
/// 2022 releases. Its first 36 bits are Unix *seconds*, followed by a sub-second fraction (12
/// bits, the version, 12 more bits; then a sequence counter and random bits). RFC 9562 reads
/// the first 48 bits as Unix *milliseconds*: seconds × 4 096 plus the fraction's top 12 bits,
/// so a value made in 2025 is dated in the year 2198.
enum DraftLayout {
    /// The layout's name in findings and `report.json`.
    static let name = "draft-peabody-dispatch-new-uuid-format-02 UUIDv7"
    /// The layout, in a few words.
    static let summary = "36-bit Unix seconds, then a sub-second fraction (12 bits, version, 12 bits), a sequence and random bits"
    /// Hex digits the layout fills with its fraction (13-15) and its sequence counter (17-19),
    /// which RFC 9562 v7 tests as random.
    static let structuredDigits = Array(13...15) + Array(17...19)

    /// The draft reading of `time` (a v7 group's tally), when every identifier is implausible
    /// as RFC 9562 v7 (more than a day after `now`, or before 2020) and every one is plausible
    /// in the draft layout (from 2020 to a day after `now`); `nil` otherwise. RFC and draft
    /// times grow together (the draft's seconds are the top bits of the RFC's milliseconds),
    /// so the earliest and latest values decide for all. (A sharded audit's merge passes its
    /// own clock: the reduces counted the future timestamps against theirs.)
    static func explain(_ time: TimeTally?, now: Int64) -> AuditReport.DraftLayoutReport? {
        guard let time, time.layout == .v7, time.count > 0 else { return nil }
        guard time.future == time.count || time.old == time.count else { return nil }
        let earliest = seconds(rfcMilliseconds: time.earliest) * 1000
        let latest = seconds(rfcMilliseconds: time.latest) * 1000
        guard earliest >= TimeOrderedLayout.v7.plausibleStart, latest <= now + 86_400_000 else { return nil }
        return AuditReport.DraftLayoutReport(
            layout: name, summary: summary, earliest: ISO8601Text.string(unixMilliseconds: earliest),
            latest: ISO8601Text.string(unixMilliseconds: latest))
    }

    /// Unix seconds of the draft layout from the 48 bits RFC 9562 reads as milliseconds.
    static func seconds(rfcMilliseconds: Int64) -> Int64 { rfcMilliseconds >> 12 }
}

extension AuditReport {
    /// A time-ordered group whose values a pre-RFC layout explains (``DraftLayout``).
    package struct DraftLayoutReport: Sendable, Codable, Hashable {
        /// The layout's name and a summary of its fields.
        package var layout: String
        package var summary: String
        /// The first and last times in the draft layout (ISO 8601, to the second).
        package var earliest: String
        package var latest: String
    }
}
