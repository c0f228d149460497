import Foundation
import OpenUDIDCore
import Testing

@Suite struct TimeTests {
    /// 141 427 days from 1582-10-15 to 1970-01-01, 864 000 000 000 ticks of 100 ns a day.
    @Test func unixEpochInTicks() {
        #expect(GregorianTime.ticksAtUnixEpoch == 141_427 * 864_000_000_000)
        #expect(GregorianTime.ticks(unixSeconds: 0, nanoseconds: 0) == GregorianTime.ticksAtUnixEpoch)
        #expect(GregorianTime.ticks(Date(timeIntervalSince1970: 0)) == GregorianTime.ticksAtUnixEpoch)
        #expect(ISO8601Timestamp.string(gregorianTicks: GregorianTime.ticksAtUnixEpoch) == "1970-01-01T00:00:00Z")
        #expect(ISO8601Timestamp.string(Date(timeIntervalSince1970: 0)) == "1970-01-01T00:00:00Z")
    }

    /// 1582-10-15T00:00:00Z is tick 0; anything earlier clamps to 0.
    @Test func gregorianStartIsZero() {
        let start: Int64 = -12_219_292_800  // python: datetime(1582,10,15) - datetime(1970,1,1)
        #expect(GregorianTime.ticks(unixSeconds: start, nanoseconds: 0) == 0)
        #expect(GregorianTime.ticks(unixSeconds: start, nanoseconds: 100) == 1)
        #expect(GregorianTime.ticks(unixSeconds: start - 1, nanoseconds: 0) == 0)
        #expect(GregorianTime.ticks(Date(timeIntervalSince1970: Double(start))) == 0)
        #expect(GregorianTime.ticks(Date(timeIntervalSince1970: Double(start) - 86_400)) == 0)
        #expect(GregorianTime.ticks(Date.distantPast) == 0)
        #expect(GregorianTime.date(ticks: 0).timeIntervalSince1970 == Double(start))
        #expect(ISO8601Timestamp.string(gregorianTicks: 0) == "1582-10-15T00:00:00Z")
    }

    /// Tick counts and their ISO 8601 text from python `datetime` (Scripts/generate-identifier-vectors.py):
    /// leap days of 1600 and 2000, the non-leap 1700/1900/2100, pre-1970 times, fractions.
    @Test func isoStringsAgainstPython() {
        for vector in Fixtures.identifiers.time {
            #expect(ISO8601Timestamp.string(gregorianTicks: vector.ticks) == vector.iso, "ticks \(vector.ticks)")
            #expect(GregorianTime.ticks(unixSeconds: vector.unixSeconds, nanoseconds: vector.fractionTicks * 100) == vector.ticks)
            if vector.fractionTicks == 0 {
                let date = GregorianTime.date(ticks: vector.ticks)
                #expect(date.timeIntervalSince1970 == Double(vector.unixSeconds))
                #expect(GregorianTime.ticks(date) == vector.ticks, "whole seconds round-trip exactly")
                #expect(ISO8601Timestamp.string(date) == vector.iso)
            }
        }
    }

    @Test(arguments: [
        (951_782_400.0, "2000-02-29T00:00:00Z"),
        (951_868_800.0, "2000-03-01T00:00:00Z"),
        (-2_203_891_200.0, "1900-03-01T00:00:00Z"),
        (-2_203_977_600.0, "1900-02-28T00:00:00Z"),
        (-1.0, "1969-12-31T23:59:59Z"),
        (-0.001, "1969-12-31T23:59:59.999Z"),
        (-0.5, "1969-12-31T23:59:59.500Z"),
        (0.5, "1970-01-01T00:00:00.500Z"),
        (0.001, "1970-01-01T00:00:00.001Z"),
        (1_645_557_742.25, "2022-02-22T19:22:22.250Z"),
        (86_399.0, "1970-01-01T23:59:59Z"),
        (1.001, "1970-01-01T00:00:01.001Z"),
        (0.007, "1970-01-01T00:00:00.007Z"),
        (1_645_557_742.123, "2022-02-22T19:22:22.123Z"),
        (1_345_000_000.999, "2012-08-15T03:06:40.999Z"),
    ])
    func dateFormatting(seconds: Double, expected: String) {
        #expect(ISO8601Timestamp.string(Date(timeIntervalSince1970: seconds)) == expected)
    }

    @Test func fractionalTicksFormatting() {
        let epoch = GregorianTime.ticksAtUnixEpoch
        #expect(ISO8601Timestamp.string(gregorianTicks: epoch + 1) == "1970-01-01T00:00:00.0000001Z")
        #expect(ISO8601Timestamp.string(gregorianTicks: epoch - 1) == "1969-12-31T23:59:59.9999999Z")
        #expect(ISO8601Timestamp.string(gregorianTicks: epoch + 5_000_000) == "1970-01-01T00:00:00.5000000Z")
        #expect(ISO8601Timestamp.string(gregorianTicks: epoch + 10_000_000) == "1970-01-01T00:00:01Z")
    }

    @Test func ticksDateRoundTripWithinATick() {
        var random = SplitMix64(seed: 12)
        for _ in 0..<10_000 {
            // Between 1582 and about 2500.
            let ticks = random.next() % 0x0050_0000_0000_0000
            let back = GregorianTime.ticks(GregorianTime.date(ticks: ticks))
            // A Double holds about 16 digits: 1e17 ticks keep a few ticks of precision.
            let difference = back > ticks ? back - ticks : ticks - back
            #expect(difference <= 64, "ticks \(ticks) came back as \(back)")
        }
        #expect(GregorianTime.ticks(Date(timeIntervalSince1970: 1e12)) == 0x0FFF_FFFF_FFFF_FFFF, "clamped to 60 bits")
    }

    @Test func nowIsCloseToFoundation() {
        let foundation = GregorianTime.ticks(Date())
        let now = GregorianTime.now()
        let difference = now > foundation ? now - foundation : foundation - now
        #expect(difference < 50_000_000, "within 5 s")
    }
}
