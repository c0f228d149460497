import Synchronization

/// Hands out a fixed list of 64-bit draws, in order, and records how many were taken.
/// Running past the end is a test failure (the generator consumed more than documented).
struct ReplayGenerator: RandomNumberGenerator {
    var draws: [UInt64]
    var taken = 0

    init(_ draws: [UInt64]) { self.draws = draws }

    mutating func next() -> UInt64 {
        precondition(taken < draws.count, "generator asked for draw \(taken + 1) of \(draws.count)")
        defer { taken += 1 }
        return draws[taken]
    }
}

/// A constant generator: every draw is `value`.
struct ConstantGenerator: RandomNumberGenerator {
    var value: UInt64
    mutating func next() -> UInt64 { value }
}

/// SplitMix64 (Steele, Lea, Flood 2014): a small seeded generator for reproducible random test
/// inputs (layouts, fuzz strings). Only the inputs come from it, never expected values.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A clock for `TimeBasedUUIDGenerator` that returns scripted readings, then repeats the last.
final class ScriptedClock: Sendable {
    private let state: Mutex<(readings: [UInt64], position: Int)>
    init(_ readings: [UInt64]) { state = Mutex((readings, 0)) }
    func read() -> UInt64 {
        state.withLock { s in
            let value = s.readings[min(s.position, s.readings.count - 1)]
            s.position += 1
            return value
        }
    }
}
