import Foundation

/// Numbers as the tables print them: enough digits to compare, no false precision.
enum NumberFormatting {
    /// Three significant digits below 1000 (`4.56`, `45.6`, `456`); whole numbers with
    /// thousands separators from 1000 on (`4,560`, `4,560,000`).
    static func compact(_ value: Double) -> String {
        guard value.isFinite else { return "–" }
        let magnitude = abs(value)
        if magnitude >= 999.5 { return grouped(Int(value.rounded())) }
        if magnitude >= 99.95 { return String(format: "%.0f", value) }
        if magnitude >= 9.995 { return String(format: "%.1f", value) }
        if magnitude >= 0.9995 { return String(format: "%.2f", value) }
        return String(format: "%.3g", value)
    }

    /// `value` rounded to `digits` significant decimal digits, so that JSON writes it short
    /// (`33.8327`, not `33.83269972451791`): how the samples are kept, far finer than any
    /// difference the timers can show.
    static func rounded(_ value: Double, significantDigits digits: Int) -> Double {
        guard value.isFinite, value != 0 else { return value }
        let exponent = digits - 1 - Int(log10(abs(value)).rounded(.down))
        // Divide or multiply by an exact power of ten, so the result is the double nearest the
        // rounded decimal.
        let scale = pow(10, Double(abs(exponent)))
        return exponent >= 0 ? (value * scale).rounded() / scale : (value / scale).rounded() * scale
    }

    /// `1234567` as `1,234,567`.
    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var out = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return value < 0 ? "-" + out : out
    }

    /// A ratio as `2.35×`.
    static func ratio(_ value: Double?) -> String {
        guard let value else { return "–" }
        return String(format: "%.2f×", value)
    }

    /// A ratio with its interval, `1.04× [1.01-1.07]`, or without one, `1.04×`.
    static func ratio(_ estimate: RatioEstimate?) -> String {
        guard let estimate else { return "–" }
        guard let interval = estimate.interval else { return ratio(estimate.value) }
        return ratio(estimate.value) + String(format: " [%.2f-%.2f]", interval.lowerBound, interval.upperBound)
    }
}
