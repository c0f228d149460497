import Testing
import OpenUDIDCore
@testable import OpenUDIDStats

/// The sources that hash with the core's multi-lane MD5 make exactly what their one-by-one
/// `make` (checked against the core above) makes: same keys, same suffixes, same random words
/// consumed, for full batches, partial lane groups and indices of every digit count.
@Suite struct BatchGeneratorTests {
    /// Compares `makeBatch` with `make` over `count` indices from `start`, then checks that
    /// both left the random stream at the same place.
    func expectBatchMatches<S: KeySource>(_ source: S, stream: UInt32, start: Int, count: Int) {
        var one = ChaCha20Random(seed: 77, stream: stream, block: 5), batch = one
        let expected = (0..<count).map { source.make(index: start + $0, random: &one) }
        let made = UnsafeMutablePointer<GeneratedKey>.allocate(capacity: batchSize)
        defer { made.deallocate() }
        source.makeBatch(start: start, count: count, random: &batch, into: made)
        for offset in 0..<count {
            #expect(made[offset] == expected[offset], "index \(start + offset)")
        }
        #expect(one.next() == batch.next())
    }

    static let cases: [(start: Int, count: Int)] = [
        (0, batchSize), (0, 1), (3, 7), (8, 8), (9_999_990, batchSize), (999_999_999, 13),
        (4_294_967_290, batchSize), (Int(Int64.max) - batchSize, batchSize),
    ]

    @Test(arguments: cases.indices)
    func openUDID2011BatchMatchesMake(caseIndex: Int) {
        let (start, count) = Self.cases[caseIndex]
        expectBatchMatches(OpenUDID2011Keys(seed: 3), stream: OpenUDID2011Keys.stream, start: start, count: count)
    }

    @Test(arguments: cases.indices)
    func uuidV3BatchMatchesMake(caseIndex: Int) {
        let (start, count) = Self.cases[caseIndex]
        expectBatchMatches(UUIDv3Keys(seed: 3), stream: UUIDv3Keys.stream, start: start, count: count)
    }

    /// The stamp is the core's: version 3, RFC variant, other bits from the digest.
    @Test func uuidV3StampMatchesTheCore() {
        let source = UUIDv3Keys(seed: 11)
        for index in [0, 1, 65_535, 123_456_789] {
            let uuid = RFCUUID.v3(namespace: .dns, name: source.name(index: index))
            var random = ChaCha20Random(seed: 11, stream: UUIDv3Keys.stream, block: 0)
            let made = UnsafeMutablePointer<GeneratedKey>.allocate(capacity: batchSize)
            defer { made.deallocate() }
            source.makeBatch(start: index, count: 8, random: &random, into: made)
            #expect(made[0].key == StatsKey(high: uuid.high, low: uuid.low))
            #expect(uuid.high & 0xF000 == 0x3000)
        }
    }
}
