/// Why a JSON value is not a valid ``ScanDocument``: what is wrong and where, as a path such as
/// `slots[17].OpenUDID`.
package struct ScanDocumentError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The path of the offending value; empty for the document itself.
    package var path: String
    /// What is wrong, e.g. `expected a string, got a number`.
    package var message: String

    /// Creates an error.
    package init(path: String, _ message: String) {
        self.path = path
        self.message = message
    }

    /// `slots[17].OpenUDID: expected a string, got a number`, or `document: …` at the root.
    package var description: String {
        "\(path.isEmpty ? "document" : path): \(message)"
    }
}
