import Testing
import OpenUDIDCore

/// Record keys are NSDictionary keys: compared code unit by code unit.
@Suite struct RecordLiteralKeyTests {
    @Test func canonicallyEquivalentKeysStayDistinct() {
        var record = OpenUDIDRecord()
        record["\u{E9}"] = "precomposed"
        record["e\u{301}"] = "decomposed"
        #expect(record.otherFields.count == 2)
        #expect(record["\u{E9}"] == "precomposed")
        #expect(record["e\u{301}"] == "decomposed")
        record["e\u{301}"] = nil
        #expect(record["\u{E9}"] == "precomposed")
        #expect(record["e\u{301}"] == nil)
    }
}
