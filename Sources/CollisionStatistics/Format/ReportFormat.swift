import Foundation

/// Number formatting shared by the Markdown, CSV and SVG writers.
package enum ReportFormat {
    /// An integer with thin-space-free grouping by spaces: 10 000 000.
    package static func integer(_ value: some BinaryInteger) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { result += " " }
            result.append(digit)
        }
        return (value < 0 ? "-" : "") + result
    }

    /// A real number with about four significant digits: fixed notation between 0.001 and
    /// 10^7, scientific outside.
    package static func decimal(_ value: Double) -> String {
        if value == 0 { return "0" }
        if !value.isFinite { return String(value) }
        let magnitude = abs(value)
        if magnitude >= 0.001 && magnitude < 1e7 {
            let decimals = Swift.max(0, 3 - Int(log10(magnitude).rounded(.down)))
            return String(format: "%.\(decimals)f", value)
        }
        return String(format: "%.3e", value)
    }

    /// A whole-number count held in a double (a Poisson quantile): grouped digits up to
    /// 10^15, scientific beyond.
    package static func count(_ value: Double) -> String {
        value < 1e15 ? integer(Int64(value.rounded())) : String(format: "%.3e", value)
    }

    /// A Poisson interval of counts, as both reports' tables write it: `75 752 – 76 835`.
    package static func interval(_ low: Double, _ high: Double) -> String {
        "\(count(low)) – \(count(high))"
    }

    /// A probability: scientific below 0.001, "< 1e-300" where doubles underflow.
    package static func probability(_ value: Double) -> String {
        if value == 0 { return "< 1e-300" }
        if value >= 0.001 { return String(format: "%.3f", value) }
        return String(format: "%.2e", value)
    }

    /// A machine-readable number for CSV: shortest round-trip representation.
    package static func csv(_ value: Double) -> String { "\(value)" }
}
