import Foundation
import Testing
import Platform
@testable import AuditInput

/// A file that changes while it is read is told apart from one read as it is: its size or
/// modification time at the end differs from the start.
@Suite struct FileChangeTests {
    func file(_ text: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("change-\(UUID().uuidString).txt").path
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    func drain(_ source: some ByteSource) throws {
        try source.forEachChunk(size: 4) { _ in }
    }

    @Test func aFileReadAsItIsHasNoChange() throws {
        let path = try file("a\nb\nc\n")
        defer { unlink(path) }
        let source = try FileSource(path: path)
        try drain(source)
        #expect(source.changeSinceOpened() == nil)
        let range = try FileRangeSource(path: path, range: 0..<4)
        try drain(range)
        #expect(range.changeSinceOpened() == nil)
    }

    /// Cut at a line boundary while it is read: the reader sees a shorter, well-formed file.
    @Test func aFileCutWhileReadIsNamedWithBothSizes() throws {
        let path = try file("a\nb\nc\n")
        defer { unlink(path) }
        let source = try FileSource(path: path)
        var first = [UInt8](repeating: 0, count: 2)
        #expect(try first.withUnsafeMutableBytes { try source.read(into: $0.baseAddress!, count: 2) } == 2)
        #expect(truncate(path, 4) == 0)
        try drain(source)
        #expect(
            source.changeSinceOpened()
                == "it changed while it was read (6 bytes at the start, 4 at the end): the report counts what was read")
    }

    /// Rewritten in place with the same size: the modification time tells.
    @Test func aFileRewrittenInPlaceIsNamed() throws {
        let path = try file("a\nb\n")
        defer { unlink(path) }
        let source = try FileRangeSource(path: path, range: 0..<4)
        var times = [timespec(tv_sec: 1_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000, tv_nsec: 0)]
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
        try drain(source)
        #expect(source.changeSinceOpened()?.hasPrefix(FileStamp.changedPrefix) == true)
    }

    /// Memory and pipes cannot be told: no change is claimed.
    @Test func otherSourcesClaimNoChange() throws {
        let memory = MemorySource(Array("a\n".utf8))
        try drain(memory)
        #expect(memory.changeSinceOpened() == nil)
    }
}
