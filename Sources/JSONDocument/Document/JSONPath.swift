/// Where a value sits in a document, as messages name it: `slots[17].OpenUDID`,
/// `keychain["com.rails.password"]`, and the empty path for the document itself.
package struct JSONPath: Sendable, Hashable, CustomStringConvertible {
    /// The path as text; empty for the document.
    package private(set) var text: String

    /// The document itself.
    package static let root = JSONPath(text: "")

    private init(text: String) { self.text = text }

    /// The path followed by the member `key`: `.key` when the key is a plain identifier, else
    /// `["key"]` with the key as a JSON string, so that keys with dots or spaces stay readable
    /// and unambiguous.
    package func member(_ key: String) -> JSONPath {
        let isIdentifier =
            !key.isEmpty
            && key.utf8.enumerated().allSatisfy { index, byte in
                byte == UInt8(ascii: "_")
                    || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
                    || (index > 0 && byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            }
        if isIdentifier { return JSONPath(text: text.isEmpty ? key : text + "." + key) }
        var quoted = ""
        JSONWriter.writeString(key, to: &quoted)
        return JSONPath(text: text + "[" + quoted + "]")
    }

    /// The path followed by the array element `index`.
    package func element(_ index: Int) -> JSONPath {
        JSONPath(text: text + "[" + String(index) + "]")
    }

    /// The path, or `document` for the document itself.
    package var description: String { text.isEmpty ? "document" : text }
}
