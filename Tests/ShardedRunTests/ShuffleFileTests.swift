import Foundation
import ShardedRun
import Testing

/// Shuffle files: what a map's outputs write, a reduce reads back whole and checked, and any
/// damage, a file of another run or a missing file is refused with the path and the reason.
@Suite struct ShuffleFileTests {
    /// 32-byte records (the audit's size), two reduces, under a fresh directory.
    final class Written {
        let directory: String
        let origin: ShuffleOrigin
        let records: [[UInt64]]
        let summaries: [ShuffleSummary]

        init() throws {
            directory = NSTemporaryDirectory() + "shuffle-tests-" + UUID().uuidString
            try FileManager.default.createDirectory(
                atPath: ShardPaths.shuffleDirectory(directory, generator: "toy"), withIntermediateDirectories: true)
            origin = ShuffleOrigin(run: ToyRun(name: "a", shards: 2).fingerprint, generator: "toy", map: 1, reduce: 0)
            let outputs = try ShuffleOutputs(origin: origin, reduces: 2, recordSize: 32, directory: directory)
            records = (0..<300).map { i in (0..<4).map { UInt64(i) &* 0x9E37_79B9_7F4A_7C15 &+ $0 } }
            // Two chunks for reduce 0, one for reduce 1.
            for (reduce, range) in [(0, 0..<100), (1, 100..<250), (0, 250..<300)] {
                let chunk = UnsafeMutableRawPointer.allocate(byteCount: ShuffleFormat.chunkHeaderSize + range.count * 32, alignment: 16)
                defer { chunk.deallocate() }
                for (i, record) in records[range].enumerated() {
                    for (w, word) in record.enumerated() {
                        (chunk + ShuffleFormat.chunkHeaderSize + i * 32 + w * 8).storeBytes(of: word.littleEndian, as: UInt64.self)
                    }
                }
                outputs.writeChunk(chunk, count: range.count, reduce: reduce)
            }
            summaries = try outputs.finish { SliceCounts(start: $0 * 10, counts: []) }
        }

        deinit { try? FileManager.default.removeItem(atPath: directory) }

        func path(reduce: Int) -> String { ShardPaths.shuffleFile(directory, generator: "toy", map: 1, reduce: reduce) }

        /// The records of `reduce`'s file, or the reason it was refused.
        func read(reduce: Int, origin: ShuffleOrigin? = nil) -> Result<[[UInt64]], ShardError> {
            var expected = origin ?? self.origin
            expected.reduce = reduce
            let reader: ShuffleReader
            switch ShuffleReader.open(path(reduce: reduce), origin: expected, recordSize: 32, blocks: 0..<1, otherRun: "another toy run") {
            case .success(let opened): reader = opened
            case .failure(let error): return .failure(error)
            }
            defer { reader.close() }
            let buffer = UnsafeMutableRawPointer.allocate(byteCount: 1000, alignment: 16)
            defer { buffer.deallocate() }
            var read: [[UInt64]] = []
            do {
                try reader.forEachPiece(buffer: buffer, bufferSize: 1000) { (records, count, block) throws(ShardError) in
                    #expect(block == 0)
                    for i in 0..<count {
                        read.append(
                            (0..<4).map { UInt64(littleEndian: records.loadUnaligned(fromByteOffset: i * 32 + $0 * 8, as: UInt64.self)) })
                    }
                }
            } catch {
                return .failure(error)
            }
            return .success(read)
        }
    }

    @Test func whatIsWrittenIsReadBack() throws {
        let written = try Written()
        #expect(try written.read(reduce: 0).get() == Array(written.records[0..<100] + written.records[250..<300]))
        #expect(try written.read(reduce: 1).get() == Array(written.records[100..<250]))
        #expect(written.summaries.map(\.records) == [150, 150])
        #expect(written.summaries[0].checksum != written.summaries[1].checksum)
        let leftovers = try FileManager.default.contentsOfDirectory(
            atPath: ShardPaths.shuffleDirectory(written.directory, generator: "toy"))
        #expect(leftovers.sorted() == ["m0001-r0000.keys", "m0001-r0001.keys"], "no temporary file is left")
    }

    @Test func damageIsRefusedWithThePath() throws {
        let written = try Written()
        let path = written.path(reduce: 1)
        let original = try Data(contentsOf: URL(fileURLWithPath: path))
        func refusal() -> String? {
            switch written.read(reduce: 1) {
            case .success: return nil
            case .failure(.refused(let text)): return text
            case .failure(let error): return "\(error)"
            }
        }
        var damaged = original
        damaged[ShuffleFormat.chunkHeaderSize + 5] ^= 0x20
        try damaged.write(to: URL(fileURLWithPath: path))
        #expect(refusal() == "\(path): corrupted: the checksum of the chunk at byte 0 does not match")
        try original.prefix(original.count - 1).write(to: URL(fileURLWithPath: path))
        #expect(refusal() == "\(path): truncated or not a shuffle file (no OUDKEYS end marker)")
        try (original.prefix(64) + original.suffix(from: 96)).write(to: URL(fileURLWithPath: path))
        #expect(refusal()?.hasPrefix("\(path): truncated or padded: ") == true)
        try original.write(to: URL(fileURLWithPath: path))
        var other = written.origin
        other.run = ToyRun(name: "b", shards: 2).fingerprint
        guard case .failure(.refused(let text)) = written.read(reduce: 1, origin: other) else {
            Issue.record("a file of another run was read")
            return
        }
        #expect(text == "\(path): written by another run (another toy run)")
        try FileManager.default.removeItem(atPath: path)
        #expect(refusal() == "\(path): cannot open the shuffle file: No such file or directory")
    }
}
