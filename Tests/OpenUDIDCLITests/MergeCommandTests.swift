import Foundation
import Testing
@testable import OpenUDIDCLI
import CommandLineSupport

/// `openudid stats --shards/--map/--reduce` and `openudid merge`, driven as a user types them.
@Suite struct MergeCommandTests {
    static let run = ["-n", "30000", "--seed", "4", "--generators", "uuid4,uuid1,weak32", "--quiet"]

    /// Runs every shard of `Self.run` split `shards` ways into `work`.
    func runShards(_ shards: Int, work: String) {
        for step in ["--map", "--reduce"] {
            for index in 0..<shards {
                let result = openudid(["stats"] + Self.run + ["--shards", "\(shards)", step, "\(index)", "--work-dir", work])
                #expect(result.code == .success, "\(result.errors)")
                #expect(result.output.hasPrefix("wrote \(work)/stats-\(step.dropFirst(2))-000\(index).partial"))
            }
        }
    }

    func partials(_ work: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: work).filter { $0.hasSuffix(".partial") }.sorted().map { work + "/" + $0 }
    }

    @Test func shardsMergeIntoTheOneProcessReport() throws {
        let directory = try TemporaryDirectory()
        let root = directory.url.path
        let single = openudid(["stats"] + Self.run + ["--out", root + "/single"])
        #expect(single.code == .success, "\(single.errors)")
        runShards(3, work: root + "/work")
        let merged = openudid(["merge", "--out", root + "/merged", "--quiet"] + (try partials(root + "/work")))
        #expect(merged.code == .success, "\(merged.errors)")
        #expect(merged.lines.contains("weak32: \(single.lines.first { $0.hasPrefix("weak32:") }!.dropFirst(8))"))
        for name in ["report.csv", "collisions.svg", "uniformity.svg"] {
            #expect(
                try Data(contentsOf: URL(fileURLWithPath: root + "/single/" + name))
                    == Data(contentsOf: URL(fileURLWithPath: root + "/merged/" + name)), "\(name)")
        }
        let md = try String(contentsOfFile: root + "/merged/report.md", encoding: .utf8)
        let reference = try String(contentsOfFile: root + "/single/report.md", encoding: .utf8)
        #expect(md.components(separatedBy: "\n## Execution\n")[0] == reference.components(separatedBy: "\n## Execution\n")[0])
    }

    @Test func mergeRefusesWithExitTwoAndWritesNothing() throws {
        let directory = try TemporaryDirectory()
        let root = directory.url.path
        runShards(2, work: root + "/work")
        let files = try partials(root + "/work")
        let out = root + "/report"
        func expectRefusal(_ files: [String], _ message: String, sourceLocation: SourceLocation = #_sourceLocation) {
            let result = openudid(["merge", "--out", out, "--quiet"] + files)
            #expect(result.code == .usage, sourceLocation: sourceLocation)
            #expect(result.errors.hasPrefix("openudid merge: \(message)"), "\(result.errors)", sourceLocation: sourceLocation)
            #expect(!FileManager.default.fileExists(atPath: out), sourceLocation: sourceLocation)
            #expect(result.output.isEmpty, sourceLocation: sourceLocation)
        }
        expectRefusal(Array(files.dropFirst()), "map shard 0 of 2 is missing")
        expectRefusal(files + [files[1]], "\(files[1]) and \(files[1]) are both map shard 1 of 2")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: files[2]))
        let truncated = try directory.file("truncated.partial", Array(bytes.prefix(bytes.count - 1)))
        expectRefusal([files[0], files[1], truncated, files[3]], "\(truncated): truncated: \(bytes.count - 1) bytes")
        var flipped = Array(bytes)
        flipped[40] ^= 4
        let corrupted = try directory.file("corrupted.partial", flipped)
        expectRefusal([files[0], files[1], corrupted, files[3]], "\(corrupted): corrupted: the MD5 checksum does not match")
        let text = try directory.file("notes.partial", "not a partial\n")
        expectRefusal([text] + files, "\(text): not an openudid partial file")
        expectRefusal(files + [root + "/absent.partial"], "\(root)/absent.partial: cannot read")
    }

    @Test(arguments: [
        (["--map", "0", "--work-dir", "w"], "--map needs --shards S"),
        (["--shards", "2", "--map", "0"], "--map needs --work-dir DIR"),
        (["--shards", "2", "--work-dir", "w"], "--shards and --work-dir run one shard"),
        (["--shards", "2", "--map", "2", "--work-dir", "w"], "--map must be between 0 and 1 for 2 shards (got 2)"),
        (["--shards", "2", "--map", "0", "--reduce", "1", "--work-dir", "w"], "--map and --reduce cannot be used together"),
        (["--shards", "2", "--map", "0", "--out", "o", "--work-dir", "w"], "--out and --map cannot be used together"),
    ])
    func shardOptionsAreChecked(arguments: [String], message: String) {
        let result = openudid(["stats", "-n", "1000", "--seed", "1", "--quiet"] + arguments)
        #expect(result.code == .usage)
        #expect(result.errors.hasPrefix("openudid stats: \(message)"), "\(result.errors)")
    }

    @Test func aShardNeedsASeed() throws {
        let directory = try TemporaryDirectory()
        let result = openudid("stats", "-n", "1000", "--shards", "2", "--map", "0", "--work-dir", directory.url.path + "/w", "--quiet")
        #expect(result.code == .usage)
        #expect(result.errors.hasPrefix("openudid stats: a sharded run needs --seed"))
    }
}
