import Foundation
import Testing
import OpenUDIDCLI

/// `openudid deviceid`, in-process. The digests were computed independently with python3
/// hashlib: MD5hex(MD5hex(first 8) + MD5hex(first 10)), UPPERCASE, first 4 digits.
@Suite struct DeviceIDCommandTests {
    static let idfv = "599F9C00-92DC-4B5C-9464-7971F01F8370"
    static let id = "599F9C00-92DC-4B5C-9464-7971F01F8370-A38A"
    static let otherID = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F-BDEB"

    func json(_ result: RunResult) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8))
        return try #require(object as? [String: Any])
    }

    @Test func makeAppendsTheCheckDigest() {
        let result = openudid("deviceid", "make", Self.idfv)
        #expect(result.code == .success)
        #expect(result.lines == [Self.id])
        // 20 units or fewer come back unchanged.
        #expect(openudid("deviceid", "make", "ABCDEFGHIJKLMNOPQRST").lines == ["ABCDEFGHIJKLMNOPQRST"])
    }

    @Test func checkAcceptsAValidIDAndExplainsARejection() throws {
        let valid = openudid("deviceid", "check", Self.id)
        #expect(valid.code == .success)
        #expect(try json(valid)["available"] as? Bool == true)

        let tampered = openudid("deviceid", "check", Self.idfv + "-0000")
        #expect(tampered.code == .failure)
        let verdict = try json(tampered)
        #expect(verdict["available"] as? Bool == false)
        #expect(verdict["expected"] as? String == "-A38A")
        #expect(verdict["found"] as? String == "-0000")
    }

    @Test func uuidDropsTheSuffixAndRejectsShortIDs() {
        #expect(openudid("deviceid", "uuid", Self.id).lines == [Self.idfv])
        #expect(openudid("deviceid", "uuid", "ABCDE").lines == ["ABCDE"])  // exactly 5: whole
        let short = openudid("deviceid", "uuid", "abc")
        #expect(short.code == .failure)
        #expect(!short.errors.isEmpty)
    }

    /// The reconciliation on a document from standard input: both stores valid but different
    /// means the pasteboard wins and is copied into the keychain.
    @Test func resolvePrefersThePasteboardWhenBothValidIDsDiffer() throws {
        let document = #"{"keychain": "\#(Self.otherID)", "pasteboard": "\#(Self.id)", "idfv": null}"#
        let result = openudid(["deviceid", "resolve", "-"], input: Array(document.utf8))
        #expect(result.code == .success, "\(result.errors)")
        let output = try json(result)
        #expect(output["id"] as? String == Self.id)
        let writes = try #require(output["writes"] as? [String: Any])
        #expect(writes["keychain"] as? String == Self.id)
        #expect(writes["pasteboard"] is NSNull)
    }

    /// Both stores empty: a fresh ID made from the IDFV goes into both.
    @Test func resolveWithEmptyStoresWritesAFreshIDToBoth() throws {
        let document = #"{"keychain": null, "pasteboard": "", "idfv": "\#(Self.idfv)"}"#
        let output = try json(openudid(["deviceid", "resolve", "-"], input: Array(document.utf8)))
        #expect(output["id"] as? String == Self.id)
        let writes = try #require(output["writes"] as? [String: Any])
        #expect(writes["keychain"] as? String == Self.id)
        #expect(writes["pasteboard"] as? String == Self.id)
    }

    /// Seed 003 with the all-zero IDFA of limited ad tracking: skipped by default, kept with
    /// `"zeroIDFA": "source"` as the source would.
    @Test func chainSkipsTheZeroIDFAUnlessAskedToBehaveLikeTheSource() throws {
        let zero = "00000000-0000-0000-0000-000000000000"
        let fresh = "11111111-2222-4333-8444-555555555555"
        let skipping = #"{"idfa": "\#(zero)", "fresh": "\#(fresh)"}"#
        let skipped = try json(openudid(["deviceid", "chain", "-"], input: Array(skipping.utf8)))
        #expect(skipped["id"] as? String == fresh.uppercased())
        #expect(skipped["skippedZeroIDFA"] as? Bool == true)

        let faithful = #"{"idfa": "\#(zero)", "fresh": "\#(fresh)", "zeroIDFA": "source"}"#
        let kept = try json(openudid(["deviceid", "chain", "-"], input: Array(faithful.utf8)))
        #expect(kept["id"] as? String == zero)
    }

    @Test(arguments: [
        (["deviceid"], "expects an action"),
        (["deviceid", "frobnicate"], "unknown action 'frobnicate'"),
        (["deviceid", "make"], "expects one STRING, got 0"),
    ])
    func badUsageExitsTwo(arguments: [String], message: String) {
        let result = openudid(arguments)
        #expect(result.code == .usage)
        #expect(result.errors.contains(message), "\(result.errors)")
    }

    @Test(arguments: [
        ("resolve", #"{"keychain": 5}"#, "keychain: expected a string or null, got a number"),
        ("resolve", #"{"idfv": "nope"}"#, "idfv: not a UUID: length 4, expected 32, 36, 38 or 45"),
        ("resolve", #"{"keychain": null, "keychain": "x"}"#, "keychain: duplicate key"),
        (
            "chain", #"{"keychian": null}"#,
            "keychian: unknown key (expected keychain, defaults, idfa, fresh, cached or zeroIDFA)"
        ),
        ("chain", #"{"zeroIDFA": "always"}"#, #"zeroIDFA: expected "unavailable" or "source", got 'always'"#),
        (
            "vendor", #"{"keychain": {"com.rails.password": 1}}"#,
            #"keychain["com.rails.password"]: expected a string or null, got a number"#
        ),
        ("vendor", #"{"keychain": {"a": 1, "a": 2}}"#, "keychain.a: duplicate key"),
        ("vendor", "[]", "document: expected an object, got an array"),
        ("vendor", "{", "invalid JSON at line 1, column 2: expected a string key in an object"),
    ])
    func malformedDocumentsExitTwoNamingTheField(action: String, document: String, message: String) {
        let result = openudid(["deviceid", action, "-"], input: Array(document.utf8))
        #expect(result.code == .usage)
        #expect(result.errors.hasPrefix("openudid deviceid \(action): \(message)\n"), "\(result.errors)")
    }

    /// A value the source crashes on: the message names the store, as the core's error does.
    @Test(arguments: ["keychain", "pasteboard"])
    func crashingStoreValueIsNamed(store: String) {
        let crashing = "1234567\u{1F600}" + String(repeating: "x", count: 20)  // unit 8 is a high surrogate
        let document = "{\"\(store)\": \"\(crashing)\"}"
        let result = openudid(["deviceid", "resolve", "-"], input: Array(document.utf8))
        #expect(result.code == .failure)
        #expect(
            result.errors
                == "openudid deviceid resolve: \(store): the first 8 UTF-16 units split a surrogate pair (the source crashes: UTF8String is NULL)\n"
        )
    }

    @Test func unreadableDocumentExitsOne() {
        let result = openudid(["deviceid", "chain", "/nonexistent/doc.json"])
        #expect(result.code == .failure)
        #expect(result.errors == "openudid deviceid chain: /nonexistent/doc.json: No such file or directory\n")
    }

    @Test func helpListsTheActionsAndEachHasItsOwn() {
        let result = openudid("deviceid", "--help")
        #expect(result.code == .success)
        #expect(result.output.hasPrefix("usage: openudid deviceid <action>"))
        for action in ["make STRING", "check ID", "uuid ID", "resolve [FILE | -]", "chain [FILE | -]", "vendor [FILE | -]"] {
            #expect(result.output.contains("\n  \(action) "), "\(action)")
        }
        #expect(openudid("deviceid", "make", "--help").output.hasPrefix("usage: openudid deviceid make STRING\n"))
    }
}
