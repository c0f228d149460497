import AuditInput
import CollisionStatistics
import Foundation
import Platform

/// Everything counted, ready to be judged.
struct AuditCounts {
    var tallies: [GroupTally]
    var inventory: Inventory
    var links: CopyLinks
    var examples: [(location: UInt64, text: String, error: String)]
    var locations: LocationTable
    var inputErrors: [(input: Int, message: String)]
    var headerRows: Int
    /// Whether the inputs were read as delimited records, for the findings about the input.
    var delimited: Bool?
    /// Inputs that end without a line feed after their last record, with that record's text.
    var unterminatedEnds: [(input: Int, text: [UInt8])] = []
    /// The file order of the time-ordered groups, per input (``OrderSpan``), and the tolerance
    /// the clock-regression check judges its steps back at.
    var order: [InputOrder] = []
    var clockTolerance: Int64 = AuditOptions.defaultClockTolerance
    /// What the values showed of their byte order, and whether the audit read them in GUID
    /// order (``UUIDByteOrder``).
    var byteOrder = ByteOrderReading()
}

/// How an audit's UUIDs were read: the evidence of GUID byte order in the values read in RFC
/// order (when that was looked for), and whether the counts come from a reading in GUID order.
struct ByteOrderReading {
    var evidence: GUIDOrderEvidence? = nil
    var readInGUIDOrder = false
}

/// Turns the counts into the report: inventory, duplicates, per-group tests at the
/// family-wise level, repeated runs and findings.
enum AuditAnalysis {
    /// `now` is the time the audit judges future timestamps against.
    static func report(_ counts: AuditCounts, familyWiseRate: Double, now: Date = Date()) -> AuditReport {
        var report = AuditReport()
        let analyses = counts.tallies.map { GroupAnalysis(tally: $0, group: IdentifierGroup(rawValue: $0.group)) }
        // Random 128-bit values: their version and variant groups become one group, tested
        // for duplicates only (one test).
        let unversioned = UnversionedTest(analyses, rate: familyWiseRate)
        let hasLinks = counts.links.same.seen > 0
        let tests =
            analyses.filter { unversioned?.folds($0.group.rawValue) != true }.reduce(0) { $0 + $1.testCount }
            + (unversioned == nil ? 0 : 1) + (hasLinks ? 1 : 0)
        let level = FalseAlarmLevel(tests: tests, rate: familyWiseRate)
        report.statistics = .init(familyWiseRate: familyWiseRate, tests: tests, perTestLevel: level.perTest)
        report.byteOrder = ByteOrderAnalysis.report(counts.byteOrder)

        inventory(counts, into: &report)
        let nowMilliseconds = Int64(now.timeIntervalSince1970 * 1000)
        for analysis in analyses where analysis.tally.records > 0 {
            if let unversioned, unversioned.folds(analysis.group.rawValue) {
                if !report.groups.contains(where: { $0.name == UnversionedTest.groupName }) {
                    report.groups.append(unversioned.groupReport(analyses, level: level, locations: counts.locations))
                }
                continue
            }
            var group = groupReport(analysis, level: level, locations: counts.locations)
            group.duplicates.spellings = SpellingAnalysis.copies([analysis.tally], locations: counts.locations) { _ in group.name }
            group.draft = DraftLayout.explain(analysis.tally.time, now: nowMilliseconds)
            report.groups.append(group)
        }
        if unversioned == nil, let variants = VariantTest(analyses) { report.wrongVariant = variants.report(randomBits: level) }
        OrderAnalysis.add(counts.order, tolerance: counts.clockTolerance, locations: counts.locations, to: &report)
        duplicates(analyses, unversioned: unversioned, level: level, locations: counts.locations, into: &report)
        report.repeatedRuns = repeatedRuns(counts, level: level)
        if report.duplicates.spellings != nil {
            report.duplicates.spellings!.runs = counts.links.respelled.runs(minimumLength: 3).prefix(10).map { run in
                AuditReport.RepeatedRunReport(
                    length: run.length, first: place(globalLine: run.firstLine, counts.locations),
                    repeatedAt: place(globalLine: run.secondLine, counts.locations), pValue: 0, sampling: counts.links.respelled.rate)
            }
        }
        let ends = counts.unterminatedEnds.map { end in
            (file: counts.locations.inputNames[end.input], line: counts.locations.linesPerInput[end.input], text: end.text)
        }
        report.findings = FindingRules.findings(
            report, analyses: analyses, level: level,
            reading: .init(delimited: counts.delimited, unterminatedEnds: ends))
        return report
    }

