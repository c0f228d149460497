package import PartialFile

/// What map shard `map` of a `stats` run reports: per generator, the tallies of the
/// identifiers it made (all additive) and what it wrote into each reduce's shuffle file.
package struct StatsMapPartial: Sendable, Equatable {
    package var run: StatsShardRun
    package var map: Int
    /// Threads the shard ran with (shown in the report's execution section only).
    package var threads: Int
    var generators: [Generator]

    struct Generator: Sendable, Equatable {
        var name: String
        /// Identifiers made.
        var count: Int
        /// Key and suffix byte counts; the slice counts are left at zero (the reduces report
        /// them, from the shuffle files).
        var tallies: TallyTotals
        var files: [ShuffleSummary]
        var seconds: Double
    }

    package func encoded() -> PartialFile {
        var writer = ByteWriter()
        run.encode(into: &writer)
        writer.append(map)
        writer.append(threads)
        writer.append(generators) { writer, generator in
            writer.append(generator.name)
            writer.append(generator.count)
            writer.append(generator.tallies.keyBytes) { $0.append(array: $1) }
            writer.append(generator.tallies.suffixBytes) { $0.append(array: $1) }
            writer.append(generator.tallies.suffixZero)
            writer.append(generator.tallies.suffixAllOnes)
            writer.append(generator.files) { writer, file in
                writer.append(file.reduce)
                writer.append(file.records)
                writer.append(file.checksum)
            }
            writer.append(generator.seconds)
        }
        return PartialFile(kind: .statsMap, payload: writer.bytes)
    }

    package init(decoding payload: [UInt8]) throws(ByteReader.Failure) {
        var reader = ByteReader(payload)
        run = try StatsShardRun(from: &reader)
        map = try reader.readInt()
        threads = try reader.readInt()
        generators = try reader.readArray(elementSize: 8) { (reader) throws(ByteReader.Failure) in
            let name = try reader.readString()
            let count = try reader.readInt()
            let keyBytes = try reader.readArray(elementSize: 8) { (r) throws(ByteReader.Failure) in try r.readArray(of: UInt64.self) }
            let suffixBytes = try reader.readArray(elementSize: 8) { (r) throws(ByteReader.Failure) in try r.readArray(of: UInt64.self) }
            guard keyBytes.count == 16, suffixBytes.count == 0 || suffixBytes.count == 4,
                  (keyBytes + suffixBytes).allSatisfy({ $0.count == 256 }) else {
                throw ByteReader.Failure(reason: "byte counts of \(name) have the wrong shape")
            }
            let tallies = TallyTotals(slices: [], keyBytes: keyBytes, suffixBytes: suffixBytes,
                                      suffixZero: try reader.read(), suffixAllOnes: try reader.read())
            let files = try reader.readArray(elementSize: 24) { (r) throws(ByteReader.Failure) in
                ShuffleSummary(reduce: try r.readInt(), records: try r.readInt(), checksum: try r.read())
            }
            return Generator(name: name, count: count, tallies: tallies, files: files, seconds: try reader.readDouble())
        }
        try reader.expectEnd()
    }

    init(run: StatsShardRun, map: Int, threads: Int, generators: [Generator]) {
        self.run = run
        self.map = map
        self.threads = threads
        self.generators = generators
    }
}
