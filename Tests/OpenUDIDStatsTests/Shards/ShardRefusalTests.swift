import Foundation
import Testing
import ShardedRun
@testable import OpenUDIDStats

/// `merge` and the reduces refuse what does not belong together, naming the file, and write
/// nothing.
@Suite struct ShardRefusalTests {
    static let options = StatsOptions.small([.uuidV4, .weak32], count: 5_000, seed: 21)

    /// A finished run of 3 shards.
    func finishedRun(_ options: StatsOptions = Self.options, shards: Int = 3) throws -> ShardWorkDirectory {
        let work = try ShardWorkDirectory()
        try work.runShards(options, shards: shards)
        return work
    }

    /// The merge's refusal of `inputs`, which must also leave `out` unmade.
    func refusal(_ inputs: [PartialInput], sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("never-\(UUID().uuidString)").path
        do {
            _ = try StatsShards.merge(inputs, threads: 1, outputDirectory: out)
            Issue.record("merged", sourceLocation: sourceLocation)
            return ""
        } catch {
            #expect(!FileManager.default.fileExists(atPath: out), "no report directory", sourceLocation: sourceLocation)
            guard case .shard(.refused(let text)) = error else {
                Issue.record("\(error)", sourceLocation: sourceLocation)
                return ""
            }
            return text
        }
    }

    @Test func partialsOfAnotherRunAreRefused() throws {
        let run = try finishedRun()
        let inputs = try run.inputs(shards: 3)
        var variants: [(StatsOptions, String)] = []
        var other = Self.options
        other.seed = 22
        variants.append((other, "seed 22, not 21"))
        other = Self.options
        other.count = 6_000
        variants.append((other, "-n 6000, not 5000"))
        other = Self.options
        other.generators = [.uuidV4]
        variants.append((other, "generators uuid4, not uuid4,weak32"))
        other = Self.options
        other.prefixBits = [16, 32]
        variants.append((other, "bits 16,32, not 16,20,24,28,32,36,40,44,48,52,56,60,64"))
        other = Self.options
        other.fleetSize = 7
        variants.append((other, "fleet 7, not 100"))
        for (options, expected) in variants {
            let foreign = try finishedRun(options)
            let stranger = try foreign.inputs(shards: 3)[4]  // reduce 1 of the other run
            var mixed = inputs
            mixed[4] = stranger
            let text = try refusal(mixed)
            #expect(text == "\(stranger.path): from another run than \(inputs[0].path): \(expected)")
        }
        let fourShards = try finishedRun(shards: 4).inputs(shards: 4)
        #expect(try refusal(inputs + [fourShards[0]]).hasSuffix("4 shards, not 3"))
    }

    @Test func aMissingOrRepeatedShardIsRefused() throws {
        let run = try finishedRun()
        let inputs = try run.inputs(shards: 3)
        #expect(
            try refusal(inputs.filter { !$0.path.hasSuffix("stats-map-0001.partial") })
                == "map shard 1 of 3 is missing: no stats-map-0001.partial among the 5 partials given")
        #expect(
            try refusal(Array(inputs.dropLast()))
                == "reduce shard 2 of 3 is missing: no stats-reduce-0002.partial among the 5 partials given")
        #expect(try refusal(inputs + [inputs[2]]) == "\(inputs[2].path) and \(inputs[2].path) are both map shard 2 of 3")
        #expect(try refusal([]) == "no partial files given")
    }

    /// A reduce that read other keys than the map's partial says it wrote: a map rerun after
    /// the reduce, or files of two attempts mixed.
    @Test func aReduceOfAnotherAttemptIsRefused() throws {
        let run = try finishedRun()
        var inputs = try run.inputs(shards: 3)
        var map = try StatsMapPartial(decoding: inputs[0].file.payload)
        map.generators[1].files[2].checksum &+= 1
        inputs[0].file = map.encoded()
        let text = try refusal(inputs)
        #expect(text.hasPrefix("\(inputs[5].path): read ") && text.contains("weak32 keys from map 0's shuffle file"))
        #expect(text.hasSuffix("run reduce 2 again"))
    }

    /// A damaged payload inside a sound container (a bug, or a version skew) is refused too.
    @Test func aDamagedPayloadIsRefused() throws {
        let run = try finishedRun()
        var inputs = try run.inputs(shards: 3)
        inputs[3].file = PartialFile(kind: .statsReduce, payload: Array(inputs[3].file.payload.dropLast(3)))
        #expect(try refusal(inputs).hasPrefix("\(inputs[3].path): damaged stats reduce payload: "))
    }

    /// The reduce reads the shuffle files whole and refuses a missing, truncated or altered one,
    /// or one of another run.
    @Test func reducesRefuseBadShuffleFiles() throws {
        let work = try ShardWorkDirectory()
        for map in 0..<3 { _ = try StatsShards.map(options: Self.options, shards: 3, map: map, workDirectory: work.path) }
        // 5 000 identifiers are one block: map 2 of 3 makes it (maps 0 and 1 write empty files).
        let file = ShardPaths.shuffleFile(work.path, generator: "uuid4", map: 2, reduce: 0)
        let original = try Data(contentsOf: URL(fileURLWithPath: file))
        func reduceRefusal() -> String? {
            do {
                _ = try StatsShards.reduce(options: Self.options, shards: 3, reduce: 0, workDirectory: work.path)
                return nil
            } catch {
                guard case .shard(.refused(let text)) = error else { return "\(error)" }
                return text
            }
        }
        #expect(reduceRefusal() == nil)
        var damaged = original
        damaged[40] ^= 0x01  // a key of the first chunk
        try damaged.write(to: URL(fileURLWithPath: file))
        let corrupted = reduceRefusal()
        #expect(corrupted?.hasPrefix("\(file): corrupted: the checksum of the chunk at byte 0") == true, "\(corrupted ?? "")")
        try original.prefix(original.count - 10).write(to: URL(fileURLWithPath: file))
        #expect(reduceRefusal() == "\(file): truncated or not a shuffle file (no OUDKEYS end marker)")
        try (original.prefix(100) + original.suffix(from: 116)).write(to: URL(fileURLWithPath: file))
        let cut = reduceRefusal()
        #expect(cut?.hasPrefix("\(file): truncated or padded") == true, "\(cut ?? "")")
        try FileManager.default.removeItem(atPath: file)
        #expect(reduceRefusal() == "\(file): cannot open the shuffle file: No such file or directory")
        var seed = Self.options
        seed.seed = 99
        _ = try StatsShards.map(options: seed, shards: 3, map: 2, workDirectory: work.path)
        #expect(reduceRefusal()?.hasSuffix("written by another run (different seed, N, generators, bits, fleet or shard count)") == true)
    }
}
