/// The least severity of a finding that fails a pipeline's step (`--fail-on`): the audit then
/// ends with exit status 3, as a failed data test ends a dbt run or a Great Expectations
/// checkpoint, once its report is written.
package enum FailLevel: String, Sendable, Hashable, CaseIterable {
    /// A `fault` fails the step.
    case fault
    /// A `warning` or a `fault` fails the step.
    case warning

    /// The least severity that fails.
    package var severity: AuditReport.Severity {
        switch self {
        case .fault: return .fault
        case .warning: return .warning
        }
    }

    /// The findings of `report` at or above the level.
    package func failing(_ report: AuditReport) -> [AuditReport.Finding] {
        report.findings.filter { $0.severity >= severity }
    }
}
