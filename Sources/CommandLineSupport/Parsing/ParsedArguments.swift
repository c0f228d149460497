/// A command line parsed against a ``CommandSpec``: every option's values already read and
/// checked, the operands, and whether help was asked for.
package struct ParsedArguments: Sendable {
    /// One option as given.
    package struct Occurrence: Sendable {
        /// Which option.
        package var option: OptionSpec
        /// Its value; `nil` for a flag.
        package var value: (any Sendable)?
        /// The words it took on the command line, as written: `["--json", "a.json"]` or
        /// `["--json=a.json"]`.
        package var words: [String]
    }

    /// The options, in the order given.
    package var occurrences: [Occurrence] = []
    /// The operands, in order: words not starting with `-`, a lone `-`, everything after `--`.
    package var operands: [String] = []
    /// Whether `--help` or `-h` came before any `--`.
    package var helpRequested = false
    /// The declared defaults, by option name.
    var defaults: [String: any Sendable] = [:]

    /// Creates an empty result.
    package init() {}

    /// Whether `option` was given.
    package func isGiven(_ option: some OptionDeclaration) -> Bool {
        occurrences.contains { $0.option == option.erased.spec }
    }

    /// Whether `flag` was given.
    package func has(_ flag: Flag) -> Bool { isGiven(flag) }

    /// The value of `option`: the last one given, as most Unix tools do; else its declared
    /// default; else `nil`.
    package subscript<Value>(_ option: Option<Value>) -> Value? {
        values(of: option).last ?? defaults[option.name] as? Value
    }

    /// Every value given for `option`, in order.
    package func values<Value>(of option: Option<Value>) -> [Value] {
        occurrences.compactMap { $0.option == option.erased.spec ? $0.value as? Value : nil }
    }

    /// The command line again, as written, less the options in `excluded`: what a child process
    /// that must not do what they ask gets.
    package func words(excluding excluded: [any OptionDeclaration]) -> [String] {
        let specs = excluded.map(\.erased.spec)
        var words = occurrences.filter { !specs.contains($0.option) }.flatMap(\.words)
        if !operands.isEmpty { words += ["--"] + operands }
        return words
    }

    /// Fails with a ``UsageError`` of `command` unless at most one of `options` was given:
    /// `--v1 and --v3 cannot be used together`.
    func requireAtMostOne(of options: [any OptionDeclaration], command: String) throws(UsageError) {
        let given = options.filter { option in occurrences.contains { $0.option == option.erased.spec } }
        if given.count > 1 {
            throw UsageError(command: command, "\(given[0].name) and \(given[1].name) cannot be used together")
        }
    }
}
