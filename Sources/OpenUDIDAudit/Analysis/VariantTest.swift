import CollisionStatistics

/// Whether a set of UUIDs carries one version in variants other than RFC 9562's: a generator
/// that sets the version nibble and not the variant bits (a v7 function written by hand that
/// forgets them), or sets them wrong. Its identifiers then fall into the NCS, Microsoft and
/// reserved groups as well as the version's, each of which would raise its own warnings about
/// a layout "left to its maker"; the test names the one cause instead.
///
/// It is made when the other variants' groups hold at least ``least`` distinct values, 99 % or
/// more of which have one version nibble V (random bits put 1/16 of them on any one), and V is
/// a version RFC 9562 defines (1-8) or the group of V in the RFC 9562 variant has values. The variant shares of V's values are then
/// compared with random bits' (1/4 RFC 9562, 1/2 NCS, 1/8 Microsoft, 1/8 reserved): near them,
/// the generator never sets the variant; one variant alone, it sets a wrong one.
struct VariantTest {
    /// Distinct values of the other variants needed before the test is made.
    static let least = 32

    let version: Int
    /// Distinct values of the version in each variant class (NCS, RFC 9562, Microsoft, reserved).
    let counts: [Int]
    /// The groups whose values the test explains (the other variants with values).
    let groups: [Int]
    let statistic: Double
    let pValue: Double

    init?(_ analyses: [GroupAnalysis]) {
        let others = analyses.filter { analysis in
            analysis.tally.records > 0 && analysis.layout.uuidCell.map { $0.version == nil } == true && !analysis.layout.isPlaceholder
        }
        let digits = others.compactMap { analysis -> [UInt64]? in
            let counts = analysis.tally.digitCounts
            return counts.count > 12 ? counts[12] : nil
        }
        guard digits.count == others.count else { return nil }
        var byVersion = [UInt64](repeating: 0, count: 16)
        for counts in digits { for version in 0..<16 { byVersion[version] += counts[version] } }
        let total = byVersion.reduce(0, +)
        guard total >= UInt64(Self.least), let version = byVersion.indices.max(by: { byVersion[$0] < byVersion[$1] }),
            100 * byVersion[version] >= 99 * total
        else { return nil }
        let rfc = analyses.first { $0.layout.uuidCell.map { $0.version == version } == true }?.tally.distinct ?? 0
        guard rfc > 0 || (1...8).contains(version) else { return nil }
        var counts = [0, rfc, 0, 0]
        for (analysis, digit) in zip(others, digits) { counts[analysis.layout.uuidCell!.variantClass] += Int(digit[version]) }
        let n = Double(counts.reduce(0, +))
        let expected = [0.5, 0.25, 0.125, 0.125].map { $0 * n }
        let statistic = zip(counts, expected).reduce(0.0) { $0 + (Double($1.0) - $1.1) * (Double($1.0) - $1.1) / $1.1 }
        (self.version, self.counts, self.groups) = (version, counts, others.map(\.group.rawValue))
        (self.statistic, self.pValue) = (statistic, ChiSquare.survival(statistic, degreesOfFreedom: 3))
    }

    /// The report's account of it.
    func report(randomBits level: FalseAlarmLevel) -> AuditReport.WrongVariantReport {
        AuditReport.WrongVariantReport(
            version: version, ncs: counts[0], rfc9562: counts[1], microsoft: counts[2], future: counts[3],
            statistic: statistic, pValue: pValue, randomBits: !level.isSignificant(pValue),
            groups: groups.map { IdentifierGroup(rawValue: $0).name })
    }
}

extension AuditReport {
    /// One version's UUIDs found in variants other than RFC 9562's (``VariantTest``).
    package struct WrongVariantReport: Sendable, Codable, Hashable {
        package var version: Int
        /// Distinct values of the version in each variant.
        package var ncs: Int
        package var rfc9562: Int
        package var microsoft: Int
        package var future: Int
        /// Chi-square of those counts against random variant bits (3 degrees of freedom).
        package var statistic: Double
        package var pValue: Double
        /// Whether the variant bits look random (never set), rather than set to one wrong value.
        package var randomBits: Bool
        /// The groups of the other variants, whose findings this one stands for.
        package var groups: [String]
    }
}
