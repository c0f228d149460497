import Testing
@testable import OpenUDIDStats

@Suite struct PrefixPairCounterTests {
    /// Planted duplicates: 5 copies of one key (10 pairs), 3 of another (3 pairs), 2 keys that
    /// share 40 leading bits only, and singletons.
    @Test func countsPlantedDuplicatesExactly() {
        var keys: [StatsKey] = []
        keys += Array(repeating: StatsKey(high: 0x1111_2222_3333_4444, low: 9), count: 5)
        keys += Array(repeating: StatsKey(high: 0x5555_6666_7777_8888, low: 1), count: 3)
        keys.append(StatsKey(high: 0x9999_AAAA_BB00_0000, low: 0))
        keys.append(StatsKey(high: 0x9999_AAAA_BB80_0000, low: 0))   // differs at bit 40
        keys.append(StatsKey(high: 0x0000_0000_0000_0001, low: 0))
        keys.append(StatsKey(high: 0x1111_2222_3333_4444, low: 10))   // same high, other low
        keys.sort()
        var counter = PrefixPairCounter(prefixes: [32, 40, 41, 64, 128])
        keys.withUnsafeBufferPointer { counter.scan($0.baseAddress!, count: $0.count) }
        // 64 bits: the 6 keys with high 1111… give 15 pairs, the 3 give 3.
        // 40 bits adds the 9999AAAABB pair; 41 bits does not.
        #expect(counter.pairs == [19, 19, 18, 18, 13])
    }

    /// Each slice of the top-16 histogram: C(m, 2) pairs, grouped for shorter prefixes.
    @Test func pairsFromSliceCountsGroupNeighbouringSlices() {
        var slices = [Int](repeating: 0, count: 1 << 16)
        slices[0] = 3; slices[1] = 2; slices[0x8000] = 4
        #expect(PrefixPairCounter.pairsFromSlices(slices, bits: 16) == 3 + 1 + 6)
        #expect(PrefixPairCounter.pairsFromSlices(slices, bits: 15) == 10 + 6)   // slices 0 and 1 merge
        #expect(PrefixPairCounter.pairsFromSlices(slices, bits: 1) == 10 + 6)
        #expect(PrefixPairCounter.pairsFromSlices(slices, bits: 0) == 36)
    }
}
