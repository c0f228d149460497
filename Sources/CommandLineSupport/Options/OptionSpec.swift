/// What the parser and the help text know of an option: its names, its value's name, its help
/// line and its default as shown.
package struct OptionSpec: Sendable, Hashable {
    /// Every name, short first: `["-h", "--help"]`, `["-n"]`, `["--threads"]`.
    package var names: [String]
    /// The value's name in the help (`N`, `FILE`, `cpu|wall`); `nil` for a flag.
    package var valueName: String?
    /// One sentence or two; the help text wraps it.
    package var help: String
    /// The default as the help shows it, `(default 1,2)`; `nil` shows none.
    package var defaultText: String?

    /// Creates a specification. Every name starts with `-`: `-x` for a short one, `--word` for a
    /// long one.
    package init(names: [String], valueName: String?, help: String, defaultText: String?) {
        precondition(!names.isEmpty, "an option needs a name")
        for name in names {
            precondition(
                name.hasPrefix("--")
                    ? name.count > 2 && !name.contains("=")
                    : name.count == 2 && name.hasPrefix("-") && name != "--",
                "'\(name)' is neither -x nor --word")
        }
        self.names = names.sorted { $0.count < $1.count }
        self.valueName = valueName
        self.help = help
        self.defaultText = defaultText
    }

    /// The name messages use: the long one when there is one, `--threads`; else `-n`.
    package var name: String { names.last! }

    /// Whether the option takes a value.
    package var takesValue: Bool { valueName != nil }

    /// The option as the synopsis writes it: `--threads T`, `-n N`, `--quiet`.
    var synopsis: String { valueName.map { "\(name) \($0)" } ?? name }

    /// The option as its help line starts: `-h, --help`, `-n N`, `--clock cpu|wall`.
    var label: String {
        let joined = names.joined(separator: ", ")
        return valueName.map { "\(joined) \($0)" } ?? joined
    }
}
