/// Why the sharded-run machinery stopped a shard or a merge: partials or shuffle files that do
/// not make one run, or a file the system failed to write or read. A command's own errors (its
/// options, its report) come beside it in ``ShardedRunError``.
package enum ShardError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The inputs do not make one run, or one of them is damaged or missing: nothing was
    /// written. The text names the file and what is wrong. `openudid` exits 2.
    case refused(String)
    /// Writing a result failed (a full disk, a directory that went away). `openudid` exits 1.
    case writeFailed(String)
    /// Reading a partial or a shuffle file failed in the system (an I/O error, no descriptor
    /// left): the file may be fine, the machine is not. The text is `read error: PATH:
    /// REASON`. `openudid` exits 1.
    case readFailed(String)

    package var description: String {
        switch self {
        case .refused(let text), .writeFailed(let text), .readFailed(let text): return text
        }
    }
}

/// Why a step of a sharded command (a map, a reduce, its merge) stopped: the machinery's error,
/// or the command's own (`StatsError`, `AuditError`: bad options, a report that could not be
/// written), each with its own message.
package enum ShardedRunError<CommandError: Error & Sendable & Equatable & CustomStringConvertible>: Error, Sendable, Equatable,
    CustomStringConvertible
{
    /// The partials, shuffle files or shard files (``ShardError``).
    case shard(ShardError)
    /// The command's own error.
    case command(CommandError)

    package var description: String {
        switch self {
        case .shard(let error): return error.description
        case .command(let error): return error.description
        }
    }
}
