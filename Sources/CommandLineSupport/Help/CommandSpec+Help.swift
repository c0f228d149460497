extension CommandSpec {
    /// The whole `--help` text of the command typed as `command` (`openudid uuid`): the usage
    /// line made from the options and operands, the discussion, every option group with one
    /// entry per declared option, then the epilogue. It ends with a newline, and no line is
    /// wider than 80 columns but an example written wider in the declaration
    /// (``helpProblems(command:)`` finds those).
    package func help(command: String) -> String {
        var text = usage(command: command) + "\n"
        if !discussion.isEmpty { text += "\n" + Self.paragraphs(discussion) }
        text += "\n" + optionLines()
        if !epilogue.isEmpty { text += "\n" + Self.paragraphs(epilogue) }
        return text
    }

    /// `usage: openudid uuid [--v1 | --v3 | --v4] [-n N] …`, wrapped under its first option.
    /// Every option is named once: options that exclude each other are shown as one choice
    /// (`[--out DIR | --map I | --reduce J]` when each of the three excludes the other two).
    package func usage(command: String) -> String {
        var words = usageChoices().map { choice in
            // `[--v1`, `| --v3`, …, `| --max]`: the places where a choice too long for a line breaks.
            choice.enumerated().map { index, spec in
                (index == 0 ? "[" : "| ") + spec.synopsis + (index == choice.count - 1 ? "]" : "")
            }
        }
        if !operands.synopsis.isEmpty { words.append([operands.synopsis]) }
        return Self.synopsis(lead: "usage: \(command)", words)
    }

    /// The usage line's bracketed words, in declaration order: each option once, alone or in a
    /// choice with the later options that it and every other member of the choice exclude.
    func usageChoices() -> [[OptionSpec]] {
        let specs = options.flatMap(\.options).map(\.erased.spec)
        let sets = exclusive.map { Set($0.map(\.erased.spec)) }
        func exclude(_ a: OptionSpec, _ b: OptionSpec) -> Bool {
            sets.contains { $0.contains(a) && $0.contains(b) }
        }
        var shown: Set<OptionSpec> = []
        var choices: [[OptionSpec]] = []
        for spec in specs where !shown.contains(spec) {
            var choice = [spec]
            for other in specs where !shown.contains(other) && !choice.contains(other) {
                if choice.allSatisfy({ exclude($0, other) }) { choice.append(other) }
            }
            shown.formUnion(choice)
            choices.append(choice)
        }
        return choices
    }

    /// The option groups, each a heading and one entry per option, labels in one column;
    /// `-h, --help` ends the group called `Options` (a group of its own when none has that name).
    func optionLines() -> String {
        var groups = options.map { ($0.title, $0.options.map(\.erased.spec)) }
        if let general = groups.firstIndex(where: { $0.0 == "Options" }) {
            groups[general].1.append(Self.help.erased.spec)
        } else {
            groups.append(("Options", [Self.help.erased.spec]))
        }
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

    /// Where help texts start: two spaces after the longest label, within reason (a longer
    /// label gets a line of its own).
    static func labelColumn(_ labels: [String]) -> Int {
        Swift.min(2 + (labels.map(\.count).max() ?? 0) + 2, 26)
    }

    /// `lead` and `words`, wrapped so that continuation lines start under the first word. A
    /// word is written whole on one line when it fits on one, else broken between its parts.
    static func synopsis(lead: String, _ words: [[String]]) -> String {
        var lines = [lead]
        func place(_ piece: String) {
            if lines[lines.count - 1].count + 1 + piece.count > TextWrapping.width && lines[lines.count - 1].count > lead.count {
                lines.append(String(repeating: " ", count: lead.count))
            }
            lines[lines.count - 1] += " " + piece
        }
        for parts in words {
            let whole = parts.joined(separator: " ")
            if lines[lines.count - 1].count + 1 + whole.count <= TextWrapping.width || lead.count + 1 + whole.count <= TextWrapping.width {
                place(whole)
            } else {
                parts.forEach(place)
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Free text filled to the help's width (``TextWrapping/fill(_:)``), ending in exactly one
    /// newline.
    static func paragraphs(_ text: String) -> String {
        var lines = TextWrapping.fill(text)
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }
}
