/// Why a JSON value is not a valid ``ScanDocument``: what is wrong and where, as a path such as
/// `slots[17].OpenUDID`.
public struct ScanDocumentError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The path of the offending value; empty for the document itself.
    public var path: String
    /// What is wrong, e.g. `expected a string, got a number`.
    public var message: String

    /// Creates an error.
    public init(path: String, _ message: String) {
        self.path = path
        self.message = message
    }

    /// `slots[17].OpenUDID: expected a string, got a number`, or `document: …` at the root.
    public var description: String {
        "\(path.isEmpty ? "document" : path): \(message)"
    }
}
