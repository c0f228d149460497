internal import OpenUDIDCore

/// UUID version 7 with 74 random bits (util-linux libuuid 2.41's `uuid_generate_time_v7`) from
/// one generator asked faster than its clock ticks: every identifier in the start millisecond,
/// with `rand_a` and `rand_b` drawn as ``OpenUDIDCore/UUIDv7Generator`` draws them
/// (``RandomRun``).
///
/// Nothing keeps its identifiers apart: two are equal with probability 2^−74, so N of them
/// expect C(N, 2)·2^−74 collisions; the prefix tests compare its 74 random bits with an ideal
/// generator's.
struct UUIDv7RandomKeys: ScheduledGenerator {
    static let profile = GeneratorProfile(
        name: "uuid7-random", title: "UUID v7 random (1 generator)", format: .uuidV7,
        pairCollisionProbability: 0x1p-74, collisionModel: "same millisecond: 74 random bits, 2^-74")

    let milliseconds: UInt64

    init(setup: inout GeneratorSetup) {
        milliseconds = SimulatedClock.startMilliseconds(using: &setup.random)
    }

    @inline(__always)
    func make(index: Int, random: inout ChaCha20Random) -> GeneratedKey {
        GeneratedKey(key: StatsKey(RandomRun.standard.uuid(milliseconds: milliseconds, random: &random)))
    }

    /// One millisecond for all.
    var schedule: OrderedSchedule { OrderedSchedule(first: UInt128(milliseconds), perWindow: .max) }
}
