/// What every partial of a sharded run starts with: the run, which shard of its step wrote it,
/// and with how many threads.
package struct ShardHeader<Run: ShardRun>: Sendable, Equatable {
    package var run: Run
    /// The map or reduce index.
    package var index: Int
    /// Threads the shard ran with (shown in the report's execution section only).
    package var threads: Int

    package func encode(into writer: inout ByteWriter) {
        run.encode(into: &writer)
        writer.append(index)
        writer.append(threads)
    }

    package init(from reader: inout ByteReader) throws(ByteReader.Failure) {
        run = try Run(from: &reader)
        index = try reader.readInt()
        threads = try reader.readInt()
    }

    package init(run: Run, index: Int, threads: Int) {
        self.run = run
        self.index = index
        self.threads = threads
    }
}

/// A partial of one step of a sharded run, as `merge` reads it.
package protocol ShardPartial: Sendable {
    associatedtype Run: ShardRun
    /// The kind of partial file that holds it; its ``PartialKind/step`` names the step in
    /// messages.
    static var kind: PartialKind { get }
    var header: ShardHeader<Run> { get }
    init(decoding payload: [UInt8]) throws(ByteReader.Failure)
    /// Frees memory the partial holds outside Swift's care (an audit reduce's tallies), when
    /// the partial is refused or done with.
    func release()
}

extension ShardPartial {
    /// Nothing to free: a partial of plain values.
    package func release() {}
}
