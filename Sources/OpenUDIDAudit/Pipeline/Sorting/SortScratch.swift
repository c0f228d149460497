/// What one sorting thread needs beside the records: the counts, heads, ends and live buckets
/// of every level of ``RecordSort``'s recursion, and a spare room of ``spareRecords`` records
/// through which a bucket small enough to sit in the cache is moved out of place
/// (``RecordSort/sortBucket(_:count:scratch:secondCounts:)``). Made by ``make()``, freed by
/// ``deallocate()``; used by one thread at a time.
package struct SortScratch {
    /// Buckets of at most this many records are moved through ``spare``: 32 767 records,
    /// 1 MiB, the buckets below the size at which ``RecordSort/width(for:)`` takes whole bytes.
    package static let spareRecords = RecordSort.largeBucket - 1

    /// ``RecordSort/levelScratch`` integers for each of ``RecordSort/maximumLevels`` levels
    /// (128 KiB a level, of which a sort touches the levels it reaches).
    let levels: UnsafeMutablePointer<Int>
    /// Room for ``spareRecords`` records.
    let spare: UnsafeMutablePointer<AuditRecord>

    private init(levels: UnsafeMutablePointer<Int>, spare: UnsafeMutablePointer<AuditRecord>) {
        (self.levels, self.spare) = (levels, spare)
    }

    /// Allocates the room; the caller frees it with ``deallocate()``.
    package static func make() -> SortScratch {
        SortScratch(
            levels: .allocate(capacity: RecordSort.levelScratch * RecordSort.maximumLevels),
            spare: .allocate(capacity: spareRecords))
    }

    /// Frees the room.
    package func deallocate() {
        levels.deallocate()
        spare.deallocate()
    }
}
