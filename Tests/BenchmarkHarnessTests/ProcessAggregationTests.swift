import Foundation
import Testing
import CommandLineSupport
@testable import BenchmarkHarness

@Suite struct ProcessAggregationTests {
    /// A contender whose samples on `clock` are `median − 1`, `median`, `median + 1` (p10
    /// `median − 0.8`, p90 `median + 0.8`), and on the other clock 5 ns more.
    static func result(_ id: String, _ label: String, _ median: Double, clock: MeasurementClock = .cpu) -> ContenderResult {
        let own = SampleStatistics([median - 1, median, median + 1])!
        let other = SampleStatistics([median + 4, median + 5, median + 6])!
        return ContenderResult(
            id: id, label: label, iterations: 100, wall: clock == .wall ? own : other,
            cpu: clock == .cpu ? own : other, clock: clock)
    }

    /// One process's report: `md5/x` (1 KiB per operation, a measured and an unavailable peer)
    /// with our and the peer's CPU medians as given, and a wall-clock scaling row of 1000 items
    /// per operation whose median is `scaling`.
    static func process(ours: Double, peer: Double, scaling: Double = 1000) -> GoogleBenchmarkJSON {
        let md5 = BenchmarkRecord(
            name: "md5/x", bytesPerOperation: 1024,
            outcome: .measured(
                ours: result("ours", "MD5.hash", ours),
                peers: [
                    .measured(result("libcrypto", "OpenSSL MD5()", peer), ratio: RatioEstimate(value: peer / ours)),
                    .unavailable(label: "textbook", reason: "not built"),
                ]))
        let bulk = BenchmarkRecord(
            name: "scaling/bulk/1000/threads-2", itemsPerOperation: 1000, note: "wall clock",
            outcome: .measured(ours: result("ours", "bulk", scaling, clock: .wall), peers: []))
        return GoogleBenchmarkJSON(
            context: Fixtures.context,
            benchmarks: [md5, bulk].flatMap(GoogleBenchmarkJSON.entries(for:)))
    }

    static func entry(_ name: String, in entries: [GoogleBenchmarkJSON.Entry]) throws -> GoogleBenchmarkJSON.Entry {
        try #require(entries.first { $0.name == name })
    }

    static func close(_ a: Double?, _ b: Double) -> Bool { a.map { abs($0 - b) < 1e-9 } ?? false }

    @Test func oddCountTakesTheMiddleMedianAndRecomputesRatioAndThroughput() throws {
        let combined = try ProcessAggregation.entries([
            Self.process(ours: 10, peer: 50), Self.process(ours: 30, peer: 60), Self.process(ours: 20, peer: 20),
        ])
        #expect(combined.map(\.name) == ["md5/x", "md5/x/peer:libcrypto", "scaling/bulk/1000/threads-2"])
        let ours = try Self.entry("md5/x", in: combined)
        #expect(ours.cpuTime == 20 && ours.realTime == 25)
        #expect(ours.processMedians == [10, 30, 20], "in process order, on the entry's clock")
        #expect(Self.close(ours.p10, 9.2) && Self.close(ours.p90, 30.8), "lowest p10, highest p90")
        #expect(ours.min == 9)
        #expect(ours.iterations == 300 && ours.samples == 9)
        #expect(ours.bytesPerSecond == 1024 * 1e9 / 20)
        #expect(ours.itemsPerSecond == 1e9 / 20)
        // 50 / 20, not the median of the per-process ratios (5, 2, 1).
        #expect(ours.ratio == 2.5 && ours.peer == "OpenSSL MD5()")
        #expect(ours.peers?.map(\.ratio) == [2.5, nil])
        #expect(ours.peers?[1].unavailable == "not built")
        let peer = try Self.entry("md5/x/peer:libcrypto", in: combined)
        #expect(peer.cpuTime == 50 && peer.ratio == 2.5 && peer.processMedians == [50, 60, 20])
    }

    @Test func evenCountTakesTheMeanOfTheMiddleTwo() throws {
        let combined = try ProcessAggregation.entries([
            Self.process(ours: 10, peer: 50, scaling: 900), Self.process(ours: 40, peer: 60, scaling: 1300),
            Self.process(ours: 20, peer: 20, scaling: 1000), Self.process(ours: 30, peer: 100, scaling: 1100),
        ])
        let ours = try Self.entry("md5/x", in: combined)
        #expect(ours.cpuTime == 25)
        #expect(try Self.entry("md5/x/peer:libcrypto", in: combined).cpuTime == 55)
        #expect(ours.ratio == 55.0 / 25)
        let bulk = try Self.entry("scaling/bulk/1000/threads-2", in: combined)
        #expect(bulk.clock == "wall")
        #expect(bulk.realTime == 1050 && bulk.processMedians == [900, 1300, 1000, 1100])
        #expect(bulk.itemsPerSecond == 1000 * (1e9 / 1050), "items per second at the combined wall median")
        #expect(bulk.bytesPerSecond == nil)
    }

