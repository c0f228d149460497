/// Writes a ``JSONValue`` as compact JSON: no spaces, object members in their order, strings
/// escaped as RFC 8259 requires (quote, backslash and control characters; everything else is
/// written as UTF-8).
package enum JSONWriter {
    /// The compact JSON text of `value`.
    package static func string(_ value: JSONValue) -> String {
        var text = ""
        write(value, to: &text)
        return text
    }

    /// Appends the compact JSON text of `value` to `text`.
    package static func write(_ value: JSONValue, to text: inout String) {
        switch value {
        case .null: text += "null"
        case let .bool(flag): text += flag ? "true" : "false"
        case let .number(digits): text += digits
        case let .string(string): writeString(string, to: &text)
        case let .array(elements):
            text += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { text += "," }
                write(element, to: &text)
            }
            text += "]"
        case let .object(members):
            text += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { text += "," }
                writeString(member.key, to: &text)
                text += ":"
                write(member.value, to: &text)
            }
            text += "}"
        }
    }

    /// A JSON string literal for `string`. The short escapes are used where JSON has them,
    /// `\u00XX` for the other control characters.
    package static func writeString(_ string: String, to text: inout String) {
        text += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case "\u{08}": text += "\\b"
            case "\u{0C}": text += "\\f"
            case _ where scalar.value < 0x20:
                let digits = String(scalar.value, radix: 16)
                text += "\\u00" + (digits.count == 1 ? "0" : "") + digits
            default:
                text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}
