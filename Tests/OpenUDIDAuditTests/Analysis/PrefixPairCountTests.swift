import OpenUDIDAudit
import OpenUDIDCore
import Testing

@Suite("Prefix pairs: the counts of the sorted stream equal a count by prefix class")
struct PrefixPairCountTests {
    /// v4 values in clusters that share 20 to 62 leading bits, among random ones, copied now and
    /// then: neighbours in sorted order share few bits (the tally's usual case) and many (every
    /// length continues a run), in every order, across both threads' ranges.
    static func clustered(seed: UInt64) -> [RFCUUID] {
        var random = SeededRandom(seed: seed)
        var values: [RFCUUID] = []
        for _ in 0..<400 {
            let base = random.v4()
            values.append(base)
            let shared = 20 + Int(random.next() % 43)
            let mask = UInt64.max << UInt64(64 - shared)
            for _ in 0..<Int(random.next() % 6) {
                let other = random.v4()
                let high = (base.high & mask) | (other.high & ~mask)
                values.append(RFCUUID(high: (high & ~0xF000) | 0x4000, low: other.low))
            }
            if random.next() % 5 == 0 { values.append(values[values.count - 1]) }
        }
        // Shuffled, so that the file order says nothing of the sorted order.
        for i in stride(from: values.count - 1, to: 0, by: -1) {
            values.swapAt(i, Int(random.next() % UInt64(i + 1)))
        }
        return values
    }

    /// Pairs of distinct values sharing their first `bits` bits, counted per prefix class.
    static func pairs(_ values: [RFCUUID], bits: Int) -> UInt64 {
        var classes: [UInt64: UInt64] = [:]
        for value in Set(values) { classes[value.high >> UInt64(64 - bits), default: 0] += 1 }
        return classes.values.reduce(0) { $0 + $1 * ($1 - 1) / 2 }
    }

    @Test("every prefix length, clusters sharing 20 to 62 bits", arguments: [1, 2, 3] as [UInt64])
    func clusters(seed: UInt64) throws {
        let values = Self.clustered(seed: seed)
        let report = try audit(values.map(\.description).joined(separator: "\n"), chunkBytes: 4096, batch: 500)
        let group = try #require(report.groups.first { $0.name == "uuid-v4" })
        #expect(group.prefixes.map(\.bits) == Array(stride(from: 16, through: 64, by: 4)))
        for prefix in group.prefixes {
            #expect(prefix.observed == Self.pairs(values, bits: prefix.bits), "prefix of \(prefix.bits) bits")
        }
        // The clusters reach past 32 bits, where the tally's rare path runs.
        #expect(Self.pairs(values, bits: 40) > 0)
    }
}
