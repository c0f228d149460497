/// A JSON document as a tree that keeps what Foundation's `JSONSerialization` loses: the order
/// of object members, duplicate keys, and the exact text of numbers.
///
/// The `scan` command needs the order (records are written back with their keys as read) and
/// wants to report a non-string value by its type and path, so numbers are kept as text and
/// never converted.
package indirect enum JSONValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, as written in the document (or as ``JSONValue/number(_:)-swift.type.method``
    /// writes an integer).
    case number(String)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object: its members in document order, duplicates included.
    case object([JSONMember])

    /// An integer as a JSON number.
    package static func number(_ value: some BinaryInteger) -> JSONValue {
        .number(String(value))
    }

    /// A string, or `null` when `value` is `nil`.
    package static func string(orNull value: String?) -> JSONValue {
        value.map(JSONValue.string) ?? .null
    }

    /// The JSON type's name as messages use it: `null`, `a boolean`, `a number`, `a string`,
    /// `an array`, `an object`.
    package var typeDescription: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
