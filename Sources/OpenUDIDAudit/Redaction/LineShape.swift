import AuditInput

/// An invalid line described by its shape, never its text, for a redacted report: its length
/// and the classes of characters it holds, in the order they first appear, e.g.
/// `[27 bytes: lowercase letters + '@' + '.' + digits]`.
///
/// Punctuation is named character by character: it tells a CSV record read as a line (`','`,
/// `';'`, `'|'`, a tab as `'\t'`) or an e-mail address from a mangled identifier without giving
/// away anything a person wrote. Letters, digits, spaces and other text are only counted as
/// classes. A control byte or a byte that is not UTF-8 is named by its escape (`\xNN`), as the
/// report's "binary input?" finding needs.
package enum LineShape {
    package static func describe(_ bytes: UnsafeRawBufferPointer) -> String {
        var classes: [String] = []
        func note(_ name: String) { if !classes.contains(name) { classes.append(name) } }
        var offset = 0
        while offset < bytes.count {
            let byte = bytes[offset]
            offset += 1
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"): note("lowercase letters")
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): note("uppercase letters")
            case UInt8(ascii: "0")...UInt8(ascii: "9"): note("digits")
            case UInt8(ascii: " "): note("spaces")
            case 0x09: note("'\\t'")
            case 0x21..<0x7F: note("'\(Character(UnicodeScalar(byte)))'")
            case 0..<0x80: note("control bytes (\(hex(byte)))")
            default:
                // A whole UTF-8 sequence counts as one character of text beyond ASCII.
                let width = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
                if width > 1, offset - 1 + width <= bytes.count,
                    String(validating: UnsafeRawBufferPointer(rebasing: bytes[(offset - 1)..<(offset - 1 + width)]), as: UTF8.self) != nil
                {
                    note("other characters")
                    offset += width - 1
                } else {
                    note("bytes that are not UTF-8 (\(hex(byte)))")
                }
            }
        }
        let length = "\(bytes.count) byte\(bytes.count == 1 ? "" : "s")"
        return classes.isEmpty ? "[\(length)]" : "[\(length): " + classes.joined(separator: " + ") + "]"
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return "\\x" + (digits.count == 1 ? "0" + digits : digits)
    }
}
