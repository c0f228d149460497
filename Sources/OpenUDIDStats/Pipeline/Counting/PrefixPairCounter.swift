/// Counts duplicate pairs among sorted keys for several prefix lengths in one scan.
///
/// In a sorted array, keys sharing their first k bits are adjacent, for every k at once: that
/// is why one sort on the whole key serves every prefix length. Walking the array, each key's
/// common prefix with its predecessor tells, for each k, whether it extends the current run of
/// equal k-bit prefixes; a key joining a run of r keys adds r pairs, so a run of m keys
/// contributes m(m−1)/2 pairs in total, the number the birthday expectation counts.
struct PrefixPairCounter {
    /// The prefix lengths, ascending, each in 1...128.
    let prefixes: [Int]
    /// Duplicate pairs found so far, one per prefix length.
    private(set) var pairs: [UInt64]
    /// A few of those pairs per prefix length, to show as evidence.
    private(set) var samples = CollisionSamples()
    /// Per prefix length, how many more sample pairs the scan should keep.
    private var wanted: [Int]

    /// Creates a counter for `prefixes` (sorted and de-duplicated here).
    init(prefixes: [Int]) {
        self.prefixes = Array(Set(prefixes)).sorted()
        pairs = Array(repeating: 0, count: self.prefixes.count)
        wanted = Array(repeating: CollisionSamples.limit, count: self.prefixes.count)
    }

    /// A counter holding `pairs` and `samples` already counted (a reduce shard's, read back).
    init(prefixes: [Int], pairs: [UInt64], samples: CollisionSamples) {
        precondition(prefixes == Array(Set(prefixes)).sorted() && pairs.count == prefixes.count)
        self.prefixes = prefixes
        self.pairs = pairs
        self.samples = samples
        wanted = prefixes.map { CollisionSamples.limit - samples.count(scanned: $0) }
    }

    /// The lengths the sorted scan counts for a report of `prefixBits`: those above 16 bits
    /// (shorter ones come from the slice sizes) and 128, the exact duplicates; ascending.
    static func scanned(for prefixBits: [Int]) -> [Int] {
        Array(Set(prefixBits.filter { $0 > 16 } + [128])).sorted()
    }

    /// Adds the pairs among `count` sorted keys at `keys`. Runs do not continue across calls:
    /// the caller passes groups that share no prefix counted here (whole slices), in increasing
    /// order (see ``CollisionSamples``).
    mutating func scan(_ keys: UnsafePointer<StatsKey>, count: Int) {
        guard count > 1 else { return }
        if samples.withinSlices.count < CollisionSamples.limit {
            samples.add([KeyPair(first: keys[0], second: keys[1])], bits: 0)
        }
        let m = prefixes.count
        // The first pair of each run, for the prefix lengths that still want samples. A pair
        // (previous, key) is the first of its run at length k exactly when previous started
        // that run: when previousCommon < k ≤ common. Every length still wanting samples is at
        // least the shortest such (`shortest`), so one comparison per key, rarely true once
        // the short lengths have their samples, keeps the counting loop as it was.
        var found: [(prefix: Int, pair: KeyPair)] = []
        prefixes.withUnsafeBufferPointer { prefixes in
            pairs.withUnsafeMutableBufferPointer { pairs in
                wanted.withUnsafeMutableBufferPointer { wanted in
                    withUnsafeTemporaryAllocation(of: UInt64.self, capacity: m) { runs in
                        runs.initialize(repeating: 1)
                        func shortestWanted() -> Int {
                            for j in 0..<m where wanted[j] > 0 { return prefixes[j] }
                            return Int.max
                        }
                        var shortest = shortestWanted()
                        var previous = keys[0], previousCommon = -1
                        for i in 1..<count {
                            let key = keys[i]
                            let common = key.commonPrefixLength(with: previous)
                            if common >= shortest && common > previousCommon {
                                for j in 0..<m where wanted[j] > 0 && previousCommon < prefixes[j] && prefixes[j] <= common {
                                    wanted[j] -= 1
                                    found.append((prefixes[j], KeyPair(first: previous, second: key)))
                                }
                                shortest = shortestWanted()
                            }
                            for j in 0..<m {
                                // A key extends the run when the keys agree on at least k bits.
                                if prefixes[j] <= common {
                                    pairs[j] &+= runs[j]
                                    runs[j] &+= 1
                                } else {
                                    runs[j] = 1
                                }
                            }
                            previous = key
                            previousCommon = common
                        }
                    }
                }
            }
        }
        guard !found.isEmpty else { return }
        for bits in Set(found.map(\.prefix)) {
            samples.add(found.filter { $0.prefix == bits }.map(\.pair), bits: bits)
        }
    }

    /// Adds another counter's pairs (the same prefixes) into this one.
    mutating func merge(_ other: PrefixPairCounter) {
        precondition(other.prefixes == prefixes)
        for j in pairs.indices { pairs[j] &+= other.pairs[j] }
        samples.merge(other.samples)
        wanted = prefixes.map { CollisionSamples.limit - samples.count(scanned: $0) }
    }

    /// Pairs for prefix lengths up to 16, from the number of keys in each of the 65 536 top-16-
    /// bit slices: keys share a k-bit prefix (k ≤ 16) exactly when their slices fall in the same
    /// group of 2^(16−k) consecutive slices.
    static func pairsFromSlices(_ sliceCounts: [Int], bits: Int) -> UInt64 {
        precondition(sliceCounts.count == 1 << 16 && (0...16).contains(bits))
        let group = 1 << (16 - bits)
        var pairs: UInt64 = 0
        var start = 0
        while start < sliceCounts.count {
            var members: UInt64 = 0
            for s in start..<(start + group) { members &+= UInt64(sliceCounts[s]) }
            if members > 1 { pairs &+= members * (members - 1) / 2 }
            start += group
        }
        return pairs
    }
}
