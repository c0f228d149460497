import RunProgress
import WorkerThreads
import Synchronization

/// Sorts slices of keys and counts their duplicate pairs, on a team of threads: the second half
/// of every measurement, whether the keys were just generated (``KeyPipeline``) or read back
/// from shuffle files (a reduce shard).
struct SliceSorter {
    let threads: Int
    let progress: ProgressCounter

    /// Sorts every slice of `layout` and counts its duplicate pairs. Threads take slices in
    /// batches from a shared counter; each sorts with its own part of `scratch`.
    func sortAndScan(
        _ buckets: UnsafeMutablePointer<StatsKey>, layout: SliceLayout,
        scratch: UnsafeMutablePointer<StatsKey>, prefixes: [Int], poll: () -> Void
    ) -> PrefixPairCounter {
        let next = SliceQueue(start: layout.slices.lowerBound)
        let results = CounterBox()
        let keys = SharedPointer(buckets), scratchBase = SharedPointer(scratch)
        let offsets = layout.offsets, slices = layout.slices, largest = layout.largest
        let progress = self.progress
        ThreadTeam.run(size: threads, polling: poll) { thread in
            var counter = PrefixPairCounter(prefixes: prefixes)
            let histograms = UnsafeMutablePointer<Int>.allocate(capacity: 8 * 256)
            defer { histograms.deallocate() }
            let myScratch = scratchBase.base + thread * largest
            while true {
                let first = next.take(64)
                if first >= slices.upperBound { break }
                var done = 0
                for slice in first..<Swift.min(first + 64, slices.upperBound) {
                    let start = offsets[slice - slices.lowerBound], count = offsets[slice - slices.lowerBound + 1] - start
                    RadixSort.sort(keys.base + start, count: count, lowBits: 48, scratch: myScratch, histograms: histograms)
                    counter.scan(keys.base + start, count: count)
                    done += count
                }
                progress.add(done)
            }
            results.add(counter)
        }
        return results.total(prefixes: prefixes)
    }

    /// Sorts and scans every slice of the paged store: each thread expands a slice's 14-byte
    /// records into its own buffer of full keys, sorts it there (the buffer and the radix
    /// scratch, `largest` keys each, stay in cache for a typical slice) and counts its pairs.
    func sortAndScanPaged(
        _ store: PagedKeyStore, sliceCounts: [Int], largest: Int, prefixes: [Int],
        poll: () -> Void
    ) -> PrefixPairCounter {
        let next = SliceQueue(start: 0)
        let results = CounterBox()
        let progress = self.progress
        ThreadTeam.run(size: threads, polling: poll) { _ in
            var counter = PrefixPairCounter(prefixes: prefixes)
            let histograms = UnsafeMutablePointer<Int>.allocate(capacity: 8 * 256)
            let keys = UnsafeMutablePointer<StatsKey>.allocate(capacity: Swift.max(1, largest))
            let scratch = UnsafeMutablePointer<StatsKey>.allocate(capacity: Swift.max(1, largest))
            defer { histograms.deallocate(); keys.deallocate(); scratch.deallocate() }
            while true {
                let first = next.take(64)
                if first >= ThreadTally.sliceCount { break }
                var done = 0
                for slice in first..<Swift.min(first + 64, ThreadTally.sliceCount) where sliceCounts[slice] > 0 {
                    let count = store.gather(slice: slice, into: keys)
                    RadixSort.sort(keys, count: count, lowBits: 48, scratch: scratch, histograms: histograms)
                    counter.scan(keys, count: count)
                    done += count
                }
                progress.add(done)
            }
            results.add(counter)
        }
        return results.total(prefixes: prefixes)
    }
}

/// Hands out slice indices to sorting threads.
private final class SliceQueue: Sendable {
    private let next: Atomic<Int>
    init(start: Int) { next = Atomic(start) }
    /// The first of the next `batch` slices.
    func take(_ batch: Int) -> Int { next.add(batch, ordering: .relaxed).oldValue }
}

/// Collects the per-thread pair counters.
private final class CounterBox: Sendable {
    private let counters = Mutex<[PrefixPairCounter]>([])
    func add(_ counter: PrefixPairCounter) { counters.withLock { $0.append(counter) } }
    /// The counters merged.
    func total(prefixes: [Int]) -> PrefixPairCounter {
        var total = PrefixPairCounter(prefixes: prefixes)
        for counter in counters.withLock({ $0 }) { total.merge(counter) }
        return total
    }
}
