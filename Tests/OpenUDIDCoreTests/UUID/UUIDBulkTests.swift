import Testing
import OpenUDIDCore

@Suite struct UUIDBulkTests {
    /// With an injected generator, bulk v4 equals consecutive `v4(using:)` calls.
    @Test(arguments: [0, 1, 5, 64])
    func bulkWithGeneratorEqualsSequential(count: Int) {
        var bulkRandom = SplitMix64(seed: 44 + UInt64(count))
        var sequentialRandom = bulkRandom
        let bulk = [RFCUUID](unsafeUninitializedCapacity: count) { buffer, initialized in
            RFCUUID.v4(into: buffer, using: &bulkRandom)
            initialized = count
        }
        #expect(bulk == (0..<count).map { _ in RFCUUID.v4(using: &sequentialRandom) })
    }

    /// The SecureRandom path writes the stream straight into the buffer, then stamps each
    /// element: every one must be version 4, RFC variant, and distinct.
    @Test func secureBulkIsVersion4AndDistinct() {
        let count = 10_000
        let uuids = [RFCUUID](unsafeUninitializedCapacity: count) { buffer, initialized in
            buffer.initialize(repeating: .max)
            RFCUUID.v4(into: buffer)
            initialized = count
        }
        #expect(uuids.allSatisfy { $0.version == 4 && $0.variant == .rfc9562 })
        #expect(Set(uuids).count == count)
    }
}
