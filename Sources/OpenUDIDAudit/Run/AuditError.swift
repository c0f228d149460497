package import OpenUDIDStats

/// Why an audit could not be carried out (a bad input is not one: it is counted and named).
package enum AuditError: Error, Sendable, Equatable, CustomStringConvertible {
    /// An option is out of range; the text says which and why.
    case invalidOption(String)
    /// The output directory cannot be created or written.
    case outputDirectory(String)
    /// A spilled run could not be written or read back.
    case spillFailed(String)
    /// A report file could not be written.
    case writeFailed(path: String, reason: String)
    /// A shard or merge of a sharded audit stopped: its inputs do not make one run, one is
    /// damaged or missing (``ShardError/refused(_:)``), or a shard file could not be written.
    case shard(ShardError)

    package var description: String {
        switch self {
        case let .invalidOption(text), let .outputDirectory(text), let .spillFailed(text): return text
        case let .writeFailed(path, reason): return "write error: \(path): \(reason)"
        case let .shard(error): return error.description
        }
    }
}
