import Foundation
import Testing
@testable import OpenUDIDCLI

@Suite struct AuditCommandTests {
    static let ids = [
        "1b4e28ba-2fa1-41d2-883f-0016d3cca427", "", "6ba7b810-9dad-41d1-80b4-00c04fd430c8",
        "{1B4E28BA-2FA1-41D2-883F-0016D3CCA427}", "not an id",
    ].joined(separator: "\n")

    @Test func writesTheReportAndOneSummaryLine() throws {
        let directory = try TemporaryDirectory()
        let input = try directory.file("ids.txt", Self.ids)
        let out = directory.url.appendingPathComponent("report").path
        let result = openudid("audit", input, "--out", out, "--quiet")
        #expect(result.code == .success, "\(result.errors)")
        #expect(
            result.lines == [
                "5 lines: 3 identifiers, 1 invalid, 1 blank; 0 duplicated values (0 extra copies, chance); "
                    + "1 stored again in another spelling (1 extra copy); 1 fault, 0 warnings"
            ]
        )
        for name in ["report.md", "report.json", "prefixes.svg", "uniformity.svg", "duplicates.csv"] {
            #expect(FileManager.default.fileExists(atPath: out + "/" + name), "\(name)")
        }
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out + "/report.json"))) as? [String: Any])
        #expect(json["lines"] as? Int == 5 && json["valid"] as? Int == 3)
        let duplicates = try #require(json["duplicates"] as? [String: Any])
        let top = try #require((duplicates["top"] as? [[String: Any]])?.first)
        #expect(top["value"] as? String == "1b4e28ba-2fa1-41d2-883f-0016d3cca427" && top["count"] as? Int == 2)
        #expect(result.errors.isEmpty)
    }

    @Test func readsStandardInputAndCSVColumnsByName() throws {
        let directory = try TemporaryDirectory()
        let out = directory.url.appendingPathComponent("a").path
        let csv = "name,id\nann,\"1b4e28ba-2fa1-41d2-883f-0016d3cca427\"\nbo,1B4E28BA2FA141D2883F0016D3CCA427\n"
        let result = openudid(["audit", "-", "--column", "id", "--out", out, "--quiet"], input: Array(csv.utf8))
        #expect(result.code == .success, "\(result.errors)")
        #expect(
            result.lines.first?.hasPrefix(
                "3 lines: 2 identifiers, 0 invalid, 0 blank; 0 duplicated values (0 extra copies, chance); 1 stored again") == true)
    }

    @Test func anUnreadableFileIsNamedAndTheOthersAudited() throws {
        let directory = try TemporaryDirectory()
        let input = try directory.file("ids.txt", Self.ids)
        let missing = directory.url.appendingPathComponent("missing.txt").path
        let result = openudid("audit", missing, input, "--out", directory.url.appendingPathComponent("r").path, "--quiet")
        #expect(result.code == .failure)
        #expect(result.errors == "openudid audit: \(missing): No such file or directory\n")
        #expect(result.lines.first?.contains("3 identifiers") == true)
        #expect(result.lines.first?.hasSuffix("; 1 unreadable input") == true)
    }

    @Test func anUnwritableOutputDirectoryFailsBeforeReading() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.file("plain-file", "x")
        // Standard input would block a run that started reading; the check comes first.
        let result = openudid("audit", "--out", file + "/report", "--quiet")
        #expect(result.code == .usage)
        #expect(result.errors.hasPrefix("openudid audit: cannot write '\(file)/report': '\(file)' exists and is not a directory"))
    }

    /// The report directory is replaced whole, so one that holds anything else is refused
    /// before the run, and what it holds is untouched.
    @Test func aDirectoryWithOtherFilesIsRefusedAndKept() throws {
        let directory = try TemporaryDirectory()
        let ids = try directory.file("ids.txt", "00000000-0000-4000-8000-000000000001\n")
        _ = try directory.file("notes.txt", "mine")
        let result = openudid("audit", ids, "--out", directory.url.path, "--quiet")
        #expect(result.code == .usage)
        #expect(result.errors.contains("it holds 'ids.txt', which is not a file of this report"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted() == ["ids.txt", "notes.txt"])
    }

    /// A second audit into the same directory replaces the first report whole: no file of the
    /// old one stays, and nothing is left beside it.
    @Test func aSecondRunReplacesTheReport() throws {
        let directory = try TemporaryDirectory()
        let first = try directory.file("first.txt", "00000000-0000-4000-8000-000000000001\n")
        let second = try directory.file("second.txt", "00000000-0000-4000-8000-000000000002\n00000000-0000-4000-8000-000000000003\n")
        let out = directory.url.appendingPathComponent("audit").path
        #expect(openudid("audit", first, "--out", out, "--quiet").code == .success)
        #expect(FileManager.default.createFile(atPath: out + "/duplicates.csv", contents: Data("stale".utf8)))
        #expect(openudid("audit", second, "--out", out, "--quiet").code == .success)
        let json = try String(contentsOfFile: out + "/report.json", encoding: .utf8)
        #expect(json.contains("\"valid\" : 2"))
        #expect(try String(contentsOfFile: out + "/duplicates.csv", encoding: .utf8) != "stale")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted() == ["audit", "first.txt", "second.txt"])
    }

    /// A report directory of an earlier version, which also held duplicates.svg, is replaced
    /// whole, that file with it; a file the audit never wrote still makes the run refuse it.
    @Test func anEarlierVersionsReportIsReplacedWhole() throws {
        let directory = try TemporaryDirectory()
        let ids = try directory.file("ids.txt", "00000000-0000-4000-8000-000000000001\n")
        let out = directory.url.appendingPathComponent("audit").path
        #expect(openudid("audit", ids, "--out", out, "--quiet").code == .success)
        #expect(FileManager.default.createFile(atPath: out + "/duplicates.svg", contents: Data("<svg/>".utf8)))
        #expect(openudid("audit", ids, "--out", out, "--check").code == .success)
        #expect(openudid("audit", ids, "--out", out, "--quiet").code == .success)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: out).sorted() == [
                "duplicates.csv", "prefixes.svg", "report.json", "report.md", "uniformity.svg",
            ])
        #expect(FileManager.default.createFile(atPath: out + "/notes.txt", contents: Data("mine".utf8)))
        #expect(openudid("audit", ids, "--out", out, "--quiet").code == .usage)
        #expect(FileManager.default.fileExists(atPath: out + "/notes.txt"))
    }

    @Test func badOptionsExitTwoWithTheReason() throws {
        let directory = try TemporaryDirectory()
        let cases: [([String], String)] = [
            (["--threads", "0"], "--threads expects an integer from 1 to 256"),
            (["--memory-limit", "lots"], "--memory-limit expects a size"),
            (["--memory-limit", "1K"], "--memory-limit must be at least"), (["--delimiter", ";"], "--delimiter needs --column"),
            (["--column", "0"], "--column expects a field number from 1"),
            (["--column", "1", "--delimiter", "ab"], "--delimiter expects one"),
            (["--bogus"], "unknown option '--bogus'"),
        ]
        for (arguments, reason) in cases {
            let result = openudid(["audit", "--out", directory.url.path] + arguments)
            #expect(result.code == .usage && result.errors.hasPrefix("openudid audit: " + reason), "\(arguments): \(result.errors)")
        }
    }
}
