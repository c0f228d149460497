import Foundation
import Testing
@testable import OpenUDIDCLI

/// `openudid audit` on inputs with nothing to audit (exit 1, a fault that says why), and the
/// inputs and options it refuses before reading (exit 2, no report).
@Suite struct AuditInputCommandTests {
    static let uuid = "6ba7b810-9dad-41d1-80b4-00c04fd430c8"

    @Test func anEmptyFileOrStandardInputReadsNoIdentifierAndExitsOne() throws {
        let directory = try TemporaryDirectory()
        let empty = try directory.file("empty.txt", "")
        let out = directory.url.appendingPathComponent("r").path
        for arguments in [["audit", empty], ["audit", "-"], ["audit"]] {
            let result = openudid(arguments + ["--out", out, "--quiet"])
            #expect(result.code == .failure, "\(arguments)")
            #expect(result.lines == ["0 lines: 0 identifiers, 0 invalid, 0 blank; 0 duplicated values (0 extra copies, chance); 1 fault, 0 warnings"])
            #expect(result.errors == "openudid audit: no identifiers read: 0 lines: the input is empty\n")
        }
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out + "/report.json"))) as? [String: Any])
        let findings = try #require(json["findings"] as? [[String: Any]])
        #expect(findings.count == 1 && findings[0]["kind"] as? String == "no-identifiers" && findings[0]["severity"] as? String == "fault")
        let markdown = try String(contentsOfFile: out + "/report.md", encoding: .utf8)
        #expect(markdown.contains("| **fault** | no-identifiers | all | no identifiers read: 0 lines: the input is empty |"))
    }

    @Test func aCSVWithoutColumnIsAFaultNamingTheCause() throws {
        let csv = "id,created_at\n" + String(repeating: "\(Self.uuid),2024-01-01\n", count: 3)
        let result = openudid(["audit", "-", "--out", try TemporaryDirectory().url.path + "/r", "--quiet"], input: Array(csv.utf8))
        #expect(result.code == .failure)
        #expect(result.lines.first?.hasSuffix("; 1 fault, 0 warnings") == true)
        #expect(result.errors.hasPrefix("openudid audit: no identifiers read: 4 lines, 4 invalid and 0 blank: CSV/TSV records read as lines?"))
    }

    @Test func aTruncatedLastLineIsAWarningAndExitsZero() throws {
        let text = "\(Self.uuid)\n\(Self.uuid.prefix(13))"
        let result = openudid(["audit", "-", "--out", try TemporaryDirectory().url.path + "/r", "--quiet"], input: Array(text.utf8))
        #expect(result.code == .success, "\(result.errors)")
        #expect(result.lines.first?.hasSuffix("; 0 faults, 1 warning") == true)
    }

    @Test func aColumnMissingFromAFileHeaderIsAUsageErrorBeforeAnyOutput() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.file("ids.csv", "id,created_at\n\(Self.uuid),x\n")
        let out = directory.url.appendingPathComponent("r").path
        let result = openudid("audit", file, "--column", "nope", "--out", out, "--quiet")
        #expect(result.code == .usage)
        #expect(result.errors.hasPrefix("openudid audit: --column 'nope': no such column in \(file); its header has: id, created_at\n"))
        #expect(result.output.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func aColumnMissingFromStandardInputsHeaderIsAUsageErrorWithNoReport() throws {
        let directory = try TemporaryDirectory()
        let out = directory.url.appendingPathComponent("r").path
        let csv = "id,created_at\n" + String(repeating: "\(Self.uuid),x\n", count: 1000)
        let result = openudid(["audit", "-", "--column", "nope", "--out", out, "--quiet"], input: Array(csv.utf8))
        #expect(result.code == .usage)
        #expect(result.errors.hasPrefix("openudid audit: --column 'nope': no such column in -; its header has: id, created_at\n"))
        #expect(result.output.isEmpty)
        // Nothing is left: not the report, not an empty directory, not a staging directory.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).isEmpty)
    }

    @Test func theSameInputTwiceIsAUsageError() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.file("ids.txt", "\(Self.uuid)\n")
        let dotted = directory.url.path + "/./ids.txt"
        let out = directory.url.appendingPathComponent("r").path
        let twice = openudid("audit", file, dotted, "--out", out, "--quiet")
        #expect(twice.code == .usage)
        #expect(twice.errors.hasPrefix("openudid audit: \(file) and \(dotted) are the same file: each input may be audited once\n"))
        let dashes = openudid("audit", "-", "-", "--out", out, "--quiet")
        #expect(dashes.code == .usage)
        #expect(dashes.errors.hasPrefix("openudid audit: - is named twice: each input may be audited once\n"))
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func aTemporaryDirectoryThatDoesNotExistIsAUsageErrorAndIsNotCreated() throws {
        let directory = try TemporaryDirectory()
        let missing = directory.url.appendingPathComponent("missing").path
        let result = openudid("audit", "--temp-dir", missing, "--out", directory.url.path + "/r", "--quiet")
        #expect(result.code == .usage)
        #expect(result.errors.hasPrefix("openudid audit: --temp-dir '\(missing)': No such file or directory\n"))
        #expect(!FileManager.default.fileExists(atPath: missing))
    }

    @Test func theHelpStatesTheExitStatuses() {
        let help = openudid("audit", "--help")
        #expect(help.code == .success)
        let text = help.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(text.contains("1 when no identifier was read at all"))
        #expect(text.contains("the same input named twice, a --column NAME that a header lacks, a --temp-dir that is not a writable directory"))
    }
}
