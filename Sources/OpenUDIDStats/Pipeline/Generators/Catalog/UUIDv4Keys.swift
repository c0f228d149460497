internal import OpenUDIDCore

/// UUID version 4 as the core makes it (``OpenUDIDCore/RFCUUID/v4(using:)``).
/// Two of them are equal when their 122 random bits are: 2^−122.
struct UUIDv4Keys: ParameterlessGenerator {
    static let profile = GeneratorProfile(
        name: "uuid4", title: "UUID v4", format: .uuid, pinnedStream: 3,
        pairCollisionProbability: 0x1p-122, collisionModel: "122 random bits")

    @inline(__always)
    func make(index: Int, random: inout ChaCha20Random) -> GeneratedKey {
        GeneratedKey(key: StatsKey(RFCUUID.v4(using: &random)))
    }
}
