extension CommandSpec {
    /// Parses `arguments` (the words after the command's name) against the declaration.
    ///
    /// The rules are getopt's, kept small: `--` ends the options; a lone `-` is an operand;
    /// `--name=value`, `--name value`, `-nVALUE` and `-n value` give a value, which may start
    /// with `-` (`--name -x` names `-x`); flags do not group (`-vx` is not `-v -x`). A `--help` or
    /// `-h` anywhere before `--` asks for help and nothing else is checked, so
    /// `openudid uuid --v9 --help` still helps. Otherwise every value is read by its option's
    /// parser, the exclusive sets and the operand count are checked, in that order.
    ///
    /// - Parameter command: the command as typed, for messages: `openudid uuid`.
    /// - Throws: ``UsageError``: `unknown option '--v9'`, `option '--name' expects a value`,
    ///   `option '--v4' takes no value`, `-n expects a positive integer, got 'x'`,
    ///   `--v1 and --v3 cannot be used together`, `unexpected argument 'x'`.
    package func parse(_ arguments: [String], command: String) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        let optionsEnd = arguments.firstIndex(of: "--") ?? arguments.endIndex
        if arguments[..<optionsEnd].contains(where: { Self.help.erased.spec.names.contains($0) }) {
            parsed.helpRequested = true
            return parsed
        }
        for option in allOptions {
            if let value = option.defaultValue { parsed.defaults[option.spec.name] = value }
        }

        var remaining = arguments[...]
        while let word = remaining.popFirst() {
            switch ArgumentWord(word) {
            case .terminator:
                parsed.operands += remaining
                remaining = []
            case let .operand(operand):
                parsed.operands.append(operand)
            case let .option(name, attached):
                guard let option = option(named: name) else {
                    throw UsageError(command: command, "unknown option '\(name)'")
                }
                guard option.spec.takesValue else {
                    guard attached == nil else {
                        // `-vx` could be meant as two short flags; there are none to group, so be plain.
                        throw UsageError(
                            command: command,
                            word.hasPrefix("--")
                                ? "option '\(name)' takes no value" : "unknown option '\(word)'")
                    }
                    parsed.occurrences.append(.init(option: option.spec, value: nil, words: [word]))
                    continue
                }
                var words = [word]
                let text: String
                if let attached {
                    text = attached
                } else if let next = remaining.popFirst() {
                    text = next
                    words.append(next)
                } else {
                    throw UsageError(command: command, "option '\(name)' expects a value")
                }
                parsed.occurrences.append(
                    .init(
                        option: option.spec, value: try option.value(of: text, command: command),
                        words: words))
            }
        }
        for set in exclusive { try parsed.requireAtMostOne(of: set, command: command) }
        if let problem = operands.problem(with: parsed.operands) {
            throw UsageError(command: command, problem)
        }
        return parsed
    }
}
