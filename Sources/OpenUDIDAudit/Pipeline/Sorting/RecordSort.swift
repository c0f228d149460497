import CacheHints

/// Sorts records in place by a most-significant-digit radix sort (the American flag sort of
/// McIlroy, Bostic & McIlroy, "Engineering radix sort", *Computing Systems* 6, 1993).
///
/// Why this one: it needs no second array, so the memory limit holds records and little
/// else (each sorting thread's ``SortScratch``: 9 MiB of address space, of which a sort
/// touches the 1 MiB spare room and the level tables it reaches), and it copes with skew (a v1 group sharing its first bytes, a Nil UUID repeated a
/// million times): a digit on which every record of a bucket agrees is skipped after one
/// counting pass.
///
/// The record is read as one 256-bit number (``AuditRecord/bits(at:width:)``), so the result
/// is ordered by ``AuditRecord/<(_:_:)``. The first digit is the top 8 bits, whose counts the
/// reader kept, so the first pass only moves records, counting the second byte of each as it
/// puts it in place (a large bucket's next pass then starts moving without reading its
/// records once more to count them); each later digit is 4 to 12 bits wide
/// by the bucket's size (``width(for:)``), until a bucket is down to a few records, which
/// ``leafSort(_:count:)`` finishes. A bucket too large for the cache is sorted in place; one
/// of fewer than ``largeBucket`` records, which the cache holds, is copied to the scratch's
/// spare room and each record written straight to its place from there (``scatter(_:count:offset:width:counts:heads:spare:)``).
package enum RecordSort {
    /// How far ahead of a bucket's next free place its records are fetched into the cache, in
    /// records: 512 bytes, 8 cache lines (8 to 64 all did about as well at 10^8 lines).
    static let prefetchAhead = 16
    /// Buckets this small are finished by ``leafSort(_:count:)``.
    static let leafThreshold = 32
    /// The widest digit, and the scratch each level of recursion needs (counts, heads, ends,
    /// live buckets).
    static let maximumWidth = 12
    static let levelScratch = 4 << maximumWidth
    /// Levels of recursion at most: 248 bits after the first digit, 4 at a time, plus one.
    static let maximumLevels = 64
    /// Buckets of this many records or more take whole bytes as digits and are sorted in
    /// place; smaller ones take narrower digits and go through the spare room.
    static let largeBucket = 32768

    /// Sorts `count` records at `records`; `sliceCounts`, when given, are the records per slice.
    package static func sort(_ records: UnsafeMutablePointer<AuditRecord>, count: Int, sliceCounts: UnsafePointer<Int>? = nil) {
        guard count > 1 else { return }
        let second = makeSecondCounts(count)
        defer { second?.deallocate() }
        let starts = partition(records, count: count, sliceCounts: sliceCounts, secondCounts: second)
        let scratch = SortScratch.make()
        defer { scratch.deallocate() }
        for b in 0..<256 {
            sortBucket(
                records + starts[b], count: starts[b + 1] - starts[b], scratch: scratch,
                secondCounts: second.map { UnsafePointer($0 + b * 256) })
        }
    }

    /// Zeroed room for the second-byte counts of a partition of `count` records (256 by 256),
    /// or `nil` when it would not use them (``countsSecondDigits(_:)``). The caller deallocates it.
    package static func makeSecondCounts(_ count: Int) -> UnsafeMutablePointer<UInt32>? {
        guard countsSecondDigits(count) else { return nil }
        let counts = UnsafeMutablePointer<UInt32>.allocate(capacity: 256 * 256)
        counts.initialize(repeating: 0, count: 256 * 256)
        return counts
    }

    /// Whether a partition of `count` records should count its buckets' second bytes (a
    /// table of 256 by 256 32-bit counts, 256 KiB, within the second-level cache beside the
    /// partition's own traffic): only a bucket of 32 768 records or more sorts by a whole byte
    /// next (``width(for:)``) and can use them, and no count may pass 32 bits. Measured in
    /// Benchmarks/records/choices-in-the-code.md ("Second-byte counts kept by the partition").
    package static func countsSecondDigits(_ count: Int) -> Bool { count >= 32768 && count <= Int(UInt32.max) }

    /// Orders `count` records at `records` by their first digit alone, the top 8 bits: 256
    /// buckets, whose starts (and the end) it returns, each still to be sorted by
    /// ``sortBucket(_:count:scratch:secondCounts:)``. `sliceCounts`, when given, are the records
    /// per slice; `secondCounts`, when given (256 by 256 zeros), receives each bucket's records
    /// per value of their second byte, for ``sortBucket(_:count:scratch:secondCounts:)``.
    ///
    /// The first digit is 8 bits: 256 write positions stay within the TLB's reach over a batch
    /// of gigabytes, where 4 096 would miss it on nearly every record. Its counts are the 12-bit
    /// slice counts summed 16 at a time.
    package static func partition(
        _ records: UnsafeMutablePointer<AuditRecord>, count: Int, sliceCounts: UnsafePointer<Int>? = nil,
        secondCounts: UnsafeMutablePointer<UInt32>? = nil
    ) -> [Int] {
        var counts = [Int](repeating: 0, count: 256)
        if let sliceCounts {
            for b in 0..<256 { counts[b] = (0..<16).reduce(0) { $0 + sliceCounts[b * 16 + $1] } }
        } else {
            for i in 0..<count { counts[records[i].bits(at: 0, width: 8)] &+= 1 }
        }
        var starts = [0]
        starts.reserveCapacity(257)
        for b in 0..<256 { starts.append(starts[b] + counts[b]) }
        if counts.contains(count) {
            if let secondCounts { countSecondDigits(records, from: 0, to: count, into: secondCounts) }
            return starts
        }
        let scratch = UnsafeMutablePointer<Int>.allocate(capacity: levelScratch)
        defer { scratch.deallocate() }
        counts.withUnsafeBufferPointer { counts in
            distribute(records, offset: 0, width: 8, counts: counts.baseAddress!, scratch: scratch, secondCounts: secondCounts)
        }
        return starts
    }

    /// Sorts one bucket left by ``partition(_:count:sliceCounts:secondCounts:)`` (its records share their
    /// top 8 bits) with `scratch` from ``SortScratch/make()``.
    ///
    /// `secondCounts`, when given, are the bucket's records per value of their second byte
    /// (256 counts, from ``partition(_:count:sliceCounts:secondCounts:)``): the bucket's first
    /// pass then reads no record to count them.
    package static func sortBucket(
        _ records: UnsafeMutablePointer<AuditRecord>, count: Int, scratch: SortScratch,
        secondCounts: UnsafePointer<UInt32>? = nil
    ) {
        guard count > 1 else { return }
        let width = width(for: count)
        if let secondCounts, width == 8, count > leafThreshold {
            for digit in 0..<256 { scratch.levels[digit] = Int(secondCounts[digit]) }
            sort(records, count: count, offset: 8, width: 8, scratch: scratch, counted: true)
            return
        }
        sort(records, count: count, offset: 8, width: width, scratch: scratch)
    }

    /// Adds the second bytes of records `start ..< end` to `secondCounts`, by their first byte
    /// (256 by 256 counts).
    @inline(__always)
    private static func countSecondDigits(
        _ records: UnsafeMutablePointer<AuditRecord>, from start: Int, to end: Int, into secondCounts: UnsafeMutablePointer<UInt32>
    ) {
        var i = start
        while i < end {
            secondCounts[Int(truncatingIfNeeded: records[i].key &>> 48)] &+= 1
            i &+= 1
        }
    }

    /// Sorts by the bits from `offset` on, the next digit `width` bits wide; `counted` when the
    /// caller has put that digit's counts at `scratch.levels` already (and `count` is past the
    /// leaves'). `level` is the depth of the recursion: its tables are at `scratch.levels +
    /// level * levelScratch`.
    private static func sort(
        _ records: UnsafeMutablePointer<AuditRecord>, count: Int, offset: Int, width: Int,
        scratch: SortScratch, level: Int = 0, counted: Bool = false
    ) {
        var offset = offset, width = width, counted = counted
        while true {
            if count <= leafThreshold {
                leafSort(records, count: count)
                return
            }
            if offset >= 256 { return }
            width = Swift.min(width, 256 - offset)
            let buckets = 1 << width
            let counts = scratch.levels + level &* levelScratch
            if !counted {
                counts.initialize(repeating: 0, count: buckets)
                for i in 0..<count { counts[records[i].bits(at: offset, width: width)] &+= 1 }
            }
            counted = false
            // A digit every record shares orders nothing: go on to the next one.
            if counts[records[0].bits(at: offset, width: width)] == count {
                offset += width
                width = RecordSort.width(for: count)
                continue
            }
            if count < largeBucket {
                scatter(records, count: count, offset: offset, width: width, counts: counts, heads: counts + buckets, spare: scratch.spare)
            } else {
                distribute(records, offset: offset, width: width, counts: counts, scratch: counts + buckets)
            }
            var first = 0
            for b in 0..<buckets {
                let size = counts[b]
                if size > 1 {
                    sort(
                        records + first, count: size, offset: offset + width, width: RecordSort.width(for: size),
                        scratch: scratch, level: level &+ 1)
                }
                first &+= size
            }
            return
        }
    }

    /// Moves each record of `records` into its bucket by the digit at `offset`, `width` bits
    /// wide, given the records per bucket (`counts`, which the caller knows to hold more than
    /// one bucket); `scratch` holds 3 << `width` integers.
    @inline(__always)
    ///
    /// `secondCounts`, given with the first digit only (`offset` 0, `width` 8), receives the
    /// second byte's counts of every bucket (``countSecondDigits(_:from:to:into:)``): each record
    /// is read here once anyway, as it is put in its place.
    private static func distribute(
        _ records: UnsafeMutablePointer<AuditRecord>, offset: Int, width: Int, counts: UnsafePointer<Int>,
        scratch: UnsafeMutablePointer<Int>, secondCounts: UnsafeMutablePointer<UInt32>? = nil
    ) {
        let buckets = 1 << width
        let heads = scratch, ends = scratch + buckets, remaining = scratch + 2 * buckets
        var start = 0, live = 0
        for b in 0..<buckets {
            heads[b] = start
            start &+= counts[b]
            ends[b] = start
            if counts[b] > 0 { remaining[live] = b; live &+= 1 }
        }
        // Ska sort's rounds (Skarupke, "I wrote a faster sorting algorithm", 2016), not the
        // cycle leader: each round walks the unplaced part of every bucket and swaps each
        // record into its bucket's next free place, leaving the record it displaced for
        // the next round. The places a round writes depend only on the records it reads in
        // order, not on the record just displaced, so the processor overlaps their cache
        // misses (the cycle leader waits for each miss before it knows the next address).
        // When one bucket is left unfinished, everything in it belongs to it.
        while live > 1 {
            var kept = 0
            for k in 0..<live {
                let b = remaining[k]
                var i = heads[b]
                let end = ends[b]
                while i < end {
                    let target = records[i].bits(at: offset, width: width)
                    if let secondCounts { secondCounts[Int(truncatingIfNeeded: records[i].key &>> 48)] &+= 1 }
                    let place = heads[target]
                    heads[target] = place &+ 1
                    // The first pass writes to 256 places spread over gigabytes, more
                    // streams than the processor's prefetcher follows: each bucket's next
                    // records are asked for ahead (a hint; it never faults, even past the
                    // batch). About a tenth less time sorting at 10^8 lines.
                    prefetch(records, index: place &+ RecordSort.prefetchAhead)
                    if place != i { swap(&records[i], &records[place]) }
                    i &+= 1
                }
                if heads[b] < end { remaining[kept] = b; kept &+= 1 }
            }
            live = kept
        }
        // The last bucket's records were never read: they were in their bucket already.
        if let secondCounts, live == 1 {
            countSecondDigits(records, from: heads[remaining[0]], to: ends[remaining[0]], into: secondCounts)
        }
    }

    /// Moves each of `count` records (fewer than ``largeBucket``) into its bucket by the digit
    /// at `offset`, `width` bits wide, given the records per bucket (`counts`): the records are
    /// copied to `spare` and each written from there straight to its bucket's next place
    /// (`heads`, room for 1 << `width` integers). A bucket this small sits in the cache, where
    /// one copy and one pass of writes cost less than ``distribute(_:offset:width:counts:scratch:secondCounts:)``'s
    /// rounds of swaps (about a fifth less time sorting at 10^8 lines; out of place over a
    /// larger bucket, which misses the cache, it cost more: see
    /// Benchmarks/records/choices-in-the-code.md, "Small buckets moved out of place").
    @inline(__always)
    private static func scatter(
        _ records: UnsafeMutablePointer<AuditRecord>, count: Int, offset: Int, width: Int, counts: UnsafePointer<Int>,
        heads: UnsafeMutablePointer<Int>, spare: UnsafeMutablePointer<AuditRecord>
    ) {
        precondition(count <= SortScratch.spareRecords)
        var start = 0
        for b in 0..<(1 << width) {
            heads[b] = start
            start &+= counts[b]
        }
        spare.update(from: records, count: count)
        var i = 0
        while i < count {
            let record = spare[i]
            let digit = record.bits(at: offset, width: width)
            let place = heads[digit]
            heads[digit] = place &+ 1
            records[place] = record
            i &+= 1
        }
    }

    /// The digit for a bucket of `count` records. Up to 32 767 records (a bucket within the
    /// second-level cache), the width that leaves about 8 records per bucket for
    /// ``leafSort(_:count:)``: log2(count / 8) rounded, 4 to 12 bits. Fewer buckets cost more
    /// at the leaves, more buckets cost more tables and another pass; on 5·10^5 to 5·10^7 random
    /// records, one thread, a rule of this kind did better than fixed widths at every size
    /// (Benchmarks/records/choices-in-the-code.md, "The sort's prefetch distance and digit
    /// widths"). Larger buckets take 8 bits: over a bucket of 6 MB (the first bucket of a
    /// 10^8-line batch) a 12-bit pass missed the cache on nearly every record, and 9 or 10
    /// bits did worse than 8.
    static func width(for count: Int) -> Int {
        guard count < largeBucket else { return 8 }
        // round(log2(count)) = floor(log2(2·count²)) / 2, in integers.
        let roundedLog = (Int.bitWidth - (2 &* count &* count).leadingZeroBitCount - 1) / 2
        return Swift.min(12, Swift.max(4, roundedLog - 3))
    }

    /// A short bucket (at most ``leafThreshold`` records). Each record's place is counted,
    /// not searched for: it goes after the records whose key is smaller, counted without a
    /// branch over a copy of the bucket. Where the place is searched for (insertion sort), the
    /// search stops at a point no branch predictor foresees, once a record. Two records with
    /// the same key (copies of a value, or values that differ after the first word) leave
    /// the order to ``insertionSort(_:count:)``, which compares all four words.
    @inline(__always)
    static func leafSort(_ records: UnsafeMutablePointer<AuditRecord>, count: Int) {
        precondition(count <= leafThreshold)
        withUnsafeTemporaryAllocation(of: AuditRecord.self, capacity: leafThreshold) { spare in
            let copy = spare.baseAddress!
            copy.initialize(from: records, count: count)
            defer { copy.deinitialize(count: count) }
            var i = 0
            while i < count {
                let key = copy[i].key
                var below = 0, same = 0, j = 0
                while j < count {
                    let other = copy[j].key
                    below &+= other < key ? 1 : 0
                    same &+= other == key ? 1 : 0
                    j &+= 1
                }
                if same != 1 {
                    // The places written so far have scrambled the bucket: put it back first.
                    records.update(from: copy, count: count)
                    insertionSort(records, count: count)
                    return
                }
                records[below] = copy[i]
                i &+= 1
            }
        }
    }

    /// A short bucket, by straight insertion in place: what ``leafSort(_:count:)`` falls back
    /// to when keys tie. Written out because the standard library's `sort` spent more on its
    /// setup (a stable-sort entry, a uniqueness check) than on ordering five records.
    @inline(__always)
    static func insertionSort(_ records: UnsafeMutablePointer<AuditRecord>, count: Int) {
        var i = 1
        while i < count {
            let record = records[i]
            var j = i
            while j > 0 && record < records[j &- 1] {
                records[j] = records[j &- 1]
                j &-= 1
            }
            if j != i { records[j] = record }
            i &+= 1
        }
    }
}

/// Asks for the cache line of record `index` of `records`, to be written, kept in every level
/// of cache (`openudid_prefetch_for_write`, `__builtin_prefetch` in C). The address is
/// computed as an integer: it may lie past the end of the records, which a prefetch allows
/// (nothing is read or written there) but pointer arithmetic does not.
@inline(__always)
private func prefetch(_ records: UnsafeMutablePointer<AuditRecord>, index: Int) {
    let address = UInt(bitPattern: records) &+ UInt(bitPattern: index) &* UInt(MemoryLayout<AuditRecord>.stride)
    guard let pointer = UnsafeRawPointer(bitPattern: address) else { return }
    openudid_prefetch_for_write(pointer)
}
