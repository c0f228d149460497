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

    /// One tick of the axis: its value, its label (`nil` for a minor tick) and whether it
    /// marks a decade (where the grid line is drawn darker).
    package struct Tick: Sendable, Equatable {
        package var value: Double
        package var label: String?
        package var isDecade: Bool
    }

    /// The ticks of the axis, labels at least `spacing` pixels apart: at 1, 2 and 5 times each
    /// power of ten when there is room for them (1 to 2 is 0.3 of a decade) (always when it spans two decades
    /// or fewer, so that a short axis never has only its two ends labelled); otherwise at every
    /// decade, or every second, third, fifth or tenth decade when they are crowded, with an
    /// unlabelled minor tick at each decade between (and at 2…9 times each decade when there
    /// is room for them).
    package func ticks(spacing: Double = 16) -> [Tick] {
        let span = highDecade - lowDecade
        let perDecade = abs(end - start) / Double(span)
        let top = LogScale.value(decade: highDecade) * 1.000001
        var ticks: [Tick] = []
        if span <= 2 || 0.301 * perDecade >= spacing + 3 {
            let plain = lowDecade >= -3 && highDecade <= 5
            for decade in lowDecade...highDecade {
                for step in 1...9 {
                    let value = Double(step) * LogScale.value(decade: decade)
                    guard value <= top else { continue }
                    let labelled = step == 1 || step == 2 || step == 5
                    ticks.append(Tick(value: value, label: labelled ? LogScale.label(step: step, decade: decade, plain: plain) : nil,
                                      isDecade: step == 1))
                }
            }
            return ticks
        }
        let every = [1, 2, 3, 5, 10, 20].first { Double($0) * perDecade >= spacing } ?? 50
        let first = Int((Double(lowDecade) / Double(every)).rounded(.up)) * every
        for decade in lowDecade...highDecade {
            let labelled = decade >= first && (decade - first) % every == 0
            ticks.append(Tick(value: LogScale.value(decade: decade), label: labelled ? LogScale.label(decade: decade) : nil,
                              isDecade: true))
            if perDecade >= 40, decade < highDecade {
                for step in 2...9 { ticks.append(Tick(value: Double(step) * LogScale.value(decade: decade), label: nil, isDecade: false)) }
            }
        }
        return ticks
    }

    /// `step` × 10^decade: plain digits (`0.2`, `50`, `1000`) when `plain`, otherwise `2×10⁻⁶`
    /// (and `10⁻⁶` for a step of 1).
    package static func label(step: Int, decade: Int, plain: Bool) -> String {
        if plain {
            if decade >= 0 { return String(step) + String(repeating: "0", count: decade) }
            return "0." + String(repeating: "0", count: -decade - 1) + String(step)
        }
        return step == 1 ? label(decade: decade) : "\(step)×" + label(decade: decade)
    }

    /// "10" with a superscript exponent, e.g. 10⁻⁶.
    package static func label(decade: Int) -> String {
        let superscripts: [Character] = ["⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"]
        var exponent = decade < 0 ? "⁻" : ""
        for digit in String(abs(decade)) { exponent.append(superscripts[Int(String(digit))!]) }
        return "10" + exponent
    }
}
