package import CollisionStatistics

/// The audit of a set of identifiers, as `report.json` holds it (and `report.md` tells it).
/// Values are written in canonical lowercase form, line numbers count from 1.
package struct AuditReport: Sendable, Codable {
    /// What the report holds of the input: values copied from it (``aboutValues``), or tokens
    /// in their place (``aboutRedacted``). The first key of report.json.
    package var about = AuditReport.aboutValues
    /// Lines read, and how they split: blank, invalid, valid identifiers, header rows.
    package var lines = 0, blank = 0, invalid = 0, valid = 0, headerRows = 0
    /// Each input: its name, lines and the reason it could not be read, if any.
    package var inputs: [InputSummary] = []
    /// The first 20 invalid lines.
    package var invalidExamples: [InvalidExample] = []
    package var kinds = Kinds()
    /// UUIDs of the RFC 9562 variant by version ("1", "4", …), and "nil" and "max".
    package var versions: [String: Int] = [:]
    /// UUIDs by variant: rfc9562, ncs, microsoft, future (Nil counts as ncs, Max as future).
    package var variants: [String: Int] = [:]
    /// OpenUDIDs, and how many were the opted-out forty zeros.
    package var openUDIDs = OpenUDIDCounts()
    /// Textual forms and letter cases seen (the forms after the UUIDs' and the OpenUDID's only
    /// when seen; KSUIDs, whose letter case is part of the value, in no case).
    package var forms: [String: Int] = [:]
    package var cases: [String: Int] = [:]
    /// Identifiers read inside one pair of quotes, as a one-column CSV export writes them;
    /// absent when there were none.
    package var quoted: Int? = nil
    package var duplicates = DuplicateSummary()
    package var groups: [GroupReport] = []
    /// The byte order the UUIDs were read in, when it is not plain RFC 9562 order or the values
    /// show another; absent otherwise.
    package var byteOrder: ByteOrderReport? = nil
    /// Invalid lines that are identifiers cut at one width; absent when there are none.
    package var truncated: TruncatedReport? = nil
    /// One version's UUIDs in variants other than RFC 9562's; absent when there are none.
    package var wrongVariant: WrongVariantReport? = nil
    /// Runs of consecutive lines whose identifiers repeat, in the same order, elsewhere.
    package var repeatedRuns: [RepeatedRunReport] = []
    package var findings: [Finding] = []
    package var statistics = StatisticsSummary()
    package var run = RunSummary()

    package init() {}

    package struct InputSummary: Sendable, Codable, Hashable {
        package var file: String
        package var lines: Int
        package var error: String?
        /// `true` when the file changed while it was read (its size or modification time at the
        /// end differs from the start; ``error`` says how); absent otherwise.
        package var changed: Bool? = nil
    }

    /// Identifiers by kind. The kinds read after the UUIDs and OpenUDIDs are present only when
    /// some were read, so that the report of a set without them keeps its keys.
    package struct Kinds: Sendable, Codable, Hashable {
        package var uuid = 0
        package var openudid = 0
        package var ulid: Int? = nil
        package var ksuid: Int? = nil
        package var snowflake: Int? = nil
    }

    package struct OpenUDIDCounts: Sendable, Codable, Hashable {
        package var count = 0
        package var optedOut = 0
    }

    /// A place in the inputs.
    package struct Place: Sendable, Codable, Hashable {
        package var file: String
        package var line: Int

        package init(file: String, line: Int) {
            self.file = file
            self.line = line
        }
    }

    package struct DuplicateSummary: Sendable, Codable, Hashable {
        /// Distinct values seen more than once, the copies beyond the first, and the pairs, over
        /// the generated groups (the placeholders' copies are counted in ``placeholders``).
        package var values = 0
        package var extraCopies = 0
        package var pairs = 0.0
        /// `fault` when any group has more duplicates than its ideal generator plausibly makes.
        package var verdict = DuplicateVerdict.chance
        /// Values per number of copies ("2": values seen twice, …).
        package var multiplicity: [String: Int] = [:]
        /// The 20 most repeated values, by count and then value.
        package var top: [TopValue] = []
        /// Values stored again in other spellings, over every group; absent when there are none.
        package var spellings: SpellingCopies? = nil
        /// Lines holding a placeholder (Nil, Max, the opted-out OpenUDID), which stand for a
        /// missing value and are not judged as copies; absent when there are none.
        package var placeholders: Int? = nil
    }

    /// The same identifiers stored more than once, written differently (letter case, braces,
    /// hyphens, `urn:uuid:`): copies a table made, counted apart from a generator's.
    package struct SpellingCopies: Sendable, Codable, Hashable {
        /// Values with copies in more than one spelling, and their copies beyond the spelling
        /// most of each value's copies have.
        package var values: Int
        package var extraCopies: Int
        /// The spellings found together, with how many values had each set; most values first.
        package var sets: [SpellingSet]
        /// The first such values, in value order, with the places of their first copies.
        package var examples: [TopValue]
        /// Runs of consecutive lines stored again, in the same order, in another spelling (a block
        /// of rows imported twice): over every group, in the report's `duplicates` only.
        package var runs: [RepeatedRunReport]? = nil
    }

    /// Spellings one value was found in, and how many values were.
    package struct SpellingSet: Sendable, Codable, Hashable {
        package var spellings: [String]
        package var values: Int
    }

    package struct TopValue: Sendable, Codable, Hashable {
        package var value: String
        package var group: String
        package var count: Int
        /// `chance`, `fault`, `placeholder` for Nil, Max and the opted-out OpenUDID, or
        /// `spelling` when every extra copy is the value written differently.
        package var verdict: DuplicateVerdict
        /// The places of its first four copies.
        package var locations: [Place]
    }

    package struct GroupReport: Sendable, Codable, Hashable {
        package var name: String
        package var title: String
        /// random, time-based, placeholder, unknown (tested as random, warnings only),
        /// unique (Snowflake ids: copies only) or unversioned (the `random-128` group).
        package var kind: GroupKind
        package var count: Int
        package var distinct: Int
        package var duplicates: GroupDuplicates
        package var prefixes: [PrefixReport]
        package var digits: [DigitReport]
        /// Every test of the group and its verdict.
        package var verdicts: [TestVerdict]
        /// The colliding values at the longest flagged prefix.
        package var collisions: CollisionList?
        package var time: TimeReport?
        package var suffix: SuffixReport?
        /// For the `random-128` group: the test that found the version and variant bits random.
        package var unversioned: UnversionedReport? = nil
        /// For a time-ordered group that a pre-RFC layout explains: the layout and its times.
        package var draft: DraftLayoutReport? = nil
        /// v1, v6, v7, ULID, KSUID: what the file order shows (``OrderReport``).
        package var order: OrderReport?
        /// The method inferred for a time-ordered group (v1, v6, v7, ULID, KSUID): `counter`,
        /// `sub-millisecond`, `random`, `clock`, `monotonic` (ULID) or `unknown`; absent for
        /// the other groups.
        package var method: String? = nil
        /// What the method was inferred from, and what its design leaves free to judge.
        package var methodEvidence: MethodEvidence? = nil
        /// Digits of a time-ordered group that the inferred method fills (so the uniformity
        /// test leaves them out) but that never change: no method keeps them constant (a
        /// counter's top digits aside); absent when there are none.
        package var constantFields: [ConstantDigit]? = nil
    }

    package struct GroupDuplicates: Sendable, Codable, Hashable {
        package var values: Int
        package var extraCopies: Int
        package var pairs: Double
        /// Bits that tell two independent identifiers of the group apart.
        package var freeBits: Int
        package var expectedPairs: Double
        package var pValue: Double
        package var verdict: DuplicateVerdict
        /// log2(N(N-1)/2 / pairs): the collision entropy the duplicates suggest.
        package var collisionEntropyBits: Double?
        /// Copies of the group's values in other spellings (not counted above); absent when none.
        package var spellings: SpellingCopies? = nil
    }

    package struct PrefixReport: Sendable, Codable, Hashable {
        package var bits: Int
        package var freeBits: Int
        package var observed: UInt64
        package var expected: Double
        package var low: Double
        package var high: Double
        package var pValue: Double
        package var verdict: Verdict
    }

    package struct DigitReport: Sendable, Codable, Hashable {
        package var position: Int
        package var statistic: Double
        /// P(chi-square ≥ statistic) and P(chi-square ≤ statistic).
        package var pValue: Double
        package var pValueLow: Double
        package var verdict: Verdict
        /// The only digit seen, when the position never changes.
        package var constant: String?
    }

    /// A hex digit that never changes, and its value.
    package struct ConstantDigit: Sendable, Codable, Hashable {
        package var position: Int
        package var digit: String
    }

    package struct TestVerdict: Sendable, Codable, Hashable {
        package var test: String
        package var verdict: String
    }

    package struct CollisionList: Sendable, Codable, Hashable {
        package var bits: Int
        package var pairs: [CollisionPair]
    }

    package struct CollisionPair: Sendable, Codable, Hashable {
        package var first: PlacedValue
        package var second: PlacedValue
    }

    package struct PlacedValue: Sendable, Codable, Hashable {
        package var value: String
        package var file: String
        package var line: Int
    }

    package struct TimeReport: Sendable, Codable, Hashable {
        package var earliest: String
        package var latest: String
        package var future: Int
        package var implausiblyOld: Int
        package var distinctNodes: Int
        package var distinctNodesCapped: Bool
        package var randomNodeIdentifiers: Int
        package var macNodeIdentifiers: Int
        package var nodesSeenOverADay: Int
        package var distinctClockSequences: Int
        package var peakPerMillisecond: Int
        package var peakMillisecond: String
        /// v7: the tick every timestamp falls on, in milliseconds, when it is coarser than one
        /// (whole seconds: 1000), with the distinct times it was read from; absent otherwise.
        package var tickMilliseconds: Int? = nil
        package var distinctTimes: Int? = nil
    }

    package struct SuffixReport: Sendable, Codable, Hashable {
        package var zero: Int
        package var allOnes: Int
        /// Expected under a uniform suffix (the 2012 generator): N/2^32 each.
        package var expectedUniform: Double
        /// P(at least `zero` zero suffixes | uniform).
        package var pValue: Double
    }

    package struct RepeatedRunReport: Sendable, Codable, Hashable {
        package var length: Int
        package var first: Place
        package var repeatedAt: Place
        /// The chance of a run this long among the duplicates, were they coincidences.
        package var pValue: Double
        /// Sampling of offsets (1 = every duplicate line was examined).
        package var sampling: Int
    }

    /// A suspected fault: its kind (``FindingKind``), the group it is about (`all` for the
    /// inputs or for every group), its severity and the evidence for it.
    package struct Finding: Sendable, Codable, Hashable {
        package var kind: FindingKind
        package var group: String
        package var severity: Severity
        package var evidence: String

        /// A finding; its severity must be one its kind's rule gives.
        package init(kind: FindingKind, group: String, severity: Severity, evidence: String) {
            assert(kind.severities.contains(severity), "\(kind.name) is never \(severity.rawValue)")
            (self.kind, self.group, self.severity, self.evidence) = (kind, group, severity, evidence)
        }
    }

    /// What the duplicates of a group, or one repeated value, say of the generator.
    package enum DuplicateVerdict: String, Sendable, Codable, Hashable {
        /// As many as its ideal generator plausibly makes.
        case chance
        /// More than its ideal generator makes, significantly at the report's level.
        case fault
        /// Nil, Max or the opted-out OpenUDID: not generated, not judged.
        case placeholder
        /// One value whose only extra copies are written differently: stored again by a table.
        case spelling
    }

    /// How a group's identifiers are judged.
    package enum GroupKind: String, Sendable, Codable, Hashable {
        /// Every free bit random: v3, v4, v5, OpenUDIDs.
        case random
        /// A timestamp, then counter or random bits: v1, v6, v7.
        case timeBased = "time-based"
        /// One fixed value: Nil, Max, the opted-out OpenUDID.
        case placeholder
        /// A layout left to its maker: tested as random, warnings only.
        case unknown
        /// Unique by construction (Snowflake ids): every copy is a fault, nothing else judged.
        case unique
        /// Random 128-bit values printed as UUIDs (the `random-128` group).
        case unversioned
    }

    package enum Severity: String, Sendable, Codable, Hashable, Comparable {
        case info, warning, fault

        private var rank: Int { self == .info ? 0 : self == .warning ? 1 : 2 }
        package static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    package struct StatisticsSummary: Sendable, Codable, Hashable {
        /// The family-wise false-alarm rate of `fault`/`excess` verdicts, the tests in the
        /// family, and the level each test is held to (Bonferroni).
        package var familyWiseRate = FalseAlarmLevel.familyWise
        package var tests = 0
        package var perTestLevel = 0.0
    }

    package struct RunSummary: Sendable, Codable, Hashable {
        package var threads = 0, memoryLimit = 0, spilledRuns = 0, spilledBytes = 0
        package var seconds = 0.0
        package var files: [String] = []

        package init(
            threads: Int = 0, memoryLimit: Int = 0, spilledRuns: Int = 0, spilledBytes: Int = 0,
            seconds: Double = 0, files: [String] = []
        ) {
            (self.threads, self.memoryLimit, self.spilledRuns, self.spilledBytes) = (threads, memoryLimit, spilledRuns, spilledBytes)
            (self.seconds, self.files) = (seconds, files)
        }
    }

    /// Findings of severity `fault`.
    package var faults: [Finding] { findings.filter { $0.severity == .fault } }
}
