package import CommandLineSupport

extension ExitCode {
    /// 3: a benchmark is slower than in `--baseline` by more than `--threshold` percent.
    ///
    /// The other statuses of a benchmark executable are the package's own: 0 everything ran,
    /// ``failure`` (1) a benchmark failed its set-up or self-check (with `--processes`, also a
    /// child that crashed, failed, or whose results cannot be combined), ``usage`` (2) the
    /// command line was wrong, or the binary is a debug build run without `--allow-debug`.
    package static let regression = ExitCode(rawValue: 3)
}
