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

    @Test(arguments: [("--v1", 1), ("--v4", 4)])
    func countsAndVersions(flag: String, version: Int) throws {
        let result = openudid("uuid", flag, "-n", "50")
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
        (["--v5"], "unknown option '--v5'"),
        (["-n", "x"], "-n expects a positive integer, got 'x'"),
        (["-n", "0"], "-n expects a positive integer, got '0'"),
        (["--v1", "--v4"], "--v1 and --v4 cannot be used together"),
        (["--braced", "--urn"], "--braced and --urn cannot be used together"),
        (["--v3", "--name", "x"], "--v3 needs --namespace (dns, url, oid, x500 or a UUID)"),
        (["--v3", "--namespace", "dns"], "--v3 needs --name"),
        (["--name", "x"], "--name is only used with --v3"),
        (["--v1", "--namespace", "dns"], "--namespace is only used with --v3"),
        (["--v3", "--namespace", "web", "--name", "x"],
         "--namespace expects dns, url, oid, x500 or a UUID, got 'web' (length 3, expected 32, 36, 38 or 45)"),
        (["extra"], "unexpected argument 'extra'"),
    ])
    func badUsage(arguments: [String], message: String) {
        let result = openudid(["uuid"] + arguments)
        #expect(result.code == .usage)
        #expect(result.output.isEmpty)
        #expect(result.errors.hasPrefix("openudid uuid: \(message)\n"))
    }

    /// Large counts go through the output buffer in many flushes; every line stays whole.
    @Test func largeCountsStayLineAligned() {
        let result = openudid("uuid", "-n", "5000", "--urn")
        #expect(result.lines.count == 5000)
        #expect(result.lines.allSatisfy { $0.utf8.count == 45 && $0.hasPrefix("urn:uuid:") })
    }
}
