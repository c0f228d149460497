/// The exit statuses of a benchmark executable.
package enum ExitCode {
    /// Everything ran.
    package static let success: Int32 = 0
    /// A benchmark failed its set-up or self-check; with `--processes`, also a child process
    /// that crashed, failed, or whose results cannot be combined with the others'.
    package static let benchmarkFailed: Int32 = 1
    /// The command line was wrong, or the binary is a debug build run without `--allow-debug`.
    package static let usage: Int32 = 2
    /// A benchmark is slower than in `--baseline` by more than `--threshold` percent.
    package static let regression: Int32 = 3
}
