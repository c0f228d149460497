/// Everything a command declares about its command line: its name, its help text's prose, its
/// options in groups, which of them exclude each other, and its operands.
///
/// The parser (``parse(_:command:)``), the usage line and the option lines of the help
/// (``help(command:)``) all come from it, so an option is declared in one place:
///
/// ```swift
/// static let count = Option("-n", value: "N", help: "How many to print.", parser: .count, default: "1")
/// static let legacy = Flag("--legacy", help: "The 2011 generator.")
/// static let spec = CommandSpec(
///     name: "generate", abstract: "Generate OpenUDIDs.",
///     discussion: "Prints N fresh OpenUDIDs, one per line.",
///     options: [OptionGroup("Options", [count, legacy])])
/// ```
///
/// `-h` and `--help` are accepted by every command and listed last; a command does not declare
/// them.
package struct CommandSpec: Sendable {
    /// The word that selects the command (`uuid`), or the program's name for a program that has
    /// no subcommands (`openudid-bench`).
    package var name: String
    /// One line for the list of commands in the parent's help.
    package var abstract: String
    /// The paragraphs after the usage line: what the command does, its input and output.
    package var discussion: String
    /// The options, in groups, in the order the help lists them.
    package var options: [OptionGroup]
    /// Sets of options of which at most one may be given: `[v1, v3, v4]`.
    package var exclusive: [[any OptionDeclaration]]
    /// The words besides the options.
    package var operands: Operands
    /// Text after the options: examples, exit statuses.
    package var epilogue: String

    /// Creates a specification.
    package init(
        name: String, abstract: String, discussion: String = "", options: [OptionGroup] = [],
        exclusive: [[any OptionDeclaration]] = [], operands: Operands = .none, epilogue: String = ""
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.options = options
        self.exclusive = exclusive
        self.operands = operands
        self.epilogue = epilogue
        let names = allOptions.flatMap(\.spec.names)
        precondition(Set(names).count == names.count, "\(name) declares an option name twice: \(names)")
    }

    /// The help option every command accepts.
    package static let help = Flag("-h", "--help", help: "show this help")

    /// The declared options and ``help``, in help order.
    package var allOptions: [AnyOption] {
        options.flatMap { $0.options.map(\.erased) } + [Self.help.erased]
    }

    /// The option called `name` (`-n`, `--threads`), if declared.
    func option(named name: String) -> AnyOption? {
        allOptions.first { $0.spec.names.contains(name) }
    }
}
