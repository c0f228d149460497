import Foundation
import OpenUDIDStats
import Testing
@testable import OpenUDIDCLI
import CommandLineSupport

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
        ["--rate", "0"], ["--rate", "3"], ["--rate", "8192"], ["--rate", "1.5"],
        ["-n", "100000", "--memory-limit", "1K"],
    ])
    func badUsageExitsTwo(arguments: [String]) {
        let result = openudid(["stats", "--out", "/nonexistent-never-written"] + arguments)
        #expect(result.code == .usage)
        #expect(result.errors.hasPrefix("openudid stats: "))
    }

    /// Counts are read the way every command reads them: `-n 2e4` is 20000.
    @Test func countsUseTheSharedSyntax() throws {
        let directory = try TemporaryDirectory()
        let out = directory.url.appendingPathComponent("report").path
        let result = openudid(
            "stats", "-n", "2e4", "--seed", "7", "--generators", "uuid4", "--out", out, "--quiet",
            "--bits", "16, 20", "--memory-limit", "128MiB", "--threads", "1")
        #expect(result.code == .success, "\(result.errors)")
        let report = try String(contentsOfFile: out + "/report.md", encoding: .utf8)
        #expect(report.contains("N = 20 000 identifiers"), "N = 20000 in the report")
    }

    @Test func optionsReachTheReport() throws {
        let parsed = try StatsCommand.spec.parse(
            [
                "-n", "1e6", "--generators", "uuid4,weak32", "--seed", "0x10", "--out", "r", "--bits", "16,24",
                "--threads", "3", "--memory-limit", "512M", "--fleet", "10", "--rate", "1024",
            ], command: "openudid stats")
        let options = StatsCommand.makeOptions(parsed)
        #expect(options.count == 1_000_000 && options.generators == StatsGenerator.parseList("uuid4,weak32") && options.seed == 16)
        #expect(options.outputDirectory == "r" && options.prefixBits == [16, 24] && options.threads == 3)
        #expect(options.memoryLimit == 512 << 20 && options.fleetSize == 10 && options.fleetRate == 1024)
        let defaults = StatsCommand.makeOptions(try StatsCommand.spec.parse([], command: "openudid stats"))
        #expect(defaults == StatsOptions())
    }
}

extension StatsCommandTests {
    /// `--rate` must be a power of two: the message says so.
    @Test func rateIsAPowerOfTwo() {
        let result = openudid("stats", "--rate", "1000", "--out", "/nonexistent-never-written")
        #expect(result.code == .usage)
        #expect(result.errors.hasPrefix("openudid stats: --rate expects a power of two from 1 to 4096, got '1000'\n"))
    }

    /// The help lists every generator with its title, from the registry.
    @Test func helpListsTheGenerators() {
        let help = openudid("stats", "--help").output
        for generator in StatsGenerator.allCases {
            #expect(help.contains("  \(generator.rawValue) ") && help.contains(generator.title), "\(generator)")
        }
        #expect(help.contains("--rate R") && help.contains("(default 16)"))
    }

    /// A run of the time-ordered generators: the summary line names the ideal of their design,
    /// the report its fleet section and the CSV its fleet rows.
    @Test func timeOrderedGeneratorsReportTheirFleets() throws {
        let directory = try TemporaryDirectory()
        let out = directory.url.appendingPathComponent("report").path
        let result = openudid(
            "stats", "-n", "20000", "--seed", "7", "--generators", "uuid7-counter-fleet,uuid6", "--out", out,
            "--quiet", "--fleet", "50", "--rate", "4")
        #expect(result.code == .success, "\(result.errors)")
        #expect(result.lines.contains("uuid7-counter-fleet: 0 exact duplicate pairs, every prefix consistent with the ideal of its design"))
        let report = try String(contentsOfFile: out + "/report.md", encoding: .utf8)
        #expect(report.contains("## Time-ordered designs: v7 in fleets") && report.contains("K = 50 devices"))
        let csv = try String(contentsOfFile: out + "/report.csv", encoding: .utf8)
        #expect(csv.contains("\nfleet_rate,uuid7-counter-fleet,1e-06,,"))
        #expect(!csv.contains("fleet_rate,uuid6"))
    }

    /// An output directory that cannot be made is a usage error, reported before the run with
    /// the path and the system's reason.
    @Test func unusableOutputDirectoryExitsTwoBeforeWork() throws {
        let directory = try TemporaryDirectory()
        let file = directory.url.appendingPathComponent("plain").path
        #expect(FileManager.default.createFile(atPath: file, contents: nil))
        let result = openudid("stats", "-n", "1000", "--out", file + "/report", "--quiet")
        #expect(result.code == .usage)
        #expect(
            result.errors.hasPrefix(
                "openudid stats: cannot write the report into '\(file)/report': '\(file)' exists and is not a directory"))
        #expect(result.output.isEmpty)
    }
}
