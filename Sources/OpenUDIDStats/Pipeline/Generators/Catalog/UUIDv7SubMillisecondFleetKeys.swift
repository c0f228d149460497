/// UUID version 7 by RFC 9562 §6.2 method 3 (12 bits of 1/4096 ms) from a fleet: `--fleet`
/// devices each making `--rate` identifiers in every millisecond, evenly spread from a phase of
/// their own unsynchronised clocks (``V7Fleet``, ``SubMillisecondRun``).
///
/// A device's identifiers never collide with each other; two devices' identifiers collide
/// when their fractions are equal (r²/4096 such pairs per pair of devices and millisecond)
/// and their 62 random bits agree. A millisecond of K devices making r each expects
/// C(K, 2)·r²·2^−74 collisions.
struct UUIDv7SubMillisecondFleetKeys: V7FleetGenerator {
    static let profile = GeneratorProfile(
        name: "uuid7-subms-fleet", title: "UUID v7 sub-ms (fleet)", format: .uuidV7,
        pairCollisionProbability: 0x1p-74,
        collisionModel: "same millisecond, one identifier per device: equal 12-bit fractions and 62 random bits, 2^-74")

    let fleet: V7Fleet<SubMillisecondRun>
}
