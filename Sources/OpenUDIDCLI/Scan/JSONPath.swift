/// Builds the paths that ``ScanDocumentError`` names: `slots[17].OpenUDID`, `local.OpenUDID_appUID`.
enum JSONPath {
    /// `path` followed by the member `key`: `.key` when the key is a plain identifier, else
    /// `["key"]` with the key as a JSON string, so that keys with dots or spaces stay readable
    /// and unambiguous.
    static func member(_ path: String, _ key: String) -> String {
        let isIdentifier = !key.isEmpty && key.utf8.enumerated().allSatisfy { index, byte in
            byte == UInt8(ascii: "_")
                || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
                || (index > 0 && byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        }
        if isIdentifier { return path.isEmpty ? key : path + "." + key }
        var quoted = ""
        JSONWriter.writeString(key, to: &quoted)
        return path + "[" + quoted + "]"
    }

    /// `path` followed by the array element `index`.
    static func element(_ path: String, _ index: Int) -> String {
        path + "[" + String(index) + "]"
    }
}
