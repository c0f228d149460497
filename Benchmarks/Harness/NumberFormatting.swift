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
}
