/// Every finding the audit can raise, declared once: its name in `report.json`, the severities
/// its rule can give, what it is about, and its meaning in one line. The rules that raise
/// findings, the report and the docs' table of findings (``documentationTable``) all refer to a
/// case here, never to its name as a string.
///
/// To add a finding: a case with its name, its ``severities``, ``subject`` and ``meaning``; the
/// rule that raises it; a test that raises it and one that a healthy input does not; its row in
/// the docs is then written from here (`FindingRegistryTests` checks that the docs carry it).
package enum FindingKind: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    // The input itself.
    case noIdentifiers = "no-identifiers"
    case mostlyInvalid = "mostly-invalid"
    case truncatedInput = "truncated-input"
    case truncated
    case invalidLines = "invalid-lines"
    case unreadableInput = "unreadable-input"
    // Values that are not what their form claims.
    case unversioned
    case guidByteOrder = "guid-byte-order"
    case draftLayout = "draft-layout"
    case wrongVariant = "wrong-variant"
    case placeholder
    case snowflakeIds = "snowflake-ids"
    // Copies.
    case spellingDuplicates = "spelling-duplicates"
    case duplicates
    case lowEntropy = "low-entropy"
    case repeatedRun = "repeated-run"
    // The bits of the values.
    case prefixExcess = "prefix-excess"
    case prefixDeficit = "prefix-deficit"
    case constantDigit = "constant-digit"
    case biasedDigit = "biased-digit"
    case evenDigit = "even-digit"
    case openUDID2011Suffix = "openudid-2011-suffix"
    // Time.
    case futureTimestamps = "future-timestamps"
    case oldTimestamps = "old-timestamps"
    case macNodes = "mac-nodes"
    case coarseClock = "coarse-clock"
    // File order.
    case clockRegression = "clock-regression"
    case counterWrap = "counter-wrap"
    case clockSkew = "clock-skew"

    /// What a finding is about.
    package enum Subject: String, Sendable, Hashable {
        /// The inputs as read (group `all`).
        case input
        /// One group's values (or `all` for copies across groups).
        case values
        /// One group's timestamps.
        case time
        /// One group's identifiers in file order.
        case fileOrder = "file order"
    }

    /// The name in `report.json` and `report.md`.
    package var name: String { rawValue }

    /// The severities the rule can give, from the least.
    package var severities: [AuditReport.Severity] {
        switch self {
        case .noIdentifiers, .unversioned, .guidByteOrder, .draftLayout, .wrongVariant, .spellingDuplicates, .prefixExcess, .constantDigit,
            .biasedDigit,
            .clockRegression, .counterWrap:
            return [.fault]
        case .truncated:
            return [.warning, .fault]
        case .mostlyInvalid, .truncatedInput, .unreadableInput, .placeholder, .prefixDeficit, .evenDigit, .openUDID2011Suffix,
            .oldTimestamps, .coarseClock:
            return [.warning]
        case .invalidLines, .macNodes, .snowflakeIds:
            return [.info]
        case .duplicates, .lowEntropy, .repeatedRun, .futureTimestamps, .clockSkew:
            return [.warning, .fault]
        }
    }

    /// What the finding is about.
    package var subject: Subject {
        switch self {
        case .noIdentifiers, .mostlyInvalid, .truncatedInput, .truncated, .invalidLines, .unreadableInput: return .input
        case .unversioned, .guidByteOrder, .draftLayout, .wrongVariant, .placeholder, .snowflakeIds, .spellingDuplicates, .duplicates,
            .lowEntropy, .repeatedRun, .prefixExcess, .prefixDeficit,
            .constantDigit, .biasedDigit, .evenDigit, .openUDID2011Suffix:
            return .values
        case .futureTimestamps, .oldTimestamps, .macNodes, .coarseClock: return .time
        case .clockRegression, .counterWrap, .clockSkew: return .fileOrder
        }
    }

    /// The finding in one line, for the docs.
    package var meaning: String {
        switch self {
        case .noIdentifiers:
            return "no line holds an identifier: nothing was audited (the evidence names the likely cause)"
        case .mostlyInvalid:
            return "more than half of the non-blank lines, and more than 20, hold no identifier: CSV read as lines, "
                + "a wrong column, binary data"
        case .truncatedInput:
            return "an input ends without a line feed inside what starts like an identifier: an export cut short"
        case .truncated:
            return "invalid lines are identifiers cut at one width, as a column too narrow for them keeps them: "
                + "a fault past a few lines, and the invalid lines it explains raise nothing else"
        case .invalidLines:
            return "some lines hold no identifier; the first 20 are listed"
        case .unreadableInput:
            return "an input could not be read (the reason is given); the audit goes on with the others"
        case .unversioned:
            return "the version and variant bits are spread as random bits: random 128-bit values printed as UUIDs, audited as one group"
        case .guidByteOrder:
            return "UUIDs stored in Microsoft GUID byte order (the first three fields little-endian): read so and judged; "
                + "the symptoms of the RFC 9562 reading are not reported"
        case .draftLayout:
            return "timestamps implausible as RFC 9562 UUIDv7 are plausible in the layout of a pre-RFC draft: an outdated generator"
        case .wrongVariant:
            return "one version's UUIDs in variants other than RFC 9562's: the generator does not set the variant bits, "
                + "or sets them wrong; the other variants' groups are its symptoms"
        case .placeholder:
            return "Nil, Max or the opted-out OpenUDID: a stand-in for a missing value, not an identifier"
        case .spellingDuplicates:
            return "the same identifiers stored again, written differently (letter case, braces, hyphens, urn:uuid:): "
                + "a table's fault; the generator is judged on the copies written alike"
        case .snowflakeIds:
            return "Snowflake ids (17 to 19 decimal digits), named and counted: only their copies are judged, each a fault"
        case .duplicates:
            return "more equal values than the group's ideal generator makes: a fault when significant at the report's level"
        case .lowEntropy:
            return "equal pairs as frequent as among values of at most 64 random bits: a fault at 32 bits or fewer"
        case .repeatedRun:
            return "consecutive lines repeated in the same order elsewhere: a forked process or a cloned VM replaying its random state"
        case .prefixExcess:
            return "more pairs share a prefix than the group's free bits allow: a generator with less randomness than its format"
        case .prefixDeficit:
            return "fewer pairs share a prefix than chance gives: values spread more evenly than random ones (a counter or a clock)"
        case .constantDigit:
            return "a hex digit that should vary never changes"
        case .biasedDigit:
            return "a hex digit that should be uniform is not (chi-square, significant at the report's level)"
        case .evenDigit:
            return "a hex digit is spread more evenly than random digits are"
        case .openUDID2011Suffix:
            return "OpenUDID suffixes 00000000 twice as often as chance and no ffffffff: the 2011 generator's arc4random() % 4294967295"
        case .futureTimestamps:
            return "timestamps more than a day after the audit: a fault when every one is, a warning otherwise"
        case .oldTimestamps:
            return "timestamps from before the version existed"
        case .macNodes:
            return "v1 or v6 identifiers carry a MAC address as their node (a privacy leak and a tracking handle)"
        case .coarseClock:
            return
                "v7 timestamps all fall on a coarser tick than a millisecond (whole seconds): their order inside a tick is not time order"
        case .clockRegression:
            return "in an input in time order, a timestamp steps back by more than the tolerance and nothing nearby undoes it"
        case .counterWrap:
            return "in a counter source, a value decreases inside one millisecond and nothing nearby undoes it"
        case .clockSkew:
            return "with --time-column, over 1 % of identifiers are more than a minute from their recorded time: "
                + "ahead a fault, behind a warning"
        }
    }

    /// The order of ``allCases``: the order the cases are declared in.
    package static func < (lhs: FindingKind, rhs: FindingKind) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// The table of every finding for the docs: name, severities, subject and meaning, one row
    /// each, in declaration order.
    package static var documentationTable: String {
        var table = "| finding | severity | about | what it means |\n|---|---|---|---|\n"
        for kind in allCases {
            let severities = kind.severities.reversed().map(\.rawValue).joined(separator: " or ")
            table += "| `\(kind.name)` | \(severities) | \(kind.subject.rawValue) | \(kind.meaning) |\n"
        }
        return table
    }
}
