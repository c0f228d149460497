import Synchronization
@testable import OpenUDIDAudit
import Testing

@Suite("The sort in two steps: first digit while reading, buckets by every thread after")
struct BucketedSortTests {
    /// Records with random, skewed (one shared key, a few low values) and shared-first-byte
    /// keys (the first and the last bucket among them), so buckets of every size arise, some
    /// holding records that tie on the first words.
    static func records(_ count: Int, seed: UInt64, location: UInt64 = 0) -> [AuditRecord] {
        var random = SeededRandom(seed: seed)
        return (0..<count).map { i in
            let key: UInt64 =
                switch i % 5 {
                case 0: 0x1234_5678_0000_0000 | random.next() & 0xFF
                case 1: 0xFF00_0000_0000_0000 | random.next() >> 8
                case 2: random.next() >> 8
                default: random.next()
                }
            return AuditRecord(key: key, low: random.next() % 5, tag: UInt64(i % 3) << 32, location: location + random.next() % 1000)
        }
    }

    /// A batch of `records` in fresh memory, with its slice counts, for `body`.
    func withBatch<T>(_ records: [AuditRecord], _ body: (BucketedBatch) throws -> T) rethrows -> T {
        try withBucketedBatches([records]) { try body($0[0]) }
    }

    @Test("partitioning puts every record in the bucket of its top byte, keeping them all", arguments: [0, 1, 33, 5000])
    func partitionByTopByte(count: Int) {
        let records = Self.records(count, seed: 91)
        withBatch(records) { batch in
            #expect(batch.bucketStarts.count == 257 && batch.bucketStarts.first == 0 && batch.bucketStarts.last == count)
            for bucket in 0..<256 {
                for i in batch.bucketStarts[bucket]..<batch.bucketStarts[bucket + 1] {
                    #expect(Int(batch.records[i].key >> 56) == bucket)
                }
            }
            let kept = UnsafeBufferPointer(start: batch.records, count: count).sorted { $0 < $1 }
            #expect(kept == records.sorted { $0 < $1 })
        }
    }

    @Test("every bucket sorted after the partition is the comparison's order; so is the one-call sort")
    func bucketsThenSorted() {
        let records = Self.records(20_000, seed: 92)
        let expected = records.sorted { $0 < $1 }
        withBatch(records) { batch in
            let scratch = SortScratch.make()
            defer { scratch.deallocate() }
            for bucket in (0..<256).reversed() { batch.sortBucket(bucket, scratch: scratch) }
            #expect(Array(UnsafeBufferPointer(start: batch.records, count: batch.count)) == expected)
        }
        var copy = records
        copy.withUnsafeMutableBufferPointer { RecordSort.sort($0.baseAddress!, count: $0.count) }
        #expect(copy == expected)
    }

    /// The second-byte counts every bucket must have, counted the plain way.
    static func secondCounts(_ records: [AuditRecord]) -> [UInt32] {
        var counts = [UInt32](repeating: 0, count: 256 * 256)
        for record in records { counts[Int(record.key >> 48)] += 1 }
        return counts
    }

