import Platform

/// One clock reading as version 7 uses it: whole Unix milliseconds (at most 48 bits) and the
/// time past them in units of 1/4096 ms (12 bits).
struct UUIDv7Reading: Sendable, Hashable {
    /// Milliseconds since 1970-01-01 00:00:00 UTC, clamped to 0...2^48 − 1.
    var milliseconds: UInt64
    /// The fraction of the millisecond, 0...4095.
    var fraction: UInt64

    /// The largest millisecond count a version 7 UUID holds (the year 10889).
    static var maximumMilliseconds: UInt64 { 0xFFFF_FFFF_FFFF }

    init(milliseconds: UInt64, fraction: UInt64) {
        self.milliseconds = milliseconds
        self.fraction = fraction
    }

    /// The reading of a timestamp: times before 1970 read as 0, times past the year 10889 as the
    /// last millisecond (and its last fraction).
    init(_ timestamp: RFCUUID.Timestamp) {
        let ticks = timestamp.gregorianTicks
        guard ticks > GregorianTime.ticksAtUnixEpoch else { self.init(milliseconds: 0, fraction: 0); return }
        let sinceUnix = ticks &- GregorianTime.ticksAtUnixEpoch
        let milliseconds = sinceUnix / 10_000
        guard milliseconds <= Self.maximumMilliseconds else {
            self.init(milliseconds: Self.maximumMilliseconds, fraction: 4095)
            return
        }
        // 10 000 ticks of 100 ns in a millisecond, scaled to 4096 units: always below 4096.
        self.init(milliseconds: milliseconds, fraction: (sinceUnix % 10_000) &* 4096 / 10_000)
    }

    /// A reading of the real-time clock `clock` (`CLOCK_REALTIME` or its coarse twin).
    init(clock: clockid_t) {
        var spec = timespec()
        clock_gettime(clock, &spec)
        let seconds = UInt64(clamping: Int64(spec.tv_sec))
        let nanoseconds = UInt64(truncatingIfNeeded: spec.tv_nsec)
        let milliseconds = Swift.min(seconds &* 1000 &+ nanoseconds / 1_000_000, Self.maximumMilliseconds)
        self.init(milliseconds: milliseconds, fraction: (nanoseconds % 1_000_000) &* 4096 / 1_000_000)
    }

    /// Milliseconds and fraction as one 60-bit number, the order method 3 keeps.
    var combined: UInt64 { milliseconds &<< 12 | fraction }
}
