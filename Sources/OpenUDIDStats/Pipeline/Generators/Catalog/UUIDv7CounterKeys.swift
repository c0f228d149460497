internal import OpenUDIDCore

/// UUID version 7 by RFC 9562 §6.2 method 1 (a 42-bit counter, CPython 3.14's and Rust uuid's
/// `ContextV7`) from one generator asked faster than its clock ticks.
///
/// ``OpenUDIDCore/UUIDv7Generator`` seeds its counter in the millisecond's first UUID and adds
/// one for each next UUID while the clock stands still, so identifier `i` has the start
/// millisecond and counter s + i (s the 41-bit seed), and a 32-bit random tail
/// (``CounterRun``). The counter overflows only after 2^41 UUIDs, more than a run makes. Its
/// identifiers never repeat; the format orders the millisecond and the counter, so the prefix
/// counts are what the counting makes them and only the tail is random.
struct UUIDv7CounterKeys: ScheduledGenerator {
    static let profile = GeneratorProfile(
        name: "uuid7-counter", title: "UUID v7 counter (1 generator)", format: .uuidV7Counter,
        pairCollisionProbability: 0, collisionModel: "one generator's counter never repeats within a millisecond")

    let milliseconds: UInt64
    /// The counter's seed, s.
    let seed: UInt64

    init(setup: inout GeneratorSetup) {
        milliseconds = SimulatedClock.startMilliseconds(using: &setup.random)
        seed = CounterRun.standard.seed(setup.random.next())
    }

    @inline(__always)
    func make(index: Int, random: inout ChaCha20Random) -> GeneratedKey {
        GeneratedKey(
            key: StatsKey(
                CounterRun.standard.uuid(
                    milliseconds: milliseconds, counter: seed &+ UInt64(index),
                    tail: random.next())))
    }

    /// The 90-bit value of millisecond and counter goes up by one per identifier.
    var schedule: OrderedSchedule { OrderedSchedule(first: UInt128(milliseconds) << 42 | UInt128(seed), perWindow: 1) }
}
