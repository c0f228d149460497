/// Why output could not be put in place: the path the user named and the system's reason.
///
/// The path is always the final one (`report/report.json`), never the temporary name the
/// bytes were first written under, so that the message speaks of what the user asked for.
package struct OutputFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file or directory that could not be written.
    package var path: String
    /// What failed and why, such as `No space left on device`.
    package var reason: String

    /// Creates a failure for `path`.
    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `cannot write 'PATH': REASON`.
    package var description: String { "cannot write '\(path)': \(reason)" }
}
