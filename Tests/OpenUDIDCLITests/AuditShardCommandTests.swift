import Foundation
import Testing
@testable import OpenUDIDCLI
import CommandLineSupport

/// `openudid audit FILE… --shards/--map/--reduce` and `openudid merge` of audit partials, as a
/// user types them.
@Suite struct AuditShardCommandTests {
    /// Two files with copies across them, an invalid and a blank line, v4 and v7 UUIDs.
    func writeInputs(_ root: String) throws -> [String] {
        let first = openudid("uuid", "-n", "3000").lines + ["not an id"] + openudid("uuid", "-n", "500", "--v7").lines
        let second = Array(first[100..<200]) + [""] + openudid("uuid", "-n", "1000", "--upper").lines
        let paths = [root + "/a.txt", root + "/b.txt"]
        try (first.joined(separator: "\n") + "\n").write(toFile: paths[0], atomically: true, encoding: .utf8)
        try second.joined(separator: "\n").write(toFile: paths[1], atomically: true, encoding: .utf8)
        return paths
    }

    @Test func shardsMergeIntoTheOneProcessReport() throws {
        let directory = try TemporaryDirectory()
        let root = directory.url.path
        let files = try writeInputs(root)
        let single = openudid(["audit"] + files + ["--out", root + "/single", "--quiet"])
        #expect(single.code == .success, "\(single.errors)")
        var partials: [String] = []
        for step in ["--map", "--reduce"] {
            for index in 0..<3 {
                let result = openudid(["audit"] + files + ["--shards", "3", step, "\(index)", "--work-dir", root + "/work", "--quiet"])
                #expect(result.code == .success, "\(result.errors)")
                let path = root + "/work/audit-\(step.dropFirst(2))-000\(index).partial"
                #expect(result.output == "wrote \(path)\n")
                partials.append(path)
            }
        }
        let merged = openudid(["merge", "--out", root + "/merged", "--quiet"] + partials)
        #expect(merged.code == .success, "\(merged.errors)")
        #expect(merged.output == single.output)
        func withoutRun(_ path: String) throws -> NSDictionary {
            let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as! [String: Any]
            return object.filter { $0.key != "run" } as NSDictionary
        }
        let mergedJSON = try withoutRun(root + "/merged/report.json"), singleJSON = try withoutRun(root + "/single/report.json")
        #expect(mergedJSON["groups"] != nil && mergedJSON.isEqual(to: singleJSON as! [AnyHashable: Any]))
        for name in ["duplicates.csv", "prefixes.svg", "uniformity.svg"] {
            #expect(
                try Data(contentsOf: URL(fileURLWithPath: root + "/single/" + name))
                    == Data(contentsOf: URL(fileURLWithPath: root + "/merged/" + name)), "\(name)")
        }
    }

    @Test func incompleteShardOptionsAreUsageErrors() throws {
        let directory = try TemporaryDirectory()
        let files = try writeInputs(directory.url.path)
        let work = directory.url.path + "/work"
        for (arguments, message) in [
            (["--map", "0", "--work-dir", work], "--map needs --shards S"),
            (["--shards", "2", "--reduce", "1"], "--reduce needs --work-dir DIR"),
            (["--shards", "2", "--work-dir", work], "add --map I or --reduce J"),
            (["--shards", "2", "--map", "2", "--work-dir", work], "--map must be between 0 and 1 for 2 shards"),
        ] {
            let result = openudid(["audit"] + files + arguments + ["--quiet"])
            #expect(result.code == .usage && result.errors.contains(message), "\(arguments): \(result.errors)")
        }
        let both = openudid(["audit"] + files + ["--shards", "2", "--map", "0", "--work-dir", work, "--out", "x"])
        #expect(both.code == .usage)
        let piped = openudid(["audit", "--shards", "2", "--map", "0", "--work-dir", work, "--quiet"], input: Array("x\n".utf8))
        #expect(piped.code == .usage && piped.errors.contains("standard input cannot be split"), "\(piped.errors)")
    }

    @Test func aReduceBeforeItsMapsIsRefused() throws {
        let directory = try TemporaryDirectory()
        let files = try writeInputs(directory.url.path)
        let work = directory.url.path + "/work"
        let result = openudid(["audit"] + files + ["--shards", "2", "--reduce", "0", "--work-dir", work, "--quiet"])
        #expect(result.code == .usage && result.errors.contains("map 0 is not done"), "\(result.errors)")
    }
}
