import Synchronization

/// Makes version 7 UUIDs (RFC 9562 §5.7): 48 bits of Unix milliseconds, then bits that keep the
/// generator's UUIDs in order as ``Monotonicity`` chooses.
///
/// One generator can be shared by any number of threads. With ``Monotonicity/counter(_:)`` and
/// ``Monotonicity/subMillisecond`` every UUID it returns is greater than every UUID it returned
/// before, from any thread: the part that orders them is decided under one atomic operation
/// (a compare-and-swap of one word for ``Monotonicity/subMillisecond``, a lock for the counter,
/// whose state is two words), and only the random bits are drawn outside it. With
/// ``Monotonicity/random`` the millisecond never goes back, and UUIDs within a millisecond
/// are in random order. A clock that goes back is treated as standing still.
///
/// ```swift
/// let id = UUIDv7Generator.shared.next()       // subMillisecond, the precise clock
/// let counted = UUIDv7Generator(monotonicity: .counter(.standard)).next()
/// var ids = [RFCUUID](repeating: .zero, count: 1000)
/// ids.withUnsafeMutableBufferPointer { UUIDv7Generator.shared.fill($0) }   // increasing
/// ```
///
/// ## Reading the clock
///
/// ``Monotonicity/subMillisecond`` issues the later of the clock's reading and one unit past
/// the last value, so a burst of more than 4096 UUIDs per millisecond runs ahead of the clock,
/// one unit of 1/4096 ms per UUID (as PostgreSQL 18 and Go's google/uuid do). On the precise
/// clock (``shared``, on Linux) such a generator reads the kernel's coarse clock first, a
/// fraction of the cost of `CLOCK_REALTIME`: while the last value is more than 100 ms past the
/// coarse time, `CLOCK_REALTIME` could not change the next UUID and is not read. The UUIDs are
/// the ones a reading on every call would give, as long as the coarse clock (the time of the
/// kernel's last tick) trails `CLOCK_REALTIME` by less than 100 ms; it trails by a tick or two,
/// a few milliseconds. The other methods, and ``fill(_:)``, read the precise clock each time.
///
/// ## The end of time
///
/// Milliseconds stop at 2^48 − 1, in the year 10889 (a test clock can get there): readings past
/// it are read as it, and once a generator has used up its last millisecond it repeats its last
/// ordering value, so its UUIDs no longer increase (they stay distinct with the probability of
/// their random bits).
public final class UUIDv7Generator: Sendable {
    /// Reads the current time; see ``init(monotonicity:clock:)``.
    public typealias Clock = @Sendable () -> RFCUUID.Timestamp
    /// Which real-time clock a generator reads: `CLOCK_REALTIME` (``TimeBasedUUIDGenerator/Precision/precise``)
    /// or the kernel's coarse clock, which advances once per scheduler tick and costs a seventh
    /// as much to read (``TimeBasedUUIDGenerator/Precision/coarse``; its milliseconds lag the
    /// precise clock by about a tick, and its sub-millisecond bits are those of the tick).
    public typealias Precision = TimeBasedUUIDGenerator.Precision

    /// How this generator orders its UUIDs.
    public let monotonicity: Monotonicity
    let clock: UUIDv7Clock
    /// ``Monotonicity/subMillisecond``: the last combined value issued (milliseconds and
    /// fraction, 60 bits). ``Monotonicity/random``: the last millisecond issued.
    let last = Atomic<UInt64>(0)
    /// ``Monotonicity/counter(_:)``: the millisecond and counter last issued.
    let counterState = Mutex(CounterState())

    struct CounterState {
        var started = false
        var milliseconds: UInt64 = 0
        var counter: UInt64 = 0
    }

    /// A generator reading the real-time clock of `precision`.
    public init(monotonicity: Monotonicity = .subMillisecond, precision: Precision = .precise) {
        self.monotonicity = monotonicity
        clock = UUIDv7Clock(precision)
    }

    /// A generator reading `clock`, for tests and simulations: a clock that stands still, jumps
    /// back or runs past the counter's capacity shows how the generator copes. The clock is
    /// read once per UUID (once per call for ``fill(_:)``), outside any lock.
    public init(monotonicity: Monotonicity = .subMillisecond, clock: @escaping Clock) {
        self.monotonicity = monotonicity
        self.clock = .custom(clock)
    }

    /// Method 3 (``Monotonicity/subMillisecond``) on the precise clock, for the whole process:
    /// what PostgreSQL 18, Go's google/uuid and swift-foundation's SF-0041 make.
    public static let shared = UUIDv7Generator(monotonicity: .subMillisecond)

    /// Method 1 with a 42-bit counter (``Monotonicity/counter(_:)``) on the precise clock, for
    /// the whole process: what CPython 3.14 and Rust uuid's `ContextV7` make.
    public static let sharedCounter = UUIDv7Generator(monotonicity: .counter(.standard))

    /// ``Monotonicity/random`` on the precise clock, for the whole process: what util-linux
    /// libuuid 2.41 makes.
    public static let sharedRandom = UUIDv7Generator(monotonicity: .random)

    /// The next UUID, its random bits from ``SecureRandom``.
    public func next() -> RFCUUID {
        var random = SecureRandom()
        return next(using: &random)
    }

