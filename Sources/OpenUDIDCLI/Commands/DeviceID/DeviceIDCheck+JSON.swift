package import OpenUDIDCore
package import JSONDocument

extension DeviceIDCheck {
    /// `"available","reason","message","length"`, with `"expected"` and `"found"` on a digest
    /// mismatch: what `deviceid check` prints after the ID, and `deviceid resolve` per store.
    package var jsonMembers: [JSONMember] {
        var members = [
            JSONMember("available", .bool(isAvailable)),
            JSONMember("reason", .string(code)),
            JSONMember("message", .string(description)),
            JSONMember("length", .number(length)),
        ]
        if case let .digestMismatch(expected, found) = reason {
            members.append(JSONMember("expected", .string(expected)))
            members.append(JSONMember("found", .string(found)))
        }
        return members
    }
}
