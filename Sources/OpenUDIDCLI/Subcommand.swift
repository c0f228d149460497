package import CommandLineSupport

/// One `openudid` command that runs.
///
/// A command declares its command line once, in ``spec``: its options (each a ``Flag`` or an
/// ``Option`` with its help line and value parser), its operands and its help prose. The tool
/// parses with it, answers `--help` from it, and calls ``run(_:io:)`` with values already
/// read and checked. To add a command, write a type conforming to this protocol in `Commands/`
/// and list its ``node`` in ``OpenUDIDTool/commands``.
///
/// ```swift
/// enum HelloCommand: Subcommand {
///     static let loud = Flag("--loud", help: "Shout.")
///     static let spec = CommandSpec(name: "hello", abstract: "Say hello.",
///                                   options: [OptionGroup("Options", [loud])])
///     static func run(_ arguments: ParsedArguments, io: CommandIO) throws(CommandFailure) -> ExitCode {
///         io.output.write(arguments.has(loud) ? "HELLO\n" : "hello\n")
///         return .success
///     }
/// }
/// ```
package protocol Subcommand: Sendable {
    /// The command line the command accepts, and its help.
    static var spec: CommandSpec { get }

    /// Runs the command with its parsed command line.
    ///
    /// - Returns: the exit code, when the command ran to the end (it may still be
    ///   ``ExitCode/failure``, as when `md5` could not read one of its files).
    /// - Throws: ``CommandFailure`` to stop with a message; the tool prints it.
    static func run(_ arguments: ParsedArguments, io: CommandIO) throws(CommandFailure) -> ExitCode
}

extension Subcommand {
    /// The command as a node of the command tree.
    package static var node: Command<any Subcommand.Type> { .command(spec, self) }
}
