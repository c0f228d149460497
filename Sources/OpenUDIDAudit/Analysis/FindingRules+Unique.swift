import CollisionStatistics

/// The findings of a group unique by construction (Snowflake ids): named and counted, and
/// every copy a fault.
extension FindingRules {
    static func uniqueFindings(_ group: AuditReport.GroupReport) -> [Finding] {
        var findings = [
            Finding(
                kind: .snowflakeIds, group: group.name, severity: .info,
                evidence:
                    "\(ReportFormat.integer(group.count)) \(group.count == 1 ? "line holds a Snowflake id" : "lines hold Snowflake ids") "
                    + "(17 to 19 decimal digits below 2^63: 41 bits of milliseconds from an epoch of their maker's, a worker, a "
                    + "sequence); their copies are judged, not their time, whose epoch is unknown")
        ]
        let d = group.duplicates
        guard d.values > 0 else { return findings }
        findings.append(
            Finding(
                kind: .duplicates, group: group.name, severity: .fault,
                evidence: "\(ReportFormat.integer(d.values)) \(d.values == 1 ? "value occurs" : "values occur") more than once "
                    + "(\(ReportFormat.integer(d.extraCopies)) extra copies among \(ReportFormat.integer(group.count))), where a "
                    + "working generator makes none (a time, a worker of its own, a sequence): two generators sharing a worker "
                    + "number, a clock set back past a sequence already used, or rows copied"))
        return findings
    }
}
