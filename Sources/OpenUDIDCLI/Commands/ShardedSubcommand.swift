import CommandLineSupport
import OpenUDIDAudit
import ShardedRun

/// A subcommand whose runs shard (`stats`, `audit`): what the command line adds to its
/// ``ShardedCommand``: the progress it draws, its exit statuses and the summary it prints.
/// `openudid merge` hands the partials to the one whose kinds they carry (``MergeCommand``).
protocol ShardedSubcommand: Subcommand {
    associatedtype Sharded: ShardedCommand

    /// The progress of a shard or merge drawn on standard error, its lines starting with
    /// `label`, unless `quiet`; and what ends the bar's line.
    static func shardProgress(quiet: Bool, label: String, io: CommandIO) -> (update: Sharded.Progress?, finish: () -> Void)
    /// The exit status of one of the command's own errors.
    static func failure(_ error: Sharded.CommandError) -> CommandFailure
    /// Prints what the report of a merge into `directory` found, as the command prints a run's;
    /// the exit status (3 when `failOn` is given and a finding reaches it, for the commands
    /// whose reports hold findings).
    static func summarise(merged report: Sharded.Report, directory: String, failOn: FailLevel?, io: CommandIO) -> ExitCode
}

extension ShardedSubcommand {
    /// The command's name, as its partials carry it.
    static var shardedName: String { Sharded.name }

    /// The exit status of a shard's or merge's error: 2 for partials or shuffle files that do
    /// not make one run, 1 for a write or a read that the system failed; the command's own
    /// errors as the command maps them.
    static func failure(_ error: ShardedRunError<Sharded.CommandError>) -> CommandFailure {
        switch error {
        case .shard(.refused(let text)): return .usage(text)
        case .shard(.writeFailed(let text)), .shard(.readFailed(let text)): return .invalidData(text)
        case .command(let error): return failure(error)
        }
    }

    /// Runs one map or reduce shard and prints the partial's path.
    static func runShard(_ step: ShardStep, options: Sharded.Options, quiet: Bool, io: CommandIO) throws(CommandFailure) -> ExitCode {
        let progress = shardProgress(quiet: quiet, label: "openudid \(shardedName) \(step.name)", io: io)
        let path: String
        do {
            path = try Sharded.run(step, options: options, progress: progress.update)
        } catch {
            progress.finish()
            throw failure(error)
        }
        progress.finish()
        io.output.write("wrote \(path)\n")
        return .success
    }

    /// Merges `inputs`, partials of this command, into `directory` (the command's default when
    /// `nil`) and prints what the report found.
    static func merge(
        _ inputs: [PartialInput], directory: String?, threads: Int?, quiet: Bool, failOn: FailLevel? = nil, io: CommandIO
    ) throws(CommandFailure) -> ExitCode {
        let directory = directory ?? Sharded.defaultReportDirectory
        let progress = shardProgress(quiet: quiet, label: "openudid merge", io: io)
        let settings = MergeSettings(outputDirectory: directory, threads: threads) { io.report("openudid merge: note: \($0)") }
        let report: Sharded.Report
        do {
            report = try Sharded.merge(inputs, settings: settings, progress: progress.update)
        } catch {
            progress.finish()
            throw failure(error)
        }
        progress.finish()
        return summarise(merged: report, directory: directory, failOn: failOn, io: io)
    }
}
