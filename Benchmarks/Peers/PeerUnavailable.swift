/// Why a peer cannot run on this machine (its shared library or a symbol is missing). The
/// suite prints it in the row as "peer unavailable"; it is never a failure.
package struct PeerUnavailable: Error, Sendable, Equatable, CustomStringConvertible {
    /// The reason, e.g. `libcrypto.so.3, libcrypto.so: not found`.
    package let description: String

    /// Creates a reason.
    package init(_ description: String) {
        self.description = description
    }
}
