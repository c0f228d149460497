import AuditInput
import Foundation
@testable import OpenUDIDAudit
import ShardedRun
import Testing

/// The file-order checks over shards: maps cut a file at line starts, and the merge joins the
/// pieces of each file in order, so the findings and their places are those of one process.
@Suite struct ShardedOrderTests {
    /// A clock stepping back 5 s and a counter wrapping every 4 096 identifiers in one file, a
    /// healthy counter file and a shuffled one beside them.
    static func files() -> [(name: String, text: String)] {
        var faulty = OrderSimulation.wrappingCounter(12_000, first: 50, seed: 21)
        faulty.insert(contentsOf: OrderSimulation.counter(40, seed: 22) { _ in -5000 }, at: 6000)
        var shuffled = OrderSimulation.random(900, seed: 23)
        var random = SeededRandom(seed: 24)
        for i in stride(from: shuffled.count - 1, to: 0, by: -1) { shuffled.swapAt(i, Int(random.next() % UInt64(i + 1))) }
        return [
            ("faulty.txt", faulty.joined(separator: "\n") + "\n"),
            ("healthy.txt", OrderSimulation.counter(3000, seed: 25).joined(separator: "\n")),
            ("shuffled.txt", shuffled.joined(separator: "\r\n") + "\r\n"),
        ]
    }

    @Test(arguments: [1, 2, 5, 16])
    func shardsGiveTheOneProcessFindings(shards: Int) throws {
        let fixture = try ShardedAuditFixture(Self.files())
        defer { fixture.remove() }
        let single = try fixture.single()
        let kinds = single.findings.map(\.kind)
        #expect(kinds.contains(.clockRegression) && kinds.contains(.counterWrap), "\(single.findings)")
        let merged = try ShardedAuditFixture.merge(try fixture.runShards(shards, work: fixture.root + "/work"))
        #expect(merged.comparableJSON == single.comparableJSON)
        #expect(merged.comparableMarkdown == single.comparableMarkdown)
        let regression = try #require(merged.findings.first { $0.kind == .clockRegression })
        #expect(regression.evidence.contains("faulty.txt:6001 (after line 6000)"), "\(regression.evidence)")
    }

    /// Two hosts' v7 in one log, cut by the maps inside the file: the steps read as generators
    /// interleaved, and those waiting at a piece's edge, come out as in one process.
    @Test(arguments: [2, 3, 7])
    func interleavedHostsAcrossShards(shards: Int) throws {
        let text = String(decoding: try RealGeneratorTests.fixture("uuid-utils-uuid7-host-ahead"), as: UTF8.self)
        let fixture = try ShardedAuditFixture([("hosts.txt", text)])
        defer { fixture.remove() }
        let single = try fixture.single()
        let order = try #require(single.groups.first { $0.name == "uuid-v7" }?.order)
        #expect(order.interleaves > 100 && order.regressions == 0 && single.findings.allSatisfy { $0.severity < .warning })
        let merged = try ShardedAuditFixture.merge(try fixture.runShards(shards, work: fixture.root + "/work"))
        #expect(merged.comparableJSON == single.comparableJSON)
    }

    /// The maps count the steps back for every tolerance: their tallies are the same whatever
    /// `--clock-tolerance` says, and the merge judges them at the run's, as one process does.
    @Test func theMapsCountTheSameWhateverTheTolerance() throws {
        let text = String(decoding: try RealGeneratorTests.fixture("uuid-utils-uuid7-host-ahead"), as: UTF8.self)
        var fixture = try ShardedAuditFixture([("hosts.txt", text)] + Self.files())
        defer { fixture.remove() }
        var orders: [[[InputOrder]]] = []
        var regressions: [Int] = []
        for tolerance: Int64 in [0, 1, 2, 7, 4_000, AuditOptions.clockTolerances.upperBound] {
            fixture.clockTolerance = tolerance
            let single = try fixture.single()
            let paths = try fixture.runShards(3, work: fixture.root + "/work\(tolerance)")
            let merged = try ShardedAuditFixture.merge(paths)
            #expect(merged.comparableJSON == single.comparableJSON, "at \(tolerance) ms")
            orders.append(
                try paths.prefix(3).map { path in try AuditMapPartial(decoding: try ShardFiles.read(path).file.payload).order })
            regressions.append(merged.groups.compactMap(\.order).reduce(0) { $0 + $1.regressions })
        }
        #expect(orders.allSatisfy { $0 == orders[0] })
        // The 5 s step back of faulty.txt is a regression at 4 s, and no step at a minute.
        #expect(regressions[0] >= regressions[1] && regressions[1] > 0 && regressions[4] == 1 && regressions[5] == 0, "\(regressions)")
    }

    @Test func recordedTimesMergeIntoTheOneProcessReport() throws {
        let ahead = ClockSkewTests.csv(2000) { $0 >= 700 ? -7_200_000 : 2 }
        let healthy = ClockSkewTests.csv(1500) { _ in 4 }
        var fixture = try ShardedAuditFixture(
            [("a.csv", healthy), ("b.csv", ahead), ("c.csv", healthy)], layout: .delimited(delimiter: 0x2C, column: .name("id")))
        fixture.timeColumn = .name("created_at")
        defer { fixture.remove() }
        let single = try fixture.single()
        let finding = try #require(single.findings.first { $0.kind == .clockSkew })
        #expect(finding.evidence.contains("/b.csv:702,"), "\(finding.evidence)")
        for shards in [2, 3] {
            let merged = try ShardedAuditFixture.merge(try fixture.runShards(shards, work: fixture.root + "/work\(shards)"))
            #expect(merged.comparableJSON == single.comparableJSON, "\(shards) shards")
        }
    }
}
