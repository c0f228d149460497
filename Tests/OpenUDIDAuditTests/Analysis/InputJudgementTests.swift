import AuditInput
import Foundation
import OpenUDIDAudit
import Testing

/// Inputs that hold nothing to audit, or not what was meant, are findings; inputs and options
/// that cannot make an audit are refused before anything is read or written.
@Suite("Judging the input: empty, mostly invalid, truncated; refused inputs and options")
struct InputJudgementTests {
    static let csv = RecordLayout.delimited(delimiter: 0x2C, column: .name("id"))

    static func finding(_ report: AuditReport, _ kind: FindingKind) -> AuditReport.Finding? {
        report.findings.first { $0.kind == kind }
    }

    @Test("an empty input reads no identifier: a fault that says the input is empty")
    func emptyInputIsAFault() throws {
        let report = try audit("")
        let finding = try #require(Self.finding(report, .noIdentifiers))
        #expect(finding.severity == .fault && finding.group == "all")
        #expect(finding.evidence == "no identifiers read: 0 lines: the input is empty")
        #expect(report.summaryLine.hasSuffix("; 1 fault, 0 warnings"))
    }

    @Test("blank lines only, and an input that cannot be read, are no identifiers either")
    func blankAndUnreadable() throws {
        let blank = try audit("\n \n\t\n")
        #expect(Self.finding(blank, .noIdentifiers)?.evidence == "no identifiers read: 3 lines, every one blank")
        var options = AuditOptions()
        options.inputs = [.file("/nonexistent/ids.txt")]
        options.outputDirectory = nil
        options.recordsPerBatch = 1024
        let unreadable = try Audit.run(options)
        #expect(Self.finding(unreadable, .noIdentifiers)?.evidence == "no identifiers read: 0 lines: no input could be read")
    }

    @Test("CSV records read as lines: every line invalid is a fault naming the delimiter and --column")
    func csvWithoutColumn() throws {
        let u = randomLines(30, seed: 11)
        let text = "id,created_at\n" + u.map { "\($0),2024-01-01" }.joined(separator: "\n") + "\n"
        let report = try audit(text)
        let finding = try #require(Self.finding(report, .noIdentifiers))
        #expect(finding.evidence.hasPrefix("no identifiers read: 31 lines, 31 invalid and 0 blank: CSV/TSV records read as lines?"))
        #expect(finding.evidence.contains("','") && finding.evidence.contains("--column"))
        #expect(Self.finding(report, .mostlyInvalid) == nil)
        // Tab-separated, with some identifiers on their own: a warning naming tab.
        let tsv = u.map { "\($0)\tx" } + u.prefix(5)
        let mostly = try audit(tsv.joined(separator: "\n") + "\n")
        let warning = try #require(Self.finding(mostly, .mostlyInvalid))
        #expect(warning.severity == .warning)
        #expect(warning.evidence.hasPrefix("30 of 35 non-blank lines hold no identifier: CSV/TSV records read as lines?"))
        #expect(warning.evidence.contains("tab") && warning.evidence.contains("--delimiter tab"))
        #expect(Self.finding(mostly, .noIdentifiers) == nil)
    }

    @Test("binary input is named as such")
    func binaryInput() throws {
        var random = SeededRandom(seed: 12)
        var bytes: [UInt8] = []
        for _ in 0..<40_000 { bytes.append(UInt8(truncatingIfNeeded: random.next())) }
        let report = try audit([("blob.bin", bytes)])
        let finding = try #require(Self.finding(report, .noIdentifiers))
        #expect(finding.evidence.contains("binary input?"), "\(finding.evidence)")
        let mixed = try audit([("mixed.bin", Array((randomLines(10, seed: 13).joined(separator: "\n") + "\n").utf8) + bytes)])
        #expect(Self.finding(mixed, .mostlyInvalid)?.evidence.contains("binary input?") == true)
    }

    @Test("a column that holds no identifiers is a wrong column")
    func wrongColumn() throws {
        let u = randomLines(40, seed: 14)
        let text = "name,id\n" + u.enumerated().map { "user \($0.offset),\($0.element)" }.joined(separator: "\n") + "\n"
        let report = try audit([("ids.csv", Array(text.utf8))], layout: .delimited(delimiter: 0x2C, column: .name("name")))
        let finding = try #require(Self.finding(report, .noIdentifiers))
        #expect(finding.evidence.hasSuffix("a wrong column? the field --column picks holds no identifier in these records"))
        let right = try audit([("ids.csv", Array(text.utf8))], layout: Self.csv)
        #expect(right.findings.allSatisfy { ![.noIdentifiers, .mostlyInvalid].contains($0.kind) })
    }

