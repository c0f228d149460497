import AuditInput
import CollisionStatistics
import Platform

/// Whether the UUIDs of an audit are random 128-bit values printed in the UUID form (an MD5
/// digest, `os.urandom(16)` as hex) rather than RFC 9562 UUIDs: their version nibble and
/// variant bits spread as uniform random bits do.
///
/// The sixteen version nibbles times the four variant classes (`0xxx` NCS, `10xx` RFC 9562,
/// `110x` Microsoft, `111x` reserved) make 64 cells; random bits fill them with probabilities
/// 1/16 × (1/2, 1/4, 1/8, 1/8). The distinct UUIDs of every group but the placeholders (Nil,
/// Max) are counted into the cells: an RFC 9562 group gives its version's cell, the other
/// variants give the version digit of their distinct values. Past ``sampleMinimum`` values,
/// a chi-square test with 63 degrees of freedom that does not reject uniformity at the
/// report's family-wise rate makes the set unversioned. Any real generator of RFC 9562 UUIDs
/// fills one cell (or a few), which no such sample leaves near uniform: a set of 90 % v4 and
/// 10 % random values is rejected from a few hundred values on. A structured share too small
/// to move the test is folded in with the rest: a share f of one cell adds about 64·f²·N to
/// the statistic, so under about 1 % of 10⁴ values, 0.1 % of 10⁶.
struct UnversionedTest {
    /// The group that replaces the folded groups in the report.
    static let groupName = "random-128"
    /// Values needed before the test is made: 8 expected in the rarest cells.
    static let sampleMinimum = 1024
    /// Cells, and so degrees of freedom plus one.
    static let cells = 64

    /// The groups folded into ``groupName``: every UUID group with values but Nil and Max.
    let groups: [Int]
    /// Distinct values per cell, `version * 4 + class` (class 0 NCS, 1 RFC 9562, 2 Microsoft,
    /// 3 reserved).
    let counts: [UInt64]
    let statistic: Double
    let pValue: Double

    /// The probability of a cell under uniform random bits.
    static func probability(cell: Int) -> Double {
        let classes = [0.5, 0.25, 0.125, 0.125]
        return classes[cell % 4] / 16
    }

    /// The test over `analyses`; `nil` when there are too few UUIDs or uniformity is rejected
    /// at `rate`.
    init?(_ analyses: [GroupAnalysis], rate: Double) {
        var counts = [UInt64](repeating: 0, count: Self.cells)
        var groups: [Int] = []
        for analysis in analyses where analysis.tally.records > 0 {
            guard let cell = analysis.layout.uuidCell, !analysis.layout.isPlaceholder else { continue }
            if let version = cell.version {
                counts[version * 4 + cell.variantClass] += UInt64(analysis.tally.distinct)
            } else {
                // The version digit (position 12) of the group's distinct values.
                let digits = analysis.tally.digitCounts
                guard digits.count > 12 else { return nil }
                for version in 0..<16 { counts[version * 4 + cell.variantClass] += digits[12][version] }
            }
            groups.append(analysis.group.rawValue)
        }
        let n = Double(counts.reduce(0, +))
        guard n >= Double(Self.sampleMinimum) else { return nil }
        var statistic = 0.0
        for cell in 0..<Self.cells {
            let expected = n * Self.probability(cell: cell)
            let difference = Double(counts[cell]) - expected
            statistic += difference * difference / expected
        }
        let p = ChiSquare.survival(statistic, degreesOfFreedom: Self.cells - 1)
        guard p >= rate else { return nil }
        (self.groups, self.counts, self.statistic, self.pValue) = (groups, counts, statistic, p)
    }

    /// Whether `group` (a raw group) is folded into ``groupName``.
    func folds(_ group: Int) -> Bool { groups.contains(group) }

