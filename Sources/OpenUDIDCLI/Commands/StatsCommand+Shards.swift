import OpenUDIDStats
package import CommandLineSupport

extension StatsCommand {
    /// One shard of a run: which step, which index, how many, where.
    struct ShardStep {
        var isMap: Bool
        var index: Int
        var shards: Int
        var workDirectory: String
    }

    /// The shard the command line asks for, `nil` for a whole run; a usage error when the
    /// shard options are incomplete.
    static func shardStep(_ arguments: ParsedArguments) throws(CommandFailure) -> ShardStep? {
        let index = arguments[map] ?? arguments[reduce]
        guard arguments.isGiven(shards) || index != nil || arguments.isGiven(workDir) else { return nil }
        guard let index else {
            throw .usage("--shards and --work-dir run one shard: add --map I or --reduce J (then `openudid merge` the partials)")
        }
        guard let count = arguments[shards] else { throw .usage("--\(arguments.isGiven(map) ? "map" : "reduce") needs --shards S") }
        guard let directory = arguments[workDir] else { throw .usage("--\(arguments.isGiven(map) ? "map" : "reduce") needs --work-dir DIR") }
        return ShardStep(isMap: arguments.isGiven(map), index: index, shards: count, workDirectory: directory)
    }

    /// Runs one map or reduce shard and prints the partial's path.
    static func runShard(_ step: ShardStep, options: StatsReport.Options, quiet: Bool, io: CommandIO) throws(CommandFailure) -> ExitCode {
        let name = "\(step.isMap ? "map" : "reduce") \(step.index)/\(step.shards)"
        let progress = progressBar(quiet: quiet, label: "openudid stats \(name)", io: io)
        let path: String
        do {
            path = step.isMap
                ? try StatsShards.map(options: options, shards: step.shards, map: step.index, workDirectory: step.workDirectory, progress: progress)
                : try StatsShards.reduce(options: options, shards: step.shards, reduce: step.index, workDirectory: step.workDirectory, progress: progress)
        } catch {
            throw failure(error)
        }
        io.output.write("wrote \(path)\n")
        return .success
    }

    /// The exit status of a shard or merge error: 2 for unusable inputs or options, 1 for a
    /// write that failed.
    static func failure(_ error: ShardError) -> CommandFailure {
        switch error {
        case .refused(let text): return .usage(text)
        case .writeFailed(let text): return .invalidData(text)
        case .stats(let error):
            switch error {
            case .invalidOption, .memoryLimitTooSmall, .outputDirectoryUnusable: return .usage(error.description)
            case .writeFailed: return .invalidData(error.description)
            }
        }
    }
}
