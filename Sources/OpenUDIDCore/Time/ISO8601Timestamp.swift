// FoundationEssentials where the toolchain has it (Linux, Swift 6): `Date` without the rest of
// Foundation, its internationalization and the ICU data they load.
#if canImport(FoundationEssentials)
public import struct FoundationEssentials.Date
#else
public import struct Foundation.Date
#endif

/// ISO 8601 timestamps in UTC, written without Foundation's formatters (which are slow and not
/// `Sendable`): `2012-08-28T14:03:59Z`, with `.fffffff` added when the time has a fraction.
public enum ISO8601Timestamp {
    /// Formats `ticks` (100 ns since 1582-10-15, as UUID v1 counts them) exactly: seven
    /// fractional digits when the time is not a whole second.
    public static func string(gregorianTicks ticks: UInt64) -> String {
        let sinceUnix = Int64(bitPattern: ticks &- GregorianTime.ticksAtUnixEpoch)
        let seconds = sinceUnix >= 0 ? sinceUnix / 10_000_000 : (sinceUnix - 9_999_999) / 10_000_000
        let fraction = sinceUnix - seconds * 10_000_000
        return string(unixSeconds: seconds, fraction: fraction == 0 ? nil : (fraction, 7))
    }

    /// Formats a date to the nearest millisecond: `2012-08-28T14:03:59.123Z` (no fraction when
    /// zero). Rounding, not truncation: `Date` stores a `Double` of seconds since 2001, so a time
    /// made from 0.007 s after 1970 reads back as 0.00699999…, which must still print `.007`.
    public static func string(_ date: Date) -> String {
        let milliseconds = (date.timeIntervalSince1970 * 1000).rounded(.toNearestOrAwayFromZero)
        let total = Int64(milliseconds)
        let seconds = total >= 0 ? total / 1000 : (total - 999) / 1000
        let fraction = total - seconds * 1000
        return string(unixSeconds: seconds, fraction: fraction == 0 ? nil : (fraction, 3))
    }

    static func string(unixSeconds: Int64, fraction: (value: Int64, digits: Int)?) -> String {
        let days = unixSeconds >= 0 ? unixSeconds / 86_400 : (unixSeconds - 86_399) / 86_400
        let secondOfDay = unixSeconds - days * 86_400
        let (year, month, day) = civilDate(daysSinceUnixEpoch: days)
        var text = pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2)
        text += "T" + pad(secondOfDay / 3600, 2) + ":" + pad(secondOfDay / 60 % 60, 2)
        text += ":" + pad(secondOfDay % 60, 2)
        if let fraction { text += "." + pad(fraction.value, fraction.digits) }
        return text + "Z"
    }

    /// Year, month, day of a day count since 1970-01-01 in the proleptic Gregorian calendar.
    /// Eras of 400 years (146 097 days) repeat exactly; within an era the year is found from the
    /// day of the era, with March as the first month so that leap days fall last.
    static func civilDate(daysSinceUnixEpoch days: Int64) -> (Int64, Int64, Int64) {
        let shifted = days + 719_468  // days from 0000-03-01 to 1970-01-01
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (year, month, day)
    }

    static func pad(_ value: Int64, _ width: Int) -> String {
        let digits = String(value < 0 ? -value : value)
        let padded = String(repeating: "0", count: max(0, width - digits.count)) + digits
        return value < 0 ? "-" + padded : padded
    }
}
