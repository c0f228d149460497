import Foundation
import OpenUDIDCore
import OpenUDIDStats
import Testing

@testable import OpenUDIDCLI

/// `--fail-on LEVEL`: exit status 3 once the report is written, when it holds a finding at or
/// above LEVEL; 1 and 2 keep their meaning and come first.
@Suite struct AuditFailOnTests {
    /// 400 healthy v4 (no finding); with `copying`, the line at that index written again at
    /// the end (a duplicates fault). From a fixed seed: the audit's tests of random values
    /// raise a false alarm about once in a thousand sets, and a test of "healthy input raises
    /// nothing" must not be one of them at random.
    static func healthy(copying copied: Int? = nil) -> [String] {
        var random = ChaCha20Random(seed: 0x5EED_A0D1, stream: 0, block: 0)
        let lines = (0..<400).map { _ in RFCUUID.v4(using: &random).formatted(.canonical) }
        return copied.map { lines + [lines[$0]] } ?? lines
    }

    /// `lines` as the file `ids.txt` of `directory`; returns its path.
    static func input(_ lines: [String], in directory: TemporaryDirectory) throws -> String {
        try directory.file("ids.txt", lines.joined(separator: "\n") + "\n")
    }

    @Test func aFaultFailsTheStepAndTheReportIsWrittenFirst() throws {
        let directory = try TemporaryDirectory()
        let input = try Self.input(Self.healthy(copying: 7), in: directory)
        let out = directory.url.appendingPathComponent("r").path
        let result = openudid("audit", input, "--out", out, "--quiet", "--fail-on", "fault")
        #expect(result.code.rawValue == 3, "\(result.errors)")
        #expect(result.errors == "openudid audit: 1 finding at or above fault (--fail-on fault): duplicates\n")
        #expect(FileManager.default.fileExists(atPath: out + "/report.json"))
        #expect(openudid("audit", input, "--out", out, "--quiet").code == .success)
    }

    @Test func healthyIdentifiersPassEitherLevel() throws {
        let directory = try TemporaryDirectory()
        let input = try Self.input(Self.healthy(), in: directory)
        for level in ["fault", "warning"] {
            let result = openudid("audit", input, "--out", directory.url.appendingPathComponent(level).path, "--quiet", "--fail-on", level)
            #expect(result.code == .success, "\(level): \(result.errors)")
            #expect(result.errors.isEmpty)
        }
    }

    /// A Nil UUID is a placeholder warning: `warning` fails on it, `fault` does not.
    @Test func aWarningFailsOnlyTheWarningLevel() throws {
        let directory = try TemporaryDirectory()
        let input = try Self.input(Self.healthy() + ["00000000-0000-0000-0000-000000000000"], in: directory)
        let fault = openudid("audit", input, "--out", directory.url.appendingPathComponent("f").path, "--quiet", "--fail-on", "fault")
        #expect(fault.code == .success, "\(fault.errors)")
        let warning = openudid("audit", input, "--out", directory.url.appendingPathComponent("w").path, "--quiet", "--fail-on", "warning")
        #expect(warning.code.rawValue == 3)
        #expect(warning.errors == "openudid audit: 1 finding at or above warning (--fail-on warning): placeholder\n")
    }

    @Test func anUnreadableInputAndABadLevelKeepTheirStatus() throws {
        let directory = try TemporaryDirectory()
        let input = try Self.input(Self.healthy(copying: 0), in: directory)
        let missing = directory.url.appendingPathComponent("missing.txt").path
        let out = directory.url.appendingPathComponent("r").path
        #expect(openudid("audit", missing, input, "--out", out, "--quiet", "--fail-on", "fault").code == .failure)
        let bad = openudid("audit", input, "--out", out, "--quiet", "--fail-on", "info")
        #expect(bad.code == .usage)
        #expect(bad.errors.contains("--fail-on") && bad.errors.contains("fault or warning"), "\(bad.errors)")
    }

    @Test func theMergeOfShardsFailsAsOneProcessDoes() throws {
        let directory = try TemporaryDirectory()
        let input = try Self.input(Self.healthy(copying: 3), in: directory)
        let work = directory.url.appendingPathComponent("w").path
        for step in ["--map", "--reduce"] {
            for index in ["0", "1"] {
                let result = openudid("audit", input, "--shards", "2", step, index, "--work-dir", work, "--quiet")
                #expect(result.code == .success, "\(result.errors)")
            }
        }
        let partials = try FileManager.default.contentsOfDirectory(atPath: work).filter { $0.hasSuffix(".partial") }.map { work + "/" + $0 }
        let out = directory.url.appendingPathComponent("merged").path
        let merged = openudid(["merge"] + partials + ["--out", out, "--quiet", "--fail-on", "fault"])
        #expect(merged.code.rawValue == 3, "\(merged.errors)")
        #expect(merged.errors.contains("1 finding at or above fault (--fail-on fault): duplicates"))
        let stats = directory.url.appendingPathComponent("s").path
        for step in ["--map", "--reduce"] {
            let result = openudid(
                "stats", "-n", "2000", "--seed", "5", "--generators", "uuid4", "--shards", "1", step, "0", "--work-dir", stats, "--quiet")
            #expect(result.code == .success, "\(result.errors)")
        }
        let statsPartials = try FileManager.default.contentsOfDirectory(atPath: stats).filter { $0.hasSuffix(".partial") }.map {
            stats + "/" + $0
        }
        let refused = openudid(["merge"] + statsPartials + ["--out", stats + "/r", "--fail-on", "fault"])
        #expect(refused.code == .usage)
        #expect(refused.errors.contains("--fail-on applies to the partials of openudid audit"), "\(refused.errors)")
    }
}
