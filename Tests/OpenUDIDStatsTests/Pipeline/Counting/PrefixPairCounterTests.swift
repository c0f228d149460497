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
        keys.append(StatsKey(high: 0x9999_AAAA_BB80_0000, low: 0))  // differs at bit 40
        keys.append(StatsKey(high: 0x0000_0000_0000_0001, low: 0))
        keys.append(StatsKey(high: 0x1111_2222_3333_4444, low: 10))  // same high, other low
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
        #expect(PrefixPairCounter.pairsFromSlices(slices, bits: 15) == 10 + 6)  // slices 0 and 1 merge
        #expect(PrefixPairCounter.pairsFromSlices(slices, bits: 1) == 10 + 6)
        #expect(PrefixPairCounter.pairsFromSlices(slices, bits: 0) == 36)
    }
}

extension PrefixPairCounterTests {
    /// The scan keeps the first pair of each run (the five smallest per length) and, apart, the
    /// first pair of each scanned group; splitting the scan and merging keeps the same ones.
    @Test func samplesAreTheFirstPairsOfRunsSmallestFirst() {
        var keys: [StatsKey] = []
        for run in 0..<8 {
            // Run r: three keys sharing 40 bits, two of them equal.
            let base = UInt64(run + 1) << 40
            keys += [StatsKey(high: base, low: 1), StatsKey(high: base, low: 1), StatsKey(high: base | 0xFF, low: 0)]
        }
        keys.sort()
        var whole = PrefixPairCounter(prefixes: [40, 128])
        keys.withUnsafeBufferPointer { whole.scan($0.baseAddress!, count: $0.count) }
        let at40 = whole.samples.pairs(sharing: 40)
        #expect(at40.count == CollisionSamples.limit)
        #expect(at40.map(\.first) == (0..<5).map { StatsKey(high: UInt64($0 + 1) << 40, low: 1) })
        #expect(at40.allSatisfy { $0.first == $0.second })  // the first pair of each run is the equal one
        #expect(whole.samples.pairs(sharing: 128) == at40)
        #expect(whole.samples.pairs(sharing: 16) == [KeyPair(first: keys[0], second: keys[1])])
        #expect(whole.samples.pairs(sharing: 41).isEmpty)
        // Scanned in two groups by two counters, in either merge order: the same samples.
        var early = PrefixPairCounter(prefixes: [40, 128]), late = PrefixPairCounter(prefixes: [40, 128])
        keys.withUnsafeBufferPointer { buffer in
            late.scan(buffer.baseAddress! + 12, count: 12)
            early.scan(buffer.baseAddress!, count: 12)
        }
        var merged = late
        merged.merge(early)
        #expect(merged.samples.pairs(sharing: 40) == at40)
        #expect(merged.pairs == whole.pairs)
    }
}
