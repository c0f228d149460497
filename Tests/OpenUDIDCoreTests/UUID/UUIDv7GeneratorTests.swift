import Foundation
import OpenUDIDCore
import Synchronization
import Testing

@Suite struct UUIDv7GeneratorTests {
    /// A clock for the v7 generator that returns scripted Unix milliseconds (plus 100 ns ticks
    /// into the millisecond), then repeats the last.
    final class MillisecondClock: Sendable {
        private let script: ScriptedClock
        init(_ readings: [(milliseconds: Int64, ticks: UInt64)]) {
            script = ScriptedClock(readings.map { RFCUUID.Timestamp(unixMilliseconds: $0.milliseconds).gregorianTicks + $0.ticks })
        }
        convenience init(milliseconds: [Int64]) { self.init(milliseconds.map { ($0, 0) }) }
        func read() -> RFCUUID.Timestamp { RFCUUID.Timestamp(gregorianTicks: script.read()) }
    }

    static let start: Int64 = 1_645_557_742_000
    static let methods: [UUIDv7Generator.Monotonicity] = [.subMillisecond, .counter(.standard), .counter(.minimum), .random]

    static func fields(_ id: RFCUUID) -> (milliseconds: UInt64, randomA: UInt64, randomB: UInt64) {
        (id.high >> 16, id.high & 0xFFF, id.low & 0x3FFF_FFFF_FFFF_FFFF)
    }

    @Test(arguments: methods)
    func versionVariantAndTheMillisecond(method: UUIDv7Generator.Monotonicity) {
        let clock = MillisecondClock([(Self.start, 1234)])
        let generator = UUIDv7Generator(monotonicity: method, clock: clock.read)
        for _ in 0..<1000 {
            let id = generator.next()
            #expect(id.version == 7 && id.variant == .rfc9562)
            #expect((id.timestamp?.unixMilliseconds ?? .min) >= Self.start)
        }
        let real = UUIDv7Generator(monotonicity: method)
        let before = RFCUUID.Timestamp.now().unixMilliseconds
        let id = real.next()
        let after = RFCUUID.Timestamp.now().unixMilliseconds
        #expect((before...after + 1).contains(id.timestamp?.unixMilliseconds ?? .min))
        #expect(method.description.isEmpty == false)
    }

    /// Method 3 with injected random words: rand_a is the fraction in 1/4096 ms (1234 ticks of
    /// 100 ns = 0.1234 ms = 505 units), then the last value plus one; rand_b is the word's low
    /// 62 bits. The carry out of rand_a moves the millisecond.
    @Test func subMillisecondLayoutAndCarry() {
        let clock = MillisecondClock([(Self.start, 1234), (Self.start, 1234), (Self.start, 9_999), (Self.start - 5, 0)])
        let generator = UUIDv7Generator(monotonicity: .subMillisecond, clock: clock.read)
        var random = ReplayGenerator([.max, 0, 0x0123_4567_89AB_CDEF, 7])
        let ids = (0..<4).map { _ in generator.next(using: &random) }
        #expect(random.taken == 4)
        let fraction = UInt64(1234 * 4096 / 10_000)
        #expect(fraction == 505)
        #expect(Self.fields(ids[0]) == (UInt64(Self.start), fraction, 0x3FFF_FFFF_FFFF_FFFF))
        #expect(Self.fields(ids[1]) == (UInt64(Self.start), fraction + 1, 0))
        #expect(Self.fields(ids[2]) == (UInt64(Self.start), 4095, 0x0123_4567_89AB_CDEF))  // 9999 ticks → 4095
        // The clock went back: the last value plus one, carried into the next millisecond.
        #expect(Self.fields(ids[3]) == (UInt64(Self.start) + 1, 0, 7))
        #expect(ids == ids.sorted() && Set(ids).count == 4)
    }

