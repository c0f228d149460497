/// A value of a document and its path, read through typed accessors whose errors name the path.
///
/// ```swift
/// let root = try JSONReader.document(bytes)
/// let object = try root.object()
/// try object.requireKeys(["keychain", "pasteboard", "idfv"])
/// let keychain = try object["keychain"].optionalString()
/// // {"keychain": 5} throws: keychain: expected a string or null, got a number
/// ```
package struct JSONNode: Sendable, Hashable {
    /// The value.
    package let value: JSONValue
    /// Where it is.
    package let path: JSONPath

    /// A node for `value` at `path`.
    package init(_ value: JSONValue, at path: JSONPath) {
        self.value = value
        self.path = path
    }

    /// Whether the value is `null` (an absent member reads as `null`).
    package var isNull: Bool { value == .null }

    /// An error at this node: `path: message`.
    package func failure(_ message: String) -> JSONDocumentError {
        .invalid(path, message)
    }

    /// The error of a value of the wrong type: `expected a string, got a number`.
    package func typeMismatch(expected: String) -> JSONDocumentError {
        failure("expected \(expected), got \(value.typeDescription)")
    }

    /// The object, or a type error that says `expected`.
    package func object(expecting expected: String = "an object") throws(JSONDocumentError) -> JSONObject {
        guard case let .object(members) = value else { throw typeMismatch(expected: expected) }
        return JSONObject(members, at: path)
    }

    /// The object, or `nil` for `null`.
    package func optionalObject() throws(JSONDocumentError) -> JSONObject? {
        isNull ? nil : try object(expecting: "an object or null")
    }

    /// The elements, each with its path, or a type error that says `expected`.
    package func array(expecting expected: String = "an array") throws(JSONDocumentError) -> [JSONNode] {
        guard case let .array(elements) = value else { throw typeMismatch(expected: expected) }
        return elements.enumerated().map { JSONNode($1, at: path.element($0)) }
    }

    /// The string, or a type error that says `expected`.
    package func string(expecting expected: String = "a string") throws(JSONDocumentError) -> String {
        guard case let .string(text) = value else { throw typeMismatch(expected: expected) }
        return text
    }

    /// The string, or `nil` for `null`.
    package func optionalString() throws(JSONDocumentError) -> String? {
        isNull ? nil : try string(expecting: "a string or null")
    }
}
