import Foundation
import Testing
@testable import OpenUDIDCLI
import WorkerThreads

/// The commands where they run for real: a machine or container with less memory than asked
/// for, inputs that change while they are read, reports that leave the machine.
@Suite struct PlaceCommandTests {
    /// A `--memory-limit` above what this process may use is lowered to the default with one
    /// line naming both figures, and the run completes (it used to reserve the limit's share
    /// up front and abort).
    @Test func aMemoryLimitAboveTheMachineIsLoweredWithOneLine() throws {
        let directory = try TemporaryDirectory()
        let input = try directory.file("ids.txt", AuditCommandTests.ids)
        let out = directory.url.appendingPathComponent("r").path
        let available = MemoryAvailable.current
        let result = openudid("audit", input, "--out", out, "--quiet", "--memory-limit", "1000T")
        #expect(result.code == .success, "\(result.errors)")
        #expect(
            result.errors
                == "openudid audit: --memory-limit 1000T is more than the \(MemoryLimitFit.size(available.bytes)) this process may use "
                + "(\(available.source)); using \(MemoryLimitFit.size(available.defaultLimit))\n")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out + "/report.json"))) as? [String: Any])
        #expect((json["run"] as? [String: Any])?["memoryLimit"] as? Int == available.defaultLimit)

        let stats = openudid(
            "stats", "-n", "1000", "--generators", "uuid4", "--out", directory.url.appendingPathComponent("s").path,
            "--quiet", "--memory-limit", "1000T")
        #expect(stats.code == .success, "\(stats.errors)")
        #expect(stats.errors.hasPrefix("openudid stats: --memory-limit 1000T is more than the "))
    }

    /// A limit within what is available is taken as given, silently.
    @Test func aLimitThatFitsIsKept() {
        let available = MemoryAvailable(physical: 24 << 30, cgroupLimit: (300 << 20, "/sys/fs/cgroup/memory.max"))
        #expect(MemoryLimitFit.fit(200 << 20, command: "audit", available: available) == (200 << 20, nil))
        let lowered = MemoryLimitFit.fit(1 << 30, command: "audit", available: available)
        #expect(lowered.limit == 225 << 20)
        #expect(
            lowered.note
                == "openudid audit: --memory-limit 1G is more than the 300M this process may use (/sys/fs/cgroup/memory.max); using 225M")
    }
}

/// `--redact`: a report that can be shared without the data.
@Suite struct RedactCommandTests {
    static let secrets = [
        "alice@example.com", "4111 1111 1111 1111", "1b4e28ba-2fa1-41d2-883f-0016d3cca427", "6ba7b810-9dad-11d1-80b4-00c04fd430c8",
        "1b4e28ba", "6ba7b810", "alice", "4111",
    ]
    static let input =
        ["alice@example.com", "4111 1111 1111 1111", "1b4e28ba-2fa1-41d2-883f-0016d3cca427", "1B4E28BA2FA141D2883F0016D3CCA427"]
        .joined(separator: "\n") + "\n"
        + ["6ba7b810-9dad-11d1-80b4-00c04fd430c8", "{6ba7b810-9dad-11d1-80b4-00c04fd430c8}", "bob,1b4e28ba"].joined(separator: "\n")
        + "\n1b4e28ba-2fa1-41d2"

