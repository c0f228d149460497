package import OpenUDIDCore
package import JSONDocument

extension OpenUDIDResolution {
    /// The JSON object `openudid scan` prints, members in this order: `value`, `status`,
    /// `mostReliable`, `frequencies` (value to count, in first-seen order), `availableSlot`
    /// (a slot name), `mySlot`, `write` (`{"slot": name, "record": {…}}`), `local`,
    /// `localSaved`, `generated`, `appUID`. Absent things are `null`.
    package func json(appUID: String) -> JSONValue {
        .object([
            JSONMember("value", .string(value)),
            JSONMember("status", .string(status.rawValue)),
            JSONMember("mostReliable", .string(orNull: scan.mostReliable)),
            JSONMember("frequencies", .object(scan.frequencies.map { JSONMember($0.value, .number($0.count)) })),
            JSONMember("availableSlot", .string(orNull: scan.availableSlot.map(SlotName.name))),
            JSONMember("mySlot", .string(orNull: scan.mySlot)),
            JSONMember(
                "write",
                write.map { write in
                    .object([JSONMember("slot", .string(write.slotName)), JSONMember("record", write.record.json)])
                } ?? .null),
            JSONMember("local", local?.json ?? .null),
            JSONMember("localSaved", .bool(localSaved)),
            JSONMember("generated", .bool(generated)),
            JSONMember("appUID", .string(appUID)),
        ])
    }
}

extension OpenUDIDRecord {
    /// The record as a JSON object of strings: OpenUDID's five keys first, then the others in
    /// their order (``fields``).
    package var json: JSONValue {
        .object(fields.map { JSONMember($0.key, .string($0.value)) })
    }
}
