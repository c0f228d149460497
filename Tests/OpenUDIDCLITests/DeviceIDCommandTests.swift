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

    @Test func malformedDocumentsExitTwoNamingTheKey() {
        let wrongType = openudid(["deviceid", "resolve", "-"], input: Array(#"{"keychain": 5}"#.utf8))
        #expect(wrongType.code == .usage)
        #expect(wrongType.errors.contains("keychain"))
        let unknown = openudid(["deviceid", "chain", "-"], input: Array(#"{"keychian": null}"#.utf8))
        #expect(unknown.code == .usage)
        #expect(unknown.errors.contains("keychian"))
    }

    @Test func helpExitsZero() {
        let result = openudid("deviceid", "--help")
        #expect(result.code == .success)
        #expect(result.output.contains("usage: openudid deviceid make STRING"))
    }
}
