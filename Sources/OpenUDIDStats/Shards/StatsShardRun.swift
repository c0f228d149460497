package import ShardedRun

/// What makes the shards of one `stats` run belong together: everything that changes a count
/// (see ``ShardRun``). Threads and the memory limit are left out:
/// they change how a shard works, never what it counts.
package struct StatsShardRun: ShardRun {
    package var seed: UInt64
    package var count: Int
    /// Generator names, in report order.
    package var generators: [String]
    /// Prefix lengths, ascending.
    package var prefixBits: [Int]
    package var fleetSize: Int
    /// Identifiers per device per millisecond of the v7 fleets.
    package var fleetRate: Int
    package var shards: Int

    /// The run of `options` split into `shards` shards; `options.seed` must be set.
    package init(options: StatsOptions, shards: Int) {
        seed = options.seed ?? 0
        count = options.count
        generators = options.generators.map(\.rawValue)
        prefixBits = options.prefixBits.sorted()
        fleetSize = options.fleetSize
        fleetRate = options.fleetRate
        self.shards = shards
    }

    var plan: ShardPlan { ShardPlan(count: count, shards: shards) }

    package func encode(into writer: inout ByteWriter) {
        writer.append(seed)
        writer.append(count)
        writer.append(generators) { $0.append($1) }
        writer.append(prefixBits) { $0.append($1) }
        writer.append(fleetSize)
        writer.append(fleetRate)
        writer.append(shards)
    }

    package init(from reader: inout ByteReader) throws(ByteReader.Failure) {
        seed = try reader.read()
        count = try reader.readInt()
        generators = try reader.readArray(elementSize: 8) { (r) throws(ByteReader.Failure) in try r.readString() }
        prefixBits = try reader.readArray(elementSize: 8) { (r) throws(ByteReader.Failure) in try r.readInt() }
        fleetSize = try reader.readInt()
        fleetRate = try reader.readInt()
        shards = try reader.readInt()
        guard count >= 0, (1...ShardPlan.maximumShards).contains(shards) else {
            throw ByteReader.Failure(reason: "implausible run: \(count) identifiers in \(shards) shards")
        }
    }

    package func difference(from other: StatsShardRun) -> String? {
        func list(_ items: [some CustomStringConvertible]) -> String { items.map(\.description).joined(separator: ",") }
        if other.seed != seed { return "seed \(other.seed), not \(seed)" }
        if other.count != count { return "-n \(other.count), not \(count)" }
        if other.generators != generators { return "generators \(list(other.generators)), not \(list(generators))" }
        if other.prefixBits != prefixBits { return "bits \(list(other.prefixBits)), not \(list(prefixBits))" }
        if other.fleetSize != fleetSize { return "fleet \(other.fleetSize), not \(fleetSize)" }
        if other.fleetRate != fleetRate { return "rate \(other.fleetRate), not \(fleetRate)" }
        if other.shards != shards { return "\(other.shards) shards, not \(shards)" }
        return nil
    }
}
