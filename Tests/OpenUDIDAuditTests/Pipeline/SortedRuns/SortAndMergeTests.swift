import AuditInput
import Foundation
import Synchronization
@testable import OpenUDIDAudit
import Testing

@Suite("The last batches sorted and merged in one step count what the two steps count")
struct SortAndMergeTests {
    /// Two batches of v4 records (read in chunks 0 and 1), with copies of some values of the
    /// first batch in the second and of the second in itself; with `sharedFirstByte`, most
    /// records of both start with the same byte.
    static func batches(sharedFirstByte: Bool = false) -> [[AuditRecord]] {
        var random = SeededRandom(seed: 97)
        func record(chunk: UInt64, line: Int) -> AuditRecord {
            let value = random.v4()
            var high = value.high
            if sharedFirstByte && line % 10 != 0 { high = high & ~(UInt64(0xFF) << 56) | UInt64(0x5C) << 56 }
            let group = IdentifierGroup.of(high: high, low: value.low, suffix: 0, form: 0)
            return AuditRecord(key: high, low: value.low, group: group, location: chunk << 32 | UInt64(line))
        }
        var first = (0..<40_000).map { record(chunk: 0, line: $0) }
        var second = (0..<30_000).map { record(chunk: 1, line: $0) }
        for i in stride(from: 0, to: 2_000, by: 3) {
            var copy = first[i * 7]
            copy.location = 1 << 32 | UInt64(i)
            second[i] = copy
        }
        for i in stride(from: 5, to: 900, by: 11) {
            var copy = second[i * 13]
            copy.location = 1 << 32 | UInt64(i)
            second[i] = copy
        }
        first.swapAt(0, 39_999)
        return [first, second]
    }

    static let locations = LocationTable(chunkInputs: [0, 0], chunkLines: [40_000, 30_000], inputNames: ["ids.txt"])

    /// What a test compares of a group's tally.
    struct Counts: Equatable {
        var records, distinct, repeatedValues, extraCopies: Int
        var prefixPairs: [UInt64]
        var digitCounts: [[UInt64]]
        var top: [Int]

        init(_ tally: GroupTally) {
            (records, distinct, repeatedValues, extraCopies) = (tally.records, tally.distinct, tally.repeatedValues, tally.extraCopies)
            prefixPairs = tally.prefixPairs
            digitCounts = tally.digitCounts
            top = tally.top.map(\.count)
        }
    }

    func counts(_ tallies: [GroupTally]) -> [Counts] {
        defer { for tally in tallies { tally.release() } }
        return tallies.map(Counts.init)
    }

