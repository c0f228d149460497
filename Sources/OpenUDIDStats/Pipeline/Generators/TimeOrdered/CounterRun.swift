import CollisionStatistics
internal import OpenUDIDCore

/// RFC 9562 §6.2 method 1, as ``OpenUDIDCore/UUIDv7Generator/Monotonicity/counter(_:)`` makes
/// it: a counter of B bits (the top 12 in `rand_a`, the rest at the top of `rand_b`), seeded in
/// each new millisecond with the top B − 1 bits of a random word (so its top bit, the rollover
/// guard, starts at 0) and counting up by one; the 74 − B bits after it random in each UUID.
///
/// In a fleet, a device's run of r identifiers in one millisecond holds the counter values
/// s, s + 1, …, s + r − 1 of its seed s. Two runs collide only where their counters meet (an
/// *aligned pair*) and the tails agree: with seeds uniform over M = 2^(B−1) values, two runs of
/// lengths x and y have on average Σ_{j<x, j'<y} (M − |j − j'|)/M² aligned pairs (r²/M −
/// r(r² − 1)/(3M²) for x = y = r), each colliding with probability 2^−(74−B).
struct CounterRun: V7RunMethod {
    /// B, 12...42.
    let counterBits: Int
    /// Random bits kept in the tail, the low ones: 74 − B as the core makes them; fewer only in
    /// the scaled-down fleets of the tests, where collisions are frequent enough to count.
    let tailBits: Int

    /// CPython 3.14's and Rust uuid's: a 42-bit counter and a 32-bit tail.
    static let standard = CounterRun(counterBits: 42, tailBits: 32)
    static let usesRunWord = true

    init(counterBits: Int, tailBits: Int) {
        precondition(UUIDv7Generator.CounterWidth.allowed.contains(counterBits) && (0...74 - counterBits).contains(tailBits))
        self.counterBits = counterBits
        self.tailBits = tailBits
    }

    /// The seed a run word gives: its top B − 1 bits, as the core takes them.
    func seed(_ runWord: UInt64) -> UInt64 { runWord &>> UInt64(65 - counterBits) }

    func uuid(milliseconds: UInt64, round: Int, rate: Int, runWord: UInt64, random: inout ChaCha20Random) -> RFCUUID {
        uuid(milliseconds: milliseconds, counter: seed(runWord) &+ UInt64(round), tail: random.next())
    }

    /// The UUID of a counter value and a tail word (its low bits are used), laid out as the
    /// core lays it out.
    @inline(__always)
    func uuid(milliseconds: UInt64, counter: UInt64, tail: UInt64) -> RFCUUID {
        let inRandomB = UInt64(counterBits - 12)
        let randomB = (counter & lowBits(Int(inRandomB))) &<< (62 &- inRandomB) | (tail & lowBits(tailBits))
        return RFCUUID(
            v7UnixMilliseconds: milliseconds, randomA: UInt16(truncatingIfNeeded: counter &>> inRandomB),
            randomB: randomB)
    }

    /// Where the counter sits: bits 52-63, then the first B − 12 bits after the variant.
    var counterMask: KeyMask {
        KeyMask(high: TimeOrderedDesign.randomA, low: TimeOrderedDesign.counterBitsInRandomB(counterBits))
    }

    /// The kept tail bits: the last ones of the UUID.
    var tailMask: KeyMask { KeyMask(high: 0, low: lowBits(tailBits)) }

    /// A run shares its seed, so every counter digit but the lowest (which counts through the
    /// run) is one draw for the whole run.
    func digitCluster(position: Int, rate: Int) -> Double {
        let digit = KeyMask.digit(position)
        let lowest = counterBits > 12 ? KeyMask(high: 0, low: 1 << UInt64(62 - (counterBits - 12))) : KeyMask(high: 1, low: 0)
        return digit.intersects(counterMask) && !digit.intersects(lowest) ? Double(rate) : 1
    }

    /// The rounds are added to a uniform seed, so every digit of the counter stays uniform
    /// whatever rounds a millisecond holds.
    func isScheduledDigit(position: Int, rate: Int) -> Bool { false }