    @Test func oneProcessChangesNothingButAddsItsMedian() throws {
        let single = Self.process(ours: 10, peer: 50)
        let combined = try ProcessAggregation.entries([single])
        for (before, after) in zip(single.benchmarks, combined) {
            var expected = before
            expected.processMedians = [ProcessAggregation.onClock(before)]
            #expect(after == expected)
        }
    }

    @Test func reportsThatDoNotMatchAreRejected() {
        let good = Self.process(ours: 10, peer: 50)
        var missing = good
        missing.benchmarks.removeAll { $0.name == "scaling/bulk/1000/threads-2" }
        #expect(
            throws: ProcessAggregation.Failure(
                "process 2 has no result for 'scaling/bulk/1000/threads-2', which process 1 has")
        ) {
            try ProcessAggregation.entries([good, missing])
        }
        #expect(
            throws: ProcessAggregation.Failure(
                "process 2 reports 'scaling/bulk/1000/threads-2', which process 1 does not")
        ) {
            try ProcessAggregation.entries([missing, good])
        }
        var failed = good
        failed.benchmarks[0].errorOccurred = true
        failed.benchmarks[0].errorMessage = "self-check failed"
        #expect(throws: ProcessAggregation.Failure("'md5/x' failed in process 3: self-check failed")) {
            try ProcessAggregation.entries([good, good, failed])
        }
        var otherClock = good
        otherClock.benchmarks[0].clock = "wall"
        #expect(throws: ProcessAggregation.Failure.self) { try ProcessAggregation.entries([good, otherClock]) }
        #expect(throws: ProcessAggregation.Failure("no process reported anything")) { try ProcessAggregation.entries([]) }
    }

    @Test func combinedReportRoundTripsAndServesAsABaseline() throws {
        let combined = try ProcessAggregation.entries([
            Self.process(ours: 10, peer: 50), Self.process(ours: 30, peer: 60), Self.process(ours: 20, peer: 20),
        ])
        var context = Fixtures.context
        context.processes = 3
        let report = GoogleBenchmarkJSON(context: context, benchmarks: combined)
        let data = try report.encoded()
        let decoded = try GoogleBenchmarkJSON.decode(data)
        #expect(decoded == report)
        #expect(decoded.context.processes == 3)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let first = try #require((object["benchmarks"] as? [[String: Any]])?.first)
        #expect(first["process_medians"] as? [Double] == [10, 30, 20])

        let comparison = BaselineComparison(current: report, baseline: decoded, thresholdPercent: 10)
        #expect(comparison.changes.map(\.baseline) == [20, 1000])
        #expect(comparison.exitCode == ExitCode.success)
    }

    @Test func tableShowsTheCombinedFiguresAndTheSpread() throws {
        let combined = try ProcessAggregation.entries([
            Self.process(ours: 10, peer: 50), Self.process(ours: 30, peer: 60), Self.process(ours: 20, peer: 20),
        ])
        let rows = MarkdownReport.rows(forEntries: combined)
        #expect(
            rows == [
                "| `md5/x` | 20.0 | 9.20 | 30.8 | 9.00 | – | 50,000,000 | 51,200 | OpenSSL MD5() | 50.0 | – | 2.50× | 3 processes: 10.0–30.0 ns |",
                "| ↳ |  |  |  |  |  |  |  | textbook | peer unavailable |  | – | not built |",
                "| `scaling/bulk/1000/threads-2` | 1,000 | 999 | 1,001 | 999 | – | 1,000,000 |  |  |  |  |  | "
                    + "1,000 items/op: 1.00 ns/item; wall clock; 3 processes: 1,000–1,000 ns |",
            ])
    }

    /// The table read back from JSON entries is the table of the records they came from.
    @Test func entriesGiveTheSameRowsAsTheirRecords() {
        let noted = BenchmarkRecord(
            name: "n", itemsPerOperation: 64, note: "reduced | by --quick",
            outcome: .measured(ours: Self.result("ours", "o", 7, clock: .cpu), peers: []))
        for record in [Fixtures.md5Record, Fixtures.failedRecord, Fixtures.scalingRecord, noted] {
            #expect(MarkdownReport.rows(forEntries: GoogleBenchmarkJSON.entries(for: record)) == MarkdownReport.rows(for: record))
        }
    }
}
