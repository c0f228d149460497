extension CommandSpec {
    /// What makes this command's help hard to read in a terminal, one message per problem: a
    /// line wider than 80 columns (an example written too wide in the declaration), an option
    /// that the usage line names more than once. Empty when there is none. Tests run it over
    /// every command, so an option or an example added later is checked too.
    package func helpProblems(command: String) -> [String] {
        Self.widthProblems(help(command: command), command: command) + usageProblems(command: command)
    }

    /// The lines of `help` wider than ``TextWrapping/width``.
    static func widthProblems(_ help: String, command: String) -> [String] {
        help.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .filter { $0.element.count > TextWrapping.width }
            .map { "\(command) --help, line \($0.offset + 1): \($0.element.count) columns: \($0.element)" }
    }

    /// The options the usage line names more than once.
    func usageProblems(command: String) -> [String] {
        let words = usage(command: command).split { " []|\n".contains($0) }
        return allOptions.flatMap(\.spec.names).compactMap { name in
            let times = words.count { $0 == name }
            return times > 1 ? "\(command) --help: the usage line names \(name) \(times) times" : nil
        }
    }
}

extension Command {
    /// ``CommandSpec/helpProblems(command:)`` of every node of the tree, the root typed as
    /// `program`; for a group, also its help's width and each subcommand whose entry in the list
    /// takes more than one line.
    package func helpProblems(program: String) -> [String] {
        allNodes.flatMap { path, node in
            let command = ([program] + path).joined(separator: " ")
            switch node.body {
            case .action: return node.spec.helpProblems(command: command)
            case let .subcommands(members, noun):
                let help = node.help(command: command)
                let heading = noun.prefix(1).uppercased() + noun.dropFirst() + "s:"
                let listing = help.components(separatedBy: "\n\n").first { $0.hasPrefix(heading + "\n") } ?? ""
                let entries = listing.split(separator: "\n").dropFirst()
                let problems =
                    entries.count == members.count
                    ? [] : ["\(command) --help: \(members.count) \(noun)s listed on \(entries.count) lines, not one each"]
                return CommandSpec.widthProblems(help, command: command) + problems
            }
        }
    }
}
