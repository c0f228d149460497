import AuditInput
package import JSONDocument

extension CommandIO {
    /// Reads the JSON document in the file `name` (standard input for `-`) and decodes it with
    /// `decode`: how `scan` and every document action of `deviceid` read their input.
    ///
    /// - Throws: ``CommandFailure/invalidData(_:)`` (exit 1) when the file cannot be read, named:
    ///   `doc.json: No such file or directory`; ``CommandFailure/usage(_:)`` (exit 2) when it is
    ///   not JSON, has a key twice, or `decode` refuses a value, with the line and column or the
    ///   path: `slots[17].OpenUDID: expected a string, got a number`.
    package func readJSONDocument<Document>(
        _ name: String, _ decode: (JSONNode) throws(JSONDocumentError) -> Document
    ) throws(CommandFailure) -> Document {
        let bytes: [UInt8]
        do {
            bytes = try name == "-" ? input.readAll() : FileSource(path: name).readAll()
        } catch {
            throw .invalidData("\(name): \(error)")
        }
        do {
            return try decode(JSONReader.document(bytes))
        } catch {
            throw .usage(error.description)
        }
    }
}
