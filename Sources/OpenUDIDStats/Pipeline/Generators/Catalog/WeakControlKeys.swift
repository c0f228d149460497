/// The weak control: 32 random bits, then 96 zero bits.
///
/// It looks like a 128-bit identifier but collides like a 32-bit one: the birthday bound puts
/// its first duplicate near 2^16 = 65 536 identifiers. The report must flag it at every prefix
/// longer than 32 bits once N is large enough, which checks that the detector works. Two of
/// its identifiers are equal with probability 2^−32; it is judged against a 128-bit format with
/// nothing fixed.
struct WeakControlKeys: ParameterlessGenerator {
    static let profile = GeneratorProfile(
        name: "weak32", title: "Weak control (32 bits)", format: .free128, pinnedStream: 7,
        pairCollisionProbability: 0x1p-32, collisionModel: "32 random bits")

    @inline(__always)
    func make(index: Int, random: inout ChaCha20Random) -> GeneratedKey {
        GeneratedKey(key: StatsKey(high: random.next() &<< 32, low: 0))
    }
}
