import CollisionStatistics
import Foundation

/// The findings: each suspected fault with its severity and the evidence for it.
///
/// `fault` needs a test significant at the family-wise level (or, for runs and constant
/// digits, evidence no chance could make); groups whose layout is left to their makers (v8,
/// other variants, unassigned versions) raise at most `warning`. A healthy CSPRNG dataset
/// raises no `fault` but in about one report in a thousand.
enum FindingRules {
    typealias Finding = AuditReport.Finding

    /// Repeated values needed before the collision entropy is estimated.
    static let entropyEvidence = 10

    static func findings(
        _ report: AuditReport, analyses: [GroupAnalysis], level: FalseAlarmLevel,
        reading: InputFindings.Reading = .init()
    ) -> [Finding] {
        var findings = InputFindings.findings(report, reading: reading)
        // UUIDs in GUID byte order read as RFC 9562 ones: one finding, and when they could not
        // be read again in GUID order, none of the misread groups' symptoms.
        if let order = report.byteOrder, let finding = guidOrder(order) {
            findings.append(finding)
            if order.readIn != UUIDByteOrder.guid.rawValue {
                return findings.sorted { $0.severity > $1.severity }
            }
        }
        if let spellings = report.duplicates.spellings {
            let groups = report.groups.filter { $0.duplicates.spellings != nil }.map(\.name)
            findings.append(spellingFinding(spellings, group: groups.count == 1 ? groups[0] : "all"))
        }
        let variantGroups = Set(report.wrongVariant?.groups ?? [])
        if let variants = report.wrongVariant { findings.append(wrongVariant(variants)) }
        for group in report.groups {
            // The other variants' values of a version whose variant bits are not set: one cause.
            if variantGroups.contains(group.name) { continue }
            if group.unversioned != nil {
                findings += unversionedFindings(group, level: level)
                continue
            }
            guard let analysis = analyses.first(where: { $0.group.name == group.name }) else { continue }
            var mine: [Finding] = []
            if analysis.layout.isUnique {
                mine += uniqueFindings(group)
            } else if analysis.layout.isPlaceholder {
                mine.append(placeholder(group))
            } else {
                mine += duplicateFindings(group, analysis: analysis, level: level)
                mine += prefixFindings(group)
                mine += digitFindings(withoutDraftDigits(group))
                if let constant = group.constantFields, group.draft == nil {
                    // One constant-digit finding for the group: the tested digits first.
                    let fields = constantField(group, constant)
                    if let index = mine.firstIndex(where: { $0.kind == .constantDigit }) {
                        mine[index].evidence += "; " + fields.evidence
                    } else {
                        mine.append(fields)
                    }
                }
                mine += suffixFindings(group, level: level)
            }
            mine += group.draft == nil ? timeFindings(group, level: level) : draftFindings(group)
            if case .unknown = analysis.layout.kind {
                mine = mine.map {
                    var finding = $0; finding.severity = Swift.min(finding.severity, .warning); return finding
                }
            }
            findings += mine
        }
        findings += OrderFindings.findings(report)
        // Repeated runs that hold every copy the generator is judged on explain the duplicates:
        // those findings (and the entropy estimated from the copies) go under the runs'.
        let runCopies = report.repeatedRuns.filter { level.isSignificant($0.pValue) }.reduce(0) { $0 + $1.length }
        let runsExplain = runCopies > 0 && runCopies >= report.duplicates.extraCopies
        if runsExplain { findings.removeAll { $0.kind == .duplicates || $0.kind == .lowEntropy } }
        for (index, run) in report.repeatedRuns.enumerated() {
            let severity: AuditReport.Severity = level.isSignificant(run.pValue) ? .fault : .warning
            let explained =
                runsExplain && index == 0
                ? "; \(report.repeatedRuns.count == 1 ? "it holds" : "the runs hold") every one of the "
                    + "\(ReportFormat.integer(report.duplicates.extraCopies)) extra copies, so they are not reported apart"
                : ""
            findings.append(
                Finding(
                    kind: .repeatedRun, group: "all", severity: severity,
                    evidence: "\(run.length) consecutive lines from \(run.first.file):\(run.first.line) hold the same identifiers, in the "
                        + "same order, as the lines from \(run.repeatedAt.file):\(run.repeatedAt.line): a forked process or a cloned VM "
                        + "replaying its random state (chance \(ReportFormat.probability(run.pValue)))" + explained))
        }
        let truncationExplains =
            report.truncated.map { Double($0.lines) >= TruncatedAnalysis.dominantShare * Double(report.invalid) } ?? false
        if report.invalid > 0 && !truncationExplains {
            findings.append(
                Finding(
                    kind: .invalidLines, group: "all", severity: .info,
                    evidence:
                        "\(ReportFormat.integer(report.invalid)) \(report.invalid == 1 ? "line holds" : "lines hold") no identifier; "
                        + (report.invalid == 1 ? "it is listed" : "the first are listed")))
        }
        for input in report.inputs where input.error != nil {
            findings.append(
                Finding(
                    kind: .unreadableInput, group: "all", severity: .warning,
                    evidence: "\(input.file): \(input.error!)"))
        }
        return findings.sorted { $0.severity > $1.severity }
    }

