/// A reading thread's last batch, ordered by the records' top 8 bits alone
/// (``RecordSort/partition(_:count:sliceCounts:secondCounts:)``): 256 buckets, each still to be sorted.
///
/// The rest of the sort waits until every thread has finished reading: then all the threads
/// take the buckets of every batch in turn (``Audit/sortBatches(_:threads:progress:)``), so
/// that no thread waits for another's larger batch, and a reduce shard's single batch is
/// sorted by all of them.
final class BucketedBatch: @unchecked Sendable {
    let records: UnsafeMutablePointer<AuditRecord>
    let count: Int
    /// Where each of the 256 buckets starts, and the end.
    let bucketStarts: [Int]
    /// Records per slice (``AuditRecord/sliceCount``).
    let sliceCounts: [Int]
    /// Per bucket, its records per value of their second byte (256 by 256), counted by the
    /// partition; empty when no bucket can be large enough to use them
    /// (``RecordSort/countsSecondDigits(_:)``): `nil` then.
    let secondCounts: UnsafeMutablePointer<UInt32>?

    /// Partitions the `count` records at `records` (which stay the caller's to free).
    init(_ records: UnsafeMutablePointer<AuditRecord>, count: Int, sliceCounts: UnsafePointer<Int>) {
        self.records = records
        self.count = count
        self.sliceCounts = Array(UnsafeBufferPointer(start: sliceCounts, count: AuditRecord.sliceCount))
        secondCounts = RecordSort.makeSecondCounts(count)
        bucketStarts = RecordSort.partition(records, count: count, sliceCounts: sliceCounts, secondCounts: secondCounts)
    }

    /// Records in bucket `bucket`.
    func size(of bucket: Int) -> Int { bucketStarts[bucket + 1] - bucketStarts[bucket] }

    /// Sorts bucket `bucket` (each bucket once, on any thread) with `scratch` from
    /// ``SortScratch/make()``.
    func sortBucket(_ bucket: Int, scratch: SortScratch) {
        RecordSort.sortBucket(
            records + bucketStarts[bucket], count: size(of: bucket), scratch: scratch,
            secondCounts: secondCounts.map { UnsafePointer($0 + bucket * 256) })
    }

    deinit { secondCounts?.deallocate() }

    /// The batch as a sorted memory run, once every bucket has been sorted.
    func sortedRun() -> SortedRun {
        sliceCounts.withUnsafeBufferPointer { SortedRun(storage: .memory(records), count: count, sliceCounts: $0.baseAddress!) }
    }
}