    /// With c of the counter's bits in the prefix, an identifier of one run agrees with one of
    /// another run (independent seeds) when their counters fall in the same aligned block of
    /// L = 2^(B−c) values: L/M = 2^−(c−1), the guard bit being 0 in both (to within r/L, a
    /// run's chance of crossing a block); two runs that agree do so with all their r² pairs at
    /// once. Two of the same run, δ apart, agree unless a block boundary falls between them:
    /// 1 − δ/L. Nothing past the millisecond is certain (a run may cross a block, even the
    /// guard's, however rarely), so the whole count is taken as clusters of r² pairs, which
    /// over-states the spread of the runs' own pairs: a conservative test. With the whole
    /// counter in the prefix only aligned pairs agree, then on the tail bits of the prefix at
    /// random.
    func windowPairs(prefixBits: Int, count: Int, devices: Int, rate: Int) -> IdealCount {
        let runs = RunLengths(count: count, devices: devices)
        let inPrefix = counterMask.count(inPrefix: prefixBits)
        if inPrefix == 0 { return .certain(runs.pairs(count)) }
        let seeds = Double(sign: .plus, exponent: counterBits - 1, significand: 1)
        let longest = Double(runs.longest)
        if inPrefix < counterBits {
            let block = Double(sign: .plus, exponent: counterBits - inPrefix, significand: 1)
            let within = runs.sum { Self.pairsWithoutBoundary(length: $0, block: block) }
            let cross = runs.crossPairs * block / seeds
            return IdealCount(expected: cross + within, cluster: Swift.max(1, longest * longest))
        }
        let tail = Double(sign: .plus, exponent: -tailMask.count(inPrefix: prefixBits), significand: 1)
        let aligned = runs.sumOverDevicePairs { Self.alignedPairs($0, $1, seeds: seeds) }
        // Two aligned runs overlap by o pairs, E[o²]/E[o] = 1 + (r − 1)(2r − 1)/(3r); each
        // aligned pair then agrees on the tail at random.
        let overlap = longest < 1 ? 1 : 1 + (longest - 1) * (2 * longest - 1) / (3 * longest)
        return IdealCount(expected: aligned * tail, cluster: 1 + (overlap - 1) * tail)
    }

    /// C(K, 2)·(r²/M − r(r² − 1)/(3M²))·2^−t: the aligned pairs of two runs of r from seeds
    /// uniform over M = 2^(B−1) values (r ≤ M), each colliding when the t tail bits agree.
    func collisionsPerMillisecond(devices: Int, rate: Double) -> Double {
        let seeds = Double(sign: .plus, exponent: counterBits - 1, significand: 1)
        let aligned = rate * rate / seeds - rate * (rate * rate - 1) / (3 * seeds * seeds)
        return pairs(Double(devices)) * aligned * Double(sign: .plus, exponent: -tailBits, significand: 1)
    }

    var name: String { "method 1 (counter, \(counterBits) bits)" }

    var maximumRate: Double { Double(sign: .plus, exponent: counterBits - 1, significand: 1) }

    /// Σ_{δ=1}^{ℓ−1} (ℓ − δ)·max(0, 1 − δ/L): pairs of one run of ℓ consecutive counter values,
    /// from a uniform start, that no boundary of the aligned blocks of L values separates.
    static func pairsWithoutBoundary(length: Int, block: Double) -> Double {
        let n = Double(length)
        if block >= n { return n * (n - 1) / 2 - (n * n * n - n) / (6 * block) }
        var sum = 0.0
        for distance in 1..<Swift.min(length, Int(block)) {
            sum += Double(length - distance) * (1 - Double(distance) / block)
        }
        return sum
    }

    /// Σ_{j<x, j'<y} max(0, M − |j − j'|)/M²: the expected aligned pairs of two runs of x and y
    /// counter values from independent seeds uniform over M values.
    static func alignedPairs(_ x: Int, _ y: Int, seeds: Double) -> Double {
        guard x > 0 && y > 0 else { return 0 }
        var sum = 0.0
        for difference in -(y - 1)...(x - 1) {
            // Pairs (j, j') with j − j' = difference.
            let pairs = Swift.min(x, y + difference) - Swift.max(0, difference)
            sum += Double(pairs) * Swift.max(0, seeds - Double(abs(difference)))
        }
        return sum / (seeds * seeds)
    }
}
