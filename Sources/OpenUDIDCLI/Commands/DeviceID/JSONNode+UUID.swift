import OpenUDIDCore
import JSONDocument

extension JSONNode {
    /// A UUID in any form, or `nil` for `null`: `idfv`, `idfa`, `fresh`.
    func optionalUUID() throws(JSONDocumentError) -> RFCUUID? {
        guard let text = try optionalString() else { return nil }
        do { return try RFCUUID(parsing: text) } catch { throw failure("not a UUID: \(error)") }
    }
}
