/// Where each slice's keys go in the bucket array, for one range of slices.
struct SliceLayout: Sendable {
    /// The slices laid out.
    let slices: Range<Int>
    /// Start offsets of the slices, relative to the range, plus the end: `slices.count + 1`
    /// entries.
    let offsets: [Int]
    /// The keys of each thread per slice, from the tallies (thread-major, 65 536 per thread).
    let perThread: [[Int]]
    /// The most keys in one slice of the range: the sort scratch each thread needs.
    let largest: Int

    /// The number of keys in the range.
    var keys: Int { offsets.last ?? 0 }

    init(tallies: [ThreadTally], slices: Range<Int>) {
        self.init(perThread: tallies.map { tally in slices.map { tally.slices[$0] } }, slices: slices)
    }

    /// The layout of `slices` when thread t holds `perThread[t][i]` keys of slice
    /// `slices.lowerBound + i` (a reduce shard's threads, from their files' trailers).
    init(perThread: [[Int]], slices: Range<Int>) {
        self.slices = slices
        self.perThread = perThread
        var offsets = [0]
        offsets.reserveCapacity(slices.count + 1)
        var largest = 0
        for i in 0..<slices.count {
            let count = perThread.reduce(0) { $0 + $1[i] }
            largest = Swift.max(largest, count)
            offsets.append(offsets[i] + count)
        }
        self.offsets = offsets
        self.largest = largest
    }

    /// The first free place of every (thread, slice): thread t writes slice s from
    /// offsets[s] plus the keys of s that threads before t generate. Returned as a freshly
    /// allocated table of `threads × 65 536` entries (entries outside the range unused).
    func cursors() -> UnsafeMutablePointer<Int> {
        let table = UnsafeMutablePointer<Int>.allocate(capacity: perThread.count * ThreadTally.sliceCount)
        table.initialize(repeating: 0, count: perThread.count * ThreadTally.sliceCount)
        for i in 0..<slices.count {
            var position = offsets[i]
            for (thread, counts) in perThread.enumerated() {
                table[thread * ThreadTally.sliceCount + slices.lowerBound + i] = position
                position += counts[i]
            }
        }
        return table
    }

    /// Keys per slice over all threads.
    static func totals(_ tallies: [ThreadTally]) -> [Int] {
        var totals = [Int](repeating: 0, count: ThreadTally.sliceCount)
        totals.withUnsafeMutableBufferPointer { totals in
            for tally in tallies {
                for s in 0..<ThreadTally.sliceCount { totals[s] &+= tally.slices[s] }
            }
        }
        return totals
    }
}
