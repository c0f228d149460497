/// Why a statistics run could not be carried out.
package enum StatsError: Error, Sendable, Equatable, CustomStringConvertible {
    /// An option is out of range; the text says which and why.
    case invalidOption(String)
    /// The memory limit cannot hold even one slice of keys and its sort scratch; `required` is
    /// the smallest limit, in bytes, that would.
    case memoryLimitTooSmall(required: Int)
    /// The output directory cannot be created or does not take new files; checked before any
    /// identifier is generated. `reason` says what failed and why (the system's error text).
    /// `openudid stats` treats it as a usage error (exit 2): nothing has run, and a different
    /// `--out` fixes it.
    case outputDirectoryUnusable(path: String, reason: String)
    /// A report file could not be written.
    case writeFailed(path: String, reason: String)

    /// A one-line explanation.
    package var description: String {
        switch self {
        case .invalidOption(let text): return text
        case .memoryLimitTooSmall(let required):
            return "memory limit too small: at least \(required) bytes are needed for one slice of keys"
        case .outputDirectoryUnusable(let path, let reason): return "cannot write the report into '\(path)': \(reason)"
        case .writeFailed(let path, let reason): return "write error: \(path): \(reason)"
        }
    }
}
