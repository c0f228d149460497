/// Fills words into lines of at most ``width`` characters, for help text.
enum TextWrapping {
    /// The width of the help text: every line fits an 80-column terminal.
    static let width = 80

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

    /// Free text (a command's discussion or epilogue) laid out in lines of at most ``width``,
    /// so that its source can be written without counting columns:
    ///
    /// - lines that start with a letter or a sign are prose: consecutive ones are joined into
    ///   one paragraph and filled again, whatever their breaks in the source;
    /// - a line that starts with a space (an example command, the shape of a JSON document) is
    ///   kept as written and ends the paragraph before it (`Examples:`, `Prints` stay on a line
    ///   of their own above it), and so is a blank line, which separates paragraphs.
    static func fill(_ text: String) -> [String] {
        var lines: [String] = []
        var paragraph: [Substring] = []
        func flush() {
            guard !paragraph.isEmpty else { return }
            lines += wrap(paragraph.joined(separator: " "), firstIndent: 0, indent: 0)
            paragraph = []
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.isEmpty || line.first == " " {
                flush()
                lines.append(String(line))
            } else {
                paragraph.append(line)
            }
        }
        flush()
        return lines
    }
}