    @Test("mostly invalid needs more than half of the non-blank lines and more invalid lines than the report lists")
    func mostlyInvalidThreshold() throws {
        let u = randomLines(30, seed: 15)
        func lines(valid: Int, invalid: Int) -> String {
            (u.prefix(valid) + (0..<invalid).map { "bad \($0)" }).joined(separator: "\n") + "\n"
        }
        #expect(Self.finding(try audit(lines(valid: 1, invalid: 20)), .mostlyInvalid) == nil)
        #expect(Self.finding(try audit(lines(valid: 21, invalid: 21)), .mostlyInvalid) == nil)
        let flagged = try #require(Self.finding(try audit(lines(valid: 20, invalid: 21)), .mostlyInvalid))
        #expect(flagged.evidence == "21 of 41 non-blank lines hold no identifier: none is in an identifier form; the first are listed")
    }

    @Test("a last line cut inside an identifier is a truncated input, named by file and line")
    func truncatedLastLine() throws {
        let u = randomLines(3, seed: 16)
        let cut = String(u[2].prefix(20))
        let report = try audit([("a.txt", Array((u[0] + "\n").utf8)), ("ids.txt", Array("\(u[1])\n\(cut)".utf8))])
        let finding = try #require(Self.finding(report, .truncatedInput))
        #expect(finding.severity == .warning)
        #expect(
            finding.evidence == "ids.txt:2: input ends inside a record: truncated export? (its last line, \(cut), has no line "
                + "feed after it and is the start of a canonical UUID)")
        #expect(report.summaryLine.hasSuffix("; 0 faults, 1 warning"))
        // The same text ended by a line feed, a last line that is not the start of an identifier,
        // and a whole identifier without a line feed: none is a truncation.
        #expect(Self.finding(try audit("\(u[1])\n\(cut)\n"), .truncatedInput) == nil)
        #expect(Self.finding(try audit("\(u[1])\nhello"), .truncatedInput) == nil)
        #expect(Self.finding(try audit("\(u[1])\n\(u[2])"), .truncatedInput) == nil)
        // In a CSV, the column's field of the last record, in a quote left open.
        let csv = try audit([("t.csv", Array("id,n\n\(u[0]),1\n\"\(u[1].prefix(30))".utf8))], layout: Self.csv)
        #expect(Self.finding(csv, .truncatedInput)?.evidence.hasPrefix("t.csv:3: input ends inside a record") == true)
    }

    @Test("a read error mid-input: the input is named, what was read before it counts, nothing after")
    func readErrorMidInput() throws {
        let u = randomLines(4, seed: 17)
        let bytes = Array((u.joined(separator: "\n") + "\n").utf8)
        var options = AuditOptions()
        // Reads of one byte, then a failure after 76 bytes: two whole lines and two bytes.
        let steps = Array(repeating: FaultySource.Step.short(1), count: 76) + [.fail]
        let plan = FaultySource.Plan(steps)
        options.inputs = [InputSpec(name: "flaky.txt") { () throws(SourceError) in FaultySource(MemorySource(bytes), plan: plan) }]
        options.outputDirectory = nil
        options.recordsPerBatch = 1024
        options.reader = ReaderSettings(chunkBytes: 16)
        let report = try Audit.run(options)
        #expect(report.inputs.map(\.error) == ["injected read error"])
        #expect(report.valid == 2 && report.invalid == 1 && report.lines == 3)
        #expect(report.findings.contains { $0.kind == .unreadableInput && $0.evidence == "flaky.txt: injected read error" })
        #expect(Self.finding(report, .truncatedInput) != nil)
    }

    // MARK: - Refused before the audit starts

    @Test("--column NAME missing from standard input's header: a usage error, no report")
    func missingColumnInStream() throws {
        let u = randomLines(1, seed: 5)
        #expect(throws: AuditError.missingColumn(name: "id", input: "a.csv", header: ["x", "y"])) {
            try audit([("a.csv", Array("x,y\n1,2\n".utf8)), ("b.csv", Array("id\n\(u[0])\n".utf8))], layout: Self.csv)
        }
    }

    @Test("--column NAME missing from a file's header: refused before the output directory is made")
    func missingColumnInFile() throws {
        let directory = try TestDirectory()
        let path = try directory.file("ids.csv", "id,created_at\n1,2\n")
        var options = AuditOptions()
        options.inputs = [.file(path)]
        options.reader.layout = .delimited(delimiter: 0x2C, column: .name("nope"))
        options.outputDirectory = directory.path + "/out"
        #expect(throws: AuditError.missingColumn(name: "nope", input: path, header: ["id", "created_at"])) { try Audit.run(options) }
        #expect(!FileManager.default.fileExists(atPath: directory.path + "/out"))
        #expect(
            AuditError.missingColumn(name: "nope", input: "ids.csv", header: ["id", "created_at"]).description
                == "--column 'nope': no such column in ids.csv; its header has: id, created_at")
    }

    @Test("the same input twice is refused: one path, two paths to one file, - twice")
    func sameInputTwice() throws {
        let directory = try TestDirectory()
        let path = try directory.file("ids.txt", randomLines(3, seed: 18).joined(separator: "\n"))
        let other = directory.path + "/./ids.txt"
        let link = directory.path + "/link.txt"
        try FileManager.default.linkItem(atPath: path, toPath: link)
        func run(_ inputs: [InputSpec]) throws {
            var options = AuditOptions()
            options.inputs = inputs
            options.outputDirectory = directory.path + "/out"
            _ = try Audit.run(options)
        }
        #expect(throws: AuditError.sameInput(first: path, second: path)) { try run([.file(path), .file(path)]) }
        #expect(throws: AuditError.sameInput(first: path, second: other)) { try run([.file(path), .file(other)]) }
        #expect(throws: AuditError.sameInput(first: path, second: link)) { try run([.file(path), .file(link)]) }
        let stdin = InputSpec(name: "-") { () throws(SourceError) in MemorySource([]) }
        #expect(throws: AuditError.sameInput(first: "-", second: "-")) { try run([stdin, .file(path), stdin]) }
        #expect(!FileManager.default.fileExists(atPath: directory.path + "/out"))
        #expect(
            AuditError.sameInput(first: "ids.txt", second: "./ids.txt").description
                == "ids.txt and ./ids.txt are the same file: each input may be audited once")
    }

    @Test("--temp-dir must be an existing, writable directory; it is never created")
    func temporaryDirectoryMustExist() throws {
        let directory = try TestDirectory()
        let file = try directory.file("plain", "x")
        var options = AuditOptions()
        options.inputs = [InputSpec(name: "m") { () throws(SourceError) in MemorySource([]) }]
        options.outputDirectory = nil
        options.temporaryDirectory = directory.path + "/missing"
        #expect(throws: AuditError.temporaryDirectory(path: directory.path + "/missing", reason: "No such file or directory")) {
            try Audit.run(options)
        }
        #expect(!FileManager.default.fileExists(atPath: directory.path + "/missing"))
        options.temporaryDirectory = file
        #expect(throws: AuditError.temporaryDirectory(path: file, reason: "not a directory")) { try Audit.run(options) }
    }
}

