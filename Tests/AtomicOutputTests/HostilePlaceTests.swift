import Foundation
import Testing
@testable import AtomicOutput

/// A report directory in a place that others write to too: links swapped while a run goes on,
/// files added to the report, leftovers that are not the tool's. Nothing outside the directory
/// the run resolved at its start is touched, and nothing the run did not write is removed.
@Suite struct HostilePlaceTests {
    let files: Set<String> = ["a.txt", "b.txt"]
    let manager = FileManager.default

    func temporaryDirectory() throws -> String {
        let path = manager.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)").path
        try manager.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    func contents(_ directory: String) throws -> [String: String] {
        var result: [String: String] = [:]
        for name in try manager.contentsOfDirectory(atPath: directory) {
            result[name] = try String(contentsOfFile: directory + "/" + name, encoding: .utf8)
        }
        return result
    }

    /// A victim directory with one file of its own and one named like a report file.
    func victim(in root: String) throws -> String {
        let victim = root + "/victim"
        try manager.createDirectory(atPath: victim, withIntermediateDirectories: false)
        #expect(manager.createFile(atPath: victim + "/keep.txt", contents: Data("s".utf8)))
        #expect(manager.createFile(atPath: victim + "/a.txt", contents: Data("victim's".utf8)))
        return victim
    }

    /// `--out` a link to a directory: followed once, when the run starts; the report goes
    /// into the directory it named and the link stays a link.
    @Test func linkIsFollowedOnceAtTheStart() throws {
        let root = try temporaryDirectory()
        defer { try? manager.removeItem(atPath: root) }
        try manager.createDirectory(atPath: root + "/d", withIntermediateDirectories: false)
        try manager.createSymbolicLink(atPath: root + "/out", withDestinationPath: root + "/d")
        let staged = try StagedDirectory(root + "/out", files: files)
        try staged.write("new", name: "a.txt")
        try staged.commit()
        #expect(try contents(root + "/d") == ["a.txt": "new"])
        #expect(try manager.destinationOfSymbolicLink(atPath: root + "/out") == root + "/d")
    }

    /// The link swapped mid-run for one to a victim directory: the commit refuses, the victim
    /// keeps every file, and nothing of the run is left beside it.
    @Test func linkSwappedDuringTheRunRedirectsNothing() throws {
        let root = try temporaryDirectory()
        defer { try? manager.removeItem(atPath: root) }
        let victim = try victim(in: root)
        try manager.createDirectory(atPath: root + "/d", withIntermediateDirectories: false)
        try manager.createSymbolicLink(atPath: root + "/out", withDestinationPath: root + "/d")
        let staged = try StagedDirectory(root + "/out", files: files)
        try staged.write("new", name: "a.txt")
        // Another user swaps the link that names the report directory, and the one the run
        // resolved (`d`) for a link to the victim.
        try manager.removeItem(atPath: root + "/out")
        try manager.createSymbolicLink(atPath: root + "/out", withDestinationPath: victim)
        try manager.removeItem(atPath: root + "/d")
        try manager.createSymbolicLink(atPath: root + "/d", withDestinationPath: victim)
        #expect(throws: OutputFailure.self) { try staged.commit() }
        #expect(try contents(victim) == ["keep.txt": "s", "a.txt": "victim's"])
        #expect(try manager.contentsOfDirectory(atPath: root).sorted() == ["d", "out", "victim"])
    }

