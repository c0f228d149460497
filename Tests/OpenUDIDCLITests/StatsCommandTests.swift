import Foundation
import Testing
@testable import OpenUDIDCLI

@Suite struct StatsCommandTests {
    @Test func writesTheFourFilesAndSummarises() throws {
        let directory = try TemporaryDirectory()
        let out = directory.url.appendingPathComponent("report").path
        let result = openudid("stats", "-n", "20000", "--seed", "7", "--generators", "uuid4,weak32", "--out", out, "--quiet")
        #expect(result.code == .success, "\(result.errors)")
        for name in ["report.md", "report.csv", "collisions.svg", "uniformity.svg"] {
            #expect(FileManager.default.fileExists(atPath: out + "/" + name), "\(name)")
        }
        #expect(result.lines.contains { $0.hasPrefix("uuid4: 0 exact duplicate pairs") })
        #expect(result.lines.contains { $0.hasPrefix("weak32:") })
        #expect(result.errors.isEmpty)
    }

    @Test(arguments: [
        ["-n", "1"], ["-n", "x"], ["--generators", "uuid9"], ["--seed", "-1"], ["--bits", "0"],
        ["--bits", "16,16"], ["--threads", "0"], ["--memory-limit", "lots"], ["--fleet", "0"], ["extra"],
        ["-n", "100000", "--memory-limit", "1K"],
    ])
    func badUsageExitsTwo(arguments: [String]) {
        let result = openudid(["stats", "--out", "/nonexistent-never-written"] + arguments)
        #expect(result.code == .usage)
        #expect(result.errors.hasPrefix("openudid stats: "))
    }

    @Test func helpDescribesEveryOption() {
        let result = openudid("stats", "--help")
        #expect(result.code == .success)
        for option in StatsCommand.arguments.options.union(StatsCommand.arguments.flags) {
            #expect(result.output.contains(option), "\(option)")
        }
    }

    @Test func countsAndSizesParse() {
        #expect(StatsCommand.parseCount("10000000") == 10_000_000)
        #expect(StatsCommand.parseCount("1e9") == 1_000_000_000)
        #expect(StatsCommand.parseCount("10_000") == 10_000)
        #expect(StatsCommand.parseCount("+5") == nil && StatsCommand.parseCount("1e99") == nil)
        #expect(StatsCommand.parseSize("16G") == 16 << 30)
        #expect(StatsCommand.parseSize("512MiB") == 512 << 20)
        #expect(StatsCommand.parseSize("4096") == 4096)
        #expect(StatsCommand.parseSize("0") == nil && StatsCommand.parseSize("G") == nil)
    }
}

extension StatsCommandTests {
    /// An output directory that cannot be made is a usage error, reported before the run with
    /// the path and the system's reason.
    @Test func unusableOutputDirectoryExitsTwoBeforeWork() throws {
        let directory = try TemporaryDirectory()
        let file = directory.url.appendingPathComponent("plain").path
        #expect(FileManager.default.createFile(atPath: file, contents: nil))
        let result = openudid("stats", "-n", "1000", "--out", file + "/report", "--quiet")
        #expect(result.code == .usage)
        #expect(result.errors.hasPrefix("openudid stats: cannot write the report into '\(file)/report': cannot create '\(file)/report': Not a directory"))
        #expect(result.output.isEmpty)
    }
}
