import Foundation
import OpenUDIDCore
import Synchronization

extension SeededRandom: RandomNumberGenerator {}

/// A clock for the core's generators that moves `step` ticks of 100 ns at every reading: a
/// generator making one identifier per `step`·100 ns.
final class SteppingClock: Sendable {
    let ticks: Atomic<UInt64>
    let step: UInt64

    /// Starting at 2026-01-01.
    init(step: UInt64) {
        ticks = Atomic(RFCUUID.Timestamp(unixMilliseconds: 1_767_225_600_000).gregorianTicks)
        self.step = step
    }

    func read() -> UInt64 { ticks.add(step, ordering: .relaxed).newValue }
}

/// Time-ordered identifiers, each made as a real generator makes them.
enum TimeOrderedSource {
    /// The core's v7 generator of `monotonicity`, one identifier per `step`·100 ns.
    static func core(_ monotonicity: UUIDv7Generator.Monotonicity, count: Int, step: UInt64, seed: UInt64) -> [RFCUUID] {
        let clock = SteppingClock(step: step)
        let generator = UUIDv7Generator(monotonicity: monotonicity) { RFCUUID.Timestamp(gregorianTicks: clock.read()) }
        var random = SeededRandom(seed: seed)
        return (0..<count).map { _ in generator.next(using: &random) }
    }

    /// The core's v7 generator of `monotonicity` on the real clock, in buffers of 4096, as
    /// `openudid uuid --v7 -n N` makes them.
    static func coreBulk(_ monotonicity: UUIDv7Generator.Monotonicity, count: Int) -> [RFCUUID] {
        let generator = UUIDv7Generator(monotonicity: monotonicity)
        var ids = [RFCUUID](repeating: RFCUUID(high: 0, low: 0), count: count)
        ids.withUnsafeMutableBufferPointer { buffer in
            var start = 0
            while start < count {
                let end = Swift.min(count, start + 4096)
                generator.fill(UnsafeMutableBufferPointer(rebasing: buffer[start..<end]))
                start = end
            }
        }
        return ids
    }

    /// Rust `uuid`'s `ContextV7` (what `uuid_utils.uuid7()` calls), `perMillisecond`
    /// identifiers each millisecond: a 42-bit counter reseeded every millisecond with 41 random
    /// bits (its top bit left 0) and counting up by one, `rand_a` its top 12 bits, the top 30 of
    /// `rand_b` the rest, and 32 random bits after it.
    static func rust(count: Int, perMillisecond: Int, seed: UInt64, tail: (inout SeededRandom) -> UInt64 = { $0.next() }) -> [RFCUUID] {
        var random = SeededRandom(seed: seed)
        var ms: UInt64 = 1_767_225_600_000
        var counter: UInt64 = 0
        return (0..<count).map { index in
            if index % perMillisecond == 0 {
                ms += 1
                counter = random.next() & (UInt64.max >> 23)
            } else {
                counter += 1
            }
            let randomB = (counter & 0x3FFF_FFFF) << 32 | tail(&random) & 0xFFFF_FFFF
            return RFCUUID(v7UnixMilliseconds: ms, randomA: UInt16(counter >> 30), randomB: randomB)
        }
    }

    /// A plain 12-bit counter in `rand_a`, from 0 each millisecond, and 62 random bits.
    static func counter12(count: Int, perMillisecond: Int, seed: UInt64) -> [RFCUUID] {
        var random = SeededRandom(seed: seed)
        return (0..<count).map { index in
            RFCUUID(
                v7UnixMilliseconds: 1_767_225_600_000 + UInt64(index / perMillisecond), randomA: UInt16(index % perMillisecond),
                randomB: random.next())
        }
    }

    /// v1 or v6 UUIDs from the core's generator, one per `step` ticks of 100 ns.
    static func timeBased(v6: Bool, count: Int, step: UInt64, seed: UInt64) -> [RFCUUID] {
        let clock = SteppingClock(step: step)
        var random = SeededRandom(seed: seed)
        let generator = TimeBasedUUIDGenerator(clock: { clock.read() }, using: &random)
        return (0..<count).map { _ in v6 ? generator.nextV6() : generator.next() }
    }

    /// v1 or v6 UUIDs from a clock of `coarse` ticks (a millisecond clock: 10 000) whose ticks
    /// the core's generator counts, `perTick` identifiers per reading.
    static func coarse(v6: Bool, count: Int, coarse: UInt64, perTick: Int, seed: UInt64) -> [RFCUUID] {
        let reads = Atomic<UInt64>(0)
        let start = RFCUUID.Timestamp(unixMilliseconds: 1_767_225_600_000).gregorianTicks
        var random = SeededRandom(seed: seed)
        let generator = TimeBasedUUIDGenerator(
            clock: { start + reads.add(1, ordering: .relaxed).newValue / UInt64(perTick) * coarse }, using: &random)
        return (0..<count).map { _ in v6 ? generator.nextV6() : generator.next() }
    }
}

extension [RFCUUID] {
    /// One identifier a line.
    var lines: String { map(\.description).joined(separator: "\n") + "\n" }
}
