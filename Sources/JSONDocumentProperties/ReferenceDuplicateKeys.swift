import JSONDocument

/// Duplicate keys found the plain way, independently of the reader's own check: every pair of
/// keys of every object compared byte by byte, the objects visited from a work list.
enum ReferenceDuplicateKeys {
    /// The paths of every key equal to an earlier key of its object.
    static func all(in document: JSONValue) -> Set<JSONPath> {
        var duplicates = Set<JSONPath>()
        var pending = [(document, JSONPath.root)]
        while let (value, path) = pending.popLast() {
            if case let .array(elements) = value {
                pending += elements.enumerated().map { ($1, path.element($0)) }
            }
            guard case let .object(members) = value else { continue }
            let keys = members.map { Array($0.key.utf8) }
            for second in keys.indices where keys[..<second].contains(keys[second]) {
                duplicates.insert(path.member(members[second].key))
            }
            pending += members.map { ($0.value, path.member($0.key)) }
        }
        return duplicates
    }
}