    private static func inventory(_ counts: AuditCounts, into report: inout AuditReport) {
        let inventory = counts.inventory
        report.blank = inventory.blank
        report.invalid = inventory.invalid
        report.valid = inventory.valid
        report.headerRows = counts.headerRows
        report.lines = counts.locations.linesPerInput.reduce(0, +)
        let errors = Dictionary(counts.inputErrors.map { ($0.input, $0.message) }, uniquingKeysWith: { first, _ in first })
        report.inputs = counts.locations.inputNames.enumerated().map { index, name in
            AuditReport.InputSummary(
                file: name, lines: counts.locations.linesPerInput[index], error: errors[index],
                changed: errors[index]?.hasPrefix(FileStamp.changedPrefix) == true ? true : nil)
        }
        report.invalidExamples = counts.examples.sorted { $0.location < $1.location }.prefix(20).map { example in
            let place = counts.locations.resolve(example.location)
            return InvalidExample(
                file: counts.locations.inputNames[place.input], line: place.line, text: example.text, error: example.error)
        }
        report.truncated = TruncatedAnalysis.report(inventory, examples: report.invalidExamples)
        // Each group's count goes where its layout says: its kind, its UUID version and variant
        // (Nil and Max are listed under the versions even when none was read).
        var kinds: [String: Int] = [:]
        for (group, count) in zip(IdentifierGroup.all, inventory.groups) {
            let place = group.layout.inventory
            kinds[place.kind, default: 0] += count
            if let version = place.version, count > 0 || group.layout.isPlaceholder { report.versions[version, default: 0] += count }
            if let variant = place.variant { report.variants[variant, default: 0] += count }
            if place.kind == "openudid" { report.openUDIDs.count += count }
            if place.optedOut { report.openUDIDs.optedOut += count }
        }
        report.kinds = .init(uuid: kinds["uuid", default: 0], openudid: kinds["openudid", default: 0])
        report.kinds.ulid = kinds["ulid"].flatMap { $0 > 0 ? $0 : nil }
        report.kinds.ksuid = kinds["ksuid"].flatMap { $0 > 0 ? $0 : nil }
        report.kinds.snowflake = kinds["snowflake"].flatMap { $0 > 0 ? $0 : nil }
        for form in TextForm.allCases where form.listedWhenAbsent || inventory.forms[form.rawValue] > 0 {
            report.forms[form.name] = inventory.forms[form.rawValue]
        }
        for letterCase in ObservedLetterCase.allCases where letterCase != .significant {
            report.cases[letterCase.name] = inventory.cases[letterCase.rawValue]
        }
        report.quoted = inventory.quoted > 0 ? inventory.quoted : nil
    }

    private static func groupReport(_ analysis: GroupAnalysis, level: FalseAlarmLevel, locations: LocationTable) -> AuditReport.GroupReport
    {
        let duplicates = analysis.duplicates(level: level)
        let prefixes = analysis.prefixes(level: level)
        let digits = analysis.digits(level: level)
        let suffix = analysis.suffix()
        var verdicts = [AuditReport.TestVerdict(test: "duplicates", verdict: duplicates.verdict.rawValue)]
        verdicts += prefixes.map { .init(test: "prefix-\($0.bits)", verdict: $0.verdict.rawValue) }
        verdicts += digits.map { .init(test: "digit-\($0.position)", verdict: $0.verdict.rawValue) }
        if let suffix {
            verdicts.append(.init(test: "suffix-zero", verdict: level.isSignificant(suffix.pValue) ? "excess" : "consistent"))
        }
        return AuditReport.GroupReport(
            name: analysis.group.name, title: analysis.group.title, kind: analysis.kind, count: analysis.tally.records,
            distinct: analysis.tally.distinct, duplicates: duplicates, prefixes: prefixes, digits: digits, verdicts: verdicts,
            collisions: analysis.collisions(prefixes, locations: locations), time: analysis.time(), suffix: suffix,
            method: analysis.inference?.design.method.name, methodEvidence: analysis.inference?.report,
            constantFields: analysis.constantFields())
    }

