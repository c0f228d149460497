import OpenUDIDCore
package import JSONDocument
import Foundation

extension ScanDocument {
    /// Reads a document (from ``JSONDocument/JSONReader/document(_:)``, so without duplicate keys).
    ///
    /// The top level is an object with `slots` (required: exactly 100 entries, each `null` or an
    /// object), `appUID` (string or `null`), `local` (object or `null`), `fresh` (40 hex digits)
    /// and `now` (ISO 8601, with or without fractional seconds). A record is an object whose
    /// values are all strings; keys other than OpenUDID's five are kept in order. Unknown
    /// top-level keys are rejected: more likely a misspelling than intent.
    ///
    /// - Throws: ``JSONDocument/JSONDocumentError`` naming the path of the first problem.
    package init(json root: JSONNode) throws(JSONDocumentError) {
        let object = try root.object()
        try object.requireKeys(["appUID", "local", "slots", "fresh", "now"])
        let appUID = try object["appUID"].optionalString()
        let local = try object["local"].optionalObject().map { (record) throws(JSONDocumentError) in try Self.record(record) }
        guard object.contains("slots") else {
            throw object["slots"].failure("missing: expected an array of \(SlotName.count) slots")
        }
        let slots = try Self.slots(object["slots"])
        let fresh = object["fresh"], now = object["now"]
        self.init(
            appUID: appUID, local: local, slots: slots,
            fresh: fresh.isNull ? nil : try Self.fresh(fresh),
            now: now.isNull ? nil : try Self.timestamp(now))
    }

    /// A record: every value a string, keys in order.
    static func record(_ object: JSONObject) throws(JSONDocumentError) -> OpenUDIDRecord {
        var fields: [OpenUDIDRecord.Field] = []
        for (key, value) in object.fields {
            fields.append(OpenUDIDRecord.Field(key: key, value: try value.string()))
        }
        return OpenUDIDRecord(fields: fields)
    }

    static func slots(_ node: JSONNode) throws(JSONDocumentError) -> [Slot] {
        let elements = try node.array(expecting: "an array of \(SlotName.count) slots")
        guard elements.count == SlotName.count else {
            throw node.failure("expected \(SlotName.count) slots, got \(elements.count)")
        }
        var slots: [Slot] = []
        slots.reserveCapacity(elements.count)
        for element in elements {
            switch element.value {
            case .null: slots.append(.absent)
            case .object: slots.append(.present(try record(element.object())))
            default: throw element.typeMismatch(expected: "an object or null")
            }
        }
        return slots
    }

    static func fresh(_ node: JSONNode) throws(JSONDocumentError) -> OpenUDID {
        let text = try node.string(expecting: "a string of 40 hex digits")
        do {
            return try OpenUDID(parsing: text)
        } catch {
            throw node.failure("not an OpenUDID: \(error)")
        }
    }

    /// An ISO 8601 date-time, kept as written once Foundation has accepted it.
    static func timestamp(_ node: JSONNode) throws(JSONDocumentError) -> String {
        let text = try node.string(expecting: "an ISO 8601 string")
        // ISO8601DateFormatter is neither Sendable nor cheap; this runs once per document.
        let plain = ISO8601DateFormatter()
        let fractional = ISO8601DateFormatter()
        fractional.formatOptions.insert(.withFractionalSeconds)
        guard plain.date(from: text) != nil || fractional.date(from: text) != nil else {
            throw node.failure("expected an ISO 8601 date-time such as 2012-08-28T14:03:59Z, got '\(text)'")
        }
        return text
    }
}
