/// Why a shard or a merge stopped.
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
    /// The options are unusable (see ``StatsError``).
    case stats(StatsError)

    package var description: String {
        switch self {
        case .refused(let text), .writeFailed(let text), .readFailed(let text): return text
        case .stats(let error): return error.description
        }
    }
}