    func files(_ directory: String) throws -> [String: String] {
        var result: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory) {
            result[name] = try String(contentsOfFile: directory + "/" + name, encoding: .utf8)
        }
        return result
    }

    func json(_ directory: String) throws -> [String: Any] {
        try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: directory + "/report.json"))) as? [String: Any])
    }

    /// No value from the input, and no invalid line's text, in any file; the same counts and
    /// places as without --redact; equal values share a token across report.md, report.json
    /// and duplicates.csv.
    @Test func noInputValueInAnyFileAndTheSameCountsAndPlaces() throws {
        let directory = try TemporaryDirectory()
        let input = try directory.file("pii.txt", Self.input)
        let plain = directory.url.appendingPathComponent("plain").path
        let redacted = directory.url.appendingPathComponent("redacted").path
        #expect(openudid("audit", input, "--out", plain, "--quiet").code == .success)
        let result = openudid("audit", input, "--out", redacted, "--quiet", "--redact")
        #expect(result.code == .success, "\(result.errors)")
        let written = try files(redacted)
        #expect(written.count == 5)  // report.md, report.json, two charts, duplicates.csv
        for (name, text) in written {
            for secret in Self.secrets { #expect(!text.lowercased().contains(secret), "\(name) holds \(secret)") }
        }
        let (a, b) = (try json(plain), try json(redacted))
        for key in ["lines", "valid", "invalid", "blank", "versions", "forms", "cases"] {
            #expect((a[key] as? NSObject) == (b[key] as? NSObject), "\(key)")
        }
        let top = try #require((b["duplicates"] as? [String: Any])?["top"] as? [[String: Any]])
        let plainTop = try #require((a["duplicates"] as? [String: Any])?["top"] as? [[String: Any]])
        // The same values, counts and places; a redacted list is in token order among equal counts.
        func places(_ list: [[String: Any]]) -> Set<NSObject> {
            Set(list.compactMap { ["count": $0["count"] ?? 0, "locations": $0["locations"] ?? []] as NSDictionary })
        }
        #expect(places(top) == places(plainTop))
        #expect(top.map { $0["count"] as? Int ?? 0 } == top.map { $0["count"] as? Int ?? 0 }.sorted(by: >))
        let tokens = top.compactMap { $0["value"] as? String }
        #expect(tokens.count == 2 && tokens.allSatisfy { $0.hasPrefix("redacted-") && $0.count == 29 })
        for token in tokens {
            #expect(written["report.md"]?.contains(token) == true && written["duplicates.csv"]?.contains(token) == true)
        }
        let examples = try #require(b["invalidExamples"] as? [[String: Any]])
        #expect(examples.first?["text"] as? String == "[17 bytes: lowercase letters + '@' + '.']")
        #expect(
            examples.map { $0["line"] as? Int } == (try #require(a["invalidExamples"] as? [[String: Any]])).map { $0["line"] as? Int })
        #expect((b["about"] as? String)?.hasPrefix("Values from the input are replaced by tokens") == true)
        #expect(written["report.md"]?.split(separator: "\n").dropFirst().first?.hasPrefix("> Values from the input are replaced") == true)

        // Another run draws another key: the tokens are not a fixed hash of the values.
        let again = directory.url.appendingPathComponent("again").path
        #expect(openudid("audit", input, "--out", again, "--quiet", "--redact").code == .success)
        let otherTop = try #require((try json(again)["duplicates"] as? [String: Any])?["top"] as? [[String: Any]])
        #expect(Set(otherTop.compactMap { $0["value"] as? String }).isDisjoint(with: tokens))
    }

    /// Without --redact, the report's first lines say it holds values from the input.
    @Test func aPlainReportSaysItHoldsTheInputsValues() throws {
        let directory = try TemporaryDirectory()
        let input = try directory.file("pii.txt", Self.input)
        let out = directory.url.appendingPathComponent("plain").path
        #expect(openudid("audit", input, "--out", out, "--quiet").code == .success)
        let markdown = try String(contentsOfFile: out + "/report.md", encoding: .utf8).split(separator: "\n")
        #expect(
            markdown[1] == "> This report holds values copied from the input: duplicated identifiers (duplicates.top, duplicates.csv, "
                + "the examples of duplicates.spellings), colliding pairs (groups[].collisions) and the first invalid lines (invalidExamples). Keep it as private as the input, "
                + "or write it with --redact.")
        let json = try String(contentsOfFile: out + "/report.json", encoding: .utf8).split(separator: "\n")
        #expect(json[1].hasPrefix("  \"about\" : \"This report holds values copied from the input"))
    }

    /// Sharded with --redact: the merged report equals one process's, token for token once
    /// each run's tokens are named by their first appearance (each run draws its own key).
    @Test func shardedRedactedReportEqualsOneProcesss() throws {
        let directory = try TemporaryDirectory()
        let input = try directory.file(
            "pii.txt", Self.input + "\n" + (0..<300).map { _ in UUID().uuidString }.joined(separator: "\n") + "\n")
        let work = directory.url.appendingPathComponent("w").path
        for step in ["--map", "--reduce"] {
            for index in 0..<2 {
                let shard = openudid("audit", input, "--redact", "--shards", "2", step, String(index), "--work-dir", work, "--quiet")
                #expect(shard.code == .success, "\(shard.errors)")
            }
        }
        let partials = try FileManager.default.contentsOfDirectory(atPath: work).filter { $0.hasSuffix(".partial") }.sorted()
            .map { work + "/" + $0 }
        let merged = directory.url.appendingPathComponent("merged").path
        #expect(openudid(["merge"] + partials + ["--out", merged, "--quiet"]).code == .success)
        let single = directory.url.appendingPathComponent("single").path
        #expect(openudid("audit", input, "--redact", "--out", single, "--quiet").code == .success)
        func canonical(_ directory: String) throws -> String {
            var report = try json(directory)
            report["run"] = nil
            report["findings"] = nil  // a merge leaves out the truncated-input finding, with or without --redact
            let text = String(decoding: try JSONSerialization.data(withJSONObject: report, options: [.sortedKeys]), as: UTF8.self)
            var names: [String: String] = [:]
            var result = ""
            var rest = Substring(text)
            while let range = rest.range(of: #"redacted-[0-9a-f]{20}"#, options: .regularExpression) {
                result += rest[..<range.lowerBound]
                let token = String(rest[range])
                result +=
                    names[token]
                    ?? {
                        names[token] = "T\(names.count)"; return names[token]!
                    }()
                rest = rest[range.upperBound...]
            }
            return result + rest
        }
        #expect(try canonical(merged) == canonical(single))
        for (name, text) in try files(merged) {
            for secret in Self.secrets { #expect(!text.lowercased().contains(secret), "\(name) holds \(secret)") }
        }
        // Shards of one run agree on --redact; a reduce without it is refused.
        let mixed = openudid("audit", input, "--shards", "2", "--reduce", "0", "--work-dir", work, "--quiet")
        #expect(mixed.code != .success && mixed.errors.contains("--redact"), "\(mixed.errors)")
    }
}
