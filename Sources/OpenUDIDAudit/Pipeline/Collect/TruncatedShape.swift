/// Whether an invalid line is an identifier cut short, as a column too narrow for it keeps it
/// (`varchar(32)` holding a 36-character UUID): a proper start, at least ``least`` characters
/// long, of the canonical, braced or URN form of a UUID, or of the hex digits of a hyphenless
/// UUID or an OpenUDID. The reader counts such lines by form and width (``cell(_:)``), so that
/// the audit can tell a column that cuts every value at one width from lines that are merely
/// invalid.
enum TruncatedShape {
    /// The forms a line may be the start of, in cell order.
    static let forms = ["canonical UUIDs", "braced UUIDs", "URN UUIDs", "hyphenless UUIDs or OpenUDIDs"]
    /// The full length of each form.
    static let lengths = [36, 38, 45, 40]
    /// Widths counted: 0 ..< 46.
    static let widths = 46
    static let cells = 4 * widths
    /// Shorter lines are not counted: too short to tell a cut identifier from other text.
    static let least = 8

    /// The cell (form × ``widths`` + width) of `text`, or `nil` when it is not the start of a form.
    static func cell(_ text: UnsafeRawBufferPointer) -> Int? {
        let count = text.count
        guard count >= least, count < 45 else { return nil }
        if isHexStart(text, from: 0, hyphens: false) && count < 40 && count != 32 { return 3 * widths + count }
        if isHexStart(text, from: 0, hyphens: true) && count < 36 { return count }
        if text[0] == UInt8(ascii: "{") && count < 38 && isHexStart(text, from: 1, hyphens: true) { return widths + count }
        if count < 45 && count > 9 && isURNPrefix(text) && isHexStart(text, from: 9, hyphens: true) { return 2 * widths + count }
        return nil
    }

    /// Whether the bytes from `from` on are hex digits (and, with `hyphens`, hyphens where the
    /// canonical form has them: after 8, 12, 16 and 20 digits).
    static func isHexStart(_ text: UnsafeRawBufferPointer, from: Int, hyphens: Bool) -> Bool {
        for index in from..<text.count {
            let position = index - from, byte = text[index]
            if hyphens && (position == 8 || position == 13 || position == 18 || position == 23) {
                if byte != UInt8(ascii: "-") { return false }
            } else if !isHexDigit(byte) {
                return false
            }
        }
        return true
    }

    static func isURNPrefix(_ text: UnsafeRawBufferPointer) -> Bool {
        zip("urn:uuid:".utf8, text.prefix(9)).allSatisfy { expected, byte in
            expected >= UInt8(ascii: "a") && expected <= UInt8(ascii: "z") ? byte | 0x20 == expected : byte == expected
        }
    }

    static func isHexDigit(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x66)
    }
}
