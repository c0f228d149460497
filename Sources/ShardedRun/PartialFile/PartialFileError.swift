/// Why a partial file cannot be used: the file, and what is wrong with it.
package struct PartialFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file, as named on the command line.
    package var path: String
    /// What is wrong, such as `truncated: 120 bytes, the header announces 4 168`.
    package var reason: String

    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    package var description: String { "\(path): \(reason)" }
}
