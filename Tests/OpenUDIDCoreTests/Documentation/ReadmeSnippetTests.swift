import OpenUDIDCore
import Testing

/// The Swift example of the top-level `README.md` (section "Use it"), run here as written. It
/// mirrors the README line for line, except that each `print(x)` of the README is checked here
/// as `String(describing: x)` against the output the README shows in its comment. Change the
/// README and this test together.
@Suite struct ReadmeSnippetTests {
    @Test func frontDoorExample() throws {
        let id = OpenUDID.generate()  // 40 lowercase hex digits, the 2012 generator
        let random = RFCUUID.v4()  // version 4, from a per-thread ChaCha20 stream
        let ordered = UUIDv7Generator.shared.next()  // version 7, increasing across threads
        let named = RFCUUID.v5(namespace: .dns, name: "www.example.com")
        #expect(String(describing: named) == "2ed6657d-e927-568b-95e1-2665a8aea6a2")
        #expect(String(describing: MD5.hash("abc")) == "900150983cd24fb0d6963f7d28e17f72")

        let parsed = try RFCUUID(parsing: "{6BA7B810-9DAD-11D1-80B4-00C04FD430C8}")
        #expect(String(describing: parsed.formatted(.urn)) == "urn:uuid:6ba7b810-9dad-11d1-80b4-00c04fd430c8")
        var printed: String?
        do {
            _ = try RFCUUID(parsing: "6ba7b810-9dad-11d1-80b4-00c04fd430cg")
        } catch {
            printed = String(describing: error)
        }
        #expect(printed == "invalid character 'g' at index 35")

        // What the README's comments say of the first three values.
        #expect(id.description.count == 40)
        #expect(id.description.allSatisfy { "0123456789abcdef".contains($0) })
        #expect(random.version == 4)
        #expect(ordered.version == 7)
        #expect(UUIDv7Generator.shared.next() > ordered)
    }
}
