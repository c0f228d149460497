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
        for group in report.groups {
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
                mine += suffixFindings(group, level: level)
            }
            mine += group.draft == nil ? timeFindings(group) : draftFindings(group)
            if case .unknown = analysis.layout.kind {
                mine = mine.map {
                    var finding = $0; finding.severity = Swift.min(finding.severity, .warning); return finding
                }
            }
            findings += mine
        }
        findings += OrderFindings.findings(report)
        for run in report.repeatedRuns {
            let severity: AuditReport.Severity = level.isSignificant(run.pValue) ? .fault : .warning
            findings.append(
                Finding(
                    kind: .repeatedRun, group: "all", severity: severity,
                    evidence: "\(run.length) consecutive lines from \(run.first.file):\(run.first.line) hold the same identifiers, in the "
                        + "same order, as the lines from \(run.repeatedAt.file):\(run.repeatedAt.line): a forked process or a cloned VM "
                        + "replaying its random state (chance \(ReportFormat.probability(run.pValue)))"))
        }
        if report.invalid > 0 {
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

    private static func timeFindings(_ group: AuditReport.GroupReport) -> [Finding] {
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
                    evidence: "\(time.future) identifiers are dated more than a day in the future (latest \(time.latest))"))
        }
        if time.implausiblyOld > 0 {
            findings.append(
                Finding(
                    kind: .oldTimestamps, group: group.name, severity: .warning,
                    evidence: "\(time.implausiblyOld) identifiers are dated before their version existed (earliest \(time.earliest))"))
        }
        if time.macNodeIdentifiers > 0 {
            findings.append(
                Finding(
                    kind: .macNodes, group: group.name, severity: .info,
                    evidence: "\(time.macNodeIdentifiers) identifiers carry a MAC address as their node "
                        + "(\(time.distinctNodes)\(time.distinctNodesCapped ? "+" : "") distinct nodes)"))
        }
        return findings
    }
}
