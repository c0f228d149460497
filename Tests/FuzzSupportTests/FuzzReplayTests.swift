import Foundation
import FuzzSupport
import Testing

@Suite("FuzzReplay")
struct FuzzReplayTests {
    @Test("a folder lists its regular files, sorted, without dot files or subfolders")
    func listsFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-replay-\(UUID())")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("nested"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["b", "a", ".hidden"] {
            try Data([1]).write(to: folder.appendingPathComponent(name))
        }
        let files = FuzzReplay.inputFiles(at: folder.path).map { ($0 as NSString).lastPathComponent }
        #expect(files == ["a", "b"])
        #expect(FuzzReplay.inputFiles(at: folder.appendingPathComponent("a").path).count == 1)
    }

    @Test("inputs are the listed files with their names and bytes, in the same order")
    func readsInputs() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-replay-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data([2, 3]).write(to: folder.appendingPathComponent("b"))
        try Data([1]).write(to: folder.appendingPathComponent("a"))
        try Data([9]).write(to: folder.appendingPathComponent(".hidden"))
        let inputs = FuzzReplay.inputs(at: folder.path)
        #expect(inputs.map(\.name) == ["a", "b"])
        #expect(inputs.map(\.bytes) == [[1], [2, 3]])
    }
}