    /// The next UUID, its random bits from `generator`, drawn in this order:
    /// - ``Monotonicity/subMillisecond``: one `next()`, whose low 62 bits are `rand_b`.
    /// - ``Monotonicity/random``: two, the top 12 bits of the first for `rand_a`, the low 62 of
    ///   the second for `rand_b`.
    /// - ``Monotonicity/counter(_:)`` of B bits: one for the 74 − B random bits after the
    ///   counter (its low bits), then, when the counter starts over (a new millisecond, or an
    ///   overflow), one whose top B − 1 bits seed it.
    public func next(using generator: inout some RandomNumberGenerator) -> RFCUUID {
        guard case .subMillisecond = monotonicity else { return next(reading: clock.read(), using: &generator) }
        // Method 3 reads the clock after the last value, which the gate compares with the
        // coarse clock (UUIDv7Clock.combined(after:)); a stand-in reading is never above it.
        let reading = clock.combined(after: last.load(ordering: .relaxed))
        return Self.subMillisecondUUID(reserve(count: 1, reading: reading), random: generator.next())
    }

    /// The next UUID for a given clock reading (``fill(_:using:)`` reads the clock once for all).
    func next(reading: UUIDv7Reading, using generator: inout some RandomNumberGenerator) -> RFCUUID {
        switch monotonicity {
        case .subMillisecond:
            return Self.subMillisecondUUID(reserve(count: 1, reading: reading.combined), random: generator.next())
        case .random:
            let milliseconds = advanceMilliseconds(to: reading.milliseconds)
            let first = generator.next()
            return RFCUUID(
                v7UnixMilliseconds: milliseconds, randomA: UInt16(truncatingIfNeeded: first &>> 52),
                randomB: generator.next())
        case let .counter(width):
            let tail = generator.next()
            let (milliseconds, counter) = counterState.withLock { state in
                Self.advance(&state, reading: reading, width: width, using: &generator)
            }
            return Self.counterUUID(milliseconds: milliseconds, counter: counter, width: width, random: tail)
        }
    }

    /// Method 3: reserves `count` consecutive combined values, the first at least one past the
    /// last one issued and at least `reading` (a ``UUIDv7Reading/combined`` value), and returns
    /// the first. Lock-free: one compare-and-swap, repeated only while other threads win.
    func reserve(count: Int, reading: UInt64) -> UInt64 {
        let maximum = UUIDv7Reading.maximumMilliseconds &<< 12 | 0xFFF
        var previous = last.load(ordering: .relaxed)
        while true {
            var first = Swift.max(reading, previous &+ 1)
            // At the end of time: the last values repeat (see the type's documentation).
            if first > maximum &- UInt64(count &- 1) { first = maximum &- UInt64(count &- 1) }
            let (exchanged, current) = last.compareExchange(
                expected: previous, desired: first &+ UInt64(count &- 1), ordering: .acquiringAndReleasing)
            if exchanged { return first }
            previous = current
        }
    }

    /// ``Monotonicity/random``: the later of the reading and the last millisecond issued,
    /// which becomes the last one.
    func advanceMilliseconds(to milliseconds: UInt64) -> UInt64 {
        var previous = last.load(ordering: .relaxed)
        while milliseconds > previous {
            let (exchanged, current) = last.compareExchange(
                expected: previous, desired: milliseconds, ordering: .acquiringAndReleasing)
            if exchanged { return milliseconds }
            previous = current
        }
        return previous
    }

    /// Method 3's UUID of a combined value (48 bits of milliseconds, 12 of fraction): `random`'s
    /// low 62 bits are `rand_b`.
    @inline(__always)
    static func subMillisecondUUID(_ value: UInt64, random: UInt64) -> RFCUUID {
        RFCUUID(v7UnixMilliseconds: value &>> 12, randomA: UInt16(truncatingIfNeeded: value), randomB: random)
    }

    /// Method 1: the millisecond and counter of the next UUID (RFC 9562 §6.2): a later reading
    /// starts a new millisecond with a fresh seed; otherwise the counter goes up by one, and on
    /// overflow the millisecond moves one ahead with a fresh seed.
    static func advance(
        _ state: inout CounterState, reading: UUIDv7Reading, width: CounterWidth,
        using generator: inout some RandomNumberGenerator
    ) -> (UInt64, UInt64) {
        let bits = UInt64(width.bits)
        @inline(__always) func seed() -> UInt64 { generator.next() &>> (65 &- bits) }
        if !state.started || reading.milliseconds > state.milliseconds {
            state = CounterState(started: true, milliseconds: reading.milliseconds, counter: seed())
        } else if state.counter < (1 &<< bits) &- 1 {
            state.counter &+= 1
        } else {
            // The end of time keeps the last millisecond (see the type's documentation).
            state.milliseconds = Swift.min(state.milliseconds &+ 1, UUIDv7Reading.maximumMilliseconds)
            state.counter = seed()
        }
        return (state.milliseconds, state.counter)
    }

    /// The UUID of a millisecond and a counter of `width` bits: the counter's top 12 bits are
    /// `rand_a`, its other bits the top of `rand_b`, and the low 74 − B bits of `random` the
    /// rest of `rand_b`.
    @inline(__always)
    static func counterUUID(milliseconds: UInt64, counter: UInt64, width: CounterWidth, random: UInt64) -> RFCUUID {
        let lowBits = UInt64(width.bits &- 12)  // counter bits in rand_b
        let tailBits = 62 &- lowBits  // random bits in rand_b
        let randomB = (counter & ((1 &<< lowBits) &- 1)) &<< tailBits | (random & ((1 &<< tailBits) &- 1))
        return RFCUUID(
            v7UnixMilliseconds: milliseconds, randomA: UInt16(truncatingIfNeeded: counter &>> lowBits),
            randomB: randomB)
    }
}
