package import Foundation
import Synchronization

/// The version 7 design of swift-foundation's proposal SF-0041 ("UUID Version Support and
/// Other Enhancements", `UUID.version7()`), ported to today's Foundation: what an app would
/// write until that API ships.
///
/// As the proposal describes it: `Date()` gives the Unix time; its milliseconds fill the top 48
/// bits and the fraction of the millisecond, scaled to 12 bits, fills `rand_a` (RFC 9562 §6.2
/// method 3); one atomic holds the last 60-bit value returned, and when the clock has not moved
/// past it the value is that plus one; `rand_b` is 62 bits from `SystemRandomNumberGenerator`.
/// The proposal's own code is not copied; this is written from its text.
package final class FoundationUUIDv7: Sendable {
    /// The last 60-bit value (milliseconds, then 12 bits of fraction) returned.
    private let last = Atomic<UInt64>(0)

    /// Creates a generator with its own monotonic state (the proposal keeps one per process).
    package init() {}

    /// The next version 7 UUID.
    package func make() -> UUID {
        let milliseconds = Date().timeIntervalSince1970 * 1000
        let whole = milliseconds.rounded(.down)
        let reading = UInt64(whole) &<< 12 | UInt64((milliseconds - whole) * 4096)
        var previous = last.load(ordering: .relaxed)
        var value: UInt64
        repeat {
            value = Swift.max(reading, previous &+ 1)
            let (exchanged, current) = last.compareExchange(
                expected: previous, desired: value,
                ordering: .acquiringAndReleasing)
            if exchanged { break }
            previous = current
        } while true
        var generator = SystemRandomNumberGenerator()
        let random = UInt64.random(in: .min ... .max, using: &generator)
        let high = (value &>> 12) &<< 16 | 0x7000 | (value & 0xFFF)
        let low = 0x8000_0000_0000_0000 | (random & 0x3FFF_FFFF_FFFF_FFFF)
        var bytes = (high.bigEndian, low.bigEndian)
        return withUnsafeBytes(of: &bytes) { raw in
            UUID(uuid: raw.load(as: uuid_t.self))
        }
    }
}