    /// A directory replaced by a link just before the commit: refused, nothing removed.
    @Test func directoryReplacedByALinkIsRefused() throws {
        let root = try temporaryDirectory()
        defer { try? manager.removeItem(atPath: root) }
        let victim = try victim(in: root)
        try manager.createDirectory(atPath: root + "/r", withIntermediateDirectories: false)
        #expect(manager.createFile(atPath: root + "/r/a.txt", contents: Data("old".utf8)))
        let staged = try StagedDirectory(root + "/r", files: files)
        try staged.write("new", name: "a.txt")
        try manager.moveItem(atPath: root + "/r", toPath: root + "/moved")
        try manager.createSymbolicLink(atPath: root + "/r", withDestinationPath: victim)
        #expect {
            try staged.commit()
        } throws: { error in
            (error as? OutputFailure)?.reason.contains("symbolic link") == true
        }
        #expect(try contents(victim) == ["keep.txt": "s", "a.txt": "victim's"])
        #expect(try contents(root + "/moved") == ["a.txt": "old"])
        #expect(try manager.contentsOfDirectory(atPath: root).sorted() == ["moved", "r", "victim"])
    }

    /// A file someone adds to the report directory while the run goes on is kept, beside the
    /// new report; the old report's own files are replaced.
    @Test func fileAddedDuringTheRunIsKept() throws {
        let root = try temporaryDirectory()
        defer { try? manager.removeItem(atPath: root) }
        let report = root + "/r"
        try manager.createDirectory(atPath: report, withIntermediateDirectories: false)
        #expect(manager.createFile(atPath: report + "/a.txt", contents: Data("old".utf8)))
        #expect(manager.createFile(atPath: report + "/b.txt", contents: Data("old".utf8)))
        let staged = try StagedDirectory(report, files: files)
        try staged.write("new", name: "a.txt")
        #expect(manager.createFile(atPath: report + "/notes.txt", contents: Data("n".utf8)))
        #expect(try staged.commit() == ["notes.txt"])
        #expect(try contents(report) == ["a.txt": "new", "notes.txt": "n"])
        #expect(try manager.contentsOfDirectory(atPath: root) == ["r"])
    }

    /// A leftover under a staging name whose process is gone, but that is a link to a victim
    /// directory (or a directory holding files that are not the report's), is not followed and
    /// not emptied.
    @Test func leftoversThatAreLinksOrHoldOthersFilesStay() throws {
        let root = try temporaryDirectory()
        defer { try? manager.removeItem(atPath: root) }
        let victim = try victim(in: root)
        // No process has these ids (above the kernel's pid_max of 2^22).
        try manager.createSymbolicLink(atPath: root + "/.r.openudid-staging-99999999-0", withDestinationPath: victim)
        let mixed = root + "/.r.openudid-staging-99999998-0"
        try manager.createDirectory(atPath: mixed, withIntermediateDirectories: false)
        #expect(manager.createFile(atPath: mixed + "/a.txt", contents: Data("half".utf8)))
        #expect(manager.createFile(atPath: mixed + "/other.txt", contents: Data("someone's".utf8)))
        let staged = try StagedDirectory(root + "/r", files: files)
        try staged.write("1", name: "a.txt")
        try staged.commit()
        #expect(try contents(victim) == ["keep.txt": "s", "a.txt": "victim's"])
        #expect(try contents(mixed) == ["other.txt": "someone's"])
        #expect(
            try manager.contentsOfDirectory(atPath: root).sorted() == [
                ".r.openudid-staging-99999998-0", ".r.openudid-staging-99999999-0", "r", "victim",
            ])
    }

    /// A single file (a partial, the benchmark's JSON) whose directory is swapped for a link
    /// after the write began still lands in the directory resolved at the start, and a link
    /// at the file's own name is replaced, never followed.
    @Test func singleFileReplacesALinkInsteadOfFollowingIt() throws {
        let root = try temporaryDirectory()
        defer { try? manager.removeItem(atPath: root) }
        let victim = try victim(in: root)
        try manager.createSymbolicLink(atPath: root + "/f.json", withDestinationPath: victim + "/a.txt")
        try AtomicFile.write("mine", to: root + "/f.json")
        #expect(try String(contentsOfFile: root + "/f.json", encoding: .utf8) == "mine")
        #expect(try manager.attributesOfItem(atPath: root + "/f.json")[.type] as? FileAttributeType == .typeRegular)
        #expect(try contents(victim) == ["keep.txt": "s", "a.txt": "victim's"])
    }
}
