import Testing
import Foundation
import OpenUDIDCLI
import JSONDocument
import OpenUDIDCore

/// `openudid scan`: documents with several slot layouts, compared field by field with the
/// resolution of the article "OpenUDID and the 100-Slot Scan" (OpenUDIDCore.docc), and every class of malformed document.
@Suite struct ScanCommandTests {
    static let app = "APP-1"
    static let fresh = "abcdef0123456789abcdef0123456789abcdef01"
    static let now = "2012-08-28T14:03:59Z"
    static let v = String(repeating: "1", count: 40)
    static let w = String(repeating: "2", count: 40)
    static let x = "x-value"
    static let y = "y-value"

    /// A record as JSON.
    static func record(_ pairs: KeyValuePairs<String, String>) -> JSONValue {
        .object(pairs.map { JSONMember($0.key, .string($0.value)) })
    }

    /// The text of a document: `slots` maps an index to its JSON (every other slot is null).
    static func document(appUID: JSONValue = .string(app), local: JSONValue = .null,
                         slots: [Int: JSONValue] = [:], count: Int = 100,
                         fresh: String? = fresh, now: String? = now) -> String {
        var members = [JSONMember("appUID", appUID), JSONMember("local", local),
                       JSONMember("slots", .array((0..<count).map { slots[$0] ?? .null }))]
        if let fresh { members.append(JSONMember("fresh", .string(fresh))) }
        if let now { members.append(JSONMember("now", .string(now))) }
        return JSONWriter.string(.object(members))
    }

    static func scan(_ document: String) -> RunResult {
        openudid("scan", input: document)
    }

    @Test func emptySlotsNoLocalRecordGeneratesAndClaimsSlotZero() {
        let result = Self.scan(Self.document())
        #expect(result.code == .success)
        #expect(result.errors.isEmpty)
        let record = #"{"OpenUDID":"\#(Self.fresh)","OpenUDID_slot":"org.OpenUDID.slot.0","OpenUDID_appUID":"APP-1","OpenUDID_createdTS":"\#(Self.now)"}"#
        #expect(result.output == #"{"value":"\#(Self.fresh)","status":"none","mostReliable":null,"frequencies":{},"availableSlot":"org.OpenUDID.slot.0","mySlot":null,"write":{"slot":"org.OpenUDID.slot.0","record":\#(record)},"local":\#(record),"localSaved":true,"generated":true,"appUID":"APP-1"}"# + "\n")
    }

    @Test func localValueOutvotedIsCompromisedAndOwnSlotBlocksTheWrite() {
        let result = Self.scan(Self.document(
            local: Self.record(["OpenUDID": Self.v, "OpenUDID_slot": "org.OpenUDID.slot.2", "OpenUDID_appUID": Self.app]),
            slots: [0: Self.record(["OpenUDID": Self.w, "OpenUDID_appUID": "OTHER"]),
                    1: Self.record(["OpenUDID": Self.w]),
                    2: Self.record(["OpenUDID": Self.v, "OpenUDID_appUID": Self.app])]))
        #expect(result.code == .success)
        #expect(result.output == #"{"value":"\#(Self.v)","status":"compromised","mostReliable":"\#(Self.w)","frequencies":{"\#(Self.w)":2,"\#(Self.v)":1},"availableSlot":"org.OpenUDID.slot.3","mySlot":"org.OpenUDID.slot.2","write":null,"local":{"OpenUDID":"\#(Self.v)","OpenUDID_slot":"org.OpenUDID.slot.2","OpenUDID_appUID":"APP-1"},"localSaved":false,"generated":false,"appUID":"APP-1"}"# + "\n")
    }

    @Test func optedOutReturnsFortyZeros() {
        let result = Self.scan(Self.document(
            local: Self.record(["OpenUDID": Self.v, "OpenUDID_slot": "org.OpenUDID.slot.5", "OpenUDID_optOutTS": Self.now]),
            slots: [5: Self.record(["OpenUDID": Self.v, "OpenUDID_appUID": Self.app, "OpenUDID_optOutTS": Self.now])]))
        let zeros = String(repeating: "0", count: 40)
        #expect(result.output == #"{"value":"\#(zeros)","status":"optedOut","mostReliable":"\#(Self.v)","frequencies":{"\#(Self.v)":1},"availableSlot":"org.OpenUDID.slot.0","mySlot":"org.OpenUDID.slot.5","write":null,"local":{"OpenUDID":"\#(Self.v)","OpenUDID_slot":"org.OpenUDID.slot.5","OpenUDID_optOutTS":"\#(Self.now)"},"localSaved":false,"generated":false,"appUID":"APP-1"}"# + "\n")
    }

