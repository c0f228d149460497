import Foundation
import Testing
@testable import AtomicOutput

/// A report directory is replaced whole or not at all, and nothing of the user's is lost.
@Suite struct StagedDirectoryTests {
    let files: Set<String> = ["a.txt", "b.txt"]

    func temporaryDirectory() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("staged-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    func contents(_ directory: String) throws -> [String: String] {
        var result: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory) {
            result[name] = try String(contentsOfFile: directory + "/" + name, encoding: .utf8)
        }
        return result
    }

    func writeReport(_ path: String, _ a: String, _ b: String) throws {
        let staged = try StagedDirectory(path, files: files)
        try staged.write(a, name: "a.txt")
        try staged.write(b, name: "b.txt")
        try staged.commit()
    }

    @Test func createsThenReplacesWithNothingLeftBeside() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let report = root + "/deeper/report"
        try writeReport(report, "1", "one")
        #expect(try contents(report) == ["a.txt": "1", "b.txt": "one"])
        try writeReport(report, "2", "two")
        #expect(try contents(report) == ["a.txt": "2", "b.txt": "two"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/deeper") == ["report"])
    }

    /// A report with fewer files than the old one does not keep the old one's extra file.
    @Test func replacementIsWholeNotAMix() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try writeReport(root + "/r", "old", "old")
        let staged = try StagedDirectory(root + "/r", files: files)
        try staged.write("new", name: "a.txt")
        try staged.commit()
        #expect(try contents(root + "/r") == ["a.txt": "new"])
    }

    /// Until the commit the old report is untouched; a run that stops (an error, or the
    /// staged directory dropped) leaves it as it was and nothing beside it.
    @Test func abandonedRunLeavesTheOldReport() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try writeReport(root + "/r", "old", "old")
        do {
            let staged = try StagedDirectory(root + "/r", files: files)
            try staged.write("new", name: "a.txt")
            #expect(try FileManager.default.contentsOfDirectory(atPath: root).count == 2)
            #expect(try contents(root + "/r") == ["a.txt": "old", "b.txt": "old"])
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["r"])
        #expect(try contents(root + "/r") == ["a.txt": "old", "b.txt": "old"])
    }

    @Test func refusesADirectoryWithOtherFiles() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(FileManager.default.createFile(atPath: root + "/thesis.tex", contents: Data("mine".utf8)))
        #expect(throws: OutputFailure(path: root, reason: "it holds 'thesis.tex', which is not a file of this report; "
                                        + "name a new directory, or one that holds only a report of this kind")) {
            _ = try StagedDirectory(root, files: files)
        }
        #expect(try contents(root) == ["thesis.tex": "mine"])
    }

    @Test func refusesDotAndAFile() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        for path in [".", "..", root + "/.", ""] {
            #expect(throws: OutputFailure.self) { _ = try StagedDirectory(path, files: files) }
        }
        #expect(FileManager.default.createFile(atPath: root + "/plain", contents: nil))
        #expect(throws: OutputFailure(path: root + "/plain", reason: "it exists and is not a directory")) {
            _ = try StagedDirectory(root + "/plain", files: files)
        }
    }

    /// What a killed run left (its process is gone) is removed by the next run beside it; a
    /// live process's staging directory is not touched.
    @Test func removesLeftoversOfDeadProcessesOnly() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        // No process has this id (above the kernel's pid_max of 2^22).
        let dead = root + "/.r.openudid-staging-99999999-0"
        let alive = root + "/.r.openudid-staging-\(getpid())-12345"
        for directory in [dead, alive] {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
            #expect(FileManager.default.createFile(atPath: directory + "/a.txt", contents: Data("half".utf8)))
        }
        try writeReport(root + "/r", "1", "2")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root).sorted() == [".r.openudid-staging-\(getpid())-12345", "r"])
    }

    @Test func writeErrorNamesTheFinalPathAndLeavesNothing() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let staged = try StagedDirectory(root + "/r", files: files)
        // Remove the staging directory under it: the next write fails as on a vanished disk.
        let staging = try #require(try FileManager.default.contentsOfDirectory(atPath: root).first)
        try FileManager.default.removeItem(atPath: root + "/" + staging)
        #expect(throws: OutputFailure(path: root + "/r/a.txt", reason: "No such file or directory")) {
            try staged.write("x", name: "a.txt")
        }
        staged.abandon()
        #expect(try FileManager.default.contentsOfDirectory(atPath: root).isEmpty)
    }
}

/// Single files: whole or not at all.
@Suite struct AtomicFileTests {
    @Test func replacesWholeAndLeavesNoTemporary() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try AtomicFile.write("first", to: root + "/f.json")
        try AtomicFile.write("second", to: root + "/f.json")
        #expect(try String(contentsOfFile: root + "/f.json", encoding: .utf8) == "second")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["f.json"])
    }

    @Test func checksBeforeARun() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try AtomicFile.checkWritable(root + "/new.json")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root).isEmpty)
        #expect(throws: OutputFailure(path: root + "/no/x.json", reason: "no such directory: '\(root)/no'")) {
            try AtomicFile.checkWritable(root + "/no/x.json")
        }
        #expect(throws: OutputFailure(path: root, reason: "it is a directory")) { try AtomicFile.checkWritable(root) }
        #expect(throws: OutputFailure(path: root, reason: "it is a directory")) { try AtomicFile.write("x", to: root) }
        #expect(throws: OutputFailure.self) { try AtomicFile.checkWritable("/proc/x") }
    }
}
