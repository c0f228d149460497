extension ArgumentSpec {
    /// Splits `arguments` (without the command names) into flags, options and positionals.
    ///
    /// The rules are getopt's, kept small: `--` ends the options; a lone `-` is a positional
    /// (standard input, by convention); an option's value is the next argument even when it
    /// starts with `-`, so `--name -x` names `-x`. A `--help` or `-h` anywhere before `--` asks
    /// for help and the rest is not checked, so `openudid uuid --v5 --help` still helps.
    ///
    /// - Throws: a usage ``CommandFailure``: `unknown option '--v5'`,
    ///   `option '--name' expects a value`, `option '--v4' takes no value`.
    package func parse(_ arguments: [String]) throws(CommandFailure) -> ParsedArguments {
        var parsed = ParsedArguments()
        let optionsEnd = arguments.firstIndex(of: "--") ?? arguments.endIndex
        if arguments[..<optionsEnd].contains(where: { $0 == "--help" || $0 == "-h" }) {
            parsed.helpRequested = true
            return parsed
        }

        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                parsed.positionals.append(contentsOf: arguments[index...])
                break
            }
            if argument == "-" || !argument.hasPrefix("-") {
                parsed.positionals.append(argument)
                continue
            }

            // Split `--name=value` and `-nVALUE` into the option and its attached value.
            var name = argument
            var attached: String? = nil
            if argument.hasPrefix("--") {
                if let equals = argument.firstIndex(of: "=") {
                    name = String(argument[..<equals])
                    attached = String(argument[argument.index(after: equals)...])
                }
            } else if argument.count > 2 {
                name = String(argument.prefix(2))
                attached = String(argument.dropFirst(2))
            }

            if flags.contains(name) {
                if attached != nil {
                    // `-vx` could be meant as two short flags; we have none to group, so be plain.
                    if argument.hasPrefix("--") { throw .usage("option '\(name)' takes no value") }
                    throw .usage("unknown option '\(argument)'")
                }
                parsed.flags.insert(name)
            } else if options.contains(name) {
                let value: String
                if let attached {
                    value = attached
                } else if index < arguments.endIndex {
                    value = arguments[index]
                    index += 1
                } else {
                    throw .usage("option '\(name)' expects a value")
                }
                parsed.options[name, default: []].append(value)
            } else {
                throw .usage("unknown option '\(name)'")
            }
        }
        return parsed
    }
}
