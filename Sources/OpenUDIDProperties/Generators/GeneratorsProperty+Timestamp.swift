import FuzzSupport
import Foundation
import OpenUDIDCore

extension GeneratorsProperty {
    /// 100 ns ticks from 1582-10-15 to 1970-01-01: 141 427 days (RFC 9562 §5.1's epoch).
    static let unixEpochTicks = Int128(141_427) * 864_000_000_000

    /// Timestamps: eight bytes of ticks (any 64-bit count) and eight of Unix milliseconds (any
    /// 64-bit count; the `Date` checks take it mod 2^46, about ±1 100 years, where a `Double`
    /// still holds the millisecond).
    ///
    /// - ``RFCUUID/Timestamp``'s ISO 8601 text is ``ReferenceCalendar``'s; its Unix milliseconds
    ///   and Unix time are the floor divisions of the ticks since 1970; made from milliseconds or
    ///   from seconds and nanoseconds, it holds exactly those ticks (clamped to 0 and to 2^64 − 1);
    ///   through a `Date` and back it moves by no more than the `Double` rounds (clamped to
    ///   60 bits).
    /// - A version 1 UUID of the ticks (60 bits of them) and a version 7 UUID of the milliseconds
    ///   (48 bits) carry those timestamps; a version 4 UUID none.
    /// - A ``UUIDv7Generator`` whose clock reads the ticks makes the UUID of ``V7Model``'s first
    ///   step, with readings before 1970 read as 0 and past 2^48 − 1 milliseconds as the last.
    /// - ``ISO8601Timestamp/string(_:)`` of a `Date` of the milliseconds is the reference's text.
    ///
    /// The ticks are taken below ``unixEpochTicks`` + 2^63 (the year 29 000 and more, far past
    /// any UUID's field): above, the core reads the time since 1970 as a negative `Int64`, so
    /// that `Timestamp(gregorianTicks: .max)`, which `Timestamp(unixMilliseconds: .max)` clamps
    /// to, prints as 1582-10-14T23:59:59.9999999Z (found by this check; reported, see
    /// Fuzz/README.md).
    static func checkTimestamp(_ reader: inout FuzzReader) -> PropertyViolation? {
        let ticks = reader.uint64() % (UInt64(unixEpochTicks) + 1 << 63)
        let milliseconds = Int64(bitPattern: reader.uint64())
        let timestamp = RFCUUID.Timestamp(gregorianTicks: ticks)
        let sinceUnix = Int128(ticks) - unixEpochTicks
        let expectedText = ReferenceCalendar.iso8601(ticksSinceUnix: sinceUnix)
        guard timestamp.description == expectedText else {
            return fail("timestamp of \(ticks) ticks reads \(timestamp), expected \(expectedText)")
        }
        let seconds = floorDivision(sinceUnix, 10_000_000)
        guard Int128(timestamp.unixMilliseconds) == floorDivision(sinceUnix, 10_000),
            Int128(timestamp.unixTime.seconds) == seconds,
            Int128(timestamp.unixTime.nanoseconds) == (sinceUnix - seconds * 10_000_000) * 100
        else {
            return fail("timestamp of \(ticks) ticks: Unix milliseconds \(timestamp.unixMilliseconds), time \(timestamp.unixTime)")
        }
        func clamped(_ value: Int128) -> UInt64 { UInt64(Swift.max(0, Swift.min(value, Int128(UInt64.max)))) }
        let fromMilliseconds = RFCUUID.Timestamp(unixMilliseconds: milliseconds)
        // Exact up to 2^63 − 1 ticks, where the core's Int64 arithmetic ends; past it the core
        // saturates to the largest count (the same bound as the finding above; found by the
        // campaign's first minutes, Fuzz/regressions/generators/milliseconds-past-int64-ticks).
        let exact = Int128(milliseconds) * 10_000 + unixEpochTicks
        guard fromMilliseconds.gregorianTicks == (exact > Int128(Int64.max) ? .max : clamped(exact)) else {
            return fail("Timestamp(unixMilliseconds: \(milliseconds)) is \(fromMilliseconds.gregorianTicks) ticks")
        }
        guard (timestamp < fromMilliseconds) == (ticks < fromMilliseconds.gregorianTicks) else {
            return fail("\(timestamp) < \(fromMilliseconds) is \(timestamp < fromMilliseconds)")
        }
        let nearby = milliseconds % (1 << 46)  // about ±1 100 years around 1970
        let unixSeconds = nearby / 1000, nanoseconds = Int64(ticks % 1_000_000_000)
        let fromSeconds = RFCUUID.Timestamp(unixSeconds: unixSeconds, nanoseconds: nanoseconds)
        guard fromSeconds.gregorianTicks == clamped(Int128(unixSeconds) * 10_000_000 + Int128(nanoseconds / 100) + unixEpochTicks) else {
            return fail("Timestamp(unixSeconds: \(unixSeconds), nanoseconds: \(nanoseconds)) is \(fromSeconds.gregorianTicks) ticks")
        }
        if let problem = checkDate(timestamp, milliseconds: nearby) { return fail(problem) }
        return checkTimestampCarriers(ticks: ticks, milliseconds: milliseconds)
    }

