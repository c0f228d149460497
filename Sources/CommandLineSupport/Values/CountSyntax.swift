/// The one way a count is written on the command line of every program of the package:
/// decimal digits with optional `_` between them (`10_000_000`), or a mantissa and a decimal
/// exponent (`1e9`, `25E6`, `1_000e3`).
///
/// There is no sign, no fraction and no space; a value past `Int.max` is not a count.
enum CountSyntax {
    /// The count written as `text`, or `nil`.
    static func parse(_ text: Substring) -> Int? {
        let parts = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "e" || $0 == "E" })
        switch parts.count {
        case 1:
            return digits(parts[0])
        case 2:
            guard let mantissa = digits(parts[0]), let exponent = plainDigits(parts[1]) else { return nil }
            var value = mantissa
            for _ in 0..<Swift.min(exponent, 64) {
                let (next, overflow) = value.multipliedReportingOverflow(by: 10)
                if overflow { return nil }
                value = next
            }
            // 0e99 is 0; any other mantissa has overflowed long before 64 factors of ten.
            return exponent > 64 && value != 0 ? nil : value
        default:
            return nil
        }
    }

    /// Digits with single `_` between them (not first, not last, not doubled).
    private static func digits(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.first != "_", text.last != "_", !text.contains("__") else { return nil }
        return plainDigits(text.filter { $0 != "_" }[...])
    }

    /// ASCII digits only, at most `Int.max`.
    private static func plainDigits(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        return Int(text)
    }
}