    /// Quirk Q3: the app's own slot without an opt-out date cancels the local opt-out.
    @Test func ownSlotWithoutOptOutCancelsIt() {
        let result = Self.scan(Self.document(
            local: Self.record(["OpenUDID": Self.v, "OpenUDID_slot": "org.OpenUDID.slot.5", "OpenUDID_optOutTS": Self.now]),
            slots: [5: Self.record(["OpenUDID": Self.v, "OpenUDID_appUID": Self.app])]))
        #expect(result.output.hasPrefix(#"{"value":"\#(Self.v)","status":"none","#))
    }

    /// Quirk Q5 with an unreadable slot: the local record without a value is not filled in, but
    /// it claims the first slot, which `{}` (present, no value) makes available. Unknown keys
    /// are kept and written.
    @Test func unreadableSlotIsAvailableAndValuelessLocalRecordIsNotFilled() {
        let result = Self.scan(Self.document(
            local: Self.record(["note": "kept", "OpenUDID_appUID": Self.app]),
            slots: [0: .object([]), 1: Self.record(["OpenUDID": Self.v]), 2: Self.record(["OpenUDID": Self.v])]))
        let record = #"{"OpenUDID_slot":"org.OpenUDID.slot.0","OpenUDID_appUID":"APP-1","note":"kept"}"#
        #expect(result.output == #"{"value":"\#(Self.v)","status":"none","mostReliable":"\#(Self.v)","frequencies":{"\#(Self.v)":2},"availableSlot":"org.OpenUDID.slot.0","mySlot":null,"write":{"slot":"org.OpenUDID.slot.0","record":\#(record)},"local":\#(record),"localSaved":true,"generated":false,"appUID":"APP-1"}"# + "\n")
    }

    /// Quirk Q4: equal counts go to the value first seen.
    @Test func tieGoesToTheValueSeenFirst() {
        let result = Self.scan(Self.document(slots: [
            3: Self.record(["OpenUDID": Self.x]), 4: Self.record(["OpenUDID": Self.y]),
            6: Self.record(["OpenUDID": Self.y]), 8: Self.record(["OpenUDID": Self.x]),
        ]))
        let record = #"{"OpenUDID":"x-value","OpenUDID_slot":"org.OpenUDID.slot.0","OpenUDID_appUID":"APP-1","OpenUDID_createdTS":"\#(Self.now)"}"#
        #expect(result.output == #"{"value":"x-value","status":"none","mostReliable":"x-value","frequencies":{"x-value":2,"y-value":2},"availableSlot":"org.OpenUDID.slot.0","mySlot":null,"write":{"slot":"org.OpenUDID.slot.0","record":\#(record)},"local":\#(record),"localSaved":true,"generated":false,"appUID":"APP-1"}"# + "\n")
    }

    @Test func fullSlotsLeaveNothingToWrite() {
        let all = Dictionary(uniqueKeysWithValues: (0..<100).map { ($0, Self.record(["OpenUDID": Self.v])) })
        let result = Self.scan(Self.document(slots: all))
        #expect(result.output == #"{"value":"\#(Self.v)","status":"none","mostReliable":"\#(Self.v)","frequencies":{"\#(Self.v)":100},"availableSlot":null,"mySlot":null,"write":null,"local":{"OpenUDID":"\#(Self.v)","OpenUDID_appUID":"APP-1","OpenUDID_createdTS":"\#(Self.now)"},"localSaved":true,"generated":false,"appUID":"APP-1"}"# + "\n")
    }

