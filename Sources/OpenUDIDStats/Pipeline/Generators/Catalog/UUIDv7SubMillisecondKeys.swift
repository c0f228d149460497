internal import OpenUDIDCore

/// UUID version 7 by RFC 9562 §6.2 method 3 (12 bits of 1/4096 ms, PostgreSQL 18's, Go
/// google/uuid's, SF-0041's) from one generator asked faster than its clock ticks.
///
/// With the clock standing still at one reading, ``OpenUDIDCore/UUIDv7Generator`` adds one unit
/// per UUID, carrying into the milliseconds: identifier `i` carries the start reading's
/// 60-bit value (milliseconds and fraction) plus `i`, and 62 random bits
/// (``SubMillisecondRun``). Its identifiers never repeat; the format orders the milliseconds
/// and the fraction, so only `rand_b` is random.
struct UUIDv7SubMillisecondKeys: ScheduledGenerator {
    static let profile = GeneratorProfile(
        name: "uuid7-subms", title: "UUID v7 sub-ms (1 generator)", format: .uuidV7SubMillisecond,
        pairCollisionProbability: 0, collisionModel: "one generator's sub-millisecond value never repeats")

    /// The start reading: milliseconds, then the 12-bit fraction.
    let start: UInt64

    init(setup: inout GeneratorSetup) {
        let milliseconds = SimulatedClock.startMilliseconds(using: &setup.random)
        start = milliseconds << 12 | setup.random.next() >> 52
    }

    @inline(__always)
    func make(index: Int, random: inout ChaCha20Random) -> GeneratedKey {
        let value = start &+ UInt64(index)
        return GeneratedKey(
            key: StatsKey(
                RFCUUID(
                    v7UnixMilliseconds: value >> 12, randomA: UInt16(truncatingIfNeeded: value),
                    randomB: random.next())))
    }

    var schedule: OrderedSchedule { OrderedSchedule(first: UInt128(start), perWindow: 1) }
}
