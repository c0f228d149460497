import Foundation
import Testing
@testable import OpenUDIDCLI
import CommandLineSupport

/// `openudid stats --check` and `openudid audit --check`: silent exit 0 for a run that would
/// start, the run's own refusal (exit 2) otherwise, and never a file or directory made.
@Suite struct RunCheckTests {
    /// Every path under `root`, to show that a check made nothing.
    func tree(_ root: String) -> [String] {
        (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []).sorted()
    }

    @Test func statsAcceptsGoodOptionsSilentlyAndCreatesNothing() throws {
        let directory = try TemporaryDirectory()
        let root = directory.url.path
        let before = tree(root)
        for arguments in [
            ["-n", "1e6", "--seed", "0x10", "--rate", "64", "--fleet", "10", "--bits", "16,32", "--out", root + "/a/b/report"],
            ["-n", "1e6", "--seed", "5", "--shards", "4", "--map", "3", "--work-dir", root + "/work"],
            ["-n", "1e6", "--seed", "5", "--shards", "4", "--reduce", "0", "--work-dir", root + "/work"],
            ["-n", "1e6", "--seed", "5", "--generators", "uuid4", "--shards", "4", "--work-dir", root + "/w/x", "--out", root + "/out"],
        ] {
            let result = openudid(["stats"] + arguments + ["--check"])
            #expect(result.code == .success && result.output.isEmpty && result.errors.isEmpty, "\(arguments): \(result.errors)")
        }
        #expect(tree(root) == before)
    }

    @Test func statsRefusesWhatTheRunRefuses() throws {
        let directory = try TemporaryDirectory()
        let root = directory.url.path
        let file = try directory.file("plain", "x")
        for (arguments, message) in [
            (["-n", "1"], "-n"),
            (["--rate", "3"], "--rate"),
            (["-n", "100000", "--memory-limit", "1K"], "memory"),
            (["--shards", "4", "--work-dir", root + "/w"], "--seed"),
            (["--seed", "1", "--shards", "4", "--map", "4", "--work-dir", root + "/w"], "--map must be between 0 and 3"),
            (["--seed", "1", "--shards", "4", "--map", "0"], "--map needs --work-dir DIR"),
            (["--seed", "1", "--shards", "4"], "--shards needs --work-dir DIR"),
            (["--seed", "1", "--shards", "4", "--work-dir", file + "/w"], "Not a directory"),
            (["--out", file], "exists and is not a directory"),
            // The report directory is replaced whole: one holding anything else is refused.
            (["--out", root], "it holds 'plain', which is not a file of this report"),
            (["--out", root + "/."], "name the report directory itself"),
        ] {
            let result = openudid(["stats", "--check"] + arguments)
            #expect(result.code == .usage && result.errors.hasPrefix("openudid stats: ") && result.errors.contains(message),
                    "\(arguments): \(result.errors)")
            #expect(result.output.isEmpty)
        }
        #expect(tree(root) == ["plain"])
    }

    @Test func auditChecksOptionsAndInputsAndCreatesNothing() throws {
        let directory = try TemporaryDirectory()
        let root = directory.url.path
        let ids = try directory.file("ids.txt", openudid("uuid", "-n", "10").output)
        let csv = try directory.file("ids.csv", "id\n" + openudid("uuid", "-n", "10").output)
        let before = tree(root)
        for arguments in [
            [ids, "--out", root + "/report"],
            [ids, csv, "--shards", "3", "--work-dir", root + "/work", "--out", root + "/report"],
            [csv, "--column", "1", "--delimiter", "tab", "--shards", "2", "--map", "1", "--work-dir", root + "/work"],
            [ids, "--shards", "2", "--reduce", "1", "--work-dir", root + "/work", "--temp-dir", root],
        ] {
            let result = openudid(["audit"] + arguments + ["--check"])
            #expect(result.code == .success && result.output.isEmpty && result.errors.isEmpty, "\(arguments): \(result.errors)")
        }
        for (arguments, message) in [
            ([root + "/missing.txt", "--out", root + "/report"], "missing.txt: No such file or directory"),
            ([ids, root + "/missing.txt", "--shards", "2", "--work-dir", root + "/work"], "missing.txt"),
            ([root, "--out", root + "/report"], "Is a directory"),
            ([ids, "--delimiter", ";"], "--delimiter needs --column"),
            ([ids, "--threads", "2", "--memory-limit", "1M"], "--memory-limit must be at least"),
            ([ids, "--shards", "2", "--work-dir", ids + "/w"], "Not a directory"),
            ([ids, "--shards", "5000", "--work-dir", root + "/w"], "--shards"),
            (["-", "--shards", "1", "--work-dir", root + "/w"], "standard input cannot be split"),
            (["--shards", "1", "--work-dir", root + "/w"], "standard input cannot be split"),
        ] {
            let result = openudid(["audit", "--check"] + arguments)
            #expect(result.code == .usage && result.errors.hasPrefix("openudid audit: ") && result.errors.contains(message),
                    "\(arguments): \(result.errors)")
            #expect(result.output.isEmpty)
        }
        #expect(tree(root) == before)
    }

    @Test func helpDescribesTheCheck() {
        for command in ["stats", "audit"] {
            let help = openudid(command, "--help")
            #expect(help.output.contains("--check") && help.output.contains("check the options and inputs, write nothing"))
        }
    }
}
