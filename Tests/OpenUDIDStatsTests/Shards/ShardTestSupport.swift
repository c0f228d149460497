import Foundation
import ShardedRun
@testable import OpenUDIDStats

/// A work directory for shard tests, removed when the value goes away.
final class ShardWorkDirectory {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("openudid-shards-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Runs every map, then every reduce, of `options` split into `shards`; each shard may run
    /// with its own threads and memory limit (`shardOptions` adjusts them by step and index).
    func runShards(
        _ options: StatsOptions, shards: Int,
        shardOptions: (_ isMap: Bool, _ index: Int, inout StatsOptions) -> Void = { _, _, _ in }
    ) throws {
        for map in 0..<shards {
            var mine = options
            shardOptions(true, map, &mine)
            _ = try StatsShards.map(options: mine, shards: shards, map: map, workDirectory: path)
        }
        for reduce in 0..<shards {
            var mine = options
            shardOptions(false, reduce, &mine)
            do {
                _ = try StatsShards.reduce(options: mine, shards: shards, reduce: reduce, workDirectory: path)
            } catch .command(.memoryLimitTooSmall(let required)) {
                // A limit below one crowded slice (the v1 fleet's): the least that works.
                mine.memoryLimit = required + mine.threads * StatsShards.readBuffer
                _ = try StatsShards.reduce(options: mine, shards: shards, reduce: reduce, workDirectory: path)
            }
        }
    }

    /// The partial files of `shards` maps and reduces, read back.
    func inputs(shards: Int) throws -> [PartialInput] {
        let paths =
            (0..<shards).map { ShardPaths.mapPartial(path, map: $0) } + (0..<shards).map { ShardPaths.reducePartial(path, reduce: $0) }
        return try paths.map { try Self.input($0) }
    }

    /// The most passes any reduce of `shards` needed, and the most keys in one slice, for any
    /// generator.
    func reduceShape(shards: Int) throws -> (passes: Int, largestSlice: Int) {
        let generators = try (0..<shards).flatMap { reduce in
            let input = try Self.input(ShardPaths.reducePartial(path, reduce: reduce))
            return try StatsReducePartial(decoding: input.file.payload).generators
        }
        return (generators.map(\.passes).max() ?? 0, Int(generators.flatMap(\.sliceCounts).max() ?? 0))
    }

    static func input(_ path: String) throws -> PartialInput {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        return PartialInput(path: path, file: try PartialFile(decoding: bytes, path: path))
    }
}

/// `report.md` up to its "Execution" section: the part that a merged report shares with the
/// single process's byte for byte (the execution section holds threads, times and how the
/// work was split).
func reportBeforeExecution(_ markdown: String) -> Substring {
    guard let range = markdown.range(of: "\n## Execution\n") else { return markdown[...] }
    return markdown[..<range.lowerBound]
}

extension StatsOptions {
    /// Options of a small seeded run that writes nothing.
    static func small(_ generators: [StatsGenerator], count: Int, seed: UInt64 = 11) -> StatsOptions {
        var options = StatsOptions()
        options.count = count
        options.generators = generators
        options.seed = seed
        options.threads = 2
        options.fleetSize = 100
        options.outputDirectory = nil
        options.memoryLimit = 1 << 30
        return options
    }
}
