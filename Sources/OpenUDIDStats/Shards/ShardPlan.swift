import ShardedRun

/// How a run of N identifiers splits into S map shards and S reduce shards.
///
/// **Maps** split the identifiers by index: map i makes the blocks (of ``blockSize`` indices,
/// each with its own seeded stream) from ⌊iB/S⌋ to ⌊(i+1)B/S⌋, B = ⌈N/blockSize⌉, so every
/// identifier is made by exactly one map, and made exactly as a single process makes it.
///
/// **Reduces** split the keys by value (``SliceSplit``): reduce j takes the top-16-bit slices s
/// with ⌊sS/65 536⌋ = j, a contiguous range. Keys that share 16 or more leading bits are in one
/// slice, so every duplicate pair that the sorted scan counts meets in one reduce, and the
/// reduces' pair counts add up to the single process's; shorter prefixes come from the slice
/// sizes, which add up too.
package struct ShardPlan: Sendable, Equatable {
    /// The most shards: one slice per reduce.
    package static let maximumShards = ThreadTally.sliceCount

    /// Identifiers per generator.
    package let count: Int
    /// Map shards, and reduce shards.
    package let shards: Int

    package init(count: Int, shards: Int) {
        precondition((1...Self.maximumShards).contains(shards))
        self.count = count
        self.shards = shards
    }

    var blockCount: Int { (count + blockSize - 1) / blockSize }

    /// The blocks map `index` makes.
    func blocks(map index: Int) -> Range<Int> {
        blockCount * index / shards..<blockCount * (index + 1) / shards
    }

    /// How many identifiers map `index` makes.
    func identifiers(map index: Int) -> Int {
        let blocks = blocks(map: index)
        return Swift.max(0, Swift.min(count, blocks.upperBound * blockSize) - blocks.lowerBound * blockSize)
    }

    /// How the reduces share the 65 536 slices.
    var split: SliceSplit { SliceSplit(shards: shards, sliceBits: 16) }

    /// The slices reduce `index` sorts.
    func slices(reduce index: Int) -> Range<Int> { split.slices(reduce: index) }

    /// The reduce that sorts `slice`: ⌊slice × S / 65 536⌋.
    @inline(__always)
    func reduce(ofSlice slice: Int) -> Int { (slice &* shards) &>> 16 }
}
