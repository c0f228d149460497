import ShardedRun

/// A sharded run of the tests' own: a name and a shard count, and partials that hold one
/// number. It exercises the machinery without any command's payloads.
struct ToyRun: ShardRun {
    var name: String
    var shards: Int

    func encode(into writer: inout ByteWriter) {
        writer.append(name)
        writer.append(shards)
    }

    init(name: String, shards: Int) {
        self.name = name
        self.shards = shards
    }

    init(from reader: inout ByteReader) throws(ByteReader.Failure) {
        name = try reader.readString()
        shards = try reader.readInt()
    }

    func difference(from other: ToyRun) -> String? {
        if other.name != name { return "name \(other.name), not \(name)" }
        if other.shards != shards { return "\(other.shards) shards, not \(shards)" }
        return nil
    }
}

/// A toy partial of the step of `kind`: its header and one number.
struct ToyPartial<Step: ToyStep>: ShardPartial {
    static var kind: PartialKind { Step.kind }
    var header: ShardHeader<ToyRun>
    var value: Int

    init(run: ToyRun, index: Int, value: Int = 0) {
        header = ShardHeader(run: run, index: index, threads: 1)
        self.value = value
    }

    init(decoding payload: [UInt8]) throws(ByteReader.Failure) {
        var reader = ByteReader(payload)
        header = try ShardHeader(from: &reader)
        value = try reader.readInt()
        try reader.expectEnd()
    }

    /// The partial as `merge` is given it, from `path`.
    func input(_ path: String) -> PartialInput {
        var writer = ByteWriter()
        header.encode(into: &writer)
        writer.append(value)
        return PartialInput(path: path, file: PartialFile(kind: Self.kind, payload: writer.bytes))
    }
}

/// Which step a toy partial belongs to (the `stats` kinds stand in for any command's).
protocol ToyStep: Sendable { static var kind: PartialKind { get } }
enum ToyMap: ToyStep { static var kind: PartialKind { .statsMap } }
enum ToyReduce: ToyStep { static var kind: PartialKind { .statsReduce } }

/// Every map and reduce partial of `run`, named `DIR/stats-map-0000.partial` and so on.
func toyInputs(_ run: ToyRun) -> [PartialInput] {
    (0..<run.shards).map { ToyPartial<ToyMap>(run: run, index: $0, value: $0).input(ShardPaths.partial("w", kind: .statsMap, index: $0)) }
        + (0..<run.shards).map {
            ToyPartial<ToyReduce>(run: run, index: $0, value: 10 + $0).input(ShardPaths.partial("w", kind: .statsReduce, index: $0))
        }
}
