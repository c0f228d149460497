/// A peer of a benchmark: what a user would run instead of ours, measured in the same process,
/// interleaved with ours. A peer whose library is missing is reported, never a failure.
package enum Peer {
    /// The peer can run.
    case available(Workload)
    /// The peer cannot run here; `reason` says why (e.g. `libcrypto.so.3 not found`).
    case unavailable(label: String, reason: String)

    /// The peer's label, whether or not it can run.
    package var label: String {
        switch self {
        case let .available(workload): return workload.label
        case let .unavailable(label, _): return label
        }
    }
}
