/// How S reduce shards share the slices of the key space (the top `sliceBits` bits of a key):
/// reduce j takes the slices s with ⌊s·S / 2^sliceBits⌋ = j, a contiguous range. Keys that
/// share `sliceBits` or more leading bits are in one slice, so every duplicate and every pair
/// with a longer common prefix meets in one reduce. `stats` cuts 16-bit slices, `audit` 12-bit
/// ones (its prefixes start at 16 bits too, and its merge threads use the same slices).
package struct SliceSplit: Sendable, Equatable {
    package let shards: Int
    package let sliceBits: Int

    package init(shards: Int, sliceBits: Int) {
        precondition((1...1 << sliceBits).contains(shards))
        self.shards = shards
        self.sliceBits = sliceBits
    }

    package var sliceCount: Int { 1 << sliceBits }

    /// The slices reduce `index` takes.
    package func slices(reduce index: Int) -> Range<Int> {
        Self.ceilingDivide(index * sliceCount, shards)..<Self.ceilingDivide((index + 1) * sliceCount, shards)
    }

    /// The reduce that takes `slice`: ⌊slice × S / 2^sliceBits⌋.
    @inline(__always)
    package func reduce(ofSlice slice: Int) -> Int { (slice &* shards) &>> sliceBits }

    private static func ceilingDivide(_ a: Int, _ b: Int) -> Int { (a + b - 1) / b }
}
