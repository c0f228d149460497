import Platform

/// The clock a version 7 generator reads: a real-time clock of the system, or one the caller
/// injects (tests, simulations).
enum UUIDv7Clock: Sendable {
    /// A real-time clock read on every call: `CLOCK_REALTIME_COARSE` for
    /// ``TimeBasedUUIDGenerator/Precision/coarse``, `CLOCK_REALTIME` where there is no coarse
    /// clock to gate it with.
    case system(clockid_t)
    /// `CLOCK_REALTIME`, which method 3 skips while the coarse clock shows that the generator
    /// is so far ahead that the reading could not matter (``combined(after:)``). The payload is
    /// the most, in milliseconds, that the precise clock is taken to run ahead of the coarse one.
    case gated(slackMilliseconds: UInt64)
    /// The caller's clock, read on every call.
    case custom(UUIDv7Generator.Clock)

    /// How far the coarse clock is allowed to trail the precise one before the gate could let a
    /// UUID fall behind the time: 100 ms. It is the time of the kernel's last timekeeping
    /// update, once per tick; on the benchmark VM (4 ms tick) it trails by 1.8 to 5.8 ms, and
    /// a busy or tickless system can delay an update further. The same 100 ms bounds any one
    /// coarse reading in `CoarseClockTests`.
    static let coarseSlackMilliseconds: UInt64 = 100

    /// The gate is used only where the coarse clock ticks at least this often (10 ms): a
    /// slower one (or none) means the kernel's coarse time says little, and every call reads
    /// `CLOCK_REALTIME`.
    static let coarseResolutionLimit: Int64 = 10_000_000

    /// The gated `CLOCK_REALTIME` for ``TimeBasedUUIDGenerator/Precision/precise`` where the
    /// coarse clock ticks at least every 10 ms, `CLOCK_REALTIME_COARSE` for
    /// ``TimeBasedUUIDGenerator/Precision/coarse`` (`CLOCK_REALTIME` where there is none).
    init(_ precision: UUIDv7Generator.Precision) {
        #if os(Linux)
        switch precision {
        case .coarse:
            self = .system(CLOCK_REALTIME_COARSE)
        case .precise:
            let resolution = GregorianTime.coarseResolution
            self =
                resolution > 0 && resolution <= Self.coarseResolutionLimit
                ? .gated(slackMilliseconds: Self.coarseSlackMilliseconds) : .system(CLOCK_REALTIME)
        }
        #else
        self = .system(CLOCK_REALTIME)
        #endif
    }

    /// The current reading.
    @inline(__always)
    func read() -> UUIDv7Reading {
        switch self {
        case let .system(clock): UUIDv7Reading(clock: clock)
        case .gated: UUIDv7Reading(clock: CLOCK_REALTIME)
        case let .custom(clock): UUIDv7Reading(clock())
        }
    }

    /// Method 3's reading (``UUIDv7Reading/combined``) for a generator whose last value issued
    /// is `last`, or, when the clock cannot be past `last`, `last` itself.
    ///
    /// Method 3 issues the later of the reading and `last + 1`, so a reading that cannot exceed
    /// `last` changes nothing; a generator in a burst of more than 4096 UUIDs per millisecond
    /// runs ahead of the clock (one unit of 1/4096 ms per UUID) and stays there. Reading
    /// `CLOCK_REALTIME` costs several times reading `CLOCK_REALTIME_COARSE`
    /// (Benchmarks/records/choices-in-the-code.md, "Version 7's gated clock"), so the gated clock reads the coarse one first and
    /// skips the precise one when ``precise(cannotPass:coarseMilliseconds:slackMilliseconds:)``
    /// says so. The UUIDs are the same as with a reading on every call, as long as the coarse
    /// clock trails by less than the slack.
    @inline(__always)
    func combined(after last: UInt64) -> UInt64 {
        guard case let .gated(slack) = self else { return read().combined }
        let coarse = UUIDv7Reading(clock: CLOCK_REALTIME_COARSE).milliseconds
        if Self.precise(cannotPass: last, coarseMilliseconds: coarse, slackMilliseconds: slack) { return last }
        return UUIDv7Reading(clock: CLOCK_REALTIME).combined
    }

    /// Whether a precise reading must stay below the combined value `last`, given a coarse
    /// reading and that the precise clock runs less than `slack` milliseconds ahead of it.
    ///
    /// Less than `slack` ms ahead means at most `coarse + slack` whole milliseconds, so the
    /// combined reading (milliseconds, then 12 bits of fraction) is below
    /// `(coarse + slack + 1) << 12`; when that is at most `last`, the reading is below `last`.
    /// Exact below the year 10889 (combined values of 61 bits at most: no overflow).
    @inline(__always)
    static func precise(cannotPass last: UInt64, coarseMilliseconds coarse: UInt64, slackMilliseconds slack: UInt64) -> Bool {
        (coarse &+ slack &+ 1) &<< 12 <= last
    }
}