    /// A fault of the table, not of the generator: one identifier stored twice, written
    /// differently. Its copies are left out of the duplicate test (the generator is judged on
    /// the copies written alike), so they raise nothing else.
    static func spellingFinding(_ spellings: AuditReport.SpellingCopies, group: String) -> Finding {
        let sets = spellings.sets.prefix(3).map { set in
            "\(ReportFormat.integer(set.values)) as \(set.spellings.joined(separator: " and "))"
        }
        let places = spellings.examples.prefix(3).map { example in
            example.locations.prefix(2).map { "\($0.file):\($0.line)" }.joined(separator: " and ")
        }
        let n = spellings.values
        let runs = (spellings.runs ?? []).prefix(3).map { run in
            "\(ReportFormat.integer(run.length)) lines from \(run.first.file):\(run.first.line) stored again from "
                + "\(run.repeatedAt.file):\(run.repeatedAt.line)"
        }
        return Finding(
            kind: .spellingDuplicates, group: group, severity: .fault,
            evidence: "\(ReportFormat.integer(n)) \(n == 1 ? "value is" : "values are") stored more than once, written differently "
                + "(\(ReportFormat.integer(spellings.extraCopies)) extra \(spellings.extraCopies == 1 ? "copy" : "copies"): "
                + sets.joined(separator: "; ") + (spellings.sets.count > 3 ? "; …" : "") + "); first at "
                + places.joined(separator: ", ")
                + (runs.isEmpty ? "" : "; as blocks of rows: " + runs.joined(separator: ", "))
                + ": the same identifier stored again by the table (a column that keeps letter case or form), not made twice "
                + "by the generator, which is judged on the copies written alike")
    }

    /// One version in several variants: the generator sets the version nibble, not the variant.
    private static func wrongVariant(_ v: AuditReport.WrongVariantReport) -> Finding {
        let n = v.ncs + v.rfc9562 + v.microsoft + v.future
        let present = [("RFC 9562", v.rfc9562), ("NCS", v.ncs), ("Microsoft", v.microsoft), ("reserved", v.future)].filter { $0.1 > 0 }
        let spread =
            present.count == 1
            ? "are all of the \(present[0].0) variant"
            : "have every variant (" + present.map { "\(ReportFormat.integer($0.1)) \($0.0)" }.joined(separator: ", ") + ")"
        let cause =
            v.randomBits
            ? "spread as random bits spread them (chi-square \(ReportFormat.decimal(v.statistic)), p = "
                + "\(ReportFormat.probability(v.pValue))): the generator sets the version nibble and never the variant bits"
            : "not as random bits spread them (p = \(ReportFormat.probability(v.pValue))): the generator sets the variant bits wrong"
        return Finding(
            kind: .wrongVariant, group: "uuid-v\(v.version)", severity: .fault,
            evidence: "the \(ReportFormat.integer(n)) distinct version \(v.version) identifiers \(spread), " + cause
                + (v.groups.count == 1
                    ? "; the group \(v.groups[0]) holds its values and raises nothing of its own"
                    : "; the groups \(v.groups.joined(separator: ", ")) hold its values and raise nothing of their own"))
    }

    /// GUID byte order, from the evidence of the first reading.
    private static func guidOrder(_ order: AuditReport.ByteOrderReport) -> Finding? {
        guard let version = order.version, let values = order.values, let spread = order.apparentVersions else { return nil }
        let reread = order.readIn == UUIDByteOrder.guid.rawValue
        return Finding(
            kind: .guidByteOrder, group: reread ? "uuid-v\(version)" : "all", severity: .fault,
            evidence: "the \(ReportFormat.integer(values)) UUIDs of the RFC 9562 variant are stored in Microsoft GUID byte order "
                + "(the first three fields little-endian, as SQL Server's uniqueidentifier and .NET's Guid.ToByteArray keep them): "
                + "read in RFC 9562 order their version digit spreads over \(spread) values while digit 14 is \(version) in nearly "
                + "every one"
                + (reread
                    ? "; read again in GUID order they are version \(version) UUIDs, judged in this report (values shown in RFC 9562 order)"
                    : "; they could not be read again here (standard input, or shards): audit the files with --byte-order guid to "
                        + "judge them; the misread groups' findings are left out"))
    }

    /// "1 identifier is", "3 identifiers are".
    static func identifiers(_ count: Int) -> String { count == 1 ? "1 identifier is" : "\(count) identifiers are" }

