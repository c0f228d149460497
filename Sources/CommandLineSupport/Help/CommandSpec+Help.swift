extension CommandSpec {
    /// The whole `--help` text of the command typed as `command` (`openudid uuid`): the usage
    /// line made from the options and operands, the discussion, every option group with one
    /// entry per declared option, then the epilogue. It ends with a newline.
    package func help(command: String) -> String {
        var text = usage(command: command) + "\n"
        if !discussion.isEmpty { text += "\n" + Self.paragraphs(discussion) }
        text += "\n" + optionLines()
        if !epilogue.isEmpty { text += "\n" + Self.paragraphs(epilogue) }
        return text
    }

    /// `usage: openudid uuid [--v1 | --v3 | --v4] [-n N] …`, wrapped under its first option.
    package func usage(command: String) -> String {
        var words: [String] = []
        var shownSets: [Int] = []
        for option in options.flatMap(\.options) {
            let spec = option.erased.spec
            if let index = exclusive.firstIndex(where: { $0.contains { $0.erased.spec == spec } }) {
                if !shownSets.contains(index) {
                    shownSets.append(index)
                    words.append("[" + exclusive[index].map(\.erased.spec.synopsis).joined(separator: " | ") + "]")
                }
            } else {
                words.append("[\(spec.synopsis)]")
            }
        }
        if !operands.synopsis.isEmpty { words.append(operands.synopsis) }
        return Self.synopsis(lead: "usage: \(command)", words)
    }

    /// The option groups, each a heading and one entry per option, labels in one column; the
    /// last group (or an `Options` group of its own) ends with `-h, --help`.
    func optionLines() -> String {
        var groups = options.map { ($0.title, $0.options.map(\.erased.spec)) }
        if groups.isEmpty { groups = [("Options", [])] }
        groups[groups.count - 1].1.append(Self.help.erased.spec)
        let column = Self.labelColumn(groups.flatMap { $0.1.map(\.label) })
        var text = ""
        for (index, (title, specs)) in groups.enumerated() {
            text += (index == 0 ? "" : "\n") + "\(title):\n"
            for spec in specs {
                var help = spec.help
                if let shown = spec.defaultText { help += " (default \(shown))" }
                text += TextWrapping.hanging(label: "  " + spec.label, column: column, help)
            }
        }
        return text
    }

    /// Where help texts start: two spaces after the longest label, within reason.
    static func labelColumn(_ labels: [String]) -> Int {
        Swift.min(2 + (labels.map(\.count).max() ?? 0) + 2, 28)
    }

    /// `lead` and `words`, wrapped so that continuation lines start under the first word.
    static func synopsis(lead: String, _ words: [String]) -> String {
        var lines = [lead]
        for word in words {
            if lines[lines.count - 1].count + 1 + word.count > TextWrapping.width && lines[lines.count - 1].count > lead.count {
                lines.append(String(repeating: " ", count: lead.count))
            }
            lines[lines.count - 1] += " " + word
        }
        return lines.joined(separator: "\n")
    }

    /// Free text as written, ending in exactly one newline.
    static func paragraphs(_ text: String) -> String {
        var text = text
        while text.hasSuffix("\n") { text.removeLast() }
        return text + "\n"
    }
}
