import Foundation

/// A base-10 logarithmic axis from 10^lowDecade to 10^highDecade, mapped onto pixels.
package struct LogScale: Sendable {
    package let lowDecade: Int
    package let highDecade: Int
    /// Pixel positions of 10^lowDecade and 10^highDecade (for a y axis, bottom then top).
    package let start: Double
    package let end: Double

    /// The decades around every positive value in `values` (at least one decade wide).
    package init(covering values: [Double], start: Double, end: Double) {
        let positive = values.filter { $0 > 0 && $0.isFinite }
        let low = positive.min().map { Int(log10($0).rounded(.down)) } ?? 0
        let high = positive.max().map { Int(log10($0).rounded(.up)) } ?? 1
        lowDecade = low
        highDecade = Swift.max(high, low + 1)
        self.start = start
        self.end = end
    }

    /// The smallest value the axis shows; zeros and negatives are drawn here.
    package var floor: Double { LogScale.value(decade: lowDecade) }

    /// 10^decade.
    package static func value(decade: Int) -> Double { pow(10, Double(decade)) }

    /// The pixel of `value`, values at or below the floor going to the floor.
    package func position(_ value: Double) -> Double {
        let exponent = value > 0 ? Swift.max(log10(value), Double(lowDecade)) : Double(lowDecade)
        let fraction = (exponent - Double(lowDecade)) / Double(highDecade - lowDecade)
        return start + fraction * (end - start)
    }

    /// The decades to label: every one, or every second or third when there are many.
    package var labelledDecades: [Int] {
        let span = highDecade - lowDecade
        let step = span <= 12 ? 1 : (span <= 24 ? 2 : 3)
        return Array(stride(from: lowDecade, through: highDecade, by: step))
    }

    /// "10" with a superscript exponent, e.g. 10⁻⁶.
    package static func label(decade: Int) -> String {
        let superscripts: [Character] = ["⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"]
        var exponent = decade < 0 ? "⁻" : ""
        for digit in String(abs(decade)) { exponent.append(superscripts[Int(String(digit))!]) }
        return "10" + exponent
    }
}
