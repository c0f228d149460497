/// A key and its value inside a JSON object.
package struct JSONMember: Sendable, Hashable {
    /// The key.
    package var key: String
    /// The value.
    package var value: JSONValue

    /// Creates a member.
    package init(_ key: String, _ value: JSONValue) {
        self.key = key
        self.value = value
    }
}
