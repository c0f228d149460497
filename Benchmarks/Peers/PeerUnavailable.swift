/// Why a peer cannot run on this machine (its shared library or a symbol is missing). The
/// suite prints it in the row as "peer unavailable"; it is never a failure.
public struct PeerUnavailable: Error, Sendable, Equatable, CustomStringConvertible {
    /// The reason, e.g. `libcrypto.so.3, libcrypto.so: not found`.
    public let description: String

    /// Creates a reason.
    public init(_ description: String) {
        self.description = description
    }
}
