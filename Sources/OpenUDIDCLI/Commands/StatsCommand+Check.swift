import AtomicOutput
import OpenUDIDStats
import CommandLineSupport
import ShardedRun

extension StatsCommand {
    /// `--check`: the checks of the run the command line asks for (see ``RunCheck``), with the
    /// run's messages; nothing written, created or printed.
    static func check(_ arguments: ParsedArguments, options: StatsOptions) throws(CommandFailure) {
        let unusable = { (path: String) in
            { (reason: String) in failure(.outputDirectoryUnusable(path: path, reason: reason)) }
        }
        let report = { (problem: OutputFailure) in failure(.outputDirectoryUnusable(path: problem.path, reason: problem.reason)) }
        switch try RunCheck.scope(arguments, ShardStep.Options(shards: shards, map: map, reduce: reduce, workDir: workDir)) {
        case .whole:
            do { try options.check() } catch { throw failure(error) }
            if let directory = options.outputDirectory { try RunCheck.report(directory, files: StatsReport.fileNames, refuse: report) }
        case .shard(let step):
            do { try StatsShards.check(options: options, shards: step.shards, index: step.index, isMap: step.isMap) } catch {
                throw failure(error)
            }
            try RunCheck.directory(step.workDirectory, refuse: unusable(step.workDirectory))
        case .allShards(let count, let directory):
            do {
                try StatsShards.check(options: options, shards: count, index: 0, isMap: true)
                try StatsShards.check(options: options, shards: count, index: 0, isMap: false)
            } catch {
                throw failure(error)
            }
            try RunCheck.directory(directory, refuse: unusable(directory))
            if let out = arguments[out] { try RunCheck.report(out, files: StatsReport.fileNames, refuse: report) }
        }
    }
}
