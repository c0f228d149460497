/// Reads the recorded creation time beside an identifier (`--time-column`) as milliseconds
/// since 1970, UTC.
///
/// Accepted:
/// - ISO 8601 / RFC 3339 date and time: `2025-06-15T10:20:30Z`, with `T` or a space between
///   date and time, seconds optional, any fraction of a second (read to the millisecond), and
///   `Z`, `±hh:mm`, `±hhmm`, `±hh` or nothing (UTC) after it. The day must exist in its month
///   (the Gregorian leap years), and second 60 only ends a UTC day (a leap second, RFC 3339
///   §5.7: `23:59:60Z`, or the same instant in local time with its offset); it reads as the
///   next day's first millisecond;
/// - Unix time as a number, its unit told by its digits before any decimal point: up to 11
///   digits seconds (a fraction allowed), 12 to 14 milliseconds, 15 to 17 microseconds, 18
///   or 19 nanoseconds (the spans of the years 1973 to 5138 in each unit).
package enum RecordedTimeText {
    package static func milliseconds(_ text: UnsafeRawBufferPointer) -> Int64? {
        guard let first = text.first else { return nil }
        if first == UInt8(ascii: "-") || isDigit(first), text.count < 5 || text[4] != UInt8(ascii: "-") {
            return unix(text)
        }
        return iso8601(text)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// A Unix time number.
    static func unix(_ text: UnsafeRawBufferPointer) -> Int64? {
        var index = 0
        let negative = text[0] == UInt8(ascii: "-")
        if negative { index = 1 }
        var whole: Int64 = 0, digits = 0
        while index < text.count, isDigit(text[index]) {
            guard digits < 19 else { return nil }
            whole = whole &* 10 &+ Int64(text[index] - 0x30)
            digits += 1
            index += 1
        }
        guard digits > 0 else { return nil }
        var fraction: Int64 = 0, scale: Int64 = 1
        if index < text.count {
            guard text[index] == UInt8(ascii: "."), digits <= 11 else { return nil }
            index += 1
            guard index < text.count else { return nil }
            while index < text.count {
                guard isDigit(text[index]) else { return nil }
                if scale < 1000 {
                    fraction = fraction * 10 + Int64(text[index] - 0x30)
                    scale *= 10
                }
                index += 1
            }
        }
        let ms: Int64
        switch digits {
        case ...11: ms = whole * 1000 + fraction * (1000 / scale)
        case 12...14: ms = whole
        case 15...17: ms = whole / 1000
        default: ms = whole / 1_000_000
        }
        return negative ? -ms : ms
    }

    /// An ISO 8601 date and time.
    static func iso8601(_ text: UnsafeRawBufferPointer) -> Int64? {
        var index = 0
        func number(_ width: Int) -> Int64? {
            guard index + width <= text.count else { return nil }
            var value: Int64 = 0
            for _ in 0..<width {
                guard isDigit(text[index]) else { return nil }
                value = value * 10 + Int64(text[index] - 0x30)
                index += 1
            }
            return value
        }
        func expect(_ byte: UInt8) -> Bool {
            guard index < text.count, text[index] == byte else { return false }
            index += 1
            return true
        }
        guard let year = number(4), expect(UInt8(ascii: "-")), let month = number(2), expect(UInt8(ascii: "-")),
            let day = number(2), (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: year)
        else { return nil }
        guard index < text.count, text[index] == UInt8(ascii: "T") || text[index] == UInt8(ascii: "t") || text[index] == 0x20
        else { return nil }
        index += 1
        guard let hour = number(2), expect(UInt8(ascii: ":")), let minute = number(2), hour < 24, minute < 60 else { return nil }
        var second: Int64 = 0, millisecond: Int64 = 0
        if expect(UInt8(ascii: ":")) {
            guard let value = number(2), value <= 60 else { return nil }
            second = value
            if index < text.count, text[index] == UInt8(ascii: ".") || text[index] == UInt8(ascii: ",") {
                index += 1
                var scale: Int64 = 100, any = false
                while index < text.count, isDigit(text[index]) {
                    millisecond += Int64(text[index] - 0x30) * scale
                    scale /= 10
                    any = true
                    index += 1
                }
                guard any else { return nil }
            }
        }
        var offset: Int64 = 0
        if index < text.count {
            let sign = text[index]
            if sign == UInt8(ascii: "Z") || sign == UInt8(ascii: "z") {
                index += 1
            } else if sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
                index += 1
                guard let hours = number(2) else { return nil }
                // `±hh:mm`, `±hhmm` or `±hh`: after a colon the minutes must follow.
                let minutes = expect(UInt8(ascii: ":")) || index < text.count ? number(2) : 0
                guard let minutes, hours < 24, minutes < 60 else { return nil }
                offset = (hours * 60 + minutes) * 60_000 * (sign == UInt8(ascii: "-") ? -1 : 1)
            }
        }
        guard index == text.count else { return nil }
        // A leap second ends a UTC day: its minute is 23:59 once the offset is taken off.
        let dayLength: Int64 = 86_400_000
        let utcMinute = (((hour * 60 + minute) * 60_000 - offset) % dayLength + dayLength) % dayLength
        if second == 60 && utcMinute != dayLength - 60_000 { return nil }
        let days = daysFromCivil(year: year, month: month, day: day)
        return ((days * 24 + hour) * 60 + minute) * 60_000 + second * 1000 + millisecond - offset
    }

    /// The days of `month` (1-12) in `year`, by the Gregorian calendar's leap years.
    static func daysIn(month: Int64, year: Int64) -> Int64 {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's algorithm).
    static func daysFromCivil(year: Int64, month: Int64, day: Int64) -> Int64 {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
