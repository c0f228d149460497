import Testing
import OpenUDIDCore

/// The bulk generator hashes eight IDs per instruction stream with its own lane code; these
/// tests hold it to the one-at-a-time generator, which the fixture tests pin independently.
@Suite struct OpenUDIDBulkTests {
    /// Every count around the lane width and a long one: element i equals the i-th of
    /// consecutive `generate(using:)` calls on an identically seeded generator, and both
    /// generators end in the same state (three draws per ID).
    @Test(arguments: Array(0...33) + [1003])
    func bulkEqualsSequential(count: Int) {
        var bulkRandom = SplitMix64(seed: 0xB01C + UInt64(count))
        var sequentialRandom = bulkRandom
        let bulk = [OpenUDID](unsafeUninitializedCapacity: count) { buffer, initialized in
            OpenUDID.generate(into: buffer, using: &bulkRandom)
            initialized = count
        }
        let sequential = (0..<count).map { _ in OpenUDID.generate(using: &sequentialRandom) }
        #expect(bulk == sequential)
        #expect(bulkRandom.next() == sequentialRandom.next())
    }

    /// Draws that exercise every hex digit in every position of the UUID string, including
    /// the letters A-F that the lane code writes in UPPERCASE itself.
    @Test func bulkEqualsSequentialOnEdgeDraws() {
        let edges: [UInt64] = [
            0, .max, 0x0123_4567_89AB_CDEF, 0xFEDC_BA98_7654_3210,
            0xAAAA_AAAA_AAAA_AAAA, 0x5555_5555_5555_5555, 0x9999_9999_9999_9999, 0xA0A0_A0A0_A0A0_A0A0,
        ]
        var draws: [UInt64] = []
        for a in edges { for b in edges.reversed() { draws += [a, b, a ^ b] } }
        let count = draws.count / 3
        var bulkRandom = ReplayGenerator(draws)
        var sequentialRandom = ReplayGenerator(draws)
        let bulk = [OpenUDID](unsafeUninitializedCapacity: count) { buffer, initialized in
            OpenUDID.generate(into: buffer, using: &bulkRandom)
            initialized = count
        }
        let sequential = (0..<count).map { _ in OpenUDID.generate(using: &sequentialRandom) }
        #expect(bulk == sequential)
    }

    /// The SecureRandom bulk path reads its bits in lanes straight from the stream; its IDs are
    /// the MD5 of a version 4 UUID string, so re-hashing can't be checked, but they must be
    /// distinct, never the opted-out value, and fill the whole buffer, tail included.
    @Test(arguments: [1, 7, 8, 9, 1000])
    func secureBulkFillsDistinctValues(count: Int) {
        let ids = [OpenUDID](unsafeUninitializedCapacity: count) { buffer, initialized in
            buffer.initialize(repeating: .optedOut)
            OpenUDID.generate(into: buffer)
            initialized = count
        }
        #expect(Set(ids).count == count)
        #expect(!ids.contains(.optedOut))
    }
}