    @Test("one step counts every group as sorting then merging does, on 1, 2 and 3 threads", arguments: [1, 2, 3])
    func sameCounts(threads: Int) throws {
        let batches = Self.batches()
        let (twoSteps, sortedBatches) = try withBucketedBatches(batches) { bucketed in
            let runs = Audit.sortBatches(bucketed, threads: threads)
            let counted = try Audit.merge(
                runs, threads: threads, temporaryDirectory: NSTemporaryDirectory(), locations: Self.locations, now: 0
            ) { _, _ in }
            return (counts(counted.tallies), bucketed.map { Array(UnsafeBufferPointer(start: $0.records, count: $0.count)) })
        }
        let reported = Mutex(0)
        let (oneStep, fusedBatches) = try withBucketedBatches(batches) { bucketed in
            let fused = try #require(
                try Audit.sortAndMerge(bucketed, threads: threads, locations: Self.locations, now: 0) { done, total in
                    #expect(total == 70_000)
                    reported.withLock { $0 = Swift.max($0, done) }
                })
            #expect(fused.runs.map(\.count) == [40_000, 30_000])
            return (counts(fused.counted.tallies), bucketed.map { Array(UnsafeBufferPointer(start: $0.records, count: $0.count)) })
        }
        #expect(oneStep == twoSteps)
        #expect(fusedBatches == sortedBatches)
        #expect(fusedBatches == batches.map { $0.sorted { $0 < $1 } })
        let v4 = try #require(oneStep.first { $0.records > 0 })
        #expect(v4.records == 70_000 && v4.repeatedValues > 700)
        #expect(reported.withLock { $0 } <= 70_000)
    }

    @Test("most records sharing a first byte are left to the two steps: nothing is sorted or counted")
    func skewIsDeclined() throws {
        let batches = Self.batches(sharedFirstByte: true)
        try withBucketedBatches(batches) { bucketed in
            let before = bucketed.map { Array(UnsafeBufferPointer(start: $0.records, count: $0.count)) }
            let fused = try Audit.sortAndMerge(bucketed, threads: 2, locations: Self.locations, now: 0) { _, _ in }
            #expect(fused == nil)
            #expect(bucketed.map { Array(UnsafeBufferPointer(start: $0.records, count: $0.count)) } == before)
            // One thread takes every bucket: nothing to balance.
            let single = try #require(try Audit.sortAndMerge(bucketed, threads: 1, locations: Self.locations, now: 0) { _, _ in })
            for tally in single.counted.tallies { tally.release() }
            #expect(
                bucketed.map { Array(UnsafeBufferPointer(start: $0.records, count: $0.count)) } == batches.map { $0.sorted { $0 < $1 } })
        }
    }

    @Test("whole buckets are cut into pieces of about equal records, sixteen a thread, or refused past a quarter of a share")
    func bucketRanges() throws {
        let even = [Int](repeating: 100, count: 256)
        let two = try #require(Audit.bucketRanges(even, threads: 2))
        #expect(two == stride(from: 0, to: 256, by: 8).map { $0..<($0 + 8) })
        #expect(Audit.bucketRanges(even, threads: 3)?.count == 48)
        #expect(Audit.bucketRanges(even, threads: 1) == [0..<256])
        // The pieces cover every bucket once, in order.
        for threads in [2, 3, 5, 64] {
            let pieces = try #require(Audit.bucketRanges(even, threads: threads))
            #expect(pieces.first?.lowerBound == 0 && pieces.last?.upperBound == 256)
            #expect(zip(pieces, pieces.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound && !$0.isEmpty })
        }
        var skewed = even
        skewed[7] = 100 * 600
        #expect(Audit.bucketRanges(skewed, threads: 2) == nil)
        // One bucket sixteen times the others is a piece well within a quarter of a share.
        var mild = even
        mild[200] = 1_600
        #expect(Audit.bucketRanges(mild, threads: 2) != nil)
        // Forty times the others: past a quarter of a thread's share (29 400 / 2 / 4 = 3 675).
        var heavy = even
        heavy[200] = 4_000
        #expect(Audit.bucketRanges(heavy, threads: 2) == nil)
        #expect(Audit.bucketRanges([Int](repeating: 0, count: 256), threads: 2) != nil)
    }

    @Test("the pieces' counts add up in key order whichever thread took which piece")
    func piecesTakenByEitherThread() throws {
        // Run the same batches many times: the threads race for the pieces, so which thread
        // counts which piece differs from run to run, and the counts must not.
        let batches = Self.batches()
        var seen: [Counts]?
        for _ in 0..<6 {
            let counted = try withBucketedBatches(batches) { bucketed in
                let fused = try #require(try Audit.sortAndMerge(bucketed, threads: 2, locations: Self.locations, now: 0) { _, _ in })
                let top = fused.counted.tallies.flatMap { $0.top.map(\.first) }
                let listed = fused.counted.tallies.flatMap { $0.listed.map(\.first) }
                #expect(listed == listed.sorted { $0 < $1 })
                #expect(!top.isEmpty)
                return counts(fused.counted.tallies)
            }
            if let seen { #expect(counted == seen) } else { seen = counted }
        }
    }
}
