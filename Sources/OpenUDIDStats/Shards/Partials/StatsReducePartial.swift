package import PartialFile

/// What reduce shard `reduce` of a `stats` run reports: per generator, the keys per slice of
/// its range, the duplicate pairs counted there with their samples, and what it read of each
/// map's shuffle file (so `merge` can tell that it read what the maps wrote).
package struct StatsReducePartial: Sendable, Equatable {
    package var run: StatsShardRun
    package var reduce: Int
    package var threads: Int
    var generators: [Generator]

    struct Generator: Sendable, Equatable {
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
    }

    package func encoded() -> PartialFile {
        var writer = ByteWriter()
        run.encode(into: &writer)
        writer.append(reduce)
        writer.append(threads)
        writer.append(generators) { writer, generator in
            writer.append(generator.name)
            writer.append(generator.sliceStart)
            writer.append(array: generator.sliceCounts)
            writer.append(generator.inputs) { writer, input in
                writer.append(input.reduce)
                writer.append(input.records)
                writer.append(input.checksum)
            }
            writer.append(array: generator.prefixes.map(Int64.init))
            writer.append(array: generator.pairs)
            Self.encode(generator.samples.withinSlices, into: &writer)
            let byPrefix = generator.samples.byPrefix.sorted { $0.key < $1.key }
            writer.append(byPrefix) { writer, entry in
                writer.append(entry.key)
                Self.encode(entry.value, into: &writer)
            }
            writer.append(generator.passes)
            writer.append(generator.seconds)
        }
        return PartialFile(kind: .statsReduce, payload: writer.bytes)
    }

    package init(decoding payload: [UInt8]) throws(ByteReader.Failure) {
        var reader = ByteReader(payload)
        run = try StatsShardRun(from: &reader)
        reduce = try reader.readInt()
        threads = try reader.readInt()
        generators = try reader.readArray(elementSize: 8) { (reader) throws(ByteReader.Failure) in
            let name = try reader.readString()
            let sliceStart = try reader.readInt()
            let sliceCounts = try reader.readArray(of: UInt64.self)
            let inputs = try reader.readArray(elementSize: 24) { (r) throws(ByteReader.Failure) in
                ShuffleSummary(reduce: try r.readInt(), records: try r.readInt(), checksum: try r.read())
            }
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
            return Generator(name: name, sliceStart: sliceStart, sliceCounts: sliceCounts, inputs: inputs, prefixes: prefixes,
                             pairs: pairs, samples: samples, passes: try reader.readInt(), seconds: try reader.readDouble())
        }
        try reader.expectEnd()
    }

    init(run: StatsShardRun, reduce: Int, threads: Int, generators: [Generator]) {
        self.run = run
        self.reduce = reduce
        self.threads = threads
        self.generators = generators
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
