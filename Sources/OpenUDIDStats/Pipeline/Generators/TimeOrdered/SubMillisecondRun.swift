import CollisionStatistics
internal import OpenUDIDCore

/// RFC 9562 §6.2 method 3, as ``OpenUDIDCore/UUIDv7Generator/Monotonicity/subMillisecond``
/// makes it: `rand_a` is the time within the millisecond in units of 1/4096 ms, `rand_b` 62
/// random bits.
///
/// In a fleet, a device making r identifiers per millisecond (r a power of two, at most 4096)
/// makes them evenly spread, one every 4096/r units, from a phase drawn afresh each millisecond
/// (its clock is not synchronised with the others'): round j reads the fraction phase + j·4096/r,
/// with the phase uniform over 0..<4096/r. The fractions of one device never repeat, so the
/// core never adds its one unit, and its UUIDs never collide. Round j of every device lies in
/// the same stretch of the millisecond, and two devices' round-j fractions are equal with
/// probability r/4096: r²/4096 aligned pairs per pair of devices, as for fractions read at
/// random instants, each colliding with probability 2^−62.
struct SubMillisecondRun: V7RunMethod {
    /// Random bits kept in `rand_b`, the low ones: 62 as the core makes them (PostgreSQL 18,
    /// Go google/uuid, SF-0041); fewer only in the scaled-down fleets of the tests.
    let randomBits: Int
    static let usesRunWord = true
    static let standard = SubMillisecondRun(randomBits: 62)

    /// The fraction of round `round` for a device making `rate` per millisecond.
    func fraction(round: Int, rate: Int, runWord: UInt64) -> UInt64 {
        let stepBits = 12 - log2(powerOfTwo: rate)
        let phase = stepBits == 0 ? 0 : runWord &>> UInt64(64 - stepBits)
        return phase | UInt64(round) &<< UInt64(stepBits)
    }

    /// A run shares its phase, the fraction's bits below the step; the bits above it count the
    /// rounds.
    func digitCluster(position: Int, rate: Int) -> Double {
        let phase = KeyMask(high: lowBits(12 - log2(powerOfTwo: rate)), low: 0)
        return KeyMask.digit(position).intersects(phase) ? Double(rate) : 1
    }

    /// The fraction's bits above the step count the rounds: round j of every device falls in
    /// the j-th 1/r of the millisecond. Over whole milliseconds each value is as frequent as
    /// any other, but the first identifiers of a millisecond are its first rounds, so a run
    /// that ends within a millisecond (N not a multiple of K·r) holds more low values there:
    /// a digit with such a bit is the schedule's, not a draw.
    func isScheduledDigit(position: Int, rate: Int) -> Bool {
        let rounds = KeyMask(high: 0x0FFF & ~lowBits(12 - log2(powerOfTwo: rate)), low: 0)
        return KeyMask.digit(position).intersects(rounds)
    }

    func uuid(milliseconds: UInt64, round: Int, rate: Int, runWord: UInt64, random: inout ChaCha20Random) -> RFCUUID {
        precondition(randomBits <= 62, "rand_b has 62 bits")
        return RFCUUID(
            v7UnixMilliseconds: milliseconds, randomA: UInt16(truncatingIfNeeded: fraction(round: round, rate: rate, runWord: runWord)),
            randomB: random.next() & lowBits(randomBits))
    }

    /// C(K, 2)·r²·2^−12·2^−62: per pair of devices, r same-round pairs, each equal in its
    /// fraction with probability r/4096 and then in its random bits with probability 2^−62.
    func collisionsPerMillisecond(devices: Int, rate: Double) -> Double {
        pairs(Double(devices)) * rate * rate * Double(sign: .plus, exponent: -12 - randomBits, significand: 1)
    }

    var name: String { "method 3 (sub-millisecond)" }

    var maximumRate: Double { 4096 }

    /// With c of the fraction's 12 bits in the prefix and r = 2^ρ: if c < ρ, an aligned block
    /// of 2^(12−c) units holds 2^(ρ−c) whole rounds, so two identifiers agree exactly when their
    /// rounds fall in the same group of 2^(ρ−c) rounds: a count fixed by the schedule. If c ≥ ρ,
    /// only identifiers of the same round agree (different devices), when their phases share
    /// their top c − ρ bits: 2^−(c−ρ), for all their rounds at once; then on the random bits of
    /// the prefix at random.
    func windowPairs(prefixBits: Int, count: Int, devices: Int, rate: Int) -> IdealCount {
        let rounds = RunLengths(count: count, devices: devices)  // full rounds, and the devices of the last
        let inPrefix = KeyMask(high: 0x0FFF, low: 0).count(inPrefix: prefixBits)
        let rateBits = log2(powerOfTwo: rate)
        if inPrefix < rateBits {
            let group = 1 << (rateBits - inPrefix)
            let (groups, roundsLeft) = rounds.length.quotientAndRemainder(dividingBy: group)
            return .certain(Double(groups) * rounds.pairs(group * devices) + rounds.pairs(roundsLeft * devices + rounds.longer))
        }
        let randomInPrefix = KeyMask(high: 0, low: lowBits(randomBits)).count(inPrefix: prefixBits)
        let sameRound = Double(rounds.length) * rounds.pairs(devices) + rounds.pairs(rounds.longer)
        if inPrefix == rateBits && randomInPrefix == 0 { return .certain(sameRound) }
        let random = Double(sign: .plus, exponent: -randomInPrefix, significand: 1)
        return IdealCount(
            expected: sameRound * Double(sign: .plus, exponent: rateBits - inPrefix, significand: 1) * random,
            cluster: 1 + Double(rounds.longest - 1) * random)
    }
}
