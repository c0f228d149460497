internal import PartialFile

/// What every partial of a sharded `stats` run starts with: the run, which shard of its step
/// wrote it, and with how many threads.
struct ShardHeader: Sendable, Equatable {
    var run: StatsShardRun
    /// The map or reduce index.
    var index: Int
    /// Threads the shard ran with (shown in the report's execution section only).
    var threads: Int

    func encode(into writer: inout ByteWriter) {
        run.encode(into: &writer)
        writer.append(index)
        writer.append(threads)
    }

    init(from reader: inout ByteReader) throws(ByteReader.Failure) {
        run = try StatsShardRun(from: &reader)
        index = try reader.readInt()
        threads = try reader.readInt()
    }

    init(run: StatsShardRun, index: Int, threads: Int) {
        self.run = run
        self.index = index
        self.threads = threads
    }
}

/// A partial of one step of a sharded `stats` run, as `merge` reads it.
protocol StatsShardPartial: Sendable {
    /// The step's name in messages: `map`, `reduce`.
    static var step: String { get }
    var header: ShardHeader { get }
    init(decoding payload: [UInt8]) throws(ByteReader.Failure)
}
