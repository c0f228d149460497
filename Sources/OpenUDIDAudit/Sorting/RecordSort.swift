/// Sorts records in place by a most-significant-digit radix sort (the American flag sort of
/// McIlroy, Bostic & McIlroy, "Engineering radix sort", *Computing Systems* 6, 1993).
///
/// Why this one: it needs no second array, so the memory limit holds records and nothing
/// else; its first passes scatter into 256 buckets whose write positions stay in cache; and it
/// copes with skew (a v1 group sharing its first bytes, a Nil UUID repeated a million times):
/// a digit on which every record of a bucket agrees is skipped after one counting pass.
/// Buckets of up to ``insertionThreshold`` records are finished by insertion sort on the whole
/// record. The digits are the 32 bytes of the record as one big-endian number
/// (``AuditRecord/byte(_:)``), so the result is ordered by ``AuditRecord/<(_:_:)``.
package enum RecordSort {
    /// Buckets this small are insertion-sorted.
    static let insertionThreshold = 40

    /// Sorts `count` records at `records`.
    package static func sort(_ records: UnsafeMutablePointer<AuditRecord>, count: Int) {
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * 256 * 33) { scratch in
            sort(records, count: count, digit: 0, scratch: scratch.baseAddress!)
        }
    }

    /// Sorts by the digits from `digit` on; `scratch` holds 3 × 256 counters per level left.
    private static func sort(_ records: UnsafeMutablePointer<AuditRecord>, count: Int, digit: Int,
                             scratch: UnsafeMutablePointer<Int>) {
        var digit = digit
        while true {
            if count <= insertionThreshold {
                insertionSort(records, count: count)
                return
            }
            if digit >= 32 { return }
            let counts = scratch, heads = scratch + 256, ends = scratch + 512
            counts.initialize(repeating: 0, count: 256)
            for i in 0..<count { counts[records[i].byte(digit)] &+= 1 }
            // A digit every record shares orders nothing: go on to the next one.
            if counts[records[0].byte(digit)] == count {
                digit += 1
                continue
            }
            var start = 0
            for b in 0..<256 {
                heads[b] = start
                start &+= counts[b]
                ends[b] = start
            }
            // Cycle leader permutation: take the record at the head of each bucket and swap
            // it to where its digit says, until a record that belongs here comes back.
            for b in 0..<256 {
                while heads[b] < ends[b] {
                    var record = records[heads[b]]
                    var target = record.byte(digit)
                    while target != b {
                        swap(&record, &records[heads[target]])
                        heads[target] &+= 1
                        target = record.byte(digit)
                    }
                    records[heads[b]] = record
                    heads[b] &+= 1
                }
            }
            var offset = 0
            for b in 0..<256 {
                let size = ends[b] &- offset
                if size > 1 { sort(records + offset, count: size, digit: digit + 1, scratch: scratch + 768) }
                offset = ends[b]
            }
            return
        }
    }

    /// Insertion sort on the whole record.
    static func insertionSort(_ records: UnsafeMutablePointer<AuditRecord>, count: Int) {
        if count < 2 { return }
        for i in 1..<count {
            let record = records[i]
            var j = i
            while j > 0 && record < records[j - 1] {
                records[j] = records[j - 1]
                j -= 1
            }
            records[j] = record
        }
    }
}
