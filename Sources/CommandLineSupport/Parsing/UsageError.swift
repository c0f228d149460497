/// A command line that cannot be accepted: what is wrong, and which command said so.
///
/// Every program of the package reports it the same way, as ``report`` writes it:
///
/// ```
/// openudid uuid: unknown option '--v9'
/// Try 'openudid uuid --help' for more information.
/// ```
package struct UsageError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The command as typed up to the failing one: `openudid deviceid make`, `openudid-bench`.
    package var command: String
    /// What is wrong, e.g. `unknown option '--v9'`.
    package var message: String

    /// Creates an error.
    package init(command: String, _ message: String) {
        self.command = command
        self.message = message
    }

    /// `openudid uuid: unknown option '--v9'`.
    package var description: String { "\(command): \(message)" }

    /// The hint that follows the message.
    package var hint: String { Self.hint(command: command) }

    /// The two lines for standard error, each ending in a newline.
    package var report: String { "\(description)\n\(hint)\n" }

    /// `Try 'openudid uuid --help' for more information.`
    package static func hint(command: String) -> String {
        "Try '\(command) --help' for more information."
    }
}
