package import CommandLineSupport

extension CommandIO {
    /// A progress bar drawn on this command's error stream, its lines starting with `label`;
    /// `nil` when `quiet`.
    package func progressBar(label: String, quiet: Bool) -> ProgressBar? {
        guard !quiet else { return nil }
        return ProgressBar(
            label: label,
            write: { [errors] text in
                errors.write(text)
                errors.flush()
            })
    }
}
