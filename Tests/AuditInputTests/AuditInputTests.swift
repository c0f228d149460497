import AuditInput
import Foundation
import OpenUDIDCore
import Testing

/// The audit's reading layer on its own: the form-by-length parser, and the byte sources the
/// chunk reader reads through (files, ranges of files, memory, and the faulty wrapper that the
/// fuzz target drives).
@Suite struct IdentifierParserTests {
    func parse(_ text: String) -> ParsedIdentifier? {
        var text = text
        return text.withUTF8 { IdentifierParser.parse(UnsafeRawBufferPointer($0)) }
    }

    @Test func everyFormIsOneValue() throws {
        let forms: [(String, TextForm)] = [
            ("6ba7b810-9dad-11d1-80b4-00c04fd430c8", .canonical),
            ("6BA7B8109DAD11D180B400C04FD430C8", .hyphenless),
            ("{6ba7b810-9dad-11d1-80b4-00c04fd430c8}", .braced),
            ("urn:uuid:6ba7b810-9dad-11d1-80b4-00c04fd430c8", .urn),
        ]
        let expected = try RFCUUID(parsing: "6ba7b810-9dad-11d1-80b4-00c04fd430c8")
        for (text, form) in forms {
            let parsed = try #require(parse(text), "\(text)")
            #expect(parsed.form == form, "\(text)")
            #expect(RFCUUID(high: parsed.high, low: parsed.low) == expected, "\(text)")
            #expect(!parsed.isOpenUDID)
        }
        #expect(parse("6BA7B8109DAD11D180B400C04FD430C8")?.letterCase == .upper)
        #expect(parse("6ba7b810-9dad-11d1-80b4-00c04fd430c8")?.letterCase == .lower)
        let openUDID = try #require(parse("e56f6a9223fb375e75480863fc0bcbb6deadbeef"))
        #expect(openUDID.isOpenUDID && openUDID.suffix == 0xDEAD_BEEF)
    }

    @Test func whatIsNotAnIdentifierIsDiagnosed() {
        for text in ["", "abc", "6ba7b810-9dad-11d1-80b4-00c04fd430cg", "6ba7b810x9dad-11d1-80b4-00c04fd430c8"] {
            #expect(parse(text) == nil, "\(text)")
        }
        var text = "6ba7b810-9dad-11d1-80b4-00c04fd430cg"
        let error = text.withUTF8 { IdentifierParser.diagnose(UnsafeRawBufferPointer($0)) }
        #expect(error == "invalid character 'g' at index 35")
        let redacted = text.withUTF8 { IdentifierParser.diagnose(UnsafeRawBufferPointer($0), quotingText: false) }
        #expect(redacted == "invalid character at index 35")
        #expect(IdentifierParser.acceptedLengths == [17, 18, 19, 26, 27, 32, 36, 38, 40, 45])
    }
}

@Suite struct ByteSourceTests {
    /// Everything a source serves until it ends.
    func drain(_ source: any ByteSource, readSize: Int = 7) throws(SourceError) -> [UInt8] {
        var result: [UInt8] = []
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: readSize, alignment: 8)
        defer { buffer.deallocate() }
        while true {
            let count = try source.read(into: buffer.baseAddress!, count: readSize)
            if count == 0 { return result }
            result += buffer[..<count]
        }
    }

    @Test func memoryAndFilesServeTheirBytes() throws {
        let bytes = Array("one\ntwo\nthree\n".utf8)
        #expect(try drain(MemorySource(bytes, block: 3)) == bytes)
        let path = NSTemporaryDirectory() + "audit-input-\(UUID().uuidString).txt"
        #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let file = try FileSource(path: path)
        #expect(file.knownLength == bytes.count)
        #expect(try drain(file) == bytes)
        let range = try FileRangeSource(path: path, range: 4..<8)
        #expect(range.knownLength == 4)
        #expect(try drain(range) == Array("two\n".utf8))
        #expect(throws: SourceError.self) { _ = try FileSource(path: path + ".missing") }
    }

    /// Short reads change nothing of what is served; a failing read throws the injected error
    /// and says where it failed.
    @Test func faultySourceCutsAndFails() throws {
        let bytes = Array((0..<100).map { UInt8($0) })
        let short = FaultySource(MemorySource(bytes), plan: .init([.short(1), .short(3), .short(1)]))
        #expect(try drain(short, readSize: 50) == bytes)
        #expect(short.failedAt == nil)
        let failing = FaultySource(MemorySource(bytes), plan: .init([.short(10), .fail]))
        #expect(throws: FaultySource.injectedError) { _ = try drain(failing, readSize: 50) }
        #expect(failing.failedAt == 10)
    }
}
