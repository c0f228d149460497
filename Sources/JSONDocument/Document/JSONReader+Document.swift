extension JSONReader {
    /// Reads `bytes` as a document for a command: one JSON value (``parse(_:)-(Array<UInt8>)``)
    /// whose objects have no key twice, anywhere.
    ///
    /// Duplicate keys are refused rather than resolved: a dictionary cannot hold two values
    /// under one key, and whichever one a reader kept, the writer of the document more likely
    /// made a mistake. Keys are compared by their UTF-8 bytes, as `NSDictionary` compares
    /// `NSString` keys by code units: `"é"` and `"e\u0301"` are two keys, which a
    /// `Set<String>` would call one.
    ///
    /// - Throws: ``JSONDocumentError/syntax(_:)`` with the line and column, or
    ///   ``JSONDocumentError/invalid(_:_:)`` with the path of the first duplicate key
    ///   (`local.OpenUDID: duplicate key`).
    package static func document(_ bytes: [UInt8]) throws(JSONDocumentError) -> JSONNode {
        let value: JSONValue
        do { value = try parse(bytes) } catch { throw .syntax(error) }
        if let path = firstDuplicateKey(in: value, at: .root) { throw .invalid(path, "duplicate key") }
        return JSONNode(value, at: .root)
    }

    /// The path of the first key that repeats an earlier key of its object, depth first in
    /// document order; `nil` when there is none.
    package static func firstDuplicateKey(in value: JSONValue, at path: JSONPath) -> JSONPath? {
        switch value {
        case let .object(members):
            var seen = Set<[UInt8]>()
            for member in members {
                let memberPath = path.member(member.key)
                if !seen.insert(Array(member.key.utf8)).inserted { return memberPath }
                if let inner = firstDuplicateKey(in: member.value, at: memberPath) { return inner }
            }
        case let .array(elements):
            for (index, element) in elements.enumerated() {
                if let inner = firstDuplicateKey(in: element, at: path.element(index)) { return inner }
            }
        case .null, .bool, .number, .string:
            break
        }
        return nil
    }
}