/// A fresh temporary directory, removed when the value goes away.
final class TestDirectory {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "/openudid-audit-tests-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `text` to `name` and returns its path.
    func file(_ name: String, _ text: String) throws -> String {
        let file = path + "/" + name
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        return file
    }
}

/// The findings about the input read the same in the merge of a sharded audit as in one
/// process (the merge knows the layout from the run, not the column).
@Suite("Judging the input in shards")
struct ShardedInputJudgementTests {
    @Test(arguments: [RecordLayout.lines, .delimited(delimiter: 0x2C, column: .index(0))])
    func mostlyInvalidAndNoIdentifiersMergeAsInOneProcess(layout: RecordLayout) throws {
        let u = randomLines(60, seed: 19)
        let csv = u.map { "x,\($0)" }.joined(separator: "\n") + "\n"
        let mixed = (u.prefix(10) + u.map { "name,\($0)" }).joined(separator: "\n") + "\n"
        for files in [[("a.csv", csv)], [("a.csv", csv), ("b.txt", mixed)]] {
            let fixture = try ShardedAuditFixture(files, layout: layout)
            defer { fixture.remove() }
            let single = try fixture.single()
            #expect(single.findings.contains { [.noIdentifiers, .mostlyInvalid].contains($0.kind) && $0.evidence.contains("?") })
            let merged = try ShardedAuditFixture.merge(try fixture.runShards(2, work: fixture.root + "/work"))
            #expect(merged.comparableJSON == single.comparableJSON, "\(files.map(\.0))")
        }
    }
}
