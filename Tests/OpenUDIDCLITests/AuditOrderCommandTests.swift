import Foundation
import Testing
@testable import OpenUDIDCLI

/// `openudid audit --time-column` and `--clock-tolerance`: parsed, checked, and carried into
/// the report.
@Suite struct AuditOrderCommandTests {
    /// v7 identifiers one per millisecond from `start`, the clock stepping back `back` ms at
    /// identifier 101 (49 ms behind the one before it).
    static func identifiers(back: UInt64) -> [String] {
        let start: UInt64 = 1_750_000_000_000
        return (0..<300).map { (i: UInt64) -> String in
            let ms = start + i - (i >= 100 ? back : 0)
            let high = ms << 16 | 0x7000 | (i & 0xFFF)
            let low: UInt64 = 0x8000_0000_0000_0000 | (i &* 0x9E37_79B9_7F4A_7C15) >> 2
            let hex = String(format: "%016llx%016llx", high, low)
            let chars = Array(hex)
            return String(chars[0..<8]) + "-" + String(chars[8..<12]) + "-" + String(chars[12..<16]) + "-"
                + String(chars[16..<20]) + "-" + String(chars[20..<32])
        }
    }

    static func json(_ out: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out + "/report.json"))) as? [String: Any])
    }

    static func kinds(_ json: [String: Any]) -> [String] {
        (json["findings"] as? [[String: Any]] ?? []).compactMap { $0["kind"] as? String }
    }

    @Test func theClockToleranceDecidesWhatIsARegression() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.file("ids.txt", Self.identifiers(back: 50).joined(separator: "\n") + "\n")
        let strict = directory.url.appendingPathComponent("strict").path
        #expect(openudid("audit", file, "--out", strict, "--quiet").code == .success)
        #expect(Self.kinds(try Self.json(strict)).contains("clock-regression"))
        let markdown = try String(contentsOfFile: strict + "/report.md", encoding: .utf8)
        #expect(markdown.contains("49 ms at \(file):101 (after line 100)"), "\(markdown)")
        let lenient = directory.url.appendingPathComponent("lenient").path
        #expect(openudid("audit", file, "--clock-tolerance", "60", "--out", lenient, "--quiet").code == .success)
        #expect(!Self.kinds(try Self.json(lenient)).contains("clock-regression"))
        #expect(openudid("audit", file, "--clock-tolerance", "-1", "--out", lenient, "--quiet").code == .usage)
        // Up to a minute: past it, a step back is a regression at any tolerance.
        #expect(openudid("audit", file, "--clock-tolerance", "60000", "--out", lenient, "--quiet").code == .success)
        let tooLarge = openudid("audit", file, "--clock-tolerance", "60001", "--out", lenient, "--quiet")
        #expect(tooLarge.code == .usage && tooLarge.errors.contains("--clock-tolerance"), "\(tooLarge.errors)")
    }

    @Test func theTimeColumnIsReadByNameOrNumber() throws {
        let directory = try TemporaryDirectory()
        let ids = Self.identifiers(back: 0)
        var rows = ["id,created"]
        for (i, id) in ids.enumerated() { rows.append("\(id),\(1_750_000_000_000 + i - 3_600_000)") }
        let file = try directory.file("events.csv", rows.joined(separator: "\n") + "\n")
        for arguments in [["--column", "id", "--time-column", "created"], ["--column", "1", "--time-column", "2"]] {
            let out = directory.url.appendingPathComponent("r\(arguments[1])").path
            let result = openudid(["audit", file, "--out", out, "--quiet"] + arguments)
            #expect(result.code == .success, "\(result.errors)")
            let json = try Self.json(out)
            #expect(Self.kinds(json).contains("clock-skew"), "\(arguments)")
        }
    }

    @Test func timeColumnMistakesAreUsageErrors() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.file("events.csv", "id,created\n\(Self.identifiers(back: 0)[0]),0\n")
        let out = directory.url.appendingPathComponent("r").path
        let cases: [([String], String)] = [
            (["--time-column", "created"], "openudid audit: --time-column needs --column"),
            (["--column", "1", "--time-column", "created"], "openudid audit: --time-column NAME needs --column NAME"),
            (["--column", "id", "--time-column", "id"], "openudid audit: --time-column names the identifiers' own field"),
            (
                ["--column", "id", "--time-column", "when"],
                "openudid audit: --time-column 'when': no such column in \(file); its header has: id, created"
            ),
        ]
        for (arguments, message) in cases {
            let result = openudid(["audit", file, "--out", out, "--quiet"] + arguments)
            #expect(result.code == .usage, "\(arguments)")
            #expect(result.errors.hasPrefix(message), "\(result.errors)")
        }
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func theHelpListsTheOptions() {
        let help = openudid("audit", "--help").output
        #expect(help.contains("--time-column N|NAME") && help.contains("--clock-tolerance MS"))
    }
}
