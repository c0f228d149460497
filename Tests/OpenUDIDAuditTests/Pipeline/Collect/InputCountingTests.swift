import AuditInput
import Foundation
import OpenUDIDAudit
import OpenUDIDCore
import Testing

@Suite("Reading: lines, forms, blanks and invalid lines counted exactly")
struct InputCountingTests {
    /// Copies in other forms and cases are the same values stored again, written differently:
    /// the table's doing (`spelling-duplicates`), kept out of the generator's duplicate test.
    @Test("planted duplicates in other forms and cases are the same values, stored again")
    func duplicatesAcrossForms() throws {
        let values = randomLines(300, seed: 1)
        let v = try values.map { try RFCUUID(parsing: $0) }
        var lines = values
        lines.append(v[0].formatted(case: .upper))
        lines.append(v[1].formatted(.braced))
        lines.append(v[1].formatted(.urn).uppercased())
        lines.append(v[2].formatted(.hyphenless))
        let report = try audit(lines.joined(separator: "\n") + "\n")
        #expect(report.lines == 304 && report.valid == 304 && report.invalid == 0 && report.blank == 0)
        #expect(report.duplicates.values == 0 && report.duplicates.extraCopies == 0 && report.duplicates.verdict == .chance)
        let spellings = try #require(report.duplicates.spellings)
        #expect(spellings.values == 3 && spellings.extraCopies == 4)
        #expect(
            Set(spellings.sets.map(\.spellings)) == [
                ["canonical, lower case", "canonical, upper case"], ["canonical, lower case", "braced, lower case", "urn, upper case"],
                ["canonical, lower case", "hyphenless, lower case"],
            ])
        #expect(report.forms == ["canonical": 301, "hyphenless": 1, "braced": 1, "urn": 1, "openudid": 0])
        #expect(report.cases == ["lower": 302, "upper": 2, "mixed": 0])
        let top = try #require(report.duplicates.top.first)
        #expect(top.value == values[1] && top.count == 3 && top.verdict == .spelling)
        #expect(top.locations.map(\.line) == [2, 302, 303])
        #expect(report.duplicates.top.dropFirst().map(\.count) == [2, 2])
        #expect(report.findings.map(\.kind) == [.spellingDuplicates])
        #expect(report.findings[0].evidence.hasPrefix("3 values are stored more than once, written differently (4 extra copies: "))
    }

    /// Two copies written alike and a third written differently: one copy the generator is
    /// judged on, one the table stored again.
    @Test("copies written alike count as the generator's, the others as stored again")
    func copiesWrittenAlikeAndDifferently() throws {
        let values = randomLines(300, seed: 3)
        let v = try RFCUUID(parsing: values[5])
        let report = try audit((values + [values[5], v.formatted(case: .upper)]).joined(separator: "\n") + "\n")
        #expect(report.duplicates.values == 1 && report.duplicates.extraCopies == 1 && report.duplicates.multiplicity == ["2": 1])
        #expect(report.duplicates.spellings?.values == 1 && report.duplicates.spellings?.extraCopies == 1)
        let top = try #require(report.duplicates.top.first)
        #expect(top.count == 3 && top.verdict == .fault)
        #expect(Set(report.findings.map(\.kind)) == [.duplicates, .spellingDuplicates])
    }

    @Test("blank and CRLF lines, padding, invalid text and UTF-8, a 1 MB line, no final line feed")
    func countsEveryKindOfLine() throws {
        let u = randomLines(3, seed: 2)
        var text = Array("\(u[0])\r\n\n  \t\r\nnot-a-uuid\n \t\(u[1]) \t\r\n".utf8)
        text += [0xFF, 0xFE] + Array(u[2].utf8.dropFirst(2)) + [0x0A]
        text += Array(repeating: UInt8(ascii: "a"), count: 1 << 20) + [0x0A]
        text += Array(u[2].utf8)  // the last line, without a line feed
        let report = try audit([("mixed.txt", text)])
        #expect(report.lines == 8)
        #expect(report.blank == 2 && report.invalid == 3 && report.valid == 3)
        #expect(report.invalidExamples.map(\.line) == [4, 6, 7])
        #expect(report.invalidExamples[0].error == "length 10, expected 17, 18, 19, 26, 27, 32, 36, 38, 40 or 45")
        #expect(report.invalidExamples[1].text.hasPrefix("\\xFF\\xFE"))
        #expect(report.invalidExamples[1].error == "invalid character '0xFF' at index 0")
        #expect(report.invalidExamples[2].error == "length 1048576, expected 17, 18, 19, 26, 27, 32, 36, 38, 40 or 45")
        #expect(report.invalidExamples[2].text.hasSuffix("… (1048576 bytes)"))
        #expect(report.inputs.map(\.lines) == [8])
    }

    @Test("empty input: nothing counted, no identifiers found")
    func emptyInput() throws {
        let report = try audit("")
        #expect(report.lines == 0 && report.valid == 0 && report.blank == 0 && report.invalid == 0)
        #expect(report.groups.isEmpty && report.findings.map(\.kind) == [.noIdentifiers])
        #expect(report.duplicates.verdict == .chance)
    }

    @Test("a line longer than the reader holds is streamed past and counted invalid")
    func overlongLine() throws {
        let u = randomLines(2, seed: 3)
        let text = Array((u[0] + "\n" + String(repeating: " ", count: 5000) + "x\n" + u[1] + "\n").utf8)
        let report = try audit([("long.txt", text)], chunkBytes: 64, maximumRecordBytes: 1000)
        #expect(report.lines == 3 && report.valid == 2 && report.invalid == 1)
        #expect(report.invalidExamples.first?.line == 2)
        #expect(report.invalidExamples.first?.error.hasPrefix("a line of 5001 bytes") == true)
    }

    @Test("CSV: header by name, quotes, doubled quotes, a field across lines, missing and empty fields")
    func csvQuoting() throws {
        let u = randomLines(4, seed: 4)
        let records = [
            "name,id,note",
            "\"Smith, J.\",\(u[0]),plain",
            "\"say \"\"hi\"\"\",\"  \(u[1].uppercased())  \",\"two\nlines\"",
            "short",
            "empty,,x",
            "",
            "last,\"{\(u[2])}\",end",
        ]
        let text = records.joined(separator: "\r\n")
        let report = try audit([("t.csv", Array(text.utf8))], layout: .delimited(delimiter: 0x2C, column: .name("id")))
        #expect(report.headerRows == 1)
        #expect(report.lines == 8)
        #expect(report.valid == 3 && report.invalid == 2 && report.blank == 1)
        #expect(report.invalidExamples.map(\.line) == [5, 6])
        #expect(report.invalidExamples[0].error == "the record has 1 field, column 2 is missing")
        #expect(report.invalidExamples[1].error == "column 2 is empty")
        // By number, without a header: the header row is then an invalid line.
        let tsv = "id\tx\n\(u[3])\ty\n"
        let byNumber = try audit([("t.tsv", Array(tsv.utf8))], layout: .delimited(delimiter: 0x09, column: .index(0)))
        #expect(byNumber.valid == 1 && byNumber.invalid == 1 && byNumber.headerRows == 0)
    }

    @Test("an unreadable file is named; the other inputs are audited")
    func unreadableFile() throws {
        var options = AuditOptions()
        let u = randomLines(2, seed: 6)
        let bytes = Array((u.joined(separator: "\n")).utf8)
        options.inputs = [
            .file("/nonexistent/ids.txt"),
            InputSpec(name: "memory") { () throws(SourceError) in MemorySource(bytes) },
        ]
        options.outputDirectory = nil
        options.recordsPerBatch = 1024
        let report = try Audit.run(options)
        #expect(report.inputs[0].error == "No such file or directory")
        #expect(report.valid == 2)
    }

    @Test("Nil, Max and OpenUDIDs are counted and named")
    func specialValues() throws {
        let text = """
            00000000-0000-0000-0000-000000000000
            FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF
            ffffffffffffffffffffffffffffffff
            e56f6a9223fb375e75480863fc0bcbb6a1b2c3d4
            0000000000000000000000000000000000000000
            """
        let report = try audit(text)
        #expect(report.versions["nil"] == 1 && report.versions["max"] == 2)
        #expect(report.openUDIDs.count == 2 && report.openUDIDs.optedOut == 1)
        #expect(report.kinds.uuid == 3 && report.kinds.openudid == 2)
        #expect(report.duplicates.top.first?.value == "ffffffff-ffff-ffff-ffff-ffffffffffff")
        #expect(report.duplicates.top.first?.verdict == .placeholder)
        #expect(report.findings.filter { $0.kind == .placeholder }.count == 3)
        #expect(report.faults.isEmpty)
    }

    @Test("v1 UUIDs: time range, future timestamps, MAC nodes, peak per millisecond")
    func timeBased() throws {
        let base = GregorianTime.ticks(unixSeconds: 1_700_000_000, nanoseconds: 0)
        var lines: [String] = []
        for i in 0..<5 { lines.append(RFCUUID(v1Timestamp: base + UInt64(i), clockSequence: 7, node: 0x00_1A_2B_3C_4D_5E).description) }
        lines.append(RFCUUID(v1Timestamp: base + 50_000, clockSequence: 9, node: 0x01_00_00_00_00_01).description)
        let future = GregorianTime.ticks(unixSeconds: 1_900_000_000, nanoseconds: 0)
        lines.append(RFCUUID(v1Timestamp: future, clockSequence: 9, node: 0x01_00_00_00_00_01).description)
        let report = try audit(lines.joined(separator: "\n"))
        let group = try #require(report.groups.first { $0.name == "uuid-v1" })
        let time = try #require(group.time)
        #expect(time.earliest == "2023-11-14T22:13:20Z")
        #expect(time.future == 1 && time.peakPerMillisecond == 5)
        #expect(time.macNodeIdentifiers == 5 && time.randomNodeIdentifiers == 2 && time.distinctNodes == 2)
        #expect(time.distinctClockSequences == 2)
        #expect(group.prefixes.isEmpty && group.digits.isEmpty)
        #expect(report.findings.contains { $0.kind == .futureTimestamps && $0.severity == .warning })
        #expect(report.findings.contains { $0.kind == .macNodes && $0.severity == .info })
    }
}
