/// What a command line asks for, once the command tree has been walked.
package enum Invocation<Action: Sendable>: Sendable {
    /// Print this help text on standard output and succeed.
    case help(String)
    /// Run `action` with `arguments`; `command` is the command as typed (`openudid deviceid make`),
    /// for messages.
    case run(Action, ParsedArguments, command: String)
}

extension Command {
    /// Walks the tree along `arguments` (without the program name) and parses the rest against
    /// the command they select.
    ///
    /// In a group, options may come before the subcommand's name: `--help` (or `-h`) asks for
    /// the group's help, `--version` for the version when the group declares it
    /// (``PackageVersion``), anything else is an unknown option. The word `help` followed by names
    /// asks for the help of the command they name (`openudid help deviceid make`).
    ///
    /// - Parameter program: the root's name as typed (`openudid`).
    /// - Throws: ``UsageError`` naming the command that refused the line: `unknown option`,
    ///   `expects a command: md5, uuid … or stats`, `unknown action 'x' (expected make, … or
    ///   vendor)`, and every error of ``CommandSpec/parse(_:command:)``.
    package func resolve(_ arguments: [String], program: String) throws(UsageError) -> Invocation<Action> {
        try resolve(arguments[...], command: program)
    }

    private func resolve(_ arguments: ArraySlice<String>, command: String) throws(UsageError) -> Invocation<Action> {
        switch body {
        case let .action(action):
            let parsed = try spec.parse(Array(arguments), command: command)
            return parsed.helpRequested ? .help(spec.help(command: command)) : .run(action, parsed, command: command)
        case let .subcommands(members, noun):
            let leading = arguments.prefix { $0.hasPrefix("-") && $0 != "-" && $0 != "--" }
            if leading.contains(where: { CommandSpec.help.erased.spec.names.contains($0) }) {
                return .help(groupHelp(command: command))
            }
            // A group that declares `--version` (the root of a program) answers it.
            if leading.contains(where: { PackageVersion.flag.erased.spec.names.contains($0) }),
               spec.allOptions.contains(where: { $0.spec.names == PackageVersion.flag.erased.spec.names }) {
                return .help(PackageVersion.line(program: command))
            }
            if let first = leading.first {
                _ = try spec.parse([first], command: command)   // throws: the group's only option is --help
            }
            let names = members.map(\.spec.name)
            guard let word = arguments.first else {
                throw UsageError(command: command, "expects \(Self.article(noun)) \(noun): \(ValueParser<String>.alternatives(names))")
            }
            if word == "help" {
                return .help(try helpOfPath(arguments.dropFirst(), command: command))
            }
            guard let member = subcommand(named: word) else {
                throw UsageError(command: command, "unknown \(noun) '\(word)' (expected \(ValueParser<String>.alternatives(names)))")
            }
            return try member.resolve(arguments.dropFirst(), command: "\(command) \(word)")
        }
    }

    /// `help NAME…`: the help of the node `path` selects below this one.
    private func helpOfPath(_ path: ArraySlice<String>, command: String) throws(UsageError) -> String {
        guard let word = path.first else { return help(command: command) }
        guard case let .subcommands(members, noun) = body else {
            throw UsageError(command: command, "has no subcommand '\(word)'")
        }
        guard let member = subcommand(named: word) else {
            throw UsageError(command: command, "unknown \(noun) '\(word)' (expected \(ValueParser<String>.alternatives(members.map(\.spec.name))))")
        }
        return try member.helpOfPath(path.dropFirst(), command: "\(command) \(word)")
    }

    /// The `--help` text of this node, typed as `command`.
    package func help(command: String) -> String {
        switch body {
        case .action: return spec.help(command: command)
        case .subcommands: return groupHelp(command: command)
        }
    }

    /// A group's help: usage, discussion, one line per subcommand (its name and operands, its
    /// abstract), `--help`, how to get a subcommand's help, and the epilogue.
    private func groupHelp(command: String) -> String {
        guard case let .subcommands(members, noun) = body else { return spec.help(command: command) }
        let version = spec.allOptions.contains { $0.spec.names == PackageVersion.flag.erased.spec.names }
        var text = version ? "usage: \(command) [--version] <\(noun)> [options] [arguments]\n"
                           : "usage: \(command) <\(noun)> [options] [arguments]\n"
        if !spec.discussion.isEmpty { text += "\n" + CommandSpec.paragraphs(spec.discussion) }
        text += "\n\(noun.prefix(1).uppercased() + noun.dropFirst())s:\n"
        let labels = members.map { member -> String in
            let operands = member.spec.operands.synopsis
            let label = operands.isEmpty ? member.spec.name : "\(member.spec.name) \(operands)"
            if case let .subcommands(_, inner) = member.body { return "\(label) <\(inner)>" }
            return label
        }
        let column = CommandSpec.labelColumn(labels)
        for (label, member) in zip(labels, members) {
            text += TextWrapping.hanging(label: "  " + label, column: column, member.spec.abstract)
        }
        text += "\n" + spec.optionLines()
        let hint = "Run '\(command) <\(noun)> --help' (or '\(command) help <\(noun)>') for \(Self.article(noun)) \(noun)'s options."
        text += "\n" + TextWrapping.wrap(hint, firstIndent: 0, indent: 0).joined(separator: "\n") + "\n"
        if !spec.epilogue.isEmpty { text += "\n" + CommandSpec.paragraphs(spec.epilogue) }
        return text
    }

    private static func article(_ noun: String) -> String {
        "aeiou".contains(noun.prefix(1).lowercased()) ? "an" : "a"
    }
}
