/// Why a statistics run could not be carried out.
public enum StatsError: Error, Sendable, Equatable, CustomStringConvertible {
    /// An option is out of range; the text says which and why.
    case invalidOption(String)
    /// The memory limit cannot hold even one slice of keys and its sort scratch; `required` is
    /// the smallest limit, in bytes, that would.
    case memoryLimitTooSmall(required: Int)
    /// A report file could not be written.
    case writeFailed(path: String, reason: String)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .invalidOption(let text): return text
        case .memoryLimitTooSmall(let required):
            return "memory limit too small: at least \(required) bytes are needed for one slice of keys"
        case .writeFailed(let path, let reason): return "cannot write \(path): \(reason)"
        }
    }
}
