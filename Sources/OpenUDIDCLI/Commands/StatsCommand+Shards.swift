import OpenUDIDStats
import CommandLineSupport
import OpenUDIDAudit
import ShardedRun

extension StatsCommand: ShardedSubcommand {
    typealias Sharded = StatsShards

    /// The shard the command line asks for, `nil` for a whole run.
    static func shardStep(_ arguments: ParsedArguments) throws(CommandFailure) -> ShardStep? {
        try ShardStep.parse(arguments, ShardStep.Options(shards: shards, map: map, reduce: reduce, workDir: workDir))
    }

    /// The stats progress bar; it ends its own line.
    static func shardProgress(quiet: Bool, label: String, io: CommandIO) -> (update: StatsShards.Progress?, finish: () -> Void) {
        (io.progressBar(label: label, quiet: quiet)?.update, {})
    }

    /// The exit status of a run's error: 2 for unusable options or output directory, 1 for a
    /// write that failed.
    static func failure(_ error: StatsError) -> CommandFailure {
        switch error {
        case .invalidOption, .memoryLimitTooSmall, .outputDirectoryUnusable: return .usage(error.description)
        case .writeFailed: return .invalidData(error.description)
        }
    }

    /// Prints the files written and one line per generator, as `stats` does.
    static func summarise(merged report: StatsReport, directory: String, failOn: FailLevel?, io: CommandIO) -> ExitCode {
        summarise(report, io: io)
        return .success
    }
}
