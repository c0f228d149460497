import Testing
import ShardedRun

/// The container of partial files: what is written reads back, and every kind of damage is
/// refused with the file's name and the reason.
@Suite struct PartialFileTests {
    static let sample = PartialFile(kind: .statsReduce, payload: Array(0..<200).map { UInt8($0 % 251) })

    @Test func roundTrip() throws {
        for kind in PartialKind.allCases {
            for payload in [[], [7], Array(repeating: UInt8(0xAB), count: 70_000)] {
                let file = PartialFile(kind: kind, payload: payload)
                let bytes = file.encoded()
                #expect(bytes.count == 24 + payload.count + 16)
                #expect(Array(bytes.prefix(8)) == Array("OUDPART\0".utf8))
                #expect(try PartialFile(decoding: bytes, path: "x") == file)
            }
        }
    }

    /// The header's fields sit where the format says: version 7 at byte 8, the kind at 12, the
    /// payload length at 16.
    @Test func layout() {
        let bytes = Self.sample.encoded()
        #expect(bytes[8..<12] == [7, 0, 0, 0])
        #expect(bytes[12..<16] == [2, 0, 0, 0])
        #expect(bytes[16..<24] == [200, 0, 0, 0, 0, 0, 0, 0])
    }

    func refusal(_ bytes: [UInt8]) -> String? {
        do {
            _ = try PartialFile(decoding: bytes, path: "shard.partial")
            return nil
        } catch {
            #expect(error.path == "shard.partial")
            #expect(error.description.hasPrefix("shard.partial: "))
            return error.reason
        }
    }

    /// Rewrites the MD5 at the end so that only the field changed is wrong.
    func resealed(_ bytes: [UInt8]) -> [UInt8] {
        let body = Array(bytes.dropLast(16))
        return body + PartialFile.digest(of: body[...])
    }

    @Test func truncatedAndPaddedFilesAreRefused() {
        let bytes = Self.sample.encoded()
        for length in [0, 5, 8, 20, 24, 100, bytes.count - 1] {
            let reason = refusal(Array(bytes.prefix(length)))
            #expect(reason != nil, "\(length) bytes")
            if length >= 24 { #expect(reason?.hasPrefix("truncated: \(length) bytes") == true, "\(reason ?? "")") }
        }
        #expect(refusal(bytes + [0])?.hasPrefix("longer than announced") == true)
    }

    @Test func everyFlippedByteIsCaught() {
        let bytes = Self.sample.encoded()
        for index in stride(from: 0, to: bytes.count, by: 7) {
            var damaged = bytes
            damaged[index] ^= 0x10
            #expect(refusal(damaged) != nil, "byte \(index)")
        }
        var damaged = bytes
        damaged[100] ^= 1
        #expect(refusal(damaged) == "corrupted: the MD5 checksum does not match the contents")
    }

    @Test func otherVersionsKindsAndMagicAreRefused() {
        var bytes = Self.sample.encoded()
        bytes[8] = 1
        #expect(refusal(resealed(bytes)) == "format version 1; this openudid reads version \(PartialFile.version)")
        bytes = Self.sample.encoded()
        bytes[12] = 99
        #expect(refusal(resealed(bytes)) == "unknown partial kind 99 (written by a newer openudid?)")
        bytes = Self.sample.encoded()
        bytes[0] = UInt8(ascii: "X")
        #expect(refusal(bytes) == "not an openudid partial file (no OUDPART header)")
        #expect(refusal([]) == "empty file, not a partial")
    }

    @Test func byteReaderRefusesShortAndImplausibleData() throws {
        var writer = ByteWriter()
        writer.append(UInt64(1) << 40)  // a count far past the end
        var reader = ByteReader(writer.bytes)
        #expect(throws: ByteReader.Failure.self) { try reader.readArray(of: UInt64.self) }
        var short = ByteReader([1, 2, 3])
        #expect(throws: ByteReader.Failure.self) { try short.read(UInt32.self) }
        var values = ByteWriter()
        values.append(-5)
        values.append("né")
        values.append(2.5)
        values.append(true)
        values.append(array: [UInt16(3), 4])
        var back = ByteReader(values.bytes)
        #expect(try back.readInt() == -5 && back.readString() == "né" && back.readDouble() == 2.5 && back.readBool())
        #expect(try back.readArray(of: UInt16.self) == [3, 4])
        #expect(throws: Never.self) { try back.expectEnd() }
    }
}