    /// The report of the folded groups as one group of 128 random bits, of which only exact
    /// duplicates are tested: the values were sorted apart by their version nibble and variant,
    /// so prefix pairs across groups were never counted, and per-group digit counts cover
    /// only some groups. Copies of a value are in one group by construction, so the
    /// duplicates add up exactly.
    func groupReport(_ analyses: [GroupAnalysis], level: FalseAlarmLevel, locations: LocationTable) -> AuditReport.GroupReport {
        let folded = analyses.filter { folds($0.group.rawValue) && $0.tally.records > 0 }
        let records = folded.reduce(0) { $0 + $1.tally.records }
        let pairs = folded.reduce(0.0) { $0 + $1.tally.duplicatePairs }
        let test = Self.duplicateTest(records: records, pairs: pairs)
        let n = Double(records)
        let duplicates = AuditReport.GroupDuplicates(
            values: folded.reduce(0) { $0 + $1.tally.repeatedValues },
            extraCopies: folded.reduce(0) { $0 + $1.tally.extraCopies }, pairs: pairs, freeBits: 128,
            expectedPairs: test.expected, pValue: test.pValue, verdict: level.isSignificant(test.pValue) ? .fault : .chance,
            collisionEntropyBits: pairs > 0 ? log2(n * (n - 1) / 2 / pairs) : nil,
            spellings: SpellingAnalysis.copies(folded.map(\.tally), locations: locations) { _ in Self.groupName })
        return AuditReport.GroupReport(
            name: Self.groupName, title: "Random 128-bit values (no version, no variant)", kind: .unversioned,
            count: records, distinct: folded.reduce(0) { $0 + $1.tally.distinct }, duplicates: duplicates,
            prefixes: [], digits: [],
            verdicts: [
                .init(test: "duplicates", verdict: duplicates.verdict.rawValue), .init(test: "version-variant", verdict: "uniform"),
            ],
            collisions: nil, time: nil, suffix: nil,
            unversioned: .init(
                statistic: statistic, degreesOfFreedom: Self.cells - 1, pValue: pValue,
                sample: Int(counts.reduce(0, +)), folded: groups.map { IdentifierGroup(rawValue: $0).name },
                untested: Self.untested))
    }

    /// What the report does not test for the group, in its words.
    static let untested =
        "only exact duplicates are tested (against 128 random bits); prefix collisions, digit uniformity and timestamps are not: "
        + "the values were sorted apart by their version nibble and variant, and they carry no time"

    /// Expected duplicate pairs among `records` values of 128 random bits, and the upper-tail
    /// p-value of `pairs`.
    static func duplicateTest(records: Int, pairs: Double) -> (expected: Double, pValue: Double) {
        let expected = Birthday.expectedPairs(count: records, freeBits: 128)
        return (expected, Poisson.survival(pairs, mean: expected))
    }

    /// Whether any of `records` values of 128 random bits would plausibly occur `count` times
    /// (as ``GroupAnalysis/verdict(forCopies:level:)`` for 128 free bits).
    static func verdict(forCopies count: Int, records: Int, level: FalseAlarmLevel) -> AuditReport.DuplicateVerdict {
        let n = Double(records), c = Double(count)
        let logExpected = lgamma(n + 1) - lgamma(c + 1) - lgamma(n - c + 1) - 128 * (c - 1) * M_LN2
        return level.isSignificant(-expm1(-exp(logExpected))) ? .fault : .chance
    }
}

extension AuditReport {
    /// How a set of UUIDs was found to be random 128-bit values (the `random-128` group).
    package struct UnversionedReport: Sendable, Codable, Hashable {
        /// Chi-square of the distinct values over the 16 versions × 4 variant classes, its
        /// degrees of freedom and upper-tail p-value (not significant: the bits look random).
        package var statistic: Double
        package var degreesOfFreedom: Int
        package var pValue: Double
        /// Distinct values the test counted.
        package var sample: Int
        /// The version and variant groups folded into `random-128`.
        package var folded: [String]
        /// What is not tested for the group, and why.
        package var untested: String
    }
}