    private static func placeholder(_ group: AuditReport.GroupReport) -> Finding {
        Finding(
            kind: .placeholder, group: group.name, severity: .warning,
            evidence:
                "\(ReportFormat.integer(group.count)) \(group.count == 1 ? "line holds" : "lines hold") the \(group.title): a stand-in for a missing value, "
                + "not an identifier")
    }

    private static func duplicateFindings(_ group: AuditReport.GroupReport, analysis: GroupAnalysis, level: FalseAlarmLevel) -> [Finding] {
        let d = group.duplicates
        guard d.values > 0 else { return [] }
        let base =
            "\(ReportFormat.integer(d.values)) \(d.values == 1 ? "value occurs" : "values occur") more than once (\(ReportFormat.integer(d.extraCopies)) extra "
            + "copies, \(d.pairs < 1e18 ? ReportFormat.integer(Int(d.pairs.rounded())) : ReportFormat.decimal(d.pairs)) equal pairs among \(ReportFormat.integer(group.count))); an ideal "
            + "generator with \(d.freeBits) free bits expects \(ReportFormat.decimal(d.expectedPairs)) pairs "
            + "(p = \(ReportFormat.probability(d.pValue)))"
        var findings: [Finding] = []
        if d.verdict == .fault {
            findings.append(Finding(kind: .duplicates, group: group.name, severity: .fault, evidence: base))
            // A handful of copies says "copied", not "small space": the entropy is estimated
            // only from enough repeated values to measure a collision rate.
            if let bits = d.collisionEntropyBits, bits <= 64, d.values >= FindingRules.entropyEvidence,
                !copiedRatherThanGenerated(analysis, bits: bits, level: level)
            {
                let severity: AuditReport.Severity = bits <= 32 ? .fault : .warning
                findings.append(
                    Finding(
                        kind: .lowEntropy, group: group.name, severity: severity,
                        evidence: "equal pairs are as frequent as among values with \(ReportFormat.decimal(bits)) random bits "
                            + "(log2 of N(N-1)/2 over the pairs), not \(d.freeBits)"))
            }
        } else if d.pValue < FalseAlarmLevel.marginal {
            findings.append(
                Finding(
                    kind: .duplicates, group: group.name, severity: .warning, evidence: base + ", not significant at the report's level"))
        }
        return findings
    }

    /// True when far more values have three or more copies than a space of 2^bits values
    /// makes (about C(N, 3)/2^(2·bits) of them): the equal pairs then come from copying a few
    /// values, not from a generator with that little entropy.
    static func copiedRatherThanGenerated(_ analysis: GroupAnalysis, bits: Double, level: FalseAlarmLevel) -> Bool {
        let n = Double(analysis.tally.records)
        let triples = analysis.tally.multiplicity.filter { $0.key >= 3 }.reduce(0) { $0 + $1.value }
        let expected = n * (n - 1) * (n - 2) / 6 * pow(2, -2 * bits)
        return level.isSignificant(Poisson.survival(Double(triples), mean: expected))
    }

    /// Digits the inferred method fills that never change: whatever the method, a field that
    /// does not vary is not what it fills (a `rand_a` left at zero by a hand-written function).
    private static func constantField(_ group: AuditReport.GroupReport, _ constant: [AuditReport.ConstantDigit]) -> Finding {
        let list = constant.map { "digit \($0.position) is always '\($0.digit)'" }.joined(separator: ", ")
        let method = group.method.map { " (the method inferred, \($0), fills \(constant.count == 1 ? "it" : "them"))" } ?? ""
        return Finding(
            kind: .constantDigit, group: group.name, severity: .fault,
            evidence: list + " among \(ReportFormat.integer(group.distinct)) distinct values" + method
                + ": a field the generator leaves constant, which no method of the version explains")
    }

    private static func prefixFindings(_ group: AuditReport.GroupReport) -> [Finding] {
        var findings: [Finding] = []
        if let longest = group.prefixes.last(where: { $0.verdict == .excess }) {
            let listed = group.collisions.map { " (the first colliding pairs at \($0.bits) bits are listed)" } ?? ""
            findings.append(
                Finding(
                    kind: .prefixExcess, group: group.name, severity: .fault,
                    evidence: "\(ReportFormat.integer(longest.observed)) pairs share their first \(longest.bits) bits, where "
                        + "\(longest.freeBits) free bits give \(ReportFormat.decimal(longest.expected)) on average "
                        + "(p = \(ReportFormat.probability(longest.pValue)))" + listed))
        }
        if let deficit = group.prefixes.first(where: { $0.verdict == .deficit }) {
            findings.append(
                Finding(
                    kind: .prefixDeficit, group: group.name, severity: .warning,
                    evidence: "only \(ReportFormat.integer(deficit.observed)) pairs share their first \(deficit.bits) bits, where "
                        + "chance gives \(ReportFormat.decimal(deficit.expected)): the values are spread more evenly than random "
                        + "ones (a counter or a clock)"))
        }
        return findings
    }

