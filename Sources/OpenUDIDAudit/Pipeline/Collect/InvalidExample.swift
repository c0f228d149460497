/// One invalid line as the report lists it.
package struct InvalidExample: Sendable, Hashable, Codable {
    package var file: String
    package var line: Int
    /// The text, shortened and escaped (see ``EscapedText``).
    package var text: String
    package var error: String
}

/// Text from an input made safe to print: printable ASCII as is; tab, CR, line feed and
/// backslash as `\t`, `\r`, `\n`, `\\`; other control bytes and bytes that are not UTF-8 as
/// `\xNN`; valid non-ASCII characters as themselves. Longer text keeps its first
/// ``keptCharacters`` characters and says how long it was.
package enum EscapedText {
    package static let keptCharacters = 60

    package static func make(_ bytes: UnsafeRawBufferPointer) -> String {
        var text = ""
        var characters = 0
        var offset = 0
        while offset < bytes.count {
            if characters == keptCharacters {
                return text + "… (\(bytes.count) bytes)"
            }
            let byte = bytes[offset]
            characters += 1
            switch byte {
            case 0x09: text += "\\t"
            case 0x0A: text += "\\n"
            case 0x0D: text += "\\r"
            case 0x5C: text += "\\\\"
            case 0x20..<0x7F: text.unicodeScalars.append(UnicodeScalar(byte))
            case 0..<0x80: text += hex(byte)
            default:
                // One scalar of valid UTF-8, or the byte in hex.
                var decoded = false
                for width in 2...4 where offset + width <= bytes.count {
                    let slice = UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + width])
                    if let scalar = String(validating: slice, as: UTF8.self), scalar.unicodeScalars.count == 1 {
                        text += scalar
                        offset += width
                        decoded = true
                        break
                    }
                }
                if decoded { continue }
                text += hex(byte)
            }
            offset += 1
        }
        return text
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return "\\x" + (digits.count == 1 ? "0" + digits : digits)
    }
}
