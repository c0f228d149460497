/// One `openudid` subcommand.
///
/// A subcommand declares its name, its help and the options it accepts; the tool parses the
/// command line with ``arguments``, answers `--help` itself, and calls ``run(_:io:)`` with the
/// result. To add one, write a type conforming to this protocol in `Commands/` and list it in
/// ``Subcommands/all``.
///
/// ```swift
/// enum HelloCommand: Subcommand {
///     static let name = "hello"
///     static let abstract = "Say hello."
///     static let help = "usage: openudid hello\n"
///     static let arguments = ArgumentSpec()
///     static func run(_ parsed: ParsedArguments, io: CommandIO) throws(CommandFailure) -> ExitCode {
///         io.output.write("hello\n")
///         return .success
///     }
/// }
/// ```
package protocol Subcommand: Sendable {
    /// The word after `openudid` that selects this command.
    static var name: String { get }
    /// One line for the list in `openudid --help`.
    static var abstract: String { get }
    /// The full text `--help` prints: a usage line, a description and the options, ending
    /// with a newline.
    static var help: String { get }
    /// The flags and options the command accepts.
    static var arguments: ArgumentSpec { get }

    /// Runs the command.
    ///
    /// - Returns: the exit code, when the command ran to the end (it may still be
    ///   ``ExitCode/failure``, as when `md5` could not read one of its files).
    /// - Throws: ``CommandFailure`` to stop with a message; the tool prints it.
    static func run(_ parsed: ParsedArguments, io: CommandIO) throws(CommandFailure) -> ExitCode
}
