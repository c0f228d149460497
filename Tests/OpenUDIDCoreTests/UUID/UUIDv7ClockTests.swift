import Foundation
@testable import OpenUDIDCore
import Testing
import Platform

/// The clock of the version 7 generator, and the gate that lets method 3 skip `CLOCK_REALTIME`
/// while it is far ahead of the coarse clock (``UUIDv7Clock/combined(after:)``).
@Suite struct UUIDv7ClockTests {
    /// The combined value (milliseconds, then 12 bits of fraction) of a UUID made by method 3.
    static func combined(_ id: RFCUUID) -> UInt64 { (id.high >> 16) << 12 | (id.high & 0xFFF) }

    /// The combined reading of a time `nanoseconds` after the Unix epoch, as the generator
    /// computes it from the clock.
    static func reading(nanoseconds: UInt64) -> UInt64 {
        UUIDv7Reading(RFCUUID.Timestamp(gregorianTicks: GregorianTime.ticksAtUnixEpoch + nanoseconds / 100)).combined
    }

    /// `CLOCK_REALTIME` now, as a combined reading.
    static func now() -> UInt64 { UUIDv7Reading(clock: CLOCK_REALTIME).combined }

    /// For coarse times anywhere in a millisecond, slacks of 0 to 3 ms and last values around
    /// every boundary: when the gate says the precise clock cannot pass `last`, no precise time
    /// less than `slack` ms after the coarse one reads above `last`; and the gate only says so
    /// where the slack's window ends within one millisecond of `last` (it is not much more
    /// careful than it has to be).
    @Test(arguments: 0...3)
    func theGateNeverHidesALaterReading(slack: UInt64) {
        let base: UInt64 = 1_700_000_000_000 * 1_000_000  // 2023, in ns
        for coarseOffset: UInt64 in [0, 1, 243_999, 244_141, 500_000, 999_999, 1_000_000, 2_345_678] {
            let coarse = base + coarseOffset
            let coarseMilliseconds = coarse / 1_000_000
            // The latest precise time the slack allows, and the reading it gives.
            let latest = Self.reading(nanoseconds: coarse + slack * 1_000_000 - 1)
            for lastMilliseconds in (coarseMilliseconds + slack)...(coarseMilliseconds + slack + 3) {
                for fraction: UInt64 in [0, 1, 2048, 4094, 4095] {
                    let last = lastMilliseconds << 12 | fraction
                    let skips = UUIDv7Clock.precise(
                        cannotPass: last, coarseMilliseconds: coarseMilliseconds,
                        slackMilliseconds: slack)
                    if skips { #expect(latest < last, "coarse \(coarse) ns, last \(last)") }
                    // Skipping is only missed where the window reaches into last's millisecond.
                    if lastMilliseconds >= coarseMilliseconds + slack + 1 { #expect(skips) }
                }
            }
            // A last value before the window's end never skips.
            #expect(
                !UUIDv7Clock.precise(
                    cannotPass: (coarseMilliseconds + slack) << 12 | 0xFFF,
                    coarseMilliseconds: coarseMilliseconds, slackMilliseconds: slack))
        }
    }

    /// The precise clock is gated on Linux, with a 100 ms slack, where the coarse clock ticks
    /// at least every 10 ms; the coarse precision reads the coarse clock.
    @Test func thePrecisionsChooseTheirClocks() {
        #if os(Linux)
        if GregorianTime.coarseResolution <= UUIDv7Clock.coarseResolutionLimit {
            guard case .gated(slackMilliseconds: 100) = UUIDv7Clock(.precise) else {
                Issue.record("the precise clock is not gated")
                return
            }
        }
        guard case .system(CLOCK_REALTIME_COARSE) = UUIDv7Clock(.coarse) else {
            Issue.record("the coarse precision does not read CLOCK_REALTIME_COARSE")
            return
        }
        #endif
    }

    /// A method-3 generator on the precise clock whose last value sits anywhere from 50 ms
    /// behind the time to an hour ahead of it: the next UUID is past the last value and never
    /// before the time it was made, and an hour ahead it is exactly one past the last value
    /// (however long the thread waits between the two, on a loaded machine). A gate that skipped the precise clock too eagerly
    /// (a slack below the coarse clock's lag of a few ms) would return one past the last value
    /// while the time is already later, and fail the second check for the values behind.
    @Test func aGatedGeneratorNeverFallsBehindTheClock() {
        let offsets: [Int64] = [
            -50_000, -10_000, -5_000, -2_000, -1_000, -500, -250, -1, 0, 1, 1_000,
            99_000, 101_000, 150_000, 1_000_000, 3_600_000_000,
        ]  // µs
        for round in 0..<50 {
            for offset in offsets {
                let generator = UUIDv7Generator(monotonicity: .subMillisecond, precision: .precise)
                let before = Self.now()
                // Units of 1/4096 ms: µs × 4096 / 1000.
                let last = UInt64(Int64(before) + offset * 4096 / 1000)
                generator.last.store(last, ordering: .relaxed)
                let value = Self.combined(generator.next())
                #expect(value > last, "round \(round), offset \(offset) µs")
                #expect(value >= before, "round \(round), offset \(offset) µs: \(Int64(bitPattern: before &- value)) units behind")
                // Far enough ahead, nothing the clock says can change the value.
                if offset >= 3_600_000_000 { #expect(value == last + 1) }
            }
        }
    }

    /// Two threads on one precise method-3 generator held a day ahead of the clock (a parallel
    /// `swift test` on the loaded 2-core VM once kept these threads waiting over a minute),
    /// where every call takes the gate's path: each thread's UUIDs increase, and together they
    /// are exactly the next values.
    @Test func twoThreadsOnTheGatedPath() async {
        let generator = UUIDv7Generator(monotonicity: .subMillisecond, precision: .precise)
        let start = Self.now() + 86_400_000 * 4096
        generator.last.store(start, ordering: .relaxed)
        let perThread = 50_000
        let values = Set(await UUIDv7GeneratorTests.twoThreads(generator, perThread: perThread).map(Self.combined))
        // Every value was reserved once: exactly the next 2 × perThread of them.
        #expect(values.count == 2 * perThread)
        #expect(values.min() == start + 1, "min \(Int64(bitPattern: values.min()! &- start))")
        #expect(values.max() == start + UInt64(2 * perThread), "max \(Int64(bitPattern: values.max()! &- start))")
    }
}
