internal import OpenUDIDCore

/// OpenUDID 2012 exactly as the core makes it (``OpenUDIDCore/OpenUDID/generate(using:)``):
/// a v4 UUID, the MD5 of its UPPERCASE string, and a uniform 32-bit suffix. The core hashes
/// the 36-byte string on the stack, so nothing is allocated per identifier.
///
/// Two identifiers are equal only if their MD5 parts and their suffixes are. The MD5 parts are
/// equal if the two v4 UUIDs are (2^−122) or MD5 collides on different inputs (2^−128, treating
/// MD5 as a random function: no one makes random UUIDs collide on purpose); the uniform
/// suffixes agree with probability 2^−32.
struct OpenUDID2012Keys: ParameterlessGenerator {
    static let profile = GeneratorProfile(
        name: "openudid2012", title: "OpenUDID 2012", format: .openUDID, pinnedStream: 1,
        pairCollisionProbability: (0x1p-122 + 0x1p-128) * 0x1p-32,
        collisionModel: "equal v4 inputs (2^-122) or an MD5 collision (2^-128), and equal uniform suffixes (2^-32)")

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
