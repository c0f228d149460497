/// The status a command-line program of this package exits with.
///
/// `openudid` uses the first three, ``findings`` and ``brokenPipe``; `openudid-bench` adds
/// ``regression`` (also 3) in its harness.
@frozen
package struct ExitCode: RawRepresentable, Sendable, Hashable {
    /// The process exit status.
    package var rawValue: Int32

    /// Creates an exit code from a status.
    package init(rawValue: Int32) { self.rawValue = rawValue }

    /// 0: everything worked.
    package static let success = ExitCode(rawValue: 0)
    /// 1: the data was invalid (an identifier that does not parse, a file that cannot be read),
    /// or, in a benchmark executable, a benchmark failed.
    package static let failure = ExitCode(rawValue: 1)
    /// 2: the command line (or the document it names) was wrong.
    package static let usage = ExitCode(rawValue: 2)
    /// 3: `openudid audit --fail-on LEVEL` (or `merge`) wrote its report, and the report holds a
    /// finding at or above that level: a pipeline's data check failed.
    package static let findings = ExitCode(rawValue: 3)
    /// 141: standard output was a pipe whose reader went away (`openudid uuid -n 1e9 | head -1`).
    /// The run stops at once without a message, with the status a shell shows for a program
    /// killed by `SIGPIPE` (128 + 13), as `seq 1e9 | head -1` ends.
    package static let brokenPipe = ExitCode(rawValue: 141)
}
