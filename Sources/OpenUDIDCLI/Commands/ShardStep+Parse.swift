import CommandLineSupport
import ShardedRun

extension ShardStep {
    /// The shard options of a sharded command.
    struct Options {
        var shards: Option<Int>
        var map: Option<Int>
        var reduce: Option<Int>
        var workDir: Option<String>
    }

    /// The shard the command line asks for, `nil` for a whole run; a usage error when the
    /// shard options are incomplete.
    static func parse(_ arguments: ParsedArguments, _ options: Options) throws(CommandFailure) -> ShardStep? {
        let index = arguments[options.map] ?? arguments[options.reduce]
        guard arguments.isGiven(options.shards) || index != nil || arguments.isGiven(options.workDir) else { return nil }
        guard let index else {
            throw .usage("--shards and --work-dir run one shard: add --map I or --reduce J (then `openudid merge` the partials)")
        }
        let step = arguments.isGiven(options.map) ? "map" : "reduce"
        guard let count = arguments[options.shards] else { throw .usage("--\(step) needs --shards S") }
        guard let directory = arguments[options.workDir] else { throw .usage("--\(step) needs --work-dir DIR") }
        return ShardStep(isMap: arguments.isGiven(options.map), index: index, shards: count, workDirectory: directory)
    }
}
