/// Why a document was refused: it is not JSON, or a value in it is not what the command reads.
///
/// Either way the message says where: a line and column for syntax, a path for content.
///
/// ```
/// invalid JSON at line 1, column 2: expected a string key in an object
/// slots[17].OpenUDID: expected a string, got a number
/// ```
package enum JSONDocumentError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The bytes are not one JSON value.
    case syntax(JSONSyntaxError)
    /// The value at `path` is wrong: `message` says how (`expected a string, got a number`,
    /// `duplicate key`, `unknown key (expected keychain, pasteboard or idfv)`).
    case invalid(JSONPath, String)

    /// The message, with its line and column or its path.
    package var description: String {
        switch self {
        case let .syntax(error): return error.description
        case let .invalid(path, message): return "\(path): \(message)"
        }
    }
}
