import Foundation
import Testing
@testable import AtomicOutput

/// The output directory is made and proven writable before any identifier is generated.
@Suite struct OutputDirectoryTests {
    func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("outdir-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func createsMissingParentsAndLeavesNoProbe() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        for path in [root.path + "/a/b/c", root.path + "/a/b/c", root.path + "/d/"] {
            try OutputDirectory.prepare(path)
            #expect(try FileManager.default.contentsOfDirectory(atPath: path).isEmpty, "\(path)")
        }
    }

    @Test func refusesAFileAndPathsBelowAFile() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.path + "/plain"
        #expect(FileManager.default.createFile(atPath: file, contents: Data("x".utf8)))
        let cases: [(path: String, reason: String)] = [
            (file, "'\(file)' exists and is not a directory"),
            (file + "/sub", "cannot create '\(file)/sub': Not a directory"),
            (file + "/sub/deeper", "cannot create '\(file)/sub/deeper': Not a directory"),
            ("", "the path is empty"),
        ]
        for (path, reason) in cases {
            #expect(throws: OutputDirectory.Failure(directory: path, reason: reason)) { try OutputDirectory.prepare(path) }
        }
    }

    @Test func checkExistingCreatesNothing() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try OutputDirectory.checkExisting(root.path)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).isEmpty)
        #expect(throws: OutputDirectory.Failure(directory: root.path + "/missing", reason: "no such directory")) {
            try OutputDirectory.checkExisting(root.path + "/missing")
        }
        #expect(!FileManager.default.fileExists(atPath: root.path + "/missing"))
    }
}
