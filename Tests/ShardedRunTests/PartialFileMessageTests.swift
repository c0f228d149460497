import ShardedRun
import Testing

/// The container of shard results: what it writes reads back the same, and every way a file
/// can be damaged is refused with the file and the reason.
@Suite struct PartialFileMessageTests {
    let file = PartialFile(kind: .auditReduce, payload: Array("the payload".utf8))

    @Test func roundTrip() throws {
        let bytes = file.encoded()
        #expect(bytes.count == PartialFile.headerSize + 11 + PartialFile.digestSize)
        #expect(try PartialFile(decoding: bytes, path: "p") == file)
        for kind in PartialKind.allCases {
            let other = PartialFile(kind: kind, payload: [])
            #expect(try PartialFile(decoding: other.encoded(), path: "p") == other)
        }
    }

    @Test func damageIsRefusedWithTheReason() throws {
        let bytes = file.encoded()
        var flipped = bytes
        flipped[PartialFile.headerSize + 2] ^= 0x01
        var newer = bytes
        newer[PartialFile.magic.count] = 9  // the version's low byte
        let cases: [([UInt8], String)] = [
            ([], "p: empty file, not a partial"),
            (Array("hello, world".utf8), "p: not an openudid partial file (no OUDPART header)"),
            (Array(bytes.prefix(12)), "p: truncated inside the header (12 bytes)"),
            (Array(bytes.dropLast()), "p: truncated: \(bytes.count - 1) bytes, the header announces \(bytes.count)"),
            (bytes + [0], "p: longer than announced: \(bytes.count + 1) bytes, the header announces \(bytes.count)"),
            (flipped, "p: corrupted: the MD5 checksum does not match the contents"),
            (newer, "p: format version 9; this openudid reads version \(PartialFile.version)"),
        ]
        for (damaged, message) in cases {
            #expect(throws: PartialFileError.self) { try PartialFile(decoding: damaged, path: "p") }
            do {
                _ = try PartialFile(decoding: damaged, path: "p")
            } catch {
                #expect(error.description == message)
            }
        }
    }

    @Test func bytesWrittenAreReadInOrder() throws {
        var writer = ByteWriter()
        writer.append(UInt32(7))
        writer.append(-5)
        writer.append(2.5)
        writer.append(true)
        writer.append("é and more")
        var reader = ByteReader(writer.bytes)
        #expect(try reader.read(UInt32.self) == 7)
        #expect(try reader.readInt() == -5)
        #expect(try reader.readDouble() == 2.5)
        #expect(try reader.readBool())
        #expect(try reader.readString() == "é and more")
        #expect(reader.remaining == 0)
        #expect(throws: ByteReader.Failure.self) { _ = try reader.read(UInt8.self) }
    }
}