    /// Method 1, 42 bits: the counter's top 12 bits in rand_a, its low 30 bits then 32 random
    /// bits in rand_b. Seeded (top bit 0) at a new millisecond, incremented otherwise; the draw
    /// order is the tail word, then the seed word when one is needed.
    @Test func counterLayoutAndSeeding() {
        let clock = MillisecondClock(milliseconds: [Self.start, Self.start, Self.start - 3, Self.start + 1])
        let generator = UUIDv7Generator(monotonicity: .counter(.standard), clock: clock.read)
        let seed: UInt64 = 0xFFFF_FFFF_FFFF_FFFF  // top 41 bits all ones
        var random = ReplayGenerator([0xAAAA_AAAA_1111_1111, seed, 0x2222_2222, 0x3333_3333, 0x4444_4444, 0])
        let ids = (0..<4).map { _ in generator.next(using: &random) }
        #expect(random.taken == 6)
        let first: UInt64 = (1 << 41) - 1
        func expected(_ milliseconds: Int64, _ counter: UInt64, _ tail: UInt64) -> RFCUUID {
            RFCUUID(
                v7UnixMilliseconds: UInt64(milliseconds), randomA: UInt16(counter >> 30),
                randomB: (counter & 0x3FFF_FFFF) << 32 | tail)
        }
        #expect(ids[0] == expected(Self.start, first, 0x1111_1111))
        #expect(ids[1] == expected(Self.start, first + 1, 0x2222_2222))
        #expect(ids[2] == expected(Self.start, first + 2, 0x3333_3333))  // clock went back: same ms
        #expect(ids[3] == expected(Self.start + 1, 0, 0x4444_4444))  // new ms: reseeded with 0
        #expect(ids == ids.sorted())
    }

    /// A 12-bit counter overflows after 4096 − seed values in a millisecond: the timestamp
    /// moves one millisecond ahead (of a clock that stands still) and the counter is reseeded.
    @Test func counterOverflowAdvancesTheTimestamp() {
        let clock = MillisecondClock(milliseconds: [Self.start])
        let generator = UUIDv7Generator(monotonicity: .counter(.minimum), clock: clock.read)
        var random = SplitMix64(seed: 73)
        let ids = (0..<20_000).map { _ in generator.next(using: &random) }
        #expect(zip(ids, ids.dropFirst()).allSatisfy { $0 < $1 })
        let milliseconds = ids.compactMap { $0.timestamp?.unixMilliseconds }
        #expect(milliseconds.count == ids.count && milliseconds.first == Self.start)
        // At least 2048 values per millisecond (the seed is below 2048), at most 4096.
        let spread = Int((milliseconds.last ?? .max) - Self.start) + 1
        #expect((5...10).contains(spread))
    }

    /// Method 1 never repeats even when the clock goes back and forth, for every width.
    @Test(arguments: [12, 13, 20, 31, 41, 42])
    func counterIncreasesUnderAJitteryClock(bits: Int) throws {
        var random = SplitMix64(seed: UInt64(bits))
        let readings = (0..<3000).map { _ in Self.start + Int64(random.next() % 5) }
        let clock = MillisecondClock(milliseconds: readings)
        let generator = UUIDv7Generator(monotonicity: .counter(try .init(bits: bits)), clock: clock.read)
        let ids = (0..<3000).map { _ in generator.next(using: &random) }
        #expect(zip(ids, ids.dropFirst()).allSatisfy { $0 < $1 })
        #expect(ids.allSatisfy { $0.version == 7 && $0.variant == .rfc9562 })
    }

    /// The random method keeps the millisecond from going back, nothing else.
    @Test func randomMethodLayout() {
        let clock = MillisecondClock(milliseconds: [Self.start, Self.start - 10, Self.start + 2])
        let generator = UUIDv7Generator(monotonicity: .random, clock: clock.read)
        var random = ReplayGenerator([0xABC0_0000_0000_0000, .max, 0, 0, 0x1230_0000_0000_0000, 5])
        let ids = (0..<3).map { _ in generator.next(using: &random) }
        #expect(Self.fields(ids[0]) == (UInt64(Self.start), 0xABC, 0x3FFF_FFFF_FFFF_FFFF))
        #expect(Self.fields(ids[1]) == (UInt64(Self.start), 0, 0))
        #expect(Self.fields(ids[2]) == (UInt64(Self.start) + 2, 0x123, 5))
    }

    /// `fill(_:using:)` is consecutive `next(using:)` calls with the clock read once; `fill(_:)`
    /// increases and has the version bits.
    @Test(arguments: methods)
    func bulkEqualsSingleCallsWithAStillClock(method: UUIDv7Generator.Monotonicity) {
        let clock = MillisecondClock([(Self.start, 42)])
        let bulk = UUIDv7Generator(monotonicity: method, clock: clock.read)
        let single = UUIDv7Generator(monotonicity: method, clock: clock.read)
        var bulkRandom = SplitMix64(seed: 74), singleRandom = SplitMix64(seed: 74)
        for count in [0, 1, 5, 1000, 5000] {
            let ids = [RFCUUID](unsafeUninitializedCapacity: count) { buffer, initialized in
                bulk.fill(buffer, using: &bulkRandom)
                initialized = count
            }
            #expect(ids == (0..<count).map { _ in single.next(using: &singleRandom) })
        }
        let secure = UUIDv7Generator(monotonicity: method, clock: clock.read)
        var ids = [RFCUUID](repeating: .zero, count: 3000)
        ids.withUnsafeMutableBufferPointer { secure.fill($0) }
        ids += (0..<10).map { _ in secure.next() }
        #expect(ids.allSatisfy { $0.version == 7 && $0.variant == .rfc9562 })
        if method != .random {
            #expect(zip(ids, ids.dropFirst()).allSatisfy { $0 < $1 })
        }
        #expect(Set(ids).count == ids.count)
    }

