import AtomicOutput
package import RunProgress
import Foundation
package import ShardedRun
import Platform

/// One piece of a `stats` run, and the merge of all pieces into the report one process writes.
///
/// A run of N identifiers split into S shards is S map shards, then S reduce shards, then one
/// merge. The shards of a step are independent (any order, any machine, any retry); they share
/// a work directory. See ``ShardPlan`` for the split, ``ShuffleFormat`` for the keys passed
/// from maps to reduces, and the README's "Past one machine" for the commands.
package enum StatsShards {
    /// What a shard or merge draws on the screen, about ten times a second.
    package typealias Progress = (ProgressUpdate) -> Void
    /// Why a shard or the merge stopped: the machinery's ``ShardError`` or a ``StatsError``.
    package typealias Failure = ShardedRunError<StatsError>

    /// Checks what every shard needs: valid options, a seed, a shard index in range.
    static func check(_ options: StatsOptions, shards: Int, index: Int, step: String) throws(Failure) -> StatsShardRun {
        do { try options.validate() } catch { throw .command(error) }
        guard options.seed != nil else {
            throw .command(.invalidOption("a sharded run needs --seed: every shard must make the same identifiers"))
        }
        guard (1...ShardPlan.maximumShards).contains(shards) else {
            throw .command(.invalidOption("--shards must be between 1 and \(ShardPlan.maximumShards) (got \(shards))"))
        }
        guard (0..<shards).contains(index) else {
            throw .command(.invalidOption("--\(step) must be between 0 and \(shards - 1) for \(shards) shards (got \(index))"))
        }
        return StatsShardRun(options: options, shards: shards)
    }

    /// Makes `directory` (and its parents) and proves it writable.
    static func prepare(_ directory: String) throws(Failure) {
        do { try OutputDirectory.prepare(directory) } catch {
            throw .command(.outputDirectoryUnusable(path: error.directory, reason: error.reason))
        }
    }

    /// Writes `partial` to `path`, whole or not at all (``ShardFiles/write(_:to:)``).
    static func write(_ partial: PartialFile, to path: String) throws(Failure) {
        try shard { () throws(ShardError) in try ShardFiles.write(partial, to: path) }
    }

    /// `body`'s result, its ``ShardError`` as a ``Failure``.
    static func shard<T>(_ body: () throws(ShardError) -> T) throws(Failure) -> T {
        do { return try body() } catch { throw .shard(error) }
    }

    /// Calls `progress` with the counter's state, as ``Stats/run(_:progress:)`` does.
    static func poller(
        _ counter: ProgressCounter, _ progress: Progress?, clock: ContinuousClock,
        started: ContinuousClock.Instant
    ) -> (String) -> () -> Void {
        { phase in
            {
                let (done, total) = counter.snapshot
                progress?(ProgressUpdate(phase: phase, completed: done, total: total, elapsed: (clock.now - started).inSeconds))
            }
        }
    }
}
