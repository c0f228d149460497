import OpenUDIDStats
package import CommandLineSupport

extension StatsCommand {
    /// The shard the command line asks for, `nil` for a whole run.
    static func shardStep(_ arguments: ParsedArguments) throws(CommandFailure) -> ShardStep? {
        try ShardStep.parse(arguments, ShardStep.Options(shards: shards, map: map, reduce: reduce, workDir: workDir))
    }

    /// Runs one map or reduce shard and prints the partial's path.
    static func runShard(_ step: ShardStep, options: StatsReport.Options, quiet: Bool, io: CommandIO) throws(CommandFailure) -> ExitCode {
        let progress = progressBar(quiet: quiet, label: "openudid stats \(step.name)", io: io)
        let path: String
        do {
            path =
                step.isMap
                ? try StatsShards.map(
                    options: options, shards: step.shards, map: step.index, workDirectory: step.workDirectory, progress: progress)
                : try StatsShards.reduce(
                    options: options, shards: step.shards, reduce: step.index, workDirectory: step.workDirectory, progress: progress)
        } catch {
            throw failure(error)
        }
        io.output.write("wrote \(path)\n")
        return .success
    }

    /// The exit status of a shard or merge error: 2 for unusable inputs or options, 1 for a
    /// write or a read that the system failed.
    static func failure(_ error: ShardError) -> CommandFailure {
        switch error {
        case .refused(let text): return .usage(text)
        case .writeFailed(let text), .readFailed(let text): return .invalidData(text)
        case .stats(let error):
            switch error {
            case .invalidOption, .memoryLimitTooSmall, .outputDirectoryUnusable: return .usage(error.description)
            case .writeFailed: return .invalidData(error.description)
            }
        }
    }
}