    /// Two threads on one generator: each thread's UUIDs increase, and none repeats. (The 2 × 10⁸
    /// run is `Scripts/stress-v7.sh`.)
    @Test(arguments: methods.filter { $0 != .random })
    func twoThreadsIncreaseAndNeverCollide(method: UUIDv7Generator.Monotonicity) async {
        let ids = await Self.twoThreads(UUIDv7Generator(monotonicity: method, precision: .coarse), perThread: 50_000)
        #expect(Set(ids).count == ids.count)
    }

    /// `perThread` UUIDs from `generator` on each of two threads at once, checked to increase
    /// within each thread; all of them, in no particular order.
    static func twoThreads(_ generator: UUIDv7Generator, perThread: Int) async -> [RFCUUID] {
        async let first = Task.detached { (0..<perThread).map { _ in generator.next() } }.value
        async let second = Task.detached { (0..<perThread).map { _ in generator.next() } }.value
        let (a, b) = await (first, second)
        #expect(zip(a, a.dropFirst()).allSatisfy { $0 < $1 })
        #expect(zip(b, b.dropFirst()).allSatisfy { $0 < $1 })
        return a + b
    }

    /// At 2^48 − 1 milliseconds (the year 10889) nothing traps; the values stop increasing there.
    @Test(arguments: methods)
    func theEndOfTimeDoesNotTrap(method: UUIDv7Generator.Monotonicity) {
        let clock = MillisecondClock(milliseconds: [0xFFFF_FFFF_FFFF, Int64.max / 10_000])
        let generator = UUIDv7Generator(monotonicity: method, clock: clock.read)
        var random = SplitMix64(seed: 75)
        for _ in 0..<10_000 {
            let id = generator.next(using: &random)
            #expect(id.version == 7 && id.timestamp?.unixMilliseconds == 0xFFFF_FFFF_FFFF)
        }
        var ids = [RFCUUID](repeating: .zero, count: 5000)
        ids.withUnsafeMutableBufferPointer { generator.fill($0) }
        #expect(ids.allSatisfy { $0.version == 7 })
    }

    /// Before 1970 the millisecond field reads 0.
    @Test func beforeTheUnixEpoch() {
        let generator = UUIDv7Generator(monotonicity: .subMillisecond) { RFCUUID.Timestamp(gregorianTicks: 12_345) }
        #expect(generator.next().timestamp?.unixMilliseconds == 0)
    }

    @Test func sharedGeneratorsAndConveniences() {
        #expect(UUIDv7Generator.shared.monotonicity == .subMillisecond)
        #expect(UUIDv7Generator.sharedCounter.monotonicity == .counter(.standard))
        #expect(UUIDv7Generator.sharedRandom.monotonicity == .random)
        let ids = (0..<1000).map { _ in RFCUUID.v7() }
        #expect(zip(ids, ids.dropFirst()).allSatisfy { $0 < $1 })
        let v6 = (0..<1000).map { _ in RFCUUID.v6() }
        #expect(v6.allSatisfy { $0.version == 6 } && zip(v6, v6.dropFirst()).allSatisfy { $0 < $1 })
    }
}

@Suite struct CounterWidthTests {
    static let widths = Array(12...42)

    @Test func allowedWidthsAndErrors() throws {
        for bits in Self.widths { #expect(try UUIDv7Generator.CounterWidth(bits: bits).bits == bits) }
        for bits in [-1, 0, 11, 43, 64] {
            #expect(throws: UUIDv7CounterWidthError(bits: bits)) { try UUIDv7Generator.CounterWidth(bits: bits) }
        }
        #expect(UUIDv7CounterWidthError(bits: 50).description == "counter width 50 bits, expected 12...42")
        #expect(UUIDv7Generator.CounterWidth.standard.bits == 42 && UUIDv7Generator.CounterWidth.minimum.bits == 12)
        #expect(UUIDv7Generator.Monotonicity.counter(.standard).description == "counter(42 bits)")
    }
}
