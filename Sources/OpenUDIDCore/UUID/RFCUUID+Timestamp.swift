// FoundationEssentials where the toolchain has it (Linux, Swift 6): `Date` without the rest of
// Foundation, its internationalization and the ICU data they load.
#if canImport(FoundationEssentials)
public import struct FoundationEssentials.Date
#else
public import struct Foundation.Date
#endif

extension RFCUUID {
    /// The time a version 1, 6 or 7 UUID carries: one type for all three, as uuid-rs's
    /// `Timestamp` is (this one leaves out the counter; ``clockSequence`` is its own accessor).
    ///
    /// It counts 100-nanosecond intervals since 1582-10-15 00:00:00 UTC (the Gregorian epoch of
    /// RFC 9562 §5.1), which holds both kinds exactly: the 60-bit timestamps of versions 1 and 6,
    /// and the 48-bit Unix milliseconds of version 7 (10 000 ticks each, up to the year 10889).
    /// Comparing timestamps compares the times.
    ///
    /// ```swift
    /// let id = try RFCUUID(parsing: "017f22e2-79b0-7cc3-98c4-dc0c0c07398f")  // RFC 9562 A.6
    /// id.timestamp?.unixMilliseconds   // 1645557742000
    /// id.timestamp?.description        // 2022-02-22T19:22:22Z
    /// ```
    @frozen
    public struct Timestamp: Sendable, Hashable, Comparable, CustomStringConvertible {
        /// 100 ns intervals since 1582-10-15 00:00:00 UTC.
        public var gregorianTicks: UInt64

        /// A timestamp of `gregorianTicks` 100 ns intervals since 1582-10-15 00:00:00 UTC.
        @inlinable
        public init(gregorianTicks: UInt64) {
            self.gregorianTicks = gregorianTicks
        }

        /// The timestamp of a count of milliseconds since 1970-01-01 00:00:00 UTC, as version 7
        /// stores it. Times before 1582-10-15 clamp to it; the count is exact for every time
        /// a version 7 UUID can hold.
        @inlinable
        public init(unixMilliseconds: Int64) {
            let sinceUnix = unixMilliseconds.multipliedReportingOverflow(by: 10_000)
            let (total, overflow) = Int64(bitPattern: GregorianTime.ticksAtUnixEpoch).addingReportingOverflow(sinceUnix.partialValue)
            if sinceUnix.overflow || overflow {
                gregorianTicks = unixMilliseconds < 0 ? 0 : .max
            } else {
                gregorianTicks = total < 0 ? 0 : UInt64(total)
            }
        }

        /// The timestamp of a Unix time, truncated to 100 ns. Times before 1582-10-15 clamp to it.
        @inlinable
        public init(unixSeconds: Int64, nanoseconds: Int64) {
            self.init(gregorianTicks: GregorianTime.ticks(unixSeconds: unixSeconds, nanoseconds: nanoseconds))
        }

        /// The timestamp of `date`, truncated to 100 ns (clamped to 1582-10-15 and to the 60-bit
        /// range of versions 1 and 6).
        @inlinable
        public init(_ date: Date) {
            self.init(gregorianTicks: GregorianTime.ticks(date))
        }

        /// The current time from the real-time clock (`CLOCK_REALTIME`).
        public static func now() -> Timestamp {
            Timestamp(gregorianTicks: GregorianTime.now())
        }

        /// Milliseconds since 1970-01-01 00:00:00 UTC, rounded down: what a version 7 UUID of
        /// this time stores (negative before 1970).
        @inlinable
        public var unixMilliseconds: Int64 {
            let sinceUnix = Int64(bitPattern: gregorianTicks &- GregorianTime.ticksAtUnixEpoch)
            return sinceUnix >= 0 ? sinceUnix / 10_000 : (sinceUnix - 9_999) / 10_000
        }

        /// The Unix time: whole seconds since 1970-01-01 00:00:00 UTC (rounded down) and the
        /// nanoseconds past them (0..<1 000 000 000, a multiple of 100).
        @inlinable
        public var unixTime: (seconds: Int64, nanoseconds: Int64) {
            let sinceUnix = Int64(bitPattern: gregorianTicks &- GregorianTime.ticksAtUnixEpoch)
            let seconds = sinceUnix >= 0 ? sinceUnix / 10_000_000 : (sinceUnix - 9_999_999) / 10_000_000
            return (seconds, (sinceUnix - seconds * 10_000_000) * 100)
        }

        /// The time as a `Date` (a `Double` of seconds: exact to about a microsecond today).
        public var date: Date { GregorianTime.date(ticks: gregorianTicks) }

        /// ISO 8601 in UTC, with seven fractional digits when the time is not a whole second:
        /// `1998-02-04T22:13:53.1511824Z`.
        public var description: String { ISO8601Timestamp.string(gregorianTicks: gregorianTicks) }

        /// Orders timestamps as the times they stand for.
        @inlinable
        public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool {
            lhs.gregorianTicks < rhs.gregorianTicks
        }
    }
}