    @Test(
        "the partition counts each bucket's records by their second byte, however the records lay",
        arguments: ["random", "one first byte", "sorted already", "reversed", "two swapped"])
    func secondByteCounts(_ layout: String) throws {
        var records = Self.records(50_000, seed: 95)
        switch layout {
        case "one first byte":
            records = records.map {
                AuditRecord(key: $0.key & ~(UInt64(0xFF) << 56) | UInt64(0x7A) << 56, low: $0.low, tag: $0.tag, location: $0.location)
            }
        case "sorted already": records.sort { $0 < $1 }
        case "reversed": records.sort { $1 < $0 }
        case "two swapped":
            // Sorted but for the first record of the first two buckets: the first bucket's walk
            // carries one record to its end, which no later round reads (its bucket is the
            // only one left).
            records.sort { $0 < $1 }
            let next = try #require(records.firstIndex { $0.key >> 56 != records[0].key >> 56 })
            records.swapAt(0, next)
        default: break
        }
        try withBatch(records) { batch in
            let counts = try #require(batch.secondCounts)
            let expected = Self.secondCounts(records)
            let wrong = (0..<256 * 256).filter { counts[$0] != expected[$0] }
            #expect(wrong.isEmpty, "\(wrong.count) wrong counts, the first at \(wrong.first.map { String($0, radix: 16) } ?? "")")
        }
        // Below 32 768 records no bucket sorts by a whole byte next: nothing is counted.
        withBatch(Array(records.prefix(32767))) { batch in #expect(batch.secondCounts == nil) }
    }

    @Test("buckets past 32 768 records, sorted from the partition's counts: spread, sharing their second byte, or random")
    func largeBucketsFromTheCounts() {
        // A fifth of the records in bucket 0x00 (random second bytes), a fifth in 0x12 (all
        // share their first 32 bits: the counted digit orders nothing), a fifth in 0xFF.
        let records = Self.records(170_000, seed: 96)
        let expected = records.sorted { $0 < $1 }
        withBatch(records) { batch in
            #expect([0x00, 0x12, 0xFF].allSatisfy { batch.size(of: $0) >= 32768 })
            let scratch = SortScratch.make()
            defer { scratch.deallocate() }
            for bucket in 0..<256 { batch.sortBucket(bucket, scratch: scratch) }
            #expect(Array(UnsafeBufferPointer(start: batch.records, count: batch.count)) == expected)
        }
    }

    @Test(
        "a bucket on either side of the spare room's size is sorted: in place from 32 768 records, out of place below",
        arguments: [SortScratch.spareRecords - 1, SortScratch.spareRecords, SortScratch.spareRecords + 1, RecordSort.largeBucket + 1])
    func bucketsAtTheSpareRoomsSize(count: Int) {
        // One bucket (first byte 0x5A) of `count` records: random below the first 16 bits, a
        // run sharing 40 bits (digits that order nothing), and copies of one value tying on
        // every word but the location; a few records in two other buckets.
        var random = SeededRandom(seed: UInt64(count))
        var records = (0..<count).map { i -> AuditRecord in
            let key: UInt64 =
                switch i % 4 {
                case 0: 0x5A00_0000_0000_0000 | random.next() >> 8
                case 1: 0x5A12_3456_7800_0000 | random.next() >> 40
                case 2: 0x5A77_0000_0000_0001
                default: 0x5A00_0000_0000_0000 | random.next() >> 16
                }
            return AuditRecord(key: key, low: i % 4 == 2 ? 7 : random.next(), tag: UInt64(i % 3), location: random.next() % 100_000)
        }
        records += (0..<40).map { AuditRecord(key: UInt64($0 % 2 == 0 ? 0x01 : 0xF0) << 56 | UInt64($0), low: 0, tag: 0, location: 0) }
        for i in stride(from: records.count - 1, to: 0, by: -1) { records.swapAt(i, Int(random.next() % UInt64(i + 1))) }
        let expected = records.sorted { $0 < $1 }
        withBatch(records) { batch in
            #expect(batch.size(of: 0x5A) == count)
            let scratch = SortScratch.make()
            defer { scratch.deallocate() }
            for bucket in 0..<256 { batch.sortBucket(bucket, scratch: scratch) }
            #expect(Array(UnsafeBufferPointer(start: batch.records, count: batch.count)) == expected)
        }
        var copy = records
        copy.withUnsafeMutableBufferPointer { RecordSort.sort($0.baseAddress!, count: $0.count) }
        #expect(copy == expected)
    }

    @Test("batches of unequal sizes are sorted whole by 1, 2 and 5 threads taking buckets in turn", arguments: [1, 2, 5])
    func sortBatchesOnThreads(threads: Int) {
        let sizes = [9_000, 0, 40, 3_100]
        let batches = sizes.enumerated().map { Self.records($1, seed: 93 + UInt64($0), location: UInt64($0) << 32) }
        let reported = Mutex((done: 0, total: 0))
        withBucketedBatches(batches) { bucketed in
            let runs = Audit.sortBatches(bucketed, threads: threads) { done, total in
                reported.withLock { $0 = (Swift.max($0.done, done), total) }
            }
            #expect(runs.count == batches.count)
            for (index, run) in runs.enumerated() {
                let records = bucketed[index].records
                #expect(run.count == batches[index].count)
                #expect(Array(UnsafeBufferPointer(start: records, count: run.count)) == batches[index].sorted { $0 < $1 })
                for slice in stride(from: 0, to: AuditRecord.sliceCount, by: 97) {
                    for i in run.sliceStarts[slice]..<run.sliceStarts[slice + 1] { #expect(records[i].slice == slice) }
                }
            }
        }
        let (done, total) = reported.withLock { $0 }
        #expect(total == 0 || total == sizes.reduce(0, +))
        #expect(done <= sizes.reduce(0, +))
    }

    @Test("a later digit leaves about 8 records per bucket below 32 768 records, and is 8 bits above")
    func digitWidths() {
        for count in 2..<70_000 {
            let width = RecordSort.width(for: count)
            switch count {
            case ..<128: #expect(width == 4, "\(count)")
            case ..<32768:
                let perBucket = Double(count) / Double(1 << width)
                #expect(perBucket >= 5.65 && perBucket < 11.35, "\(count): \(width) bits")
            default: #expect(width == 8, "\(count)")
            }
        }
    }
}
