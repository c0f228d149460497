internal import OpenUDIDCore

/// OpenUDID 2012 exactly as the core makes it (``OpenUDIDCore/OpenUDID/generate(using:)``):
/// a v4 UUID, the MD5 of its UPPERCASE string, and a uniform 32-bit suffix. The core hashes
/// the 36-byte string on the stack, so nothing is allocated per identifier.
struct OpenUDID2012Keys: KeySource {
    @inline(__always)
    func make(index: Int, random: inout ChaCha20Random) -> GeneratedKey {
        let id = OpenUDID.generate(using: &random)
        return GeneratedKey(key: StatsKey(high: id.digest.high, low: id.digest.low), suffix: id.suffix)
    }

    /// The core's bulk generator, which draws the same random words in the same order as
    /// `generate(using:)` and hashes several UUID strings per SIMD instruction.
    @inline(__always)
    func makeBatch(start: Int, count: Int, random: inout ChaCha20Random, into destination: UnsafeMutablePointer<GeneratedKey>) {
        withUnsafeTemporaryAllocation(of: OpenUDID.self, capacity: count) { ids in
            OpenUDID.generate(into: ids, using: &random)
            for offset in 0..<count {
                let id = ids[offset]
                destination[offset] = GeneratedKey(key: StatsKey(high: id.digest.high, low: id.digest.low), suffix: id.suffix)
            }
        }
    }
}
