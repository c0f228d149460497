import AuditInput
@testable import OpenUDIDAudit
import Testing

/// `duplicates.csv`, written as bytes: every group's text form, the counts and places, file
/// names quoted as RFC 4180 asks, folded groups renamed, and the line that says a list was cut.
@Suite struct DuplicateListTests {
    @Test func everyFieldIsWrittenAsTheReportReadsIt() {
        var v1 = GroupTally(group: 1, prefixBits: [])
        var v4 = GroupTally(group: 4, prefixBits: [])
        var openUDID = GroupTally(group: IdentifierGroup.openUDID.rawValue, prefixBits: [])
        defer { for tally in [v1, v4, openUDID] { tally.release() } }
        // Two inputs of one chunk each: chunk 0 is `a.txt`, chunk 1 the name that needs quotes.
        let locations = LocationTable(chunkInputs: [0, 1], chunkLines: [10, 10], inputNames: ["a.txt", "odd,\"name\".txt"])
        let v1High: UInt64 = 0x1e2f_3a4b_5c6d_11ef
        v1.listed = [
            (
                AuditRecord(
                    key: IdentifierGroup.sortKey(group: 1, high: v1High), low: 0x8000_0000_0000_0001, group: 1,
                    location: Location.pack(chunk: 1, line: 4)), 2
            )
        ]
        v4.listed = [
            (
                AuditRecord(
                    key: 0x0123_4567_89ab_4def, low: 0x8123_4567_89ab_cdef, group: 4, location: Location.pack(chunk: 0, line: 0)), 3
            ),
            (
                AuditRecord(
                    key: 0xffff_ffff_ffff_4fff, low: 0xbfff_ffff_ffff_ffff, group: 4, location: Location.pack(chunk: 0, line: 9)),
                12_345
            ),
        ]
        v4.listTruncated = true
        openUDID.listed = [
            (
                AuditRecord(
                    key: 0x0011_2233_4455_6677, low: 0x8899_aabb_ccdd_eeff,
                    group: IdentifierGroup.openUDID.rawValue, suffix: 0xdead_beef, location: Location.pack(chunk: 1, line: 0)), 2
            )
        ]
        let bytes = DuplicateList.csv([v1, v4, openUDID], locations: locations, foldedAsRandom: ["uuid-v4"])
        let expected = """
            value,count,group,file,line
            1e2f3a4b-5c6d-11ef-8000-000000000001,2,uuid-v1,"odd,""name"".txt",5
            01234567-89ab-4def-8123-456789abcdef,3,random-128,a.txt,1
            ffffffff-ffff-4fff-bfff-ffffffffffff,12345,random-128,a.txt,10
            # random-128: list cut at \(GroupTally.listedValues) values per thread
            00112233445566778899aabbccddeeffdeadbeef,2,openudid,"odd,""name"".txt",1

            """
        #expect(String(decoding: bytes, as: UTF8.self) == expected)
    }
}
