package import CommandLineSupport

/// A command that stopped: its message for standard error and the exit code.
///
/// The tool prints it as `openudid <command>: <message>`, adding a hint to read `--help` when
/// the problem was the usage.
package struct CommandFailure: Error, Sendable, Hashable {
    /// What went wrong, without the `openudid <command>:` prefix.
    package var message: String
    /// ``ExitCode/usage`` or ``ExitCode/failure``.
    package var exitCode: ExitCode

    /// Creates a failure.
    package init(_ message: String, exitCode: ExitCode) {
        self.message = message
        self.exitCode = exitCode
    }

    /// Bad usage: exit 2.
    package static func usage(_ message: String) -> CommandFailure {
        CommandFailure(message, exitCode: .usage)
    }

    /// Invalid data: exit 1.
    package static func invalidData(_ message: String) -> CommandFailure {
        CommandFailure(message, exitCode: .failure)
    }
}