    static func digitFindings(_ group: AuditReport.GroupReport) -> [Finding] {
        var findings: [Finding] = []
        let constant = group.digits.filter { $0.constant != nil }
        if !constant.isEmpty {
            let list = constant.map { "digit \($0.position) is always '\($0.constant!)'" }.joined(separator: ", ")
            findings.append(
                Finding(
                    kind: .constantDigit, group: group.name, severity: .fault,
                    evidence: list + " among \(ReportFormat.integer(group.distinct)) distinct values"))
        }
        let biased = group.digits.filter { $0.verdict == .excess && $0.constant == nil }
        if !biased.isEmpty {
            let list = biased.map {
                "digit \($0.position) (chi-square \(ReportFormat.decimal($0.statistic)), p = \(ReportFormat.probability($0.pValue)))"
            }
            findings.append(
                Finding(
                    kind: .biasedDigit, group: group.name, severity: .fault,
                    evidence: "non-uniform: " + list.joined(separator: ", ")))
        }
        let even = group.digits.filter { $0.verdict == .deficit }
        if !even.isEmpty {
            findings.append(
                Finding(
                    kind: .evenDigit, group: group.name, severity: .warning,
                    evidence: "digits more even than chance: " + even.map { "\($0.position)" }.joined(separator: ", ")))
        }
        return findings
    }

    private static func suffixFindings(_ group: AuditReport.GroupReport, level: FalseAlarmLevel) -> [Finding] {
        guard let suffix = group.suffix, level.isSignificant(suffix.pValue) else { return [] }
        return [
            Finding(
                kind: .openUDID2011Suffix, group: group.name, severity: .warning,
                evidence: "\(suffix.zero) suffixes are 00000000 and \(suffix.allOnes) are ffffffff, where a uniform suffix gives "
                    + "\(ReportFormat.decimal(suffix.expectedUniform)) of each: the 2011 generator's arc4random() % 4294967295 "
                    + "makes 00000000 twice as likely and never ffffffff")
        ]
    }

    private static func timeFindings(_ group: AuditReport.GroupReport, level: FalseAlarmLevel) -> [Finding] {
        guard let time = group.time else { return [] }
        var findings: [Finding] = []
        if time.future > 0 && time.future == group.count {
            // Every identifier ahead: not a clock drifting now and then, but a clock or a layout wrong.
            findings.append(
                Finding(
                    kind: .futureTimestamps, group: group.name, severity: .fault,
                    evidence: "all \(time.future) identifiers are dated more than a day in the future (\(time.earliest) to "
                        + "\(time.latest)): the generator's clock or its timestamp layout is wrong"))
        } else if time.future > 0 {
            findings.append(
                Finding(
                    kind: .futureTimestamps, group: group.name, severity: .warning,
                    evidence: "\(Self.identifiers(time.future)) dated more than a day in the future (latest \(time.latest))"))
        }
        if time.implausiblyOld > 0 {
            findings.append(
                Finding(
                    kind: .oldTimestamps, group: group.name, severity: .warning,
                    evidence: "\(Self.identifiers(time.implausiblyOld)) dated before their version existed (earliest \(time.earliest))"))
        }
        if let tick = time.tickMilliseconds, let times = time.distinctTimes,
            level.isSignificant(pow(Double(tick), -Double(times - 1)))
        {
            let seconds = tick % 1000 == 0 ? " (\(tick / 1000 == 1 ? "whole seconds" : "every \(tick / 1000) s"))" : ""
            findings.append(
                Finding(
                    kind: .coarseClock, group: group.name, severity: .warning,
                    evidence: "all \(ReportFormat.integer(times)) distinct timestamps are multiples of \(ReportFormat.integer(tick)) ms"
                        + seconds + ", where a millisecond clock makes such a run with probability \(tick)^-\(times - 1): the "
                        + "generator's clock ticks every \(ReportFormat.integer(tick)) ms (a time taken in seconds and multiplied, "
                        + "as `extract(epoch from now())::bigint * 1000` does), so identifiers made within one tick are not in time "
                        + "order"))
        }
        if time.macNodeIdentifiers > 0 {
            findings.append(
                Finding(
                    kind: .macNodes, group: group.name, severity: .info,
                    evidence: "\(time.macNodeIdentifiers) "
                        + (time.macNodeIdentifiers == 1
                            ? "identifier carries a MAC address as its node " : "identifiers carry a MAC address as their node ")
                        + "(\(time.distinctNodes)\(time.distinctNodesCapped ? "+" : "") distinct nodes)"))
        }
        return findings
    }
}
