import AuditInput
import Foundation
@testable import OpenUDIDAudit
import Testing

@Suite("Memory limit: spilled runs give the in-memory result")
struct SpillTests {
    static let lines: [String] = {
        var lines = randomLines(5000, seed: 20)
        for i in stride(from: 0, to: 400, by: 7) { lines.insert(lines[i].uppercased(), at: 4000 + i) }
        lines += ["", "junk", "00000000-0000-0000-0000-000000000000", "00000000-0000-0000-0000-000000000000"]
        return lines
    }()

    @Test("batches of 100 records, spilled and merged, equal one batch in memory, on 1, 2 and 3 threads")
    func spillEqualsMemory() throws {
        let text = Self.lines.joined(separator: "\n")
        let memory = try audit(text, batch: 1 << 16, threads: 2)
        #expect(memory.run.spilledRuns == 0)
        for threads in 1...3 {
            let spilled = try audit(text, chunkBytes: 331, batch: 100, threads: threads)
            #expect(spilled.run.spilledRuns >= 50 / threads)
            #expect(spilled.comparableJSON == memory.comparableJSON)
        }
    }

    /// Past ``RunConsolidation/fanIn`` spilled runs, groups of runs are merged into longer ones
    /// first (one pass for 250 runs, two for 5 000): the report is still the in-memory one.
    @Test(
        "hundreds and thousands of spilled runs are merged in passes and give the in-memory result", arguments: [(20, 1), (20, 3), (1, 2)])
    func manyRunsMergeInPasses(batch: Int, threads: Int) throws {
        let text = Self.lines.joined(separator: "\n")
        let memory = try audit(text, batch: 1 << 16, threads: 2)
        let spilled = try audit(text, chunkBytes: 331, batch: batch, threads: threads)
        #expect(spilled.run.spilledRuns > RunConsolidation.fanIn)
        #expect(spilled.comparableJSON == memory.comparableJSON)
    }

    /// A spill that fails (here: the file cannot even be created) leaves the collector
    /// consistent: later batches are dropped with their slice counts, and the end sorts
    /// nothing, so no sort runs over counts of records that are not there.
    @Test("after a failed spill the collector keeps reading safely and finishes with no run")
    func failedSpillLeavesConsistentState() throws {
        var collector = Collector(capacity: 10, temporaryDirectory: "/proc/openudid-no-such-directory")
        defer {
            collector.records.deallocate()
            collector.releaseCounters()
        }
        var random = SeededRandom(seed: 22)
        for i in 0..<1_005 {
            collector.add(AuditRecord(key: random.next(), low: random.next(), tag: 0, location: UInt64(i)))
        }
        let failure = try #require(collector.failure)
        #expect(failure.description.hasPrefix("cannot create a file in /proc/openudid-no-such-directory: "))
        let finished = collector.finish()
        #expect(finished.runs.isEmpty && finished.batch == nil)
    }

    @Test("the radix sort orders records as the comparison does, skewed keys included")
    func sortMatchesComparison() {
        var random = SeededRandom(seed: 21)
        var records = (0..<20_000).map { i -> AuditRecord in
            let skewed = i % 3 == 0
            return AuditRecord(
                key: skewed ? 0x1234 : random.next(), low: skewed ? random.next() & 0xFF : random.next(),
                tag: UInt64(i % 5) << 32, location: random.next())
        }
        let expected = records.sorted { $0 < $1 }
        records.withUnsafeMutableBufferPointer { RecordSort.sort($0.baseAddress!, count: $0.count) }
        #expect(records == expected)
    }

    /// Collects what a merge hands on.
    struct Collected: RecordConsumer {
        var records: [AuditRecord] = []
        mutating func consume(_ record: AuditRecord) { records.append(record) }
    }

    @Test(
        "two sorted runs merge into the sorted union, equal values and a run that ends first included", arguments: [0, 1, 7, 3000])
    func twoRunsMerge(second: Int) throws {
        var random = SeededRandom(seed: 55)
        // Few distinct keys, so the runs hold equal values that only their locations order.
        func records(_ count: Int, location: UInt64) -> [AuditRecord] {
            (0..<count).map { i in
                AuditRecord(key: (random.next() % 50) << 52, low: random.next() % 3, tag: 0, location: location + UInt64(i))
            }.sorted { $0 < $1 }
        }
        let first = records(2000, location: 0), other = records(second, location: 1 << 32)
        var merged = Collected()
        try withRuns([first, other]) { runs in
            try RunMerge.merge(runs, slices: 0..<AuditRecord.sliceCount, bufferRecords: 64, into: &merged)
        }
        #expect(merged.records == (first + other).sorted { $0 < $1 })
    }

    /// Memory runs of `batches` (each sorted), for the time of `body`.
    func withRuns(_ batches: [[AuditRecord]], _ body: ([SortedRun]) throws -> Void) throws {
        var pointers: [UnsafeMutablePointer<AuditRecord>] = []
        defer { for pointer in pointers { pointer.deallocate() } }
        var runs: [SortedRun] = []
        for batch in batches {
            let pointer = UnsafeMutablePointer<AuditRecord>.allocate(capacity: Swift.max(1, batch.count))
            pointer.initialize(from: batch, count: batch.count)
            pointers.append(pointer)
            var sliceCounts = [Int](repeating: 0, count: AuditRecord.sliceCount)
            for record in batch { sliceCounts[record.slice] += 1 }
            runs.append(SortedRun(storage: .memory(pointer), count: batch.count, sliceCounts: sliceCounts))
        }
        try body(runs)
    }

    @Test(
        "a leaf of every size up to the threshold, with keys distinct, tied early, tied late or all equal, is ordered as the comparison orders it"
    )
    func leafSortMatchesComparison() {
        var random = SeededRandom(seed: 35)
        for size in 0...RecordSort.leafThreshold {
            for shape in 0..<4 {
                var records = (0..<size).map { i in
                    AuditRecord(key: random.next(), low: random.next(), tag: random.next() % 3, location: UInt64(i))
                }
                switch shape {
                case 1 where size > 1: records[1].key = records[0].key  // a tie found at the first record
                case 2 where size > 1: records[size - 1].key = records[size - 2].key  // found after places were written
                case 3: for i in records.indices { records[i].key = 7 }
                default: break
                }
                let expected = records.sorted { $0 < $1 }
                records.withUnsafeMutableBufferPointer { RecordSort.leafSort($0.baseAddress!, count: $0.count) }
                #expect(records == expected, "size \(size), shape \(shape)")
            }
        }
    }

    @Test("a short bucket at every size up to twice the insertion threshold is ordered as the comparison orders it")
    func insertionSortMatchesComparison() {
        var random = SeededRandom(seed: 34)
        for size in 0...(2 * RecordSort.leafThreshold) {
            // Few distinct words, so records tie on their first words and differ in a later one,
            // and some are equal in all four.
            var records = (0..<size).map { _ in
                AuditRecord(key: random.next() % 3, low: random.next() % 3, tag: random.next() % 2, location: random.next() % 4)
            }
            let expected = records.sorted { $0 < $1 }
            records.withUnsafeMutableBufferPointer { RecordSort.insertionSort($0.baseAddress!, count: $0.count) }
            #expect(records == expected, "size \(size)")
        }
    }
}
