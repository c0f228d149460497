/// Fills words into lines of at most ``width`` characters, for help text.
enum TextWrapping {
    /// The width of the help text: an 80-column terminal shows most of it, a wider one all.
    static let width = 92

    /// `text` split into lines that start with `indent` characters of space (the first with
    /// `firstIndent` already written by the caller) and end before ``width``. A word longer
    /// than a line gets a line of its own. Line breaks in `text` are kept.
    static func wrap(_ text: String, firstIndent: Int, indent: Int) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var used = lines.isEmpty ? firstIndent : indent
            for word in paragraph.split(separator: " ") {
                if !line.isEmpty && used + 1 + word.count > width {
                    lines.append(line)
                    line = ""
                    used = indent
                }
                if !line.isEmpty {
                    line += " "
                    used += 1
                }
                line += word
                used += word.count
            }
            lines.append(line)
        }
        return lines
    }

    /// `label` then `text` wrapped in a column starting at `column`, every line after the first
    /// indented to it; each line ends in a newline.
    static func hanging(label: String, column: Int, _ text: String) -> String {
        let lead =
            label.count + 2 <= column
            ? label + String(repeating: " ", count: column - label.count)
            : label + "\n" + String(repeating: " ", count: column)
        let lines = wrap(text, firstIndent: column, indent: column)
        return lead + lines.joined(separator: "\n" + String(repeating: " ", count: column)) + "\n"
    }
}
