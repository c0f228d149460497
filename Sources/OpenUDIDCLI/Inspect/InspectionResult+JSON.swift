package import OpenUDIDCore
package import JSONDocument
import struct Foundation.Date

extension InspectionResult {
    /// The JSON object `openudid inspect` prints for `input`.
    ///
    /// - A UUID: `input`, `valid` (true), `kind` (`uuid`), `canonical` (lowercase, hyphenated),
    ///   `version` (the four version bits, whatever the variant), `variant` (`rfc9562`, `ncs`,
    ///   `microsoft` or `future`), `null` (whether it is the Nil UUID). Of the RFC variant, a
    ///   version 1 or 6 UUID also has `time` (ISO 8601 with the 100 ns fraction when not zero),
    ///   `clockSequence` and `node` (12 lowercase hex digits); a version 7 UUID has `time` (ISO
    ///   8601 with the milliseconds when not zero) and `unixMillis` (milliseconds since 1970).
    /// - An OpenUDID: `input`, `valid`, `kind` (`openudid`), `canonical` (40 lowercase hex
    ///   digits) and `null` (forty zeros, the opted-out value). There is no `version` or
    ///   `variant`: an OpenUDID has no such fields, and inventing them (say, reading version
    ///   bits out of an MD5 digest) would suggest a structure it does not have.
    /// - Invalid: `input`, `valid` (false), `error` (the parse error's message) and `index`
    ///   (where the problem is, counted from zero; for a wrong length, the length).
    package func json(input: String) -> JSONValue {
        var members = [JSONMember("input", .string(input)), JSONMember("valid", .bool(isValid))]
        switch self {
        case let .uuid(uuid):
            members.append(JSONMember("kind", .string("uuid")))
            members.append(JSONMember("canonical", .string(uuid.formatted(.canonical))))
            members.append(JSONMember("version", .number(uuid.version)))
            members.append(JSONMember("variant", .string(uuid.variant.description)))
            members += Self.timeMembers(of: uuid)
            members.append(JSONMember("null", .bool(uuid == .zero)))
        case let .openUDID(id):
            members.append(JSONMember("kind", .string("openudid")))
            members.append(JSONMember("canonical", .string(id.description)))
            members.append(JSONMember("null", .bool(id.isOptedOut)))
        case let .invalid(error):
            members.append(JSONMember("error", .string(error.description)))
            members.append(JSONMember("index", .number(error.index)))
        }
        return .object(members)
    }

    /// `time` and what goes with it for the time-based versions (1, 6, 7) of the RFC variant;
    /// nothing for the others.
    private static func timeMembers(of uuid: RFCUUID) -> [JSONMember] {
        guard let timestamp = uuid.timestamp else { return [] }
        if uuid.version == 7 {
            // Milliseconds are all a version 7 UUID holds: print them, not seven digits of 100 ns.
            let milliseconds = timestamp.unixMilliseconds
            return [
                JSONMember("time", .string(ISO8601Timestamp.string(Date(timeIntervalSince1970: Double(milliseconds) / 1000)))),
                JSONMember("unixMillis", .number(milliseconds)),
            ]
        }
        guard let clockSequence = uuid.clockSequence, let node = uuid.node else { return [] }
        let digits = String(node, radix: 16)
        return [
            JSONMember("time", .string(timestamp.description)),
            JSONMember("clockSequence", .number(clockSequence)),
            JSONMember("node", .string(String(repeating: "0", count: 12 - digits.count) + digits)),
        ]
    }
}
