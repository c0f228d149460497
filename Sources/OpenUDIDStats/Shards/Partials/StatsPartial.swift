internal import ShardedRun

/// A partial of one step of a sharded `stats` run: the ``ShardHeader``, then one entry per
/// generator, in the run's order (a ``MapResult`` or a ``ReduceResult``).
struct StatsPartial<Entry: PartialEntry>: ShardPartial, Equatable {
    static var kind: PartialKind { Entry.kind }
    var header: ShardHeader<StatsShardRun>
    var generators: [Entry]

    init(header: ShardHeader<StatsShardRun>, generators: [Entry]) {
        self.header = header
        self.generators = generators
    }

    /// The partial file.
    func encoded() -> PartialFile {
        var writer = ByteWriter()
        header.encode(into: &writer)
        writer.append(generators) { $1.encode(into: &$0) }
        return PartialFile(kind: Entry.kind, payload: writer.bytes)
    }

    /// Reads the payload of a partial of kind `Entry.kind`.
    init(decoding payload: [UInt8]) throws(ByteReader.Failure) {
        var reader = ByteReader(payload)
        header = try ShardHeader<StatsShardRun>(from: &reader)
        generators = try reader.readArray(elementSize: 8) { (reader) throws(ByteReader.Failure) in try Entry(from: &reader) }
        try reader.expectEnd()
    }
}

/// A map shard's partial.
typealias StatsMapPartial = StatsPartial<MapResult>
/// A reduce shard's partial.
typealias StatsReducePartial = StatsPartial<ReduceResult>

/// One generator's entry in a partial of one step.
protocol PartialEntry: Sendable, Equatable {
    /// The partial kind of the step.
    static var kind: PartialKind { get }
    func encode(into writer: inout ByteWriter)
    init(from reader: inout ByteReader) throws(ByteReader.Failure)
}
