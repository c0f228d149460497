import AuditInput
import Foundation
import Testing
import OpenUDIDAudit
import ShardedRun

/// A sharded audit (maps over byte ranges, reduces over key ranges, merge) writes the report
/// one process writes: every split, every layout.
@Suite struct ShardedAuditTests {
    /// Two files of every kind of line, with copies within and across files, and a run of
    /// lines repeated at an offset (a cloned log).
    static func files() -> [(name: String, text: String)] {
        let first = mixedLines(900, seed: 1)
        var second = mixedLines(700, seed: 2)
        second.insert(contentsOf: first[100..<160], at: 300)
        return [
            ("a.txt", first.joined(separator: "\n") + "\n"),
            ("b.txt", second.joined(separator: "\r\n")),
            ("empty.txt", ""),
        ]
    }

    @Test(arguments: [1, 2, 3, 8])
    func everySplitMergesIntoTheOneProcessReport(shards: Int) throws {
        let fixture = try ShardedAuditFixture(Self.files())
        defer { fixture.remove() }
        let single = try fixture.single()
        #expect(single.duplicates.values > 0 && single.invalid > 0 && single.repeatedRuns.count > 0)
        let merged = try ShardedAuditFixture.merge(try fixture.runShards(shards, work: fixture.root + "/work"))
        #expect(merged.comparableJSON == single.comparableJSON)
        #expect(merged.comparableMarkdown == single.comparableMarkdown)
    }

    @Test func mapsAndReducesMayUseOtherThreadCounts() throws {
        let fixture = try ShardedAuditFixture(Self.files())
        defer { fixture.remove() }
        let merged = try ShardedAuditFixture.merge(try fixture.runShards(3, work: fixture.root + "/work", threads: 1))
        #expect(merged.comparableJSON == (try fixture.single()).comparableJSON)
    }

    @Test func reducesThatSpillSortedRunsCountTheSame() throws {
        var fixture = try ShardedAuditFixture(Self.files())
        defer { fixture.remove() }
        let single = try fixture.single()
        fixture.batch = 97
        let merged = try ShardedAuditFixture.merge(try fixture.runShards(2, work: fixture.root + "/work"))
        #expect(merged.run.spilledRuns > 4)
        #expect(merged.comparableJSON == single.comparableJSON)
    }

    @Test(arguments: [ColumnSelector.name("id"), .index(1)])
    func csvColumnsMergeIntoTheOneProcessReport(column: ColumnSelector) throws {
        func csv(_ seed: UInt64) -> String {
            let ids = mixedLines(400, seed: seed)
            var rows = ["name,id"]
            for (i, id) in ids.enumerated() { rows.append(i % 50 == 7 ? "\"multi\nline\",\(id)" : "row\(i),\"\(id)\"") }
            return rows.joined(separator: "\n") + "\n"
        }
        let fixture = try ShardedAuditFixture(
            [("a.csv", csv(3)), ("b.csv", csv(4)), ("c.csv", csv(3))],
            layout: .delimited(delimiter: 0x2C, column: column))
        defer { fixture.remove() }
        let single = try fixture.single()
        #expect(single.valid > 1000)
        for shards in [2, 3] {
            let merged = try ShardedAuditFixture.merge(try fixture.runShards(shards, work: fixture.root + "/work\(shards)"))
            #expect(merged.comparableJSON == single.comparableJSON, "\(shards) shards")
        }
    }

    @Test func unreadableInputsAreNamedAsOneProcessNamesThem() throws {
        let fixture = try ShardedAuditFixture(Self.files() + [("missing.txt", "")])
        defer { fixture.remove() }
        let single = try fixture.single()
        #expect(single.inputs.last?.error != nil)
        let merged = try ShardedAuditFixture.merge(try fixture.runShards(2, work: fixture.root + "/work"))
        #expect(merged.comparableJSON == single.comparableJSON)
    }

    @Test func theInvalidLinesListedAreTheFirstTwentyOfTheInput() throws {
        let lines = (0..<300).map { $0 % 7 == 3 ? "bad \($0)" : randomLines(1, seed: UInt64($0))[0] }
        let fixture = try ShardedAuditFixture([("a.txt", lines.joined(separator: "\n"))])
        defer { fixture.remove() }
        let merged = try ShardedAuditFixture.merge(try fixture.runShards(8, work: fixture.root + "/work"))
        #expect(merged.invalidExamples.map(\.line) == (0..<20).map { 7 * $0 + 4 })
        #expect(merged.invalidExamples.map(\.text) == (0..<20).map { "bad \(7 * $0 + 3)" })
    }

    @Test func aByteOrderMarkCountsOnlyAtTheStartOfAFile() throws {
        let ids = randomLines(200, seed: 9)
        let text = "\u{FEFF}" + ids.joined(separator: "\n") + "\n\u{FEFF}" + ids[0] + "\n"
        let fixture = try ShardedAuditFixture([("bom.txt", text)])
        defer { fixture.remove() }
        let single = try fixture.single()
        #expect(single.invalid == 1)
        for shards in [2, 5] {
            let merged = try ShardedAuditFixture.merge(try fixture.runShards(shards, work: fixture.root + "/work\(shards)"))
            #expect(merged.comparableJSON == single.comparableJSON)
        }
    }
}
