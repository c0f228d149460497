// FoundationEssentials where the toolchain has it (Linux, Swift 6): `Date` without the rest of
// Foundation, its internationalization and the ICU data they load.
#if canImport(FoundationEssentials)
public import struct FoundationEssentials.Date
#else
public import struct Foundation.Date
#endif
import Platform

/// Time as UUID version 1 counts it: 100-nanosecond intervals since 1582-10-15 00:00:00 UTC,
/// the start of the Gregorian calendar (RFC 9562 §5.1).
public enum GregorianTime {
    /// 100 ns ticks between 1582-10-15 and 1970-01-01: 141 427 days of 864 000 000 000 ticks.
    public static let ticksAtUnixEpoch: UInt64 = 0x01B2_1DD2_1381_4000

    /// The current time in ticks, from the real-time clock.
    public static func now() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_REALTIME, &spec)
        return ticks(unixSeconds: Int64(spec.tv_sec), nanoseconds: Int64(spec.tv_nsec))
    }

    /// The current time in ticks from the kernel's coarse real-time clock: the time of the
    /// kernel's last timekeeping update, which happens once per timer tick (1-4 ms on Linux,
    /// `clock_getres` tells), so it reads up to a tick or two behind ``now()``, for a fraction
    /// of the cost (``now()`` reads the TSC through the vDSO; the figures are in
    /// Benchmarks/records/choices-in-the-code.md, "The coarse clock"). A busy or tickless system can
    /// delay an update further. Where there is no coarse clock (Darwin), the same as ``now()``.
    ///
    /// Made for ``TimeBasedUUIDGenerator/init(precision:)``: v1 generators count within a tick,
    /// which is how RFC 4122 §4.2.1.2 has a coarse system clock simulate 100 ns resolution.
    public static func coarseNow() -> UInt64 {
        var spec = timespec()
        #if os(Linux)
        clock_gettime(CLOCK_REALTIME_COARSE, &spec)
        #else
        clock_gettime(CLOCK_REALTIME, &spec)
        #endif
        return ticks(unixSeconds: Int64(spec.tv_sec), nanoseconds: Int64(spec.tv_nsec))
    }

    /// The resolution of ``coarseNow()`` in nanoseconds, as `clock_getres` reports it.
    public static var coarseResolution: Int64 {
        var spec = timespec()
        #if os(Linux)
        clock_getres(CLOCK_REALTIME_COARSE, &spec)
        #else
        clock_getres(CLOCK_REALTIME, &spec)
        #endif
        return Int64(spec.tv_sec) * 1_000_000_000 + Int64(spec.tv_nsec)
    }

    /// Ticks for a Unix time; times before 1582 clamp to 0.
    public static func ticks(unixSeconds: Int64, nanoseconds: Int64) -> UInt64 {
        let sinceUnix = unixSeconds &* 10_000_000 &+ nanoseconds / 100
        let total = Int64(ticksAtUnixEpoch) &+ sinceUnix
        return total < 0 ? 0 : UInt64(total)
    }

    /// The date of a tick count.
    public static func date(ticks: UInt64) -> Date {
        let sinceUnix = Int64(bitPattern: ticks &- ticksAtUnixEpoch)
        return Date(timeIntervalSince1970: Double(sinceUnix) / 10_000_000)
    }

    /// The tick count of a date (clamped to the 60-bit range v1 can hold).
    public static func ticks(_ date: Date) -> UInt64 {
        let sinceUnix = (date.timeIntervalSince1970 * 10_000_000).rounded(.down)
        let total = sinceUnix + Double(ticksAtUnixEpoch)
        if !(total > 0) { return 0 }
        // 2^60 is the first count v1 cannot hold (and exactly representable as a Double).
        return total >= 0x1000_0000_0000_0000 ? 0x0FFF_FFFF_FFFF_FFFF : UInt64(total)
    }
}
