/// UUID version 7 by RFC 9562 §6.2 method 1 (a 42-bit counter) from a fleet: `--fleet` devices
/// each making `--rate` identifiers in every millisecond, all in the same milliseconds
/// (``V7Fleet``, ``CounterRun``).
///
/// Each device seeds its counter afresh each millisecond (41 random bits under the guard bit)
/// and counts up; two devices' runs collide where their counters meet and the 32-bit tails
/// agree. A millisecond of K devices making r each expects C(K, 2)·(r²/2^41 −
/// r(r² − 1)/(3·2^82))·2^−32 ≈ C(K, 2)·r²·2^−73 collisions.
struct UUIDv7CounterFleetKeys: V7FleetGenerator {
    static let profile = GeneratorProfile(
        name: "uuid7-counter-fleet", title: "UUID v7 counter (fleet)", format: .uuidV7CounterFleet,
        pairCollisionProbability: 0x1p-73,
        collisionModel: "same millisecond, one identifier per device: equal 41-bit seeds and 32-bit tails, 2^-73")

    let fleet: V7Fleet<CounterRun>
}
