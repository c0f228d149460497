import AuditInput
import Foundation
import Testing
import OpenUDIDAudit
import ShardedRun

/// What a sharded audit refuses, with the file named and nothing written.
@Suite struct ShardedAuditRefusalTests {
    /// A run of 2 shards over two small files, its partials, and a second run over other files.
    struct Runs {
        let fixture: ShardedAuditFixture
        let partials: [String]
        let other: [String]
    }

    static func runs() throws -> Runs {
        let fixture = try ShardedAuditFixture([
            ("a.txt", mixedLines(300, seed: 5).joined(separator: "\n")),
            ("b.txt", mixedLines(200, seed: 6).joined(separator: "\n")),
        ])
        let partials = try fixture.runShards(2, work: fixture.root + "/work")
        let otherFixture = try ShardedAuditFixture([("a.txt", mixedLines(300, seed: 7).joined(separator: "\n"))])
        let other = try otherFixture.runShards(2, work: otherFixture.root + "/work")
        return Runs(fixture: fixture, partials: partials, other: other)
    }

    /// Expects the merge of `paths` to be refused with a message holding `words`, and no report.
    func expectRefusal(_ paths: [String], _ words: String, out: String, sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            _ = try ShardedAuditFixture.merge(paths, out: out)
            Issue.record("merged, expected a refusal naming \(words)", sourceLocation: sourceLocation)
        } catch let error as AuditShards.Failure {
            guard case .shard(.refused(let text)) = error else {
                Issue.record("\(error), not a refusal", sourceLocation: sourceLocation)
                return
            }
            #expect(text.contains(words), "\(text)", sourceLocation: sourceLocation)
        } catch let error as ShardError {
            #expect(error.description.contains(words), "\(error)", sourceLocation: sourceLocation)
        } catch {
            Issue.record("\(error)", sourceLocation: sourceLocation)
        }
        #expect(!FileManager.default.fileExists(atPath: out + "/report.md"), sourceLocation: sourceLocation)
        #expect(!FileManager.default.fileExists(atPath: out + "/report.json"), sourceLocation: sourceLocation)
    }

    @Test func mergeRefusesWhatDoesNotMakeOneRun() throws {
        let runs = try Self.runs()
        defer { runs.fixture.remove() }
        let out = runs.fixture.root + "/report"
        let (maps, reduces) = (Array(runs.partials[0..<2]), Array(runs.partials[2..<4]))
        expectRefusal([maps[0]] + reduces, "map shard 1 of 2 is missing", out: out)
        expectRefusal(maps + [reduces[1]], "reduce shard 0 of 2 is missing", out: out)
        expectRefusal(maps + reduces + [maps[1]], "are both map shard 1 of 2", out: out)
        expectRefusal([maps[0], runs.other[1]] + reduces, "from another run", out: out)
        expectRefusal(maps + [reduces[0], runs.other[3]], "from another run", out: out)
    }

    @Test func mergeRefusesTruncatedAndCorruptedFiles() throws {
        let runs = try Self.runs()
        defer { runs.fixture.remove() }
        let out = runs.fixture.root + "/report"
        for (index, damage) in [(1, "truncated"), (3, "corrupted")] {
            let path = runs.partials[index]
            var bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
            let damaged = runs.fixture.root + "/damaged-\(index).partial"
            if damage == "truncated" { bytes.removeLast(40) } else { bytes[60] ^= 0x10 }
            try Data(bytes).write(to: URL(fileURLWithPath: damaged))
            var paths = runs.partials
            paths[index] = damaged
            // The container's check names the file before any payload is read.
            do {
                _ = try ShardedAuditFixture.merge(paths, out: out)
                Issue.record("merged a \(damage) partial")
            } catch {
                #expect("\(error)".contains(damaged) && "\(error)".contains(damage), "\(error)")
            }
            #expect(!FileManager.default.fileExists(atPath: out + "/report.json"))
        }
    }

    @Test func aReduceRefusesADamagedShuffleFileAndMissingMaps() throws {
        let fixture = try ShardedAuditFixture([("a.txt", mixedLines(300, seed: 5).joined(separator: "\n"))])
        defer { fixture.remove() }
        let work = fixture.root + "/work"
        _ = try AuditShards.map(options: fixture.options(), shards: 2, map: 0, workDirectory: work)
        #expect(throws: AuditShards.Failure.self) {
            try AuditShards.reduce(options: fixture.options(), shards: 2, reduce: 0, workDirectory: work)
        }
        _ = try AuditShards.map(options: fixture.options(), shards: 2, map: 1, workDirectory: work)
        let shuffle = ShardPaths.shuffleFile(work, generator: "audit", map: 1, reduce: 0)
        var bytes = Array(try Data(contentsOf: URL(fileURLWithPath: shuffle)))
        bytes[40] ^= 1
        try Data(bytes).write(to: URL(fileURLWithPath: shuffle))
        do {
            _ = try AuditShards.reduce(options: fixture.options(), shards: 2, reduce: 0, workDirectory: work)
            Issue.record("a damaged shuffle file was read")
        } catch {
            #expect(error.description.contains(shuffle) && error.description.contains("corrupted"), "\(error)")
        }
    }

    @Test func aChangedInputIsAnotherRun() throws {
        let fixture = try ShardedAuditFixture([("a.txt", mixedLines(300, seed: 5).joined(separator: "\n"))])
        defer { fixture.remove() }
        let work = fixture.root + "/work"
        _ = try AuditShards.map(options: fixture.options(), shards: 2, map: 0, workDirectory: work)
        _ = try AuditShards.map(options: fixture.options(), shards: 2, map: 1, workDirectory: work)
        try Data((mixedLines(301, seed: 5).joined(separator: "\n")).utf8).write(to: URL(fileURLWithPath: fixture.paths[0]))
        do {
            _ = try AuditShards.reduce(options: fixture.options(), shards: 2, reduce: 0, workDirectory: work)
            Issue.record("a reduce read the maps of another input")
        } catch {
            #expect(error.description.contains("the input changed"), "\(error)")
        }
    }

    @Test func standardInputIsNotSplit() throws {
        var options = AuditOptions()
        options.inputs = [InputSpec(name: "-") { () throws(SourceError) in MemorySource([]) }]
        #expect(
            throws: AuditShards.Failure.command(.invalidOption("standard input cannot be split between shards: give files, or --shards 1"))
        ) {
            try AuditShards.map(options: options, shards: 2, map: 0, workDirectory: NSTemporaryDirectory())
        }
    }
}