    @Test func defaultsForAppUIDFreshAndNow() throws {
        let result = Self.scan(Self.document(appUID: .null, fresh: nil, now: nil))
        #expect(result.code == .success)
        let output = try JSONReader.parse(result.output)
        guard case let .object(members) = output else { Issue.record("not an object"); return }
        let fields = Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 })
        guard case let .string(appUID)? = fields["appUID"], case let .string(value)? = fields["value"],
              case let .object(local)? = fields["local"] else {
            Issue.record("missing fields in \(result.output)"); return
        }
        let uuid = try RFCUUID(parsing: appUID)
        #expect(appUID == uuid.formatted(case: .upper) && uuid.version == 4)
        #expect(try OpenUDID(parsing: value).description == value)
        #expect(fields["generated"] == .bool(true))
        #expect(local.first { $0.key == "OpenUDID_appUID" }?.value == .string(appUID))
        guard case let .string(created)? = local.first(where: { $0.key == "OpenUDID_createdTS" })?.value else {
            Issue.record("no createdTS"); return
        }
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions.insert(.withFractionalSeconds)
        let date = try #require(formatter.date(from: created) ?? ISO8601DateFormatter().date(from: created))
        #expect(abs(date.timeIntervalSinceNow) < 24 * 3600)
    }

    @Test(arguments: ["2012-08-28T14:03:59.123Z", "2012-08-28T14:03:59+02:00"])
    func nowIsStampedAsGiven(now: String) {
        let result = Self.scan(Self.document(now: now))
        #expect(result.code == .success)
        #expect(result.output.contains(#""OpenUDID_createdTS":"\#(now)""#))
    }

    @Test func freshIsWrittenInLowercase() {
        let result = Self.scan(Self.document(fresh: Self.fresh.uppercased()))
        #expect(result.output.hasPrefix(#"{"value":"\#(Self.fresh)""#))
    }

    @Test func readsAFileAndDash() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.file("doc.json", Self.document())
        let fromFile = openudid("scan", path)
        let fromDash = openudid("scan", "-", input: Self.document())
        #expect(fromFile.code == .success)
        #expect(fromFile.output == Self.scan(Self.document()).output)
        #expect(fromDash.output == fromFile.output)
    }

    @Test func unreadableFileExitsOne() {
        let result = openudid("scan", "/nonexistent/doc.json")
        #expect(result.code == .failure)
        #expect(result.errors == "openudid scan: /nonexistent/doc.json: No such file or directory\n")
    }

    @Test func moreThanOneFileIsBadUsage() {
        #expect(openudid("scan", "a", "b").code == .usage)
    }

    /// Every class of malformed document exits 2 with the path of the problem.
    @Test(arguments: [
        ("{", "invalid JSON at line 1, column 2: expected a string key in an object"),
        ("[]", "document: expected an object, got an array"),
        (#"{"appUID":"A"}"#, "slots: missing: expected an array of 100 slots"),
        (document(count: 99), "slots: expected 100 slots, got 99"),
        (document(count: 101), "slots: expected 100 slots, got 101"),
        (#"{"slots":{}}"#, "slots: expected an array of 100 slots, got an object"),
        (document(slots: [4: .number(1)]), "slots[4]: expected an object or null, got a number"),
        (document(slots: [17: .object([JSONMember("OpenUDID", .number(5))])]),
         "slots[17].OpenUDID: expected a string, got a number"),
        (document(slots: [2: .object([JSONMember("a.b", .bool(true))])]),
         #"slots[2]["a.b"]: expected a string, got a boolean"#),
        (document(local: .object([JSONMember("OpenUDID_appUID", .null)])),
         "local.OpenUDID_appUID: expected a string, got null"),
        (document(local: .string("x")), "local: expected an object or null, got a string"),
        (document(local: .object([JSONMember("OpenUDID", .string("a")), JSONMember("OpenUDID", .string("b"))])),
         "local.OpenUDID: duplicate key"),
        (document(appUID: .number(5)), "appUID: expected a string or null, got a number"),
        (document(fresh: "xyz"), "fresh: not an OpenUDID: length 3, expected 40"),
        (document(fresh: String(repeating: "g", count: 40)), "fresh: not an OpenUDID: invalid character 'g' at index 0"),
        (document(now: "yesterday"), "now: expected an ISO 8601 date-time such as 2012-08-28T14:03:59Z, got 'yesterday'"),
        (#"{"slots":null}"#, "slots: expected an array of 100 slots, got null"),
        // Unknown and duplicate keys are found before any value is read.
        (#"{"slots":null,"slot":[]}"#, "slot: unknown key (expected appUID, local, slots, fresh or now)"),
        (#"{"slots":null,"local":{"a":"1","a":"2"}}"#, "local.a: duplicate key"),
        (#"{"slot":[]}"#, "slot: unknown key (expected appUID, local, slots, fresh or now)"),
    ])
    func malformedDocumentsNameThePath(document: String, message: String) {
        let result = Self.scan(document)
        #expect(result.code == .usage)
        #expect(result.output.isEmpty)
        #expect(result.errors.hasPrefix("openudid scan: \(message)\n"), "\(result.errors)")
    }
}


extension ScanCommandTests {
    /// "é" and "e" + U+0301 are two keys of a record (as in NSDictionary), not a duplicate: both
    /// reach the local record and the slot write.
    @Test func canonicallyEquivalentKeysAreNotDuplicates() throws {
        let slots = Array(repeating: "null", count: 100).joined(separator: ",")
        let document = #"{"appUID":"APP","local":{"OpenUDID":"abc","\u00e9":"1","e\u0301":"2"},"slots":[\#(slots)],"now":"2012-08-28T14:03:59Z"}"#
        let result = openudid(["scan", "-"], input: Array(document.utf8))
        #expect(result.code == .success, "\(result.errors)")
        #expect(result.output.contains("\"\u{E9}\":\"1\""))
        #expect(result.output.contains("\"e\u{301}\":\"2\""))
    }
}
