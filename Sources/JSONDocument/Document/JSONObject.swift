/// An object of a document, its members read by key; see ``JSONNode``.
///
/// Its keys are distinct when it comes from ``JSONReader/document(_:)``.
package struct JSONObject: Sendable, Hashable {
    /// The members, in document order.
    package let members: [JSONMember]
    /// Where the object is.
    package let path: JSONPath

    /// An object of `members` at `path`.
    package init(_ members: [JSONMember], at path: JSONPath) {
        self.members = members
        self.path = path
    }

    /// The member `key`, or a `null` node at its path when it is absent: absent members read as
    /// `null`.
    package subscript(key: String) -> JSONNode {
        JSONNode(members.last { $0.key.utf8.elementsEqual(key.utf8) }?.value ?? .null, at: path.member(key))
    }

    /// Whether the object has a member `key`.
    package func contains(_ key: String) -> Bool {
        members.contains { $0.key.utf8.elementsEqual(key.utf8) }
    }

    /// Every member as a node, in document order.
    package var fields: [(key: String, node: JSONNode)] {
        members.map { ($0.key, JSONNode($0.value, at: path.member($0.key))) }
    }

    /// Fails on the first key outside `allowed`: `slot: unknown key (expected appUID, local,
    /// slots, fresh or now)`.
    package func requireKeys(_ allowed: [String]) throws(JSONDocumentError) {
        for member in members where !allowed.contains(member.key) {
            let names = allowed.dropLast().joined(separator: ", ") + (allowed.count > 1 ? " or " : "") + (allowed.last ?? "")
            throw .invalid(path.member(member.key), "unknown key (expected \(names))")
        }
    }
}