    /// Through `Date`: ticks and back, and the ISO 8601 text of a `Date` to the millisecond.
    static func checkDate(_ timestamp: RFCUUID.Timestamp, milliseconds: Int64) -> String? {
        let maximum = TimeBasedUUIDGenerator.maximumTimestamp
        let back = RFCUUID.Timestamp(timestamp.date).gregorianTicks
        let sinceUnix = Int128(timestamp.gregorianTicks) - unixEpochTicks
        // A Double keeps 53 bits: the conversions round by a few units in the last place of
        // the largest number they hold (the ticks since 1582 or since 1970).
        let slack = 4 + (Swift.max(UInt128(timestamp.gregorianTicks), sinceUnix.magnitude) >> 50)
        let expected = Swift.min(timestamp.gregorianTicks, maximum)
        guard back <= maximum, (Int128(back) - Int128(expected)).magnitude <= slack || expected == maximum && back == maximum else {
            return "Timestamp(\(timestamp.gregorianTicks) ticks).date reads back as \(back) ticks"
        }
        let date = Date(timeIntervalSince1970: Double(milliseconds) / 1000)
        let text = ISO8601Timestamp.string(date), expectedText = ReferenceCalendar.iso8601(milliseconds: milliseconds)
        return text == expectedText ? nil : "ISO8601Timestamp.string of the Date of \(milliseconds) ms is \(text), expected \(expectedText)"
    }

    /// The UUIDs that carry timestamps, and a version 7 generator on a clock that reads `ticks`.
    static func checkTimestampCarriers(ticks: UInt64, milliseconds: Int64) -> PropertyViolation? {
        let v1 = RFCUUID(v1Timestamp: ticks & TimeBasedUUIDGenerator.maximumTimestamp, clockSequence: 0, node: 0)
        let v7Milliseconds = UInt64(bitPattern: milliseconds) & 0xFFFF_FFFF_FFFF
        let v7 = RFCUUID(v7UnixMilliseconds: v7Milliseconds, randomA: 0, randomB: 0)
        let v4 = RFCUUID(high: (ticks & ~0xF000) | 0x4000, low: UInt64(bitPattern: milliseconds) >> 2 | 0x8000_0000_0000_0000)
        let v1Timestamp = RFCUUID.Timestamp(gregorianTicks: ticks & TimeBasedUUIDGenerator.maximumTimestamp)
        guard v1.timestamp == v1Timestamp, v1.date == v1Timestamp.date,
            v7.timestamp == RFCUUID.Timestamp(unixMilliseconds: Int64(v7Milliseconds)),
            v4.timestamp == nil, v4.date == nil
        else {
            return fail(
                "the timestamps of \(v1), \(v7) and \(v4) are \(String(describing: v1.timestamp)), \(String(describing: v7.timestamp)), \(String(describing: v4.timestamp))"
            )
        }
        let generator = UUIDv7Generator(monotonicity: .subMillisecond) { RFCUUID.Timestamp(gregorianTicks: ticks) }
        var random = FuzzRandom(FuzzReader(UnsafeRawBufferPointer(start: nil, count: 0)))
        var modelRandom = random
        var model = V7Model(monotonicity: .subMillisecond)
        let epoch = UInt64(unixEpochTicks)
        // The model reads ticks after 1970 below 2^48 ms: readings outside are clamped first.
        let reading = ticks <= epoch ? epoch : Swift.min(ticks, epoch + 0xFFFF_FFFF_FFFF * 10_000 + 9_999)
        let uuid = generator.next(using: &random), expected = model.next(ticks: reading, using: &modelRandom)
        guard uuid == expected else {
            return fail("v7 on a clock reading \(ticks) ticks is \(uuid), the model says \(expected)")
        }
        return nil
    }

    /// The floor of `value / divisor` (rounding towards minus infinity).
    static func floorDivision(_ value: Int128, _ divisor: Int128) -> Int128 {
        let quotient = value / divisor
        return quotient * divisor > value ? quotient - 1 : quotient
    }
}

/// The proleptic Gregorian calendar counted out day by day: a check on the core's era
/// arithmetic (`ISO8601Timestamp.civilDate`), written without it.
enum ReferenceCalendar {
    static func isLeap(_ year: Int128) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

    /// `YYYY-MM-DDTHH:MM:SS[.fffffff]Z` of 100 ns ticks since 1970 (seven fractional digits when
    /// the time is not a whole second).
    static func iso8601(ticksSinceUnix ticks: Int128) -> String {
        let seconds = GeneratorsProperty.floorDivision(ticks, 10_000_000)
        return text(unixSeconds: seconds, fraction: ticks - seconds * 10_000_000, digits: 7)
    }

    /// The same of milliseconds since 1970, to the millisecond (three fractional digits).
    static func iso8601(milliseconds: Int64) -> String {
        let seconds = GeneratorsProperty.floorDivision(Int128(milliseconds), 1000)
        return text(unixSeconds: seconds, fraction: Int128(milliseconds) - seconds * 1000, digits: 3)
    }

    static func text(unixSeconds: Int128, fraction: Int128, digits: Int) -> String {
        var days = GeneratorsProperty.floorDivision(unixSeconds, 86_400)
        let secondOfDay = unixSeconds - days * 86_400
        var year: Int128 = 1970
        while days < 0 {
            year -= 1
            days += isLeap(year) ? 366 : 365
        }
        while days >= (isLeap(year) ? 366 : 365) {
            days -= isLeap(year) ? 366 : 365
            year += 1
        }
        var month = 1
        let lengths = [31, isLeap(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        while days >= Int128(lengths[month - 1]) {
            days -= Int128(lengths[month - 1])
            month += 1
        }
        func pad(_ value: Int128, _ width: Int) -> String {
            let digits = String(value.magnitude)
            return (value < 0 ? "-" : "") + String(repeating: "0", count: Swift.max(0, width - digits.count)) + digits
        }
        var result = "\(pad(year, 4))-\(pad(Int128(month), 2))-\(pad(days + 1, 2))T"
        result += "\(pad(secondOfDay / 3600, 2)):\(pad(secondOfDay / 60 % 60, 2)):\(pad(secondOfDay % 60, 2))"
        return result + (fraction == 0 ? "" : "." + pad(fraction, digits)) + "Z"
    }
}
