/// UUID version 7 with 74 random bits from a fleet: `--fleet` devices each making `--rate`
/// identifiers in every millisecond (``V7Fleet``, ``RandomRun``).
///
/// Any two identifiers of one millisecond, of one device or of two, are equal with probability
/// 2^−74: a millisecond of K devices making r each expects C(K·r, 2)·2^−74 collisions.
struct UUIDv7RandomFleetKeys: V7FleetGenerator {
    static let profile = GeneratorProfile(
        name: "uuid7-random-fleet", title: "UUID v7 random (fleet)", format: .uuidV7,
        pairCollisionProbability: 0x1p-74, collisionModel: "same millisecond: 74 random bits, 2^-74")

    let fleet: V7Fleet<RandomRun>
}
