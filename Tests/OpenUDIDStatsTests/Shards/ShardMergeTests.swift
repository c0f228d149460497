import Foundation
import TestTiers
import Testing
@testable import OpenUDIDStats

/// Merging the shards of any split gives the report of one process: every number, verdict and
/// colliding identifier, and every file byte for byte (`report.md` up to its execution
/// section). Parameterised over the registry, so a new generator is covered by its line there.
@Suite struct ShardMergeTests {
    static let count = 10_000

    /// Generators in the default tier: the OpenUDID suffix, keys crowded into few slices (v1),
    /// duplicates with their evidence (the weak control). Every generator runs in
    /// ``allGeneratorsAndTheFallbackWithoutShuffleFiles()``; the long tier splits each alone.
    static let splitInDefaultTier: [StatsGenerator] = [.openUDID2012, .uuidV1, .weak32]

    /// A generator alone, split two ways: one shard, and four shards with 1 to 3 threads whose
    /// reduces run in several passes under a tight memory limit.
    @Test(arguments: splitInDefaultTier)
    func mergedReportEqualsOneProcess(generator: StatsGenerator) throws {
        try expectMergedEqualsOneProcess(generator)
    }

    @Test(.longTier, arguments: StatsGenerator.allCases.filter { !splitInDefaultTier.contains($0) })
    func mergedReportEqualsOneProcessForEveryGenerator(generator: StatsGenerator) throws {
        try expectMergedEqualsOneProcess(generator)
    }

    func expectMergedEqualsOneProcess(_ generator: StatsGenerator) throws {
        let options = StatsOptions.small([generator], count: Self.count)
        let single = try Stats.run(options)
        for shards in [1, 4] {
            let work = try ShardWorkDirectory()
            try work.runShards(options, shards: shards) { isMap, index, mine in
                mine.threads = 1 + (index % 3)
                if !isMap && shards == 4 {
                    // Room for about a third of a reduce's keys: several passes over its files.
                    mine.memoryLimit =
                        MemoryPlan.overhead(threads: mine.threads) + mine.threads * StatsShards.readBuffer
                        + 16 * (Self.count / shards / 3)
                }
            }
            if shards == 4 {
                // Several passes, unless one slice alone is past the limit (the v1 generators
                // crowd their keys into a few slices at this N, and a slice is never split).
                let shape = try work.reduceShape(shards: shards)
                #expect(shape.passes >= 2 || shape.largestSlice > Self.count / shards / 3, "the tight limit makes passes")
            }
            let merged = try StatsShards.merge(try work.inputs(shards: shards), threads: 2, outputDirectory: nil)
            expectEqualReports(merged, single, "\(generator) in \(shards) shards")
        }
    }

    /// All generators together, and the colliding identifiers found by generating again when
    /// the shuffle files are gone: the same report. Under seed 48 the weak control's 12 000
    /// identifiers hold a pair equal in their 32 random bits, so it is flagged excess and has
    /// evidence to compare (no healthy generator is flagged).
    @Test func allGeneratorsAndTheFallbackWithoutShuffleFiles() throws {
        let options = StatsOptions.small(StatsGenerator.allCases, count: 12_000, seed: 48)
        let single = try Stats.run(options)
        #expect(single.analyses.contains { $0.evidence != nil }, "some generator is flagged excess, so evidence is compared")
        let work = try ShardWorkDirectory()
        try work.runShards(options, shards: 3)
        let inputs = try work.inputs(shards: 3)
        let merged = try StatsShards.merge(inputs, threads: 2, outputDirectory: nil)
        expectEqualReports(merged, single, "all generators")
        #expect(merged.analyses.allSatisfy { $0.measurement.generations == 1 })
        try FileManager.default.removeItem(atPath: work.path + "/shuffle")
        var notes: [String] = []
        let regenerated = try StatsShards.merge(inputs, threads: 2, outputDirectory: nil, note: { notes.append($0) })
        expectEqualReports(regenerated, single, "without shuffle files")
        let flagged = single.analyses.filter { $0.evidence.map { !$0.pairs.isEmpty } ?? false }
        #expect(notes.count == flagged.count && !notes.isEmpty)
        #expect(regenerated.analyses.map(\.measurement.generations) == single.analyses.map { $0.evidence?.pairs.isEmpty == false ? 2 : 1 })
    }

    /// The files written by a merge equal those of one process.
    @Test func writtenFilesAreEqual() throws {
        let directory = try ShardWorkDirectory()
        var options = StatsOptions.small([.uuidV4, .weak32], count: 20_000, seed: 5)
        options.outputDirectory = directory.path + "/single"
        _ = try Stats.run(options)
        options.outputDirectory = nil
        try directory.runShards(options, shards: 4)
        _ = try StatsShards.merge(try directory.inputs(shards: 4), threads: 1, outputDirectory: directory.path + "/merged")
        for name in ["report.csv", "collisions.svg", "uniformity.svg"] {
            let a = try Data(contentsOf: URL(fileURLWithPath: directory.path + "/single/" + name))
            let b = try Data(contentsOf: URL(fileURLWithPath: directory.path + "/merged/" + name))
            #expect(a == b, "\(name)")
        }
        let a = try String(contentsOfFile: directory.path + "/single/report.md", encoding: .utf8)
        let b = try String(contentsOfFile: directory.path + "/merged/report.md", encoding: .utf8)
        #expect(reportBeforeExecution(a) == reportBeforeExecution(b))
        #expect(a != b, "the execution sections differ (one process, shards)")
        #expect(b.contains("## Execution\n\nMerged from 4 map and 4 reduce shards"))
    }

    func expectEqualReports(_ merged: StatsReport, _ single: StatsReport, _ label: String) {
        #expect(merged.csv() == single.csv(), "\(label): report.csv")
        #expect(reportBeforeExecution(merged.markdown()) == reportBeforeExecution(single.markdown()), "\(label): report.md")
        #expect(merged.documents.map(\.text).dropFirst(2) == single.documents.map(\.text).dropFirst(2), "\(label): charts")
        for (a, b) in zip(merged.analyses, single.analyses) {
            #expect(a.evidence == b.evidence, "\(label): evidence of \(a.generator)")
            #expect(a.measurement.samples == b.measurement.samples, "\(label): samples of \(a.generator)")
        }
    }
}
