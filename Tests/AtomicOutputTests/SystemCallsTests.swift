import Foundation
import Testing
@testable import AtomicOutput

@Suite struct SystemCallsTests {
    /// Entries are read in place, whatever their names' lengths: a one-byte name sits in a
    /// short `readdir` entry, a 255-byte name fills the field. Thousands of short names fill
    /// the C library's directory buffer, so that some entry ends just short of the buffer's
    /// end: there, under AddressSanitizer, a read of the whole 256-byte name field fails.
    @Test func listsEveryNameOnceWithoutDotEntries() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("entries-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        var names: Set<String> = ["a", "é", "report.json", String(repeating: "n", count: 255)]
        for length in [2, 7, 8, 9, 15, 16, 17, 31, 32, 100] { names.insert(String(repeating: "x", count: length)) }
        for index in 0..<4_000 { names.insert("f\(index)") }
        for name in names { #expect(FileManager.default.createFile(atPath: root + "/" + name, contents: nil)) }
        let listed = try #require(SystemCalls.entries(of: root))
        #expect(listed.count == names.count)
        #expect(Set(listed) == names)
        #expect(SystemCalls.entries(of: root + "/missing") == nil)
    }
}
