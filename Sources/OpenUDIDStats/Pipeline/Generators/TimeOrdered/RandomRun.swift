import CollisionStatistics
internal import OpenUDIDCore

/// ``OpenUDIDCore/UUIDv7Generator/Monotonicity/random``, as util-linux libuuid 2.41 makes
/// version 7: 74 random bits after the millisecond (`rand_a` from the top 12 bits of one word,
/// `rand_b` from the low 62 of the next). Nothing keeps two UUIDs apart, not even within one
/// device: any two of the same millisecond are equal with probability 2^−74.
struct RandomRun: V7RunMethod {
    /// The random bits kept, the low ones of the 74 (`rand_b`'s first, then `rand_a`'s): all 74
    /// as the core makes them; fewer only in the scaled-down fleets of the tests.
    let kept: KeyMask
    static let usesRunWord = false

    /// A method keeping `randomBits` (0...74) of the 74 random bits: libuuid's by default.
    init(randomBits: Int = 74) {
        precondition((0...74).contains(randomBits))
        kept = KeyMask(high: lowBits(Swift.max(0, randomBits - 62)), low: lowBits(Swift.min(randomBits, 62)))
    }

    static var standard: RandomRun { RandomRun() }

    /// Every bit is drawn per identifier.
    func digitCluster(position: Int, rate: Int) -> Double { 1 }

    /// Nothing of a random run follows its rounds.
    func isScheduledDigit(position: Int, rate: Int) -> Bool { false }

    func uuid(milliseconds: UInt64, round: Int, rate: Int, runWord: UInt64, random: inout ChaCha20Random) -> RFCUUID {
        uuid(milliseconds: milliseconds, random: &random)
    }

    /// The UUID of one millisecond and two random words, as the core draws them.
    @inline(__always)
    func uuid(milliseconds: UInt64, random: inout ChaCha20Random) -> RFCUUID {
        let randomA = UInt16(truncatingIfNeeded: random.next() &>> 52 & kept.high)
        return RFCUUID(v7UnixMilliseconds: milliseconds, randomA: randomA, randomB: random.next() & kept.low)
    }

    /// C(K·r, 2)·2^−74: any two UUIDs of the millisecond, one device's or two.
    func collisionsPerMillisecond(devices: Int, rate: Double) -> Double {
        pairs(Double(devices) * rate) * Double(sign: .plus, exponent: -kept.count, significand: 1)
    }

    var name: String { "random (\(kept.count) bits)" }

    var maximumRate: Double { .infinity }

    func windowPairs(prefixBits: Int, count: Int, devices: Int, rate: Int) -> IdealCount {
        let random = kept.count(inPrefix: prefixBits)
        let pairs = Birthday.expectedPairs(count: count, freeBits: random)
        return random == 0 ? .certain(pairs) : IdealCount(expected: pairs)
    }
}
