internal import ShardedRun

/// What a reduce shard reports for one generator: the keys per slice of its range, the
/// duplicate pairs counted there with their samples, and what it read of each map's shuffle
/// file (so `merge` can tell that it read what the maps wrote).
struct ReduceResult: PartialEntry {
    var name: String
    var sliceStart: Int
    var sliceCounts: [UInt64]
    /// Per map, in map order: keys and checksum read from its file.
    var inputs: [ShuffleSummary]
    /// The scanned prefix lengths (above 16 bits, and 128) and their pairs.
    var prefixes: [Int]
    var pairs: [UInt64]
    var samples: CollisionSamples
    /// Passes over the shuffle files the memory limit needed.
    var passes: Int
    var seconds: Double

    func encode(into writer: inout ByteWriter) {
        writer.append(name)
        writer.append(sliceStart)
        writer.append(array: sliceCounts)
        writer.append(inputs) { $1.encode(into: &$0) }
        writer.append(array: prefixes.map(Int64.init))
        writer.append(array: pairs)
        Self.encode(samples.withinSlices, into: &writer)
        let byPrefix = samples.byPrefix.sorted { $0.key < $1.key }
        writer.append(byPrefix) { writer, entry in
            writer.append(entry.key)
            Self.encode(entry.value, into: &writer)
        }
        writer.append(passes)
        writer.append(seconds)
    }

    private static func encode(_ pairs: [KeyPair], into writer: inout ByteWriter) {
        writer.append(pairs) { writer, pair in
            for key in [pair.first, pair.second] {
                writer.append(key.high)
                writer.append(key.low)
            }
        }
    }

    private static func decodePairs(_ reader: inout ByteReader) throws(ByteReader.Failure) -> [KeyPair] {
        try reader.readArray(elementSize: 32) { (r) throws(ByteReader.Failure) in
            KeyPair(first: StatsKey(high: try r.read(), low: try r.read()), second: StatsKey(high: try r.read(), low: try r.read()))
        }
    }
}

extension ReduceResult {
    static let kind = PartialKind.statsReduce

    init(from reader: inout ByteReader) throws(ByteReader.Failure) {
        let name = try reader.readString()
        let sliceStart = try reader.readInt()
        let sliceCounts = try reader.readArray(of: UInt64.self)
        let inputs = try reader.readArray(elementSize: 24) { (r) throws(ByteReader.Failure) in try ShuffleSummary(from: &r) }
        let prefixes = try reader.readArray(of: Int64.self).map(Int.init)
        let pairs = try reader.readArray(of: UInt64.self)
        guard prefixes.count == pairs.count, prefixes.contains(128) else {
            throw ByteReader.Failure(reason: "pair counts of \(name) have the wrong shape")
        }
        var samples = CollisionSamples()
        samples.add(try Self.decodePairs(&reader), bits: 0)
        let entries = try reader.readArray(elementSize: 16) { (r) throws(ByteReader.Failure) in
            (bits: try r.readInt(), pairs: try Self.decodePairs(&r))
        }
        for entry in entries where entry.bits > 0 { samples.add(entry.pairs, bits: entry.bits) }
        self.init(
            name: name, sliceStart: sliceStart, sliceCounts: sliceCounts, inputs: inputs, prefixes: prefixes,
            pairs: pairs, samples: samples, passes: try reader.readInt(), seconds: try reader.readDouble())
    }
}
