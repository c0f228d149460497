package import RunProgress
import AtomicOutput
import Foundation
package import ShardedRun
import Platform

/// One piece of a sharded `audit`, and the merge of all pieces into the report one process
/// writes for the same input.
///
/// An audit split into S shards is S map shards (each reads its share of the input, see
/// ``AuditSplit``, and writes its records into one shuffle file per reduce, bucketed by key
/// slice), then S reduce shards (each sorts and counts the records of its slices from every
/// map), then one merge. The shards of a step are independent; they share a work directory.
package enum AuditShards {
    /// What a shard or merge draws on the screen.
    package typealias Progress = (ProgressUpdate) -> Void
    /// Why a shard or the merge stopped: the machinery's ``ShardError`` or an ``AuditError``.
    package typealias Failure = ShardedRunError<AuditError>

    /// Checks what every shard needs and returns its run: valid options, a shard index in
    /// range, standard input only in a run of one shard.
    static func check(_ options: AuditOptions, shards: Int, index: Int, step: String) throws(Failure) -> AuditShardRun {
        do { try options.validate() } catch { throw .command(error) }
        guard (1...AuditRecord.sliceCount).contains(shards) else {
            throw .command(.invalidOption("--shards must be between 1 and \(AuditRecord.sliceCount) (got \(shards))"))
        }
        guard (0..<shards).contains(index) else {
            throw .command(.invalidOption("--\(step) must be between 0 and \(shards - 1) for \(shards) shards (got \(index))"))
        }
        guard shards == 1 || !options.inputs.contains(where: { $0.name == "-" }) else {
            throw .command(.invalidOption("standard input cannot be split between shards: give files, or --shards 1"))
        }
        guard ShardFiles.raiseOpenFileLimit() >= shards + 64 else {
            throw .command(.invalidOption("--shards \(shards) needs \(shards + 64) open files; raise the limit (ulimit -n)"))
        }
        return AuditShardRun(options: options, shards: shards)
    }

    /// Makes `directory` (and its parents) and proves it writable.
    static func prepare(_ directory: String) throws(Failure) {
        do { try OutputDirectory.prepare(directory) } catch { throw .command(.outputDirectory(error.description)) }
    }

    /// Writes `partial` to `path`, whole or not at all.
    static func write(_ partial: PartialFile, to path: String) throws(Failure) {
        do { try ShardFiles.write(partial, to: path) } catch { throw .shard(error) }
    }

    /// `body`'s result, its ``ShardError`` as a ``Failure``.
    static func shard<T>(_ body: () throws(ShardError) -> T) throws(Failure) -> T {
        do { return try body() } catch { throw .shard(error) }
    }

    /// `body`'s result, its ``AuditError`` as a ``Failure``.
    static func command<T>(_ body: () throws(AuditError) -> T) throws(Failure) -> T {
        do { return try body() } catch { throw .command(error) }
    }
}
