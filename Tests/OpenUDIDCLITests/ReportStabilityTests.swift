import Foundation
import Testing

/// The bytes of the `stats` and `audit` reports, pinned: each case runs the command in-process and
/// compares every file it writes with the copy recorded under `Fixtures/Reports/<case>/`. Times
/// (in seconds) and the output directory's own path are the only parts masked; every count,
/// verdict, number format and chart coordinate is compared as written.
///
/// A change to any report shows here as the first differing line. When a change is meant, record
/// the new reports with `OPENUDID_RECORD_REPORTS=1 swift test --filter ReportStabilityTests`
/// (the run records and fails, so that a recording is never taken for a pass) and commit them
/// with the change that explains them.
@Suite struct ReportStabilityTests {
    /// One pinned run: a name (its folder of recorded reports) and the command's arguments
    /// before `--out`.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var arguments: [String]
        /// Builds the case's input files in `directory`, if it reads any; the arguments name them
        /// relative to it with a leading `@`.
        var input: @Sendable (String) throws -> Void = { _ in }
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "stats-all-n20000-seed7",
            arguments: ["stats", "-n", "20000", "--seed", "7", "--threads", "2", "--memory-limit", "256M"]),
        Case(
            name: "stats-three-n5003-seed11",
            arguments: [
                "stats", "-n", "5003", "--seed", "11", "--generators", "uuid4,uuid7-counter,weak32", "--bits", "16,24",
                "--threads", "1", "--memory-limit", "96M",
            ]),
        Case(
            name: "stats-fleets-n65536-seed3",
            arguments: [
                "stats", "-n", "65536", "--seed", "0x3", "--generators", "uuid1-fleet,uuid6-fleet,uuid7-subms-fleet,openudid2012",
                "--fleet", "10", "--rate", "1024", "--threads", "2", "--memory-limit", "128M",
            ]),
        Case(
            name: "audit-real-generators",
            arguments: ["audit", "@mix.txt", "--threads", "2"],
            input: { directory in
                let text = try ["uuid-utils-uuid7", "cpython-uuid1", "draft-uuid7", "random-128"].map(fixture).joined()
                try Data(text.utf8).write(to: URL(fileURLWithPath: directory + "/mix.txt"))
            }),
        Case(
            name: "audit-duplicates-and-invalid",
            arguments: ["audit", "@a.txt", "@b.txt", "--threads", "1"],
            input: { directory in
                let repeated = try fixture("cpython-uuid4").split(separator: "\n").prefix(400).joined(separator: "\n") + "\n"
                let a = try fixture("openudid-v1") + repeated + "not-a-uuid\n\n" + fixture("openudid-v7-subms")
                let b = try fixture("openudid-v6") + repeated + repeated + "{6ba7b810-9dad-11d1-80b4-00c04fd430c8}\n"
                try Data(a.utf8).write(to: URL(fileURLWithPath: directory + "/a.txt"))
                try Data(b.utf8).write(to: URL(fileURLWithPath: directory + "/b.txt"))
            }),
        Case(
            name: "audit-sorted-v7",
            arguments: ["audit", "@sorted.txt", "--threads", "2"],
            input: { directory in
                let lines = try fixture("uuid-utils-uuid7").split(separator: "\n").sorted().joined(separator: "\n") + "\n"
                try Data(lines.utf8).write(to: URL(fileURLWithPath: directory + "/sorted.txt"))
            }),
    ]

    @Test(arguments: cases)
    func reportIsByteIdenticalToTheRecordedOne(_ run: Case) throws {
        let directory = try TemporaryDirectory()
        let root = directory.url.path
        try run.input(root)
        let out = root + "/out"
        let arguments = run.arguments.map { $0.hasPrefix("@") ? root + "/" + $0.dropFirst() : $0 } + ["--out", out, "--quiet"]
        let result = openudid(arguments)
        #expect(result.code == .success, "\(run.name): \(result.errors)")

        let recorded = Self.reportsDirectory + "/" + run.name
        let written = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
        if ProcessInfo.processInfo.environment["OPENUDID_RECORD_REPORTS"] == "1" {
            try? FileManager.default.removeItem(atPath: recorded)
            try FileManager.default.createDirectory(atPath: recorded, withIntermediateDirectories: true)
            for name in written {
                let text = Self.masked(try String(contentsOfFile: out + "/" + name, encoding: .utf8), root: root)
                try Data(text.utf8).write(to: URL(fileURLWithPath: recorded + "/" + name))
            }
            Issue.record("recorded \(written.count) files into \(recorded); run again without OPENUDID_RECORD_REPORTS")
            return
        }

        let expected = try FileManager.default.contentsOfDirectory(atPath: recorded).sorted()
        #expect(written == expected, "\(run.name): the files written")
        for name in expected where written.contains(name) {
            let actual = Self.masked(try String(contentsOfFile: out + "/" + name, encoding: .utf8), root: root)
            let wanted = try String(contentsOfFile: recorded + "/" + name, encoding: .utf8)
            if actual != wanted {
                let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
                let w = wanted.split(separator: "\n", omittingEmptySubsequences: false)
                let line = zip(a, w).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, w.count)
                let got = line < a.count ? String(a[line]) : "<end>"
                let want = line < w.count ? String(w[line]) : "<end>"
                Issue.record("\(run.name)/\(name) differs at line \(line + 1):\n  recorded: \(want)\n  written:  \(got)")
            }
        }
    }

    /// The recorded reports, read from the source tree.
    static let reportsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Reports").path

    /// The text of the committed identifiers of one real generator (`Scripts/make-audit-fixtures.sh`).
    static func fixture(_ name: String) throws -> String {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("OpenUDIDAuditTests/Fixtures/RealGenerators/\(name).txt").path
        return try String(contentsOfFile: path, encoding: .utf8)
    }

    /// `text` with what differs from run to run replaced: durations in seconds ("0.0881 s",
    /// `"seconds" : 0.0081`) and the run's own directory.
    static func masked(_ text: String, root: String) -> String {
        var text = text.replacingOccurrences(of: root, with: "<root>")
        for (pattern, replacement) in [
            (#"[0-9]+(\.[0-9]+)?(e-?[0-9]+)? s\b"#, "<t> s"),
            (#""seconds" : [0-9.e+-]+"#, #""seconds" : <t>"#),
        ] {
            text = text.replacingOccurrences(of: pattern, with: replacement, options: .regularExpression)
        }
        return text
    }
}
