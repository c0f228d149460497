import OpenUDIDCore
import Testing

/// The Swift example of the top-level `README.md` ("Use it"), run as written. It mirrors the
/// README line for line: where the README shows a value in a comment, the test checks that value
/// with `#expect`. Change the README and this test together.
@Suite struct ReadmeSnippetTests {
    @Test func frontDoorExample() throws {
        let id = OpenUDID.generate()                 // 40 lowercase hex digits, the 2012 generator
        let random = RFCUUID.v4()                    // version 4, from a per-thread ChaCha20 stream
        let ordered = UUIDv7Generator.shared.next()  // version 7, increasing across threads
        let named = RFCUUID.v5(namespace: .dns, name: "www.example.com")
        #expect(named.description == "2ed6657d-e927-568b-95e1-2665a8aea6a2")
        #expect(MD5.hash("abc").description == "900150983cd24fb0d6963f7d28e17f72")

        let parsed = try RFCUUID(parsing: "{6BA7B810-9DAD-11D1-80B4-00C04FD430C8}")
        #expect(parsed.formatted(.urn) == "urn:uuid:6ba7b810-9dad-11d1-80b4-00c04fd430c8")
        var caught = false
        do {
            _ = try RFCUUID(parsing: "6ba7b810-9dad-11d1-80b4-00c04fd430cg")
        } catch {
            caught = true
            #expect(error.description == "invalid character 'g' at index 35")
        }
        #expect(caught)

        // What the README's comments claim about the first three values.
        #expect(id.description.count == 40)
        #expect(id.description.allSatisfy { "0123456789abcdef".contains($0) })
        #expect(random.version == 4)
        #expect(ordered.version == 7)
        #expect(UUIDv7Generator.shared.next() > ordered)
    }
}
