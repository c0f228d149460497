import OpenUDIDAudit
import CommandLineSupport
import ShardedRun

extension AuditCommand: ShardedSubcommand {
    typealias Sharded = AuditShards

    /// The audit's progress bar (its lines start `openudid audit` whatever `label` says).
    static func shardProgress(quiet: Bool, label: String, io: CommandIO) -> (update: AuditShards.Progress?, finish: () -> Void) {
        let bar = io.progressBar(label: "openudid audit", quiet: quiet)
        return (bar?.update, { bar?.finish() })
    }

    /// Names the report and prints the summary line, as `audit` does.
    static func summarise(merged report: AuditReport, directory: String, failOn: FailLevel?, io: CommandIO) -> ExitCode {
        io.report("openudid merge: wrote \(directory)/report.md")
        return summarise(report, failOn: failOn, io: io)
    }
}
