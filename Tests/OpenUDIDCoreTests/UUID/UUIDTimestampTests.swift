import Foundation
import OpenUDIDCore
import Testing

@Suite struct UUIDTimestampTests {
    /// One instant through the three versions: v1 and v6 keep it to 100 ns, v7 to the
    /// millisecond (rounded down), and all three read back through the same type.
    @Test func oneTimestampTypeForVersions1And6And7() throws {
        var random = SplitMix64(seed: 71)
        for _ in 0..<2000 {
            // 1970 to 5236 for v1 and v6.
            let ticks =
                GregorianTime.ticksAtUnixEpoch + random.next() % (TimeBasedUUIDGenerator.maximumTimestamp - GregorianTime.ticksAtUnixEpoch)
            let v1 = RFCUUID(v1Timestamp: ticks, clockSequence: 1, node: 2)
            let v6 = RFCUUID(v6Timestamp: ticks, clockSequence: 1, node: 2)
            #expect(v1.timestamp == RFCUUID.Timestamp(gregorianTicks: ticks))
            #expect(v6.timestamp == v1.timestamp)
            #expect(v1.reorderedToVersion6 == v6)
            let milliseconds = RFCUUID.Timestamp(gregorianTicks: ticks).unixMilliseconds
            #expect(milliseconds == Int64((ticks - GregorianTime.ticksAtUnixEpoch) / 10_000))
            let v7 = RFCUUID(v7UnixMilliseconds: UInt64(milliseconds), randomA: 0, randomB: 0)
            #expect(v7.timestamp == RFCUUID.Timestamp(unixMilliseconds: milliseconds))
            let v7Ticks = try #require(v7.timestamp?.gregorianTicks)
            #expect(v7Ticks <= ticks && ticks - v7Ticks < 10_000)
        }
    }

    /// v6 sorts by time, as bytes and as text; v1 does not (time_low comes first).
    @Test func version6SortsByTime() {
        var random = SplitMix64(seed: 72)
        let ticks = (0..<500).map { _ in random.next() & 0x0FFF_FFFF_FFFF_FFFF }
        let sorted = ticks.sorted()
        let v6 = sorted.map { RFCUUID(v6Timestamp: $0, clockSequence: 0, node: 0) }
        #expect(v6 == v6.sorted())
        #expect(v6.map(\.description) == v6.map(\.description).sorted())
    }

    @Test func unixConversionsAndDates() {
        let epoch = RFCUUID.Timestamp(unixMilliseconds: 0)
        #expect(epoch.gregorianTicks == GregorianTime.ticksAtUnixEpoch)
        #expect(epoch.unixTime == (0, 0))
        #expect(epoch.description == "1970-01-01T00:00:00Z")
        let before = RFCUUID.Timestamp(unixSeconds: -1, nanoseconds: 500_000_000)
        #expect(before.unixMilliseconds == -500)
        #expect(before.unixTime == (-1, 500_000_000))
        #expect(before.description == "1969-12-31T23:59:59.5000000Z")
        #expect(RFCUUID.Timestamp(unixMilliseconds: -1).unixMilliseconds == -1)
        #expect(
            RFCUUID.Timestamp(unixSeconds: 1_645_557_742, nanoseconds: 123_456_789).description
                == "2022-02-22T19:22:22.1234567Z")
        // Clamped at the Gregorian epoch and at the top of the range.
        #expect(RFCUUID.Timestamp(unixMilliseconds: .min).gregorianTicks == 0)
        #expect(RFCUUID.Timestamp(unixMilliseconds: .max).gregorianTicks == .max)
        #expect(RFCUUID.Timestamp(unixMilliseconds: -12_219_292_800_000).gregorianTicks == 0)  // 1582-10-15
        let date = Date(timeIntervalSince1970: 1_645_557_742.25)
        #expect(RFCUUID.Timestamp(date).unixMilliseconds == 1_645_557_742_250)
        #expect(abs(RFCUUID.Timestamp(date).date.timeIntervalSince(date)) < 1e-6)
        let now = RFCUUID.Timestamp.now()
        #expect(abs(now.date.timeIntervalSinceNow) < 5)
        #expect(epoch < now)
    }

    /// The v7 field holds 48 bits of milliseconds: its largest value, in the year 10889, reads
    /// back exactly.
    @Test func largestVersion7Time() {
        let id = RFCUUID(v7UnixMilliseconds: 0xFFFF_FFFF_FFFF, randomA: 0, randomB: 0)
        #expect(id.timestamp?.unixMilliseconds == 0xFFFF_FFFF_FFFF)
        #expect(id.timestamp?.description.hasPrefix("10889-08-02T05:31:50.655") == true)
    }
}
