import Testing
@testable import OpenUDIDStats

@Suite struct RadixSortTests {
    static func randomKeys(_ count: Int, seed: UInt64, highMask: UInt64 = .max, lowMask: UInt64 = .max) -> [StatsKey] {
        var random = ChaCha20Random(seed: seed, stream: 99, block: 0)
        return (0..<count).map { _ in StatsKey(high: random.next() & highMask, low: random.next() & lowMask) }
    }

    /// Sizes on both sides of the insertion-sort threshold, and keys with few distinct values
    /// (long equal runs, skipped digits).
    @Test(arguments: [0, 1, 2, 31, 32, 33, 100, 1000, 20_000])
    func sortsLikeTheStandardLibrary(count: Int) {
        for (highMask, lowMask) in [(UInt64.max, UInt64.max), (0xFF00_0000_0000_00FF, 0x3), (0, UInt64.max), (0x1_0000, 0)] {
            var keys = Self.randomKeys(count, seed: UInt64(count), highMask: highMask, lowMask: lowMask)
            let expected = keys.sorted()
            keys.withUnsafeMutableBufferPointer { RadixSort.sort($0) }
            #expect(keys == expected, "masks \(highMask) \(lowMask)")
        }
    }

    /// The pipeline's call: keys of one slice, only the low 48 bits of `high` sorted.
    @Test func sortsOneSliceOnItsLow48Bits() {
        var keys = Self.randomKeys(5000, seed: 5, highMask: 0x0000_FFFF_FFFF_FFFF).map {
            StatsKey(high: $0.high | 0xABCD_0000_0000_0000, low: $0.low)
        }
        keys += keys.prefix(100)  // planted duplicates
        let expected = keys.sorted()
        let scratch = UnsafeMutablePointer<StatsKey>.allocate(capacity: keys.count)
        let histograms = UnsafeMutablePointer<Int>.allocate(capacity: 8 * 256)
        defer { scratch.deallocate(); histograms.deallocate() }
        let count = keys.count
        keys.withUnsafeMutableBufferPointer {
            RadixSort.sort($0.baseAddress!, count: count, lowBits: 48, scratch: scratch, histograms: histograms)
        }
        #expect(keys == expected)
    }
}
