import Testing
import OpenUDIDCLI
import OpenUDIDCore

@Suite struct UUIDCommandTests {
    @Test func defaultIsOneVersion4InCanonicalForm() throws {
        let result = openudid("uuid")
        #expect(result.code == .success)
        #expect(result.lines.count == 1)
        let line = try #require(result.lines.first)
        let uuid = try RFCUUID(parsing: line)
        #expect(uuid.version == 4)
        #expect(uuid.variant == .rfc9562)
        #expect(line == uuid.formatted(.canonical))
    }

    @Test(arguments: [
        (["--v1"], 1), (["--v4"], 4), (["--v6"], 6), (["--v7"], 7), (["--v7", "--method", "counter"], 7),
        (["--v7", "--method", "random"], 7),
    ])
    func countsAndVersions(flags: [String], version: Int) throws {
        let result = openudid(["uuid", "-n", "50"] + flags)
        #expect(result.code == .success)
        #expect(result.lines.count == 50)
        let uuids = try result.lines.map { try RFCUUID(parsing: $0) }
        #expect(uuids.allSatisfy { $0.version == version && $0.variant == .rfc9562 })
        #expect(Set(uuids).count == 50)
    }

    /// RFC 9562 appendix A.2's example, and the same in every form.
    @Test(arguments: [
        ([String](), "5df41881-3aed-3515-88a7-2f4a814cf09e"),
        (["--upper"], "5DF41881-3AED-3515-88A7-2F4A814CF09E"),
        (["--hyphenless"], "5df418813aed351588a72f4a814cf09e"),
        (["--braced"], "{5df41881-3aed-3515-88a7-2f4a814cf09e}"),
        (["--urn"], "urn:uuid:5df41881-3aed-3515-88a7-2f4a814cf09e"),
        (["--upper", "--hyphenless"], "5DF418813AED351588A72F4A814CF09E"),
        (["--upper", "--braced"], "{5DF41881-3AED-3515-88A7-2F4A814CF09E}"),
        (["--upper", "--urn"], "urn:uuid:5DF41881-3AED-3515-88A7-2F4A814CF09E"),
    ])
    func version3InEveryForm(formFlags: [String], expected: String) {
        let result = openudid(["uuid", "--v3", "--namespace", "dns", "--name", "www.example.com"] + formFlags)
        #expect(result.code == .success)
        #expect(result.output == expected + "\n")
    }

    @Test func version3NamespacesAndRepeats() throws {
        let byName = openudid("uuid", "--v3", "--namespace", "URL", "--name", "x", "-n", "3")
        let byUUID = openudid("uuid", "--v3", "--namespace", "{6BA7B811-9DAD-11D1-80B4-00C04FD430C8}", "--name", "x")
        let expected = RFCUUID.v3(namespace: .url, name: "x").formatted()
        #expect(byName.lines == [expected, expected, expected])
        #expect(byUUID.lines == [expected])
        for (name, namespace) in [("oid", RFCUUID.oid), ("x500", .x500)] {
            let result = openudid("uuid", "--v3", "--namespace", name, "--name", "x")
            #expect(result.lines == [RFCUUID.v3(namespace: namespace, name: "x").formatted()])
        }
    }

    @Test(arguments: [
        (["--v9"], "unknown option '--v9'"),
        (["-n", "x"], "-n expects a positive integer, got 'x'"),
        (["-n", "0"], "-n expects a positive integer, got '0'"),
        (["--v1", "--v4"], "--v1 and --v4 cannot be used together"),
        (["--braced", "--urn"], "--braced and --urn cannot be used together"),
        (["--v3", "--name", "x"], "--v3 needs --namespace (dns, url, oid, x500 or a UUID)"),
        (["--v3", "--namespace", "dns"], "--v3 needs --name"),
        (["--name", "x"], "--name is only used with --v3 or --v5"),
        (["--v1", "--namespace", "dns"], "--namespace is only used with --v3 or --v5"),
        (["--v5", "--name", "x"], "--v5 needs --namespace (dns, url, oid, x500 or a UUID)"),
        (["--v5", "--namespace", "url"], "--v5 needs --name"),
        (["--v3", "--v5"], "--v3 and --v5 cannot be used together"),
        (["--v7", "--max"], "--v7 and --max cannot be used together"),
        (["--v6", "--v8", String(repeating: "0", count: 32)], "--v6 and --v8 cannot be used together"),
        (["--method", "counter"], "--method is only used with --v7"),
        (["--v6", "--method", "subms"], "--method is only used with --v7"),
        (["--v7", "--counter-bits", "30"], "--counter-bits is only used with --v7 --method counter"),
        (["--v7", "--method", "random", "--counter-bits", "30"], "--counter-bits is only used with --v7 --method counter"),
        (["--v7", "--method", "fast"], "--method expects counter, subms or random, got 'fast'"),
        (["--v7", "--method", "counter", "--counter-bits", "11"], "--counter-bits expects an integer from 12 to 42, got '11'"),
        (["--v7", "--method", "counter", "--counter-bits", "43"], "--counter-bits expects an integer from 12 to 42, got '43'"),
        (["--v8"], "option '--v8' expects a value"),
        (
            ["--v8", "2489e9ad2ee20e000ec932d5f69181c"],
            "--v8 expects 32 hex digits, got '2489e9ad2ee20e000ec932d5f69181c' (length 31, expected 32, 36, 38 or 45)"
        ),
        (
            ["--v8", "2489e9ad-2ee2-0e00-0ec9-32d5f69181cg"],
            "--v8 expects 32 hex digits, got '2489e9ad-2ee2-0e00-0ec9-32d5f69181cg' (invalid character 'g' at index 35)"
        ),
        (
            ["--v3", "--namespace", "web", "--name", "x"],
            "--namespace expects dns, url, oid, x500 or a UUID, got 'web' (length 3, expected 32, 36, 38 or 45)"
        ),
        (["extra"], "unexpected argument 'extra'"),
    ])
    func badUsage(arguments: [String], message: String) {
        let result = openudid(["uuid"] + arguments)
        #expect(result.code == .usage)
        #expect(result.output.isEmpty)
        #expect(result.errors.hasPrefix("openudid uuid: \(message)\n"))
    }