    private static func duplicates(
        _ analyses: [GroupAnalysis], unversioned: UnversionedTest?, level: FalseAlarmLevel, locations: LocationTable,
        into report: inout AuditReport
    ) {
        var top: [(RepeatedValue, GroupAnalysis)] = []
        var summary = AuditReport.DuplicateSummary()
        let randomGroup = report.groups.first { $0.name == UnversionedTest.groupName }
        if let randomGroup, randomGroup.duplicates.verdict == .fault { summary.verdict = .fault }
        for analysis in analyses where analysis.tally.records > 0 {
            let tally = analysis.tally
            let folded = unversioned?.folds(analysis.group.rawValue) == true
            top += tally.top.map { ($0, analysis) }
            if analysis.layout.isPlaceholder {
                summary.placeholders = (summary.placeholders ?? 0) + tally.records
                continue
            }
            summary.values += tally.repeatedValues
            summary.extraCopies += tally.extraCopies
            summary.pairs += tally.duplicatePairs
            for (copies, values) in tally.multiplicity { summary.multiplicity[String(copies), default: 0] += values }
            if !folded && level.isSignificant(analysis.duplicateTest.pValue) {
                summary.verdict = .fault
            }
        }
        top.sort { GroupTally.ranks($0.0, before: $1.0) }
        func name(_ analysis: GroupAnalysis) -> String {
            unversioned?.folds(analysis.group.rawValue) == true ? UnversionedTest.groupName : analysis.group.name
        }
        summary.spellings = SpellingAnalysis.copies(analyses.map(\.tally), locations: locations) { tally in
            name(analyses.first { $0.group.rawValue == tally.group }!)
        }
        summary.top = top.prefix(20).map { value, analysis in
            let folded = unversioned?.folds(analysis.group.rawValue) == true
            let verdict: AuditReport.DuplicateVerdict
            if value.sameSpelling < 2 && !analysis.layout.isPlaceholder {
                verdict = .spelling
            } else if folded {
                verdict = UnversionedTest.verdict(forCopies: value.sameSpelling, records: randomGroup?.count ?? 0, level: level)
            } else {
                verdict = analysis.verdict(forCopies: value.sameSpelling, level: level)
            }
            return AuditReport.TopValue(
                value: ValueText.of(value.first), group: name(analysis), count: value.count, verdict: verdict,
                locations: value.locations.map { location in
                    let place = locations.resolve(location)
                    return AuditReport.Place(file: locations.inputNames[place.input], line: place.line)
                })
        }
        report.duplicates = summary
    }

    /// Runs of at least three consecutive lines repeated at one offset, with the chance of
    /// such a run were the duplicates coincidences: each of the L duplicate links would extend
    /// to the next line with probability q, the share of all pairs of identifiers that are
    /// equal, so about L·q^(r−1) runs of length r arise by chance.
    private static func repeatedRuns(_ counts: AuditCounts, level: FalseAlarmLevel) -> [AuditReport.RepeatedRunReport] {
        let runs = counts.links.same.runs(minimumLength: 3)
        guard !runs.isEmpty else { return [] }
        let n = Double(counts.inventory.valid)
        let pairs = counts.tallies.reduce(0.0) { $0 + $1.duplicatePairs }
        let q = Swift.min(1, pairs / (n * (n - 1) / 2))
        return runs.prefix(10).map { run in
            let p = Swift.min(1, Double(counts.links.same.seen) * pow(q, Double(run.length - 1)))
            return AuditReport.RepeatedRunReport(
                length: run.length, first: place(globalLine: run.firstLine, counts.locations),
                repeatedAt: place(globalLine: run.secondLine, counts.locations), pValue: p, sampling: counts.links.same.rate)
        }
    }

    static func place(globalLine: Int, _ locations: LocationTable) -> AuditReport.Place {
        var line = globalLine
        for (input, lines) in locations.linesPerInput.enumerated() {
            if line <= lines { return AuditReport.Place(file: locations.inputNames[input], line: line) }
            line -= lines
        }
        return AuditReport.Place(file: locations.inputNames.last ?? "-", line: line)
    }
}
