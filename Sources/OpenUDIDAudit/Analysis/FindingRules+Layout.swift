import CollisionStatistics

/// The findings about values that are not what their form claims: random 128-bit values
/// printed as UUIDs (`unversioned`), and UUIDs in a pre-RFC layout (`draft-layout`).
extension FindingRules {
    /// The `random-128` group: one `unversioned` fault, and its exact duplicates judged
    /// against 128 random bits. (The collision-entropy estimate of other groups is not made:
    /// it needs the copies per value of one sorted group.)
    static func unversionedFindings(_ group: AuditReport.GroupReport, level: FalseAlarmLevel) -> [Finding] {
        guard let test = group.unversioned else { return [] }
        var findings = [
            Finding(
                kind: .unversioned, group: group.name, severity: .fault,
                evidence: "not RFC 9562 UUIDs: version and variant bits are random. The \(ReportFormat.integer(test.sample)) distinct "
                    + "values spread over the 16 versions and 4 variants as random bits do (chi-square "
                    + "\(ReportFormat.decimal(test.statistic)), \(test.degreesOfFreedom) degrees of freedom, "
                    + "p = \(ReportFormat.probability(test.pValue))); they are one group, \(group.name), of which "
                    + test.untested)
        ]
        let d = group.duplicates
        guard d.values > 0 else { return findings }
        let pairs = d.pairs < 1e18 ? ReportFormat.integer(Int(d.pairs.rounded())) : ReportFormat.decimal(d.pairs)
        let base =
            "\(ReportFormat.integer(d.values)) \(d.values == 1 ? "value occurs" : "values occur") more than once "
            + "(\(ReportFormat.integer(d.extraCopies)) extra copies, \(pairs) equal pairs among "
            + "\(ReportFormat.integer(group.count))); 128 random bits give \(ReportFormat.decimal(d.expectedPairs)) pairs "
            + "(p = \(ReportFormat.probability(d.pValue)))"
        if d.verdict == .fault {
            findings.append(Finding(kind: .duplicates, group: group.name, severity: .fault, evidence: base))
        } else if d.pValue < FalseAlarmLevel.marginal {
            findings.append(
                Finding(
                    kind: .duplicates, group: group.name, severity: .warning, evidence: base + ", not significant at the report's level"))
        }
        return findings
    }

    /// A group that a pre-RFC layout explains: one `draft-layout` fault naming it, in place of
    /// the timestamp findings, with the constant or uneven digits the layout fills with its
    /// fraction and sequence counter.
    static func draftFindings(_ group: AuditReport.GroupReport) -> [Finding] {
        guard let draft = group.draft else { return [] }
        var evidence = "all \(ReportFormat.integer(group.count)) identifiers are implausible as RFC 9562 UUIDv7 (48-bit Unix "
        if let time = group.time {
            evidence += "milliseconds date them \(time.earliest) to \(time.latest)"
        } else {
            evidence += "milliseconds"
        }
        evidence += "); in the layout of \(draft.layout) (\(draft.summary)) they date from \(draft.earliest) to \(draft.latest): "
        evidence += "made by a generator of a draft before RFC 9562 (the uuid7 package on PyPI, 0.1.0, makes these)"
        let structured = group.digits.filter {
            DraftLayout.structuredDigits.contains($0.position) && ($0.constant != nil || $0.verdict == .excess || $0.verdict == .deficit)
        }
        if !structured.isEmpty {
            let list = structured.map { digit in
                digit.constant.map { "digit \(digit.position) is always '\($0)'" }
                    ?? "digit \(digit.position) is \(digit.verdict.rawValue == "excess" ? "non-uniform" : "more even than chance")"
            }
            evidence += "; " + list.joined(separator: ", ") + ": the draft's sub-second fraction and sequence counter, not random bits"
        }
        return [Finding(kind: .draftLayout, group: group.name, severity: .fault, evidence: evidence)]
    }

    /// The group without the digits a pre-RFC layout it is found in fills by design (when it
    /// is in one), for the digit findings.
    static func withoutDraftDigits(_ group: AuditReport.GroupReport) -> AuditReport.GroupReport {
        guard group.draft != nil else { return group }
        var copy = group
        copy.digits = group.digits.filter { !DraftLayout.structuredDigits.contains($0.position) }
        return copy
    }
}

extension AuditReport {
    /// What `report.md` says of a `random-128` group or of a group in a pre-RFC layout.
    static func layoutParagraph(_ group: GroupReport) -> String {
        var md = ""
        if let test = group.unversioned {
            md += "Not RFC 9562 UUIDs: the version and variant bits of \(ReportFormat.integer(test.sample)) distinct values are "
            md += "uniform (chi-square \(ReportFormat.decimal(test.statistic)), \(test.degreesOfFreedom) degrees of freedom, "
            md += "p = \(ReportFormat.probability(test.pValue))), so the groups \(test.folded.joined(separator: ", ")) are read "
            md += "as one group of random 128-bit values; \(test.untested).\n\n"
        }
        if let draft = group.draft {
            md += "Layout: \(draft.layout) (\(draft.summary)); read so, the identifiers date from \(draft.earliest) to "
            md += "\(draft.latest).\n\n"
        }
        return md
    }
}
