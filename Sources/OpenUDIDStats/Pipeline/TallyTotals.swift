/// The per-thread tallies of a generation added up: what the report needs from the generation
/// besides the sorted keys. Every field is a sum, so the tallies of map shards add up the same
/// way.
struct TallyTotals: Sendable, Equatable {
    /// Keys per top-16-bit slice.
    var slices: [Int]
    /// Byte values per key byte position (16 × 256).
    var keyBytes: [[UInt64]]
    /// Byte values per suffix byte position (4 × 256); empty without a suffix.
    var suffixBytes: [[UInt64]]
    var suffixZero: UInt64
    var suffixAllOnes: UInt64

    /// The sums of `tallies`.
    init(_ tallies: [ThreadTally], suffix hasSuffix: Bool) {
        slices = SliceLayout.totals(tallies)
        keyBytes = (0..<16).map { b in (0..<256).map { v in tallies.reduce(0) { $0 + $1.keyBytes[b * 256 + v] } } }
        suffixBytes =
            hasSuffix
            ? (0..<4).map { b in (0..<256).map { v in tallies.reduce(0) { $0 + $1.suffixBytes[b * 256 + v] } } }
            : []
        suffixZero = tallies.reduce(0) { $0 + $1.suffixZero }
        suffixAllOnes = tallies.reduce(0) { $0 + $1.suffixAllOnes }
    }

    init(slices: [Int], keyBytes: [[UInt64]], suffixBytes: [[UInt64]], suffixZero: UInt64, suffixAllOnes: UInt64) {
        self.slices = slices
        self.keyBytes = keyBytes
        self.suffixBytes = suffixBytes
        self.suffixZero = suffixZero
        self.suffixAllOnes = suffixAllOnes
    }

    /// Adds `other`'s counts (of the same generator) to these.
    mutating func add(_ other: TallyTotals) {
        for s in slices.indices { slices[s] += other.slices[s] }
        keyBytes = Self.sum(keyBytes, other.keyBytes)
        suffixBytes = Self.sum(suffixBytes, other.suffixBytes)
        suffixZero += other.suffixZero
        suffixAllOnes += other.suffixAllOnes
    }

    private static func sum(_ a: [[UInt64]], _ b: [[UInt64]]) -> [[UInt64]] {
        zip(a, b).map { zip($0, $1).map { $0 + $1 } }
    }

    /// The measurement these tallies and the sorted scan's `counter` make, with the pairs of
    /// prefixes up to 16 bits counted from the slice sizes.
    func measurement(
        generator: StatsGenerator, count: Int, prefixBits: [Int], counter: PrefixPairCounter,
        generations: Int, seconds: Double
    ) -> GeneratorMeasurement {
        let observed = prefixBits.map { bits in
            bits <= 16 ? PrefixPairCounter.pairsFromSlices(slices, bits: bits) : counter.pairs[counter.prefixes.firstIndex(of: bits)!]
        }
        return GeneratorMeasurement(
            generator: generator, count: count, prefixBits: prefixBits, prefixPairs: observed,
            exactPairs: counter.pairs[counter.prefixes.firstIndex(of: 128)!],
            digitCounts: DigitCounts.fromBytes(keyBytes + suffixBytes),
            suffixByteCounts: suffixBytes, suffixZero: suffixZero, suffixAllOnes: suffixAllOnes,
            generations: generations, seconds: seconds, samples: counter.samples)
    }
}
