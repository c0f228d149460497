/// How the pipeline fits N keys into the memory limit.
///
/// **One pass** (when 32 bytes per identifier fit): identifiers are generated in index order
/// into a staging array, scattered by their top 16 bits into a second array (one region per
/// slice, sized from the counts taken while generating), and the staging array then serves as
/// the per-thread scratch of the slice sorts. One generation, 32 bytes per identifier.
///
/// **Several passes** (otherwise): a first *survey* generation only counts the keys per slice.
/// The slices are then grouped into contiguous ranges whose keys, plus the sort scratch, fit
/// the limit. Each pass generates all N identifiers again (the seeded streams replay them
/// exactly) and keeps only the keys of its range, scattering them straight into their slice
/// regions; the slices are then sorted and scanned. Duplicates of any prefix of 16 bits or more
/// lie inside one slice, so the passes' counts simply add up, and shorter prefixes are counted
/// exactly from the survey's slice sizes. P passes cost P + 1 generations and 16 bytes per kept
/// identifier (plus scratch for the largest slice per thread).
///
/// **Paged, one generation** (when 32 bytes per identifier do not fit but 14 do, as for
/// N = 10^9 in 16 GiB): identifiers are generated once and appended, as they are made, to
/// per-slice chains of pages that drop the 16 slice bits each key shares with its slice
/// (``PagedKeyStore``: 14 bytes per identifier plus at most one partly filled page per thread
/// and slice). Each slice is then expanded into a per-thread buffer, sorted and scanned. The
/// sort buffers depend on the largest slice, known only once the keys are made; should they
/// not fit after all (keys crowded into a few slices, as the v1 fleet's are), that generation
/// serves as the survey of the multi-pass mode below, so nothing is generated more often
/// than in that mode.
///
/// The same partition extends past one machine: give each machine a range of slices, let each
/// generate every identifier (or receive the keys of its range from the machines that
/// generated them) and add up the pair counts.
struct MemoryPlan: Sendable, Equatable {
    /// The slice ranges, one per pass; a single full range in one-pass mode.
    var ranges: [Range<Int>]
    /// True when the identifiers are generated once into a staging array.
    var staged: Bool

    /// Bytes reserved for everything but key arrays: the runtime, per-thread tallies (two
    /// 65 536-entry tables) and report data.
    static func overhead(threads: Int) -> Int { 64 << 20 + threads * (4 << 20) }

    /// A lower bound on any workable limit, known before a key is made: the overhead plus one
    /// slice of the mean size and its sort scratch per thread. Options below it are rejected
    /// up front; the exact need of the largest slice is checked once the keys are counted.
    static func minimum(count: Int, threads: Int) -> Int {
        let meanSlice = count / ThreadTally.sliceCount
        return overhead(threads: threads) + (1 + threads) * meanSlice * MemoryLayout<StatsKey>.stride
    }

    /// The one-pass plan when N keys fit twice in `limit`, else `nil`.
    static func staged(count: Int, threads: Int, limit: Int) -> MemoryPlan? {
        let (product, overflow) = count.multipliedReportingOverflow(by: 2 * MemoryLayout<StatsKey>.stride)
        guard !overflow, product + overhead(threads: threads) <= limit else { return nil }
        return MemoryPlan(ranges: [0..<ThreadTally.sliceCount], staged: true)
    }

    /// True when the paged store for N keys, plus sort buffers for slices of a few times the
    /// mean size, fits `limit`; ``pagedSortFits(count:threads:keysPerPage:largest:limit:)``
    /// checks the real largest slice once the keys are made.
    static func paged(count: Int, threads: Int, keysPerPage: Int, limit: Int) -> Bool {
        let typicalLargest = 4 * (count / ThreadTally.sliceCount) + 4096
        return pagedSortFits(count: count, threads: threads, keysPerPage: keysPerPage, largest: typicalLargest, limit: limit)
    }

    /// True when the paged store plus, per thread, two buffers of `largest` keys (the
    /// expanded slice and the radix sort's scratch) fit `limit`.
    static func pagedSortFits(count: Int, threads: Int, keysPerPage: Int, largest: Int, limit: Int) -> Bool {
        let store = PagedKeyStore.reservedBytes(count: count, threads: threads, keysPerPage: keysPerPage)
        let buffers = threads * 2 * largest * MemoryLayout<StatsKey>.stride
        return store + buffers + overhead(threads: threads) <= limit
    }

    /// Groups slices into passes that each fit `limit`, given the keys per slice.
    ///
    /// - Throws: ``StatsError/memoryLimitTooSmall(required:)`` when one slice alone does not fit.
    static func passes(sliceCounts: [Int], threads: Int, limit: Int) throws(StatsError) -> MemoryPlan {
        let keyBytes = MemoryLayout<StatsKey>.stride
        let budget = limit - overhead(threads: threads)
        func bytes(keys: Int, largest: Int) -> Int { keyBytes * (keys + threads * largest) }
        var ranges: [Range<Int>] = []
        var start = 0, keys = 0, largest = 0
        for (slice, count) in sliceCounts.enumerated() {
            let need = bytes(keys: keys + count, largest: Swift.max(largest, count))
            if need > budget {
                if slice == start {
                    throw .memoryLimitTooSmall(required: bytes(keys: count, largest: count) + overhead(threads: threads))
                }
                ranges.append(start..<slice)
                start = slice
                keys = 0
                largest = 0
                if bytes(keys: count, largest: count) > budget {
                    throw .memoryLimitTooSmall(required: bytes(keys: count, largest: count) + overhead(threads: threads))
                }
            }
            keys += count
            largest = Swift.max(largest, count)
        }
        ranges.append(start..<sliceCounts.count)
        return MemoryPlan(ranges: ranges, staged: false)
    }
}
