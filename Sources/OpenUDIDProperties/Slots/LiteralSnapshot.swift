import FuzzSupport
package import OpenUDIDCore

/// A resolution flattened into named fields whose strings are spelled byte by byte, so that
/// two resolutions can be compared literally and the first difference named.
///
/// `OpenUDIDResolution`'s own `==` compares strings with Swift's canonical equivalence, under
/// which precomposed and decomposed "é" are equal; the original library tells them apart, so
/// the property must too.
package struct LiteralSnapshot: Equatable {
    var fields: [(name: String, text: String)]

    package static func == (a: LiteralSnapshot, b: LiteralSnapshot) -> Bool {
        a.fields.elementsEqual(b.fields) { $0.name == $1.name && $0.text.utf8.elementsEqual($1.text.utf8) }
    }

    /// A record spelled byte by byte: `{"OpenUDID": "…", …}`, or `nil`.
    static func record(_ record: OpenUDIDRecord?) -> String {
        guard let record else { return "nil" }
        return "{" + record.fields.map { "\(show($0.key)): \(show($0.value))" }.joined(separator: ", ") + "}"
    }

    /// The fields of `r`, its strings spelled byte by byte.
    package init(_ r: OpenUDIDResolution) {
        func text(_ s: String?) -> String { s.map { show($0) } ?? "nil" }
        func text(_ record: OpenUDIDRecord?) -> String { Self.record(record) }
        fields = [
            ("value", text(r.value)),
            ("status", r.status.rawValue),
            ("scan.frequencies", r.scan.frequencies.map { "\(show($0.value))×\($0.count)@\($0.firstSlot)" }.joined(separator: " ")),
            ("scan.mostReliable", text(r.scan.mostReliable)),
            ("scan.availableSlot", r.scan.availableSlot.map { String($0) } ?? "nil"),
            ("scan.mySlot", text(r.scan.mySlot)),
            ("scan.optOutTS", text(r.scan.optOutTS)),
            ("write", r.write.map { "slot \($0.slot) \(text($0.record))" } ?? "nil"),
            ("local", text(r.local)),
            ("localSaved", String(r.localSaved)),
            ("generated", String(r.generated)),
            ("fromCache", String(r.fromCache)),
        ]
    }

    /// The first field that differs, with both spellings.
    package func difference(from other: LiteralSnapshot) -> String? {
        for (mine, theirs) in zip(fields, other.fields) where !mine.text.utf8.elementsEqual(theirs.text.utf8) {
            return "\(mine.name): \(mine.text) vs \(theirs.text)"
        }
        return nil
    }
}
