import OpenUDIDCore
import Foundation

extension ScanDocument {
    /// Reads a document from parsed JSON.
    ///
    /// The top level is an object with `slots` (required: exactly 100 entries, each `null` or an
    /// object), `appUID` (string or `null`), `local` (object or `null`), `fresh` (40 hex digits)
    /// and `now` (ISO 8601, with or without fractional seconds). A record is an object whose
    /// values are all strings; keys other than OpenUDID's five are kept in order. Unknown
    /// top-level keys and duplicate keys anywhere are rejected: both are more likely mistakes
    /// than intent, and a dictionary cannot hold two values under one key.
    ///
    /// - Throws: ``ScanDocumentError`` naming the path of the first problem.
    package init(json: JSONValue) throws(ScanDocumentError) {
        let members = try Self.members(of: json, at: "")
        var slots: [Slot]? = nil
        var appUID: String? = nil
        var local: OpenUDIDRecord? = nil
        var fresh: OpenUDID? = nil
        var now: String? = nil
        for member in members {
            let path = JSONPath.member("", member.key)
            switch member.key {
            case "appUID":
                appUID = try Self.optionalString(member.value, at: path)
            case "local":
                local = member.value == .null ? nil : try Self.record(member.value, at: path)
            case "slots":
                slots = try Self.slots(member.value, at: path)
            case "fresh":
                fresh = try Self.fresh(member.value, at: path)
            case "now":
                now = try Self.timestamp(member.value, at: path)
            default:
                throw ScanDocumentError(path: path,
                    "unknown key (expected appUID, local, slots, fresh or now)")
            }
        }
        guard let slots else { throw ScanDocumentError(path: "slots", "missing: expected an array of \(SlotName.count) slots") }
        self.init(appUID: appUID, local: local, slots: slots, fresh: fresh, now: now)
    }

    /// The members of an object, with duplicate keys rejected.
    static func members(of value: JSONValue, at path: String) throws(ScanDocumentError) -> [JSONMember] {
        guard case let .object(members) = value else {
            throw ScanDocumentError(path: path, "expected an object, got \(value.typeDescription)")
        }
        // By UTF-8 bytes: JSON object keys, like NSDictionary keys, are distinct unless their code
        // units are ("é" and "e" + U+0301 are two keys; a Set<String> would call them one).
        var seen = Set<[UInt8]>()
        for member in members where !seen.insert(Array(member.key.utf8)).inserted {
            throw ScanDocumentError(path: JSONPath.member(path, member.key), "duplicate key")
        }
        return members
    }

    static func optionalString(_ value: JSONValue, at path: String) throws(ScanDocumentError) -> String? {
        switch value {
        case .null: return nil
        case let .string(string): return string
        default: throw ScanDocumentError(path: path, "expected a string or null, got \(value.typeDescription)")
        }
    }

    /// A record: every value a string, keys in order.
    static func record(_ value: JSONValue, at path: String) throws(ScanDocumentError) -> OpenUDIDRecord {
        var fields: [OpenUDIDRecord.Field] = []
        for member in try members(of: value, at: path) {
            guard case let .string(string) = member.value else {
                throw ScanDocumentError(path: JSONPath.member(path, member.key),
                    "expected a string, got \(member.value.typeDescription)")
            }
            fields.append(OpenUDIDRecord.Field(key: member.key, value: string))
        }
        return OpenUDIDRecord(fields: fields)
    }

    static func slots(_ value: JSONValue, at path: String) throws(ScanDocumentError) -> [Slot] {
        guard case let .array(elements) = value else {
            throw ScanDocumentError(path: path, "expected an array of \(SlotName.count) slots, got \(value.typeDescription)")
        }
        guard elements.count == SlotName.count else {
            throw ScanDocumentError(path: path, "expected \(SlotName.count) slots, got \(elements.count)")
        }
        var slots: [Slot] = []
        slots.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            let elementPath = JSONPath.element(path, index)
            switch element {
            case .null: slots.append(.absent)
            case .object: slots.append(.present(try record(element, at: elementPath)))
            default:
                throw ScanDocumentError(path: elementPath,
                    "expected an object or null, got \(element.typeDescription)")
            }
        }
        return slots
    }

    static func fresh(_ value: JSONValue, at path: String) throws(ScanDocumentError) -> OpenUDID {
        guard case let .string(text) = value else {
            throw ScanDocumentError(path: path, "expected a string of 40 hex digits, got \(value.typeDescription)")
        }
        do {
            return try OpenUDID(parsing: text)
        } catch {
            throw ScanDocumentError(path: path, "not an OpenUDID: \(error)")
        }
    }

    /// An ISO 8601 date-time, kept as written once Foundation has accepted it.
    static func timestamp(_ value: JSONValue, at path: String) throws(ScanDocumentError) -> String {
        guard case let .string(text) = value else {
            throw ScanDocumentError(path: path, "expected an ISO 8601 string, got \(value.typeDescription)")
        }
        // ISO8601DateFormatter is neither Sendable nor cheap; this runs once per document.
        let plain = ISO8601DateFormatter()
        let fractional = ISO8601DateFormatter()
        fractional.formatOptions.insert(.withFractionalSeconds)
        guard plain.date(from: text) != nil || fractional.date(from: text) != nil else {
            throw ScanDocumentError(path: path, "expected an ISO 8601 date-time such as 2012-08-28T14:03:59Z, got '\(text)'")
        }
        return text
    }
}