    /// RFC 9562 appendix A.4's version 5 example, repeated, in every namespace and form.
    @Test func version5() throws {
        let result = openudid("uuid", "--v5", "--namespace", "dns", "--name", "www.example.com", "-n", "2", "--upper")
        #expect(result.code == .success)
        #expect(result.lines == ["2ED6657D-E927-568B-95E1-2665A8AEA6A2", "2ED6657D-E927-568B-95E1-2665A8AEA6A2"])
        for (name, namespace) in [("url", RFCUUID.url), ("oid", .oid), ("x500", .x500), (RFCUUID.dns.formatted(.braced), .dns)] {
            let other = openudid("uuid", "--v5", "--namespace", name, "--name", "é")
            #expect(other.lines == [RFCUUID.v5(namespace: namespace, name: "é").formatted()])
        }
    }

    /// Time-based versions increase within a run: as values, and as text (v6 and v7 sort by time).
    @Test(arguments: [
        ["--v6"], ["--v7"], ["--v7", "--method", "counter"], ["--v7", "--method", "counter", "--counter-bits", "12"],
        ["--v7", "--method", "subms", "--upper"],
    ])
    func timeOrderedVersionsIncrease(flags: [String]) throws {
        let result = openudid(["uuid", "-n", "2000"] + flags)
        #expect(result.code == .success, "\(result.errors)")
        let uuids = try result.lines.map { try RFCUUID(parsing: $0) }
        #expect(uuids.count == 2000)
        #expect(zip(uuids, uuids.dropFirst()).allSatisfy { $0 < $1 }, "strictly increasing")
        #expect(result.lines == result.lines.sorted(), "sorted as text")
        let now = RFCUUID.Timestamp.now()
        for uuid in uuids {
            let timestamp = try #require(uuid.timestamp)
            #expect(abs(timestamp.unixMilliseconds - now.unixMilliseconds) < 600_000, "made within ten minutes of now")
        }
    }

    /// `--counter-bits` reaches the generator: a 12-bit counter leaves 62 random bits, which the
    /// counter never touches, so two UUIDs of one millisecond differ there; the counter sits in
    /// rand_a and counts up by one.
    @Test func counterBitsSetTheCounterWidth() throws {
        let lines = openudid("uuid", "--v7", "--method", "counter", "--counter-bits", "12", "-n", "200").lines
        let uuids = try lines.map { try RFCUUID(parsing: $0) }
        let pairs = zip(uuids, uuids.dropFirst()).filter { $0.0.high >> 16 == $0.1.high >> 16 }
        #expect(!pairs.isEmpty, "two UUIDs in one millisecond")
        for (a, b) in pairs {
            #expect(b.high & 0xFFF == (a.high & 0xFFF) + 1, "rand_a counts up")
        }
    }

    /// RFC 9562 appendix B.1's version 8 example: the version and variant are written over the
    /// given bits, in any input form.
    @Test(arguments: [
        "2489e9ad2ee20e000ec932d5f69181c0", "{2489E9AD-2EE2-0E00-0EC9-32D5F69181C0}",
        "urn:uuid:2489e9ad-2ee2-8e00-8ec9-32d5f69181c0", "2489e9ad-2ee2-fe00-cec9-32d5f69181c0",
    ])
    func version8(bits: String) {
        let result = openudid("uuid", "--v8", bits, "-n", "3")
        #expect(result.code == .success)
        #expect(result.lines == Array(repeating: "2489e9ad-2ee2-8e00-8ec9-32d5f69181c0", count: 3))
    }

    @Test func maxRepeatsInEveryForm() {
        #expect(
            openudid("uuid", "--max", "-n", "2").lines == ["ffffffff-ffff-ffff-ffff-ffffffffffff", "ffffffff-ffff-ffff-ffff-ffffffffffff"])
        #expect(openudid("uuid", "--max", "--upper", "--urn").lines == ["urn:uuid:FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF"])
    }

    /// The usage line and the version group come from the declarations.
    @Test func helpListsEveryVersion() {
        let help = openudid("uuid", "--help").output
        // The choice of versions breaks between two of them to stay within 80 columns.
        #expect(
            help.hasPrefix(
                "usage: openudid uuid [-n N] [--v1 | --v3 | --v4 | --v5 | --v6 | --v7\n                     | --v8 HEX32 | --max]"))
        for option in ["--method counter|subms|random", "--counter-bits B", "--v8 HEX32", "(default subms)", "(default 42)"] {
            #expect(help.contains(option), "\(option)")
        }
    }

    /// Large counts go through the output buffer in many flushes; every line stays whole.
    @Test func largeCountsStayLineAligned() {
        let result = openudid("uuid", "-n", "5000", "--urn")
        #expect(result.lines.count == 5000)
        #expect(result.lines.allSatisfy { $0.utf8.count == 45 && $0.hasPrefix("urn:uuid:") })
    }
}
