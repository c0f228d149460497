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
        let pointer = UnsafeMutablePointer<AuditRecord>.allocate(capacity: Swift.max(1, records.count))
        defer { pointer.deallocate() }
        pointer.initialize(from: records, count: records.count)
        var sliceCounts = [Int](repeating: 0, count: AuditRecord.sliceCount)
        for record in records { sliceCounts[record.slice] += 1 }
        return try sliceCounts.withUnsafeBufferPointer { counts in
            try body(BucketedBatch(pointer, count: records.count, sliceCounts: counts.baseAddress!))
        }
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
            let scratch = RecordSort.makeScratch()
            defer { scratch.deallocate() }
            for bucket in (0..<256).reversed() { batch.sortBucket(bucket, scratch: scratch) }
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
        let pointers = batches.map { batch -> UnsafeMutablePointer<AuditRecord> in
            let pointer = UnsafeMutablePointer<AuditRecord>.allocate(capacity: Swift.max(1, batch.count))
            pointer.initialize(from: batch, count: batch.count)
            return pointer
        }
        defer { for pointer in pointers { pointer.deallocate() } }
        let bucketed = zip(batches, pointers).map { batch, pointer in
            var sliceCounts = [Int](repeating: 0, count: AuditRecord.sliceCount)
            for record in batch { sliceCounts[record.slice] += 1 }
            return sliceCounts.withUnsafeBufferPointer { BucketedBatch(pointer, count: batch.count, sliceCounts: $0.baseAddress!) }
        }
        let reported = Mutex((done: 0, total: 0))
        let runs = Audit.sortBatches(bucketed, threads: threads) { done, total in
            reported.withLock { $0 = (Swift.max($0.done, done), total) }
        }
        #expect(runs.count == batches.count)
        for (index, run) in runs.enumerated() {
            #expect(run.count == batches[index].count)
            #expect(Array(UnsafeBufferPointer(start: pointers[index], count: run.count)) == batches[index].sorted { $0 < $1 })
            for slice in stride(from: 0, to: AuditRecord.sliceCount, by: 97) {
                for i in run.sliceStarts[slice]..<run.sliceStarts[slice + 1] { #expect(pointers[index][i].slice == slice) }
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
