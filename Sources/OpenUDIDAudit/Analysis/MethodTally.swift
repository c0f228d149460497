import AuditInput
package import CollisionStatistics

/// The evidence of a time-ordered group's method (RFC 9562 §6.2), counted over its sorted
/// stream of distinct values.
///
/// The stream is sorted by value, which for v1 (keyed by its timestamp), v6 and v7 is time
/// order, and one generator's identifiers within one millisecond are in the order it made them.
/// So the evidence is read from *adjacent distinct values*:
///
/// - v7, neighbours in the same millisecond: for every counter width B from 12 to 42 (`rand_a`,
///   then the top B − 12 bits of `rand_b`), how often that counter steps by exactly one
///   (``steps(bits:)``); how often `rand_a` stays equal (``fractionEqual``); and, to ask the same
///   of random bits, the number of distinct values in each millisecond (``millisecondSizes``). Neighbours in successive milliseconds: how often `rand_a` runs on
///   from 4095 to 0 (``carries``), as a clock's fraction does and a counter's fresh seed does not.
/// - v1 and v6, neighbours less than a millisecond apart (``closePairs``): how often their
///   timestamps are exactly one 100-ns tick apart (``tickSteps``).
/// - ULID, neighbours in the same millisecond (``sameMillisecondPairs``): how often the later
///   one's 80 random bits are the earlier one's plus one (``monotonicSteps``), as a monotonic
///   generator makes them and random bits do once in 2⁸⁰.
/// - KSUID, neighbours in the same second (counted in ``sameMillisecondPairs``).
///
/// Every count is exact however the stream is cut: a tally keeps its first and last value and
/// the sizes of its first and last millisecond, and ``merge(_:)`` counts the pair and the
/// millisecond that straddle the cut, so thread ranges and shards add up to one pass.
package struct MethodTally: Sendable, Hashable {
    package let layout: TimeOrderedLayout

    /// v7 and ULID: adjacent distinct values of the same millisecond (KSUID: of the same second).
    var sameMillisecondPairs = 0
    /// ULID: … whose 80 random bits step by exactly one (``TimeOrderedLayout/continuesULIDCounter(previousKey:previousLow:key:low:)``).
    var monotonicSteps = 0
    /// … whose counters of each width differ by exactly one, as differences: entry u adds to
    /// the steps of widths 42 − u and below, entry u + 1 takes away from width 42 − u − 1 on
    /// (``steps(bits:)``). A pair steps by one in an interval of widths, so it touches two entries.
    var stepDifferences = [Int](repeating: 0, count: 32)
    /// … whose `rand_a` are equal.
    var fractionEqual = 0
    /// v7: adjacent distinct values of successive milliseconds.
    var nextMillisecondPairs = 0
    /// … where `rand_a` goes from 4095 to 0.
    var carries = 0
    /// v1/v6: adjacent distinct values 1 to 9 999 ticks apart (under a millisecond).
    var closePairs = 0
    /// … exactly one tick apart.
    var tickSteps = 0
    /// v7: how many milliseconds hold how many distinct values, the first and last
    /// milliseconds of the tally aside (``head``, ``tail``).
    var millisecondSizes: [Int: Int] = [:]
    /// The same for sizes below ``smallSize``, by size: most milliseconds hold a few values,
    /// and an array spares the hot loop a hash per millisecond.
    var smallSizes = [Int](repeating: 0, count: MethodTally.smallSize)
    static let smallSize = 64
    /// The first millisecond and its distinct values, when the tally has more than one.
    var head: (ms: UInt64, count: Int)?
    /// The last (current) millisecond and its distinct values (none while ``tailCount`` is 0),
    /// kept as two words for the hot loop.
    var tailMs: UInt64 = 0
    var tailCount = 0
    /// The last (current) millisecond and its distinct values.
    var tail: (ms: UInt64, count: Int)? {
        get { tailCount > 0 ? (tailMs, tailCount) : nil }
        set { (tailMs, tailCount) = newValue.map { ($0.ms, $0.count) } ?? (0, 0) }
    }
    /// The first and the last distinct value counted (their sort keys and low words).
    var first: (key: UInt64, low: UInt64)?
    var last: (key: UInt64, low: UInt64)? {
        get { hasLast ? (lastKey, lastLow) : nil }
        set { (hasLast, lastKey, lastLow) = newValue.map { (true, $0.key, $0.low) } ?? (false, 0, 0) }
    }
    /// ``last`` as plain words, for the hot loop.
    var hasLast = false
    var lastKey: UInt64 = 0
    var lastLow: UInt64 = 0

    package init(layout: TimeOrderedLayout) { self.layout = layout }

    /// Counts the next distinct value of the stream.
    @inline(__always)
    package mutating func add(key: UInt64, low: UInt64) {
        if hasLast { countPair((lastKey, lastLow), (key, low)) } else { first = (key, low); hasLast = true }
        lastKey = key
        lastLow = low
        if layout.isV7 { addToMillisecond(key &>> 16, count: 1) }
    }

    @inline(__always)
    private mutating func addToMillisecond(_ ms: UInt64, count: Int) {
        if tailCount > 0 && tailMs == ms {
            tailCount &+= count
        } else {
            if tailCount > 0 { close((tailMs, tailCount)) }
            tailMs = ms
            tailCount = count
        }
    }

    /// A millisecond that is over: the first of the tally becomes ``head``, the others sizes.
    private mutating func close(_ run: (ms: UInt64, count: Int)) {
        if head == nil {
            head = run
        } else if run.count < Self.smallSize {
            smallSizes[run.count] &+= 1
        } else {
            millisecondSizes[run.count, default: 0] += 1
        }
    }

    /// The evidence of one pair of adjacent distinct values, `a` before `b`.
    @inline(__always)
    private mutating func countPair(_ a: (key: UInt64, low: UInt64), _ b: (key: UInt64, low: UInt64)) {
        switch layout {
        case .v7:
            let msA = a.key &>> 16, msB = b.key &>> 16
            let fractionA = a.key & 0xFFF, fractionB = b.key & 0xFFF
            if msA == msB {
                sameMillisecondPairs &+= 1
                if fractionB == fractionA { fractionEqual &+= 1 }
                countSteps(Self.counter(a), Self.counter(b))
            } else if msB == msA &+ 1 {
                nextMillisecondPairs &+= 1
                if fractionA == 0xFFF && fractionB == 0 { carries &+= 1 }
            }
        case .v1, .v6:
            let distance = layout.ticks(key: b.key) &- layout.ticks(key: a.key)
            if distance >= 1 && distance < 10_000 {
                closePairs &+= 1
                if distance == 1 { tickSteps &+= 1 }
            }
        case .ulid:
            guard a.key &>> 16 == b.key &>> 16 else { return }
            sameMillisecondPairs &+= 1
            if TimeOrderedLayout.continuesULIDCounter(previousKey: a.key, previousLow: a.low, key: b.key, low: b.low) {
                monotonicSteps &+= 1
            }
        case .ksuid:
            if a.key &>> 32 == b.key &>> 32 { sameMillisecondPairs &+= 1 }
        }
    }

    /// Marks the widths whose counters step by exactly one from `x` to `y` (42-bit counters,
    /// `x ≤ y`). Shifted right by u bits (the counter of width 42 − u), they differ by one
    /// exactly when u is at most h, the highest bit where they differ, and bits u..<h are 0 in
    /// `y` and 1 in `x` (a carry): an interval of u, from h less the shorter of those two runs.
    @inline(__always)
    private mutating func countSteps(_ x: UInt64, _ y: UInt64) {
        let differ = x ^ y
        guard differ != 0 else { return }
        let highest = 63 &- differ.leadingZeroBitCount
        let below = (UInt64(1) &<< UInt64(highest)) &- 1
        let zeros = Swift.min(highest, (y & below).leadingZeroBitCount &- (64 &- highest))
        let ones = Swift.min(highest, (~x & below).leadingZeroBitCount &- (64 &- highest))
        let lowest = highest &- Swift.min(zeros, ones)
        guard lowest <= 30 else { return }
        stepDifferences[lowest] &+= 1
        stepDifferences[Swift.min(highest, 30) &+ 1] &-= 1
    }

    /// Same-millisecond pairs whose counters of `bits` bits (12...42) differ by exactly one:
    /// for 42, the 42-bit counter; for 12, `rand_a`.
    func steps(bits: Int) -> Int { stepDifferences[0...(42 - bits)].reduce(0, +) }

    /// The 42-bit counter of a v7 value: `rand_a`, then the 30 bits after the variant.
    @inline(__always)
    static func counter(_ value: (key: UInt64, low: UInt64)) -> UInt64 {
        (value.key & 0xFFF) &<< 30 | (value.low &>> 32) & 0x3FFF_FFFF
    }

    /// Adds the tally of the next range of the stream.
    package mutating func merge(_ next: MethodTally) {
        guard let nextFirst = next.first else { return }
        guard let mine = last else { self = next; return }
        countPair(mine, nextFirst)
        last = next.last
        sameMillisecondPairs += next.sameMillisecondPairs
        monotonicSteps += next.monotonicSteps
        for u in stepDifferences.indices { stepDifferences[u] += next.stepDifferences[u] }
        fractionEqual += next.fractionEqual
        nextMillisecondPairs += next.nextMillisecondPairs
        carries += next.carries
        closePairs += next.closePairs
        tickSteps += next.tickSteps
        for (size, count) in next.millisecondSizes { millisecondSizes[size, default: 0] += count }
        for size in smallSizes.indices { smallSizes[size] += next.smallSizes[size] }
        guard layout.isV7, let nextTail = next.tail else { return }
        if let nextHead = next.head {
            addToMillisecond(nextHead.ms, count: nextHead.count)
            close(tail!)
            tail = nextTail
        } else {
            addToMillisecond(nextTail.ms, count: nextTail.count)
        }
    }

    /// The sizes of the closed milliseconds (all but ``head`` and ``tail``), size → milliseconds.
    var closedSizes: [Int: Int] {
        var sizes = millisecondSizes
        for (size, count) in smallSizes.enumerated() where count > 0 { sizes[size] = count }
        return sizes
    }

    /// Every millisecond's distinct values, as (size, milliseconds) pairs, by size.
    var allMillisecondSizes: [(size: Int, count: Int)] {
        var sizes = closedSizes
        if let head { sizes[head.count, default: 0] += 1 }
        if let tail { sizes[tail.count, default: 0] += 1 }
        return sizes.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    package static func == (lhs: MethodTally, rhs: MethodTally) -> Bool {
        lhs.layout == rhs.layout && lhs.sameMillisecondPairs == rhs.sameMillisecondPairs
            && lhs.monotonicSteps == rhs.monotonicSteps
            && lhs.stepDifferences == rhs.stepDifferences
            && lhs.fractionEqual == rhs.fractionEqual && lhs.nextMillisecondPairs == rhs.nextMillisecondPairs
            && lhs.carries == rhs.carries && lhs.closePairs == rhs.closePairs && lhs.tickSteps == rhs.tickSteps
            && lhs.allMillisecondSizes.elementsEqual(rhs.allMillisecondSizes) { $0 == $1 }
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(sameMillisecondPairs)
        hasher.combine(closePairs)
    }
}
