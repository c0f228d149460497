/// A linear axis from `low` to `high`, mapped onto pixels.
package struct LinearScale: Sendable {
    /// The value at `start`.
    package let low: Double
    /// The value at `end`.
    package let high: Double
    /// Pixel position of `low`.
    package let start: Double
    /// Pixel position of `high`.
    package let end: Double

    /// An axis putting `low` at pixel `start` and `high` at `end`.
    package init(low: Double, high: Double, start: Double, end: Double) {
        (self.low, self.high, self.start, self.end) = (low, high, start, end)
    }

    /// The pixel of `value`.
    package func position(_ value: Double) -> Double {
        start + (value - low) / (high - low) * (end - start)
    }
}
