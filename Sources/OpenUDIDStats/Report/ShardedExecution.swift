import CollisionStatistics

/// How the shards of a merged report ran: what its "Execution" section says about them.
package struct ShardedExecution: Sendable, Hashable {
    /// Map shards, and reduce shards.
    var shards: Int
    /// Threads of the map and of the reduce shards (the most any shard used).
    var threads: Int
    /// Seconds of all shards added up.
    var shardSeconds: Double
    /// Per generator (report order), how the colliding identifiers of an `excess` verdict
    /// were found, when they were.
    var notes: [String]
}

extension StatsReport {
    /// `## Execution`, the last section of `report.md`: how the run was carried out (one
    /// process or shards, threads, generations, times). It is the only part of `report.md`
    /// that depends on the machine and the split, so a merged report equals the single
    /// process's byte for byte up to this heading.
    func executionSection() -> String {
        var md = "## Execution\n\n"
        if let sharded {
            md += "Merged from \(sharded.shards) map and \(sharded.shards) reduce shard\(sharded.shards == 1 ? "" : "s") "
            md += "(up to \(sharded.threads) thread\(sharded.threads == 1 ? "" : "s") each); the shards took "
            md += "\(ReportFormat.decimal(sharded.shardSeconds)) s together, the merge \(ReportFormat.decimal(seconds)) s.\n\n"
        } else {
            md += "One process, \(options.threads) thread\(options.threads == 1 ? "" : "s"), \(ReportFormat.decimal(seconds)) s in all.\n\n"
        }
        md += "| Generator | Generations | Time |\n|---|---:|---:|\n"
        for a in analyses {
            md += "| \(a.generator.title) | \(a.measurement.generations) | \(ReportFormat.decimal(a.measurement.seconds)) s |\n"
        }
        md += "\nGenerations counts how often the N identifiers were made: once, more when the memory limit splits "
        md += "a single process's work into passes, and once more for a generator with an excess verdict when its "
        md += "colliding identifiers were found by generating all N again. Times are wall-clock seconds"
        md += sharded == nil ? ".\n" : ", added up over the shards.\n"
        for note in sharded?.notes ?? [] { md += "\n" + note + "\n" }
        return md
    }
}
