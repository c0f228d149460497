/// Sorting of ``StatsKey`` arrays in place (with a scratch array of the same size), by a least
/// significant digit radix sort on `high` followed by a fix-up of equal-`high` runs on `low`.
///
/// Why this shape: every prefix length the report asks about (up to 64 bits, by default) is a
/// prefix of `high`, so `high` carries nearly all of the ordering work; keys with equal `high`
/// are rare for random identifiers (about N²/2^65 pairs), and for the structured ones (v1
/// fleets share timestamps) they come in runs short enough for a comparison sort.
///
/// The pipeline hands this keys that already share their top 16 bits (one "slice"), so it only
/// sorts the remaining 48 bits: six 8-bit digits, each a counting pass over data that fits in
/// cache. Digits on which all keys agree (common in v1 timestamps) are skipped.
enum RadixSort {
    /// Keys up to this count are insertion-sorted on the whole key instead.
    static let insertionThreshold = 32

    /// Sorts `count` keys at `keys` by (`high`, `low`), assuming the bits of `high` above the
    /// lowest `lowBits` are equal in all of them.
    ///
    /// - Parameters:
    ///   - scratch: room for `count` keys; its contents are overwritten.
    ///   - histograms: room for `8 * 256` counters.
    static func sort(
        _ keys: UnsafeMutablePointer<StatsKey>, count: Int, lowBits: Int = 64,
        scratch: UnsafeMutablePointer<StatsKey>, histograms: UnsafeMutablePointer<Int>
    ) {
        if count < 2 { return }
        if count <= insertionThreshold {
            insertionSort(keys, count: count)
            return
        }
        sortHigh(keys, count: count, digits: (lowBits + 7) / 8, scratch: scratch, histograms: histograms)
        sortEqualHighRuns(keys, count: count)
    }

    /// Least significant digit first over the lowest `digits` bytes of `high`. A stable
    /// counting pass per digit; after the last pass the keys are ordered by those bytes.
    static func sortHigh(
        _ keys: UnsafeMutablePointer<StatsKey>, count: Int, digits: Int,
        scratch: UnsafeMutablePointer<StatsKey>, histograms: UnsafeMutablePointer<Int>
    ) {
        histograms.initialize(repeating: 0, count: digits * 256)
        // One read pass fills every digit's histogram.
        for i in 0..<count {
            var h = keys[i].high
            for d in 0..<digits {
                histograms[d &* 256 &+ Int(truncatingIfNeeded: h & 0xFF)] &+= 1
                h &>>= 8
            }
        }
        var source = keys, destination = scratch
        for d in 0..<digits {
            let histogram = histograms + d * 256
            let shift = UInt64(8 * d)
            // Skip a digit all keys share: the pass would be the identity permutation.
            if histogram[Int(truncatingIfNeeded: (source[0].high &>> shift) & 0xFF)] == count { continue }
            // Exclusive prefix sums turn counts into start offsets.
            var total = 0
            for b in 0..<256 {
                let c = histogram[b]
                histogram[b] = total
                total &+= c
            }
            for i in 0..<count {
                let key = source[i]
                let b = Int(truncatingIfNeeded: (key.high &>> shift) & 0xFF)
                destination[histogram[b]] = key
                histogram[b] &+= 1
            }
            swap(&source, &destination)
        }
        if source != keys { keys.update(from: source, count: count) }
    }

    /// Sorts each run of keys with equal `high` by `low`. Runs are short for random keys and a
    /// few thousand long at most for the v1 fleet (one per device sharing a tick).
    static func sortEqualHighRuns(_ keys: UnsafeMutablePointer<StatsKey>, count: Int) {
        var start = 0
        while start < count - 1 {
            let high = keys[start].high
            var end = start + 1
            while end < count && keys[end].high == high { end += 1 }
            let length = end - start
            if length > 16 {
                var run = UnsafeMutableBufferPointer(start: keys + start, count: length)
                run.sort { $0.low < $1.low }
            } else if length > 1 {
                insertionSort(keys + start, count: length)
            }
            start = end
        }
    }

    /// Insertion sort on the whole key, for short arrays.
    static func insertionSort(_ keys: UnsafeMutablePointer<StatsKey>, count: Int) {
        if count < 2 { return }
        for i in 1..<count {
            let key = keys[i]
            var j = i
            while j > 0 && key < keys[j - 1] {
                keys[j] = keys[j - 1]
                j -= 1
            }
            keys[j] = key
        }
    }

    /// Sorts a whole buffer (any keys), allocating its own scratch space. For tests and small
    /// inputs; the pipeline calls ``sort(_:count:lowBits:scratch:histograms:)`` per slice.
    static func sort(_ buffer: UnsafeMutableBufferPointer<StatsKey>) {
        guard let base = buffer.baseAddress, buffer.count > 1 else { return }
        let scratch = UnsafeMutablePointer<StatsKey>.allocate(capacity: buffer.count)
        let histograms = UnsafeMutablePointer<Int>.allocate(capacity: 8 * 256)
        defer { scratch.deallocate(); histograms.deallocate() }
        sort(base, count: buffer.count, lowBits: 64, scratch: scratch, histograms: histograms)
    }
}
