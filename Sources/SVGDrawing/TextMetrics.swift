/// Conservative estimates of how wide a line of text is drawn, so that labels and legends can
/// be placed inside the canvas without a font at hand.
///
/// The charts ask for DejaVu Sans (falling back to Helvetica or Arial), whose widest common
/// glyphs are about 0.75 em and whose average is near 0.55 em; an estimate of 0.62 em a
/// character (0.68 in bold) overstates every ordinary label, so text placed by it stays in.
package enum TextMetrics {
    /// The width of `text` at `size` pixels, overstated rather than understated.
    package static func width(_ text: String, size: Double, bold: Bool = false) -> Double {
        var ems = 0.0
        for character in text {
            switch character {
            case "i", "l", "j", "'", "|", ".", ",", ":", ";", "!", " ", "(", ")", "[", "]", "f", "t", "r":
                ems += 0.42
            case "m", "w", "M", "W", "%", "@":
                ems += 0.95
            case "A"..."Z", "0"..."9", "×", "÷", "≥", "≤":
                ems += 0.72
            default:
                ems += 0.62
            }
        }
        return ems * size * (bold ? 1.1 : 1)
    }

    /// `text` broken at spaces into lines of at most `width` pixels at `size` (a word longer
    /// than `width` gets a line of its own).
    package static func wrap(_ text: String, width: Double, size: Double, bold: Bool = false) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if current.isEmpty || Self.width(candidate, size: size, bold: bold) <= width {
                current = candidate
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
