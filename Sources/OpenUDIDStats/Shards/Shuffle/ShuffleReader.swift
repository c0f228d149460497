internal import PartialFile

/// Reads one shuffle file back, checking it as it goes: its trailer against the run, map,
/// reduce and generator expected, every chunk's header and checksum, and at the end the
/// totals against the trailer. A file that fails any check is refused with its path and the
/// reason.
struct ShuffleReader {
    let file: RawFile
    let trailer: ShuffleTrailer
    /// The blocks the file's map made: a chunk of any other block is damage.
    let blocks: Range<Int>

    var path: String { file.path }

    /// Opens `path` and checks its trailer.
    static func open(_ path: String, run: StatsShardRun, generator: String, map: Int, reduce: Int) -> Result<ShuffleReader, ShardError> {
        func refuse(_ reason: String) -> ShardError { .refused("\(path): \(reason)") }
        let file: RawFile
        switch RawFile.openForReading(path) {
        case .success(let opened): file = opened
        case .failure(let failure): return .failure(refuse("cannot open the shuffle file: \(failure.reason)"))
        }
        let result = readTrailer(file)
        let trailer: ShuffleTrailer
        switch result {
        case .success(let read): trailer = read
        case .failure(let failure):
            file.close()
            return .failure(refuse(failure.reason))
        }
        let expected = ShuffleOrigin(run: run.fingerprint, generator: generator, map: map, reduce: reduce)
        guard trailer.origin.run == expected.run else {
            file.close()
            return .failure(refuse("written by another run (different seed, N, generators, bits, fleet or shard count)"))
        }
        guard trailer.origin == expected else {
            file.close()
            return .failure(refuse("holds \(trailer.origin), not \(expected)"))
        }
        return .success(ShuffleReader(file: file, trailer: trailer, blocks: run.plan.blocks(map: map)))
    }

    private static func readTrailer(_ file: RawFile) -> Result<ShuffleTrailer, RawFile.Failure> {
        let size: Int
        switch file.size() {
        case .success(let value): size = value
        case .failure(let failure): return .failure(failure)
        }
        guard size >= ShuffleFormat.tailSize else { return .failure(RawFile.Failure(reason: "truncated: \(size) bytes, too short for a shuffle file")) }
        var tail = [UInt8](repeating: 0, count: ShuffleFormat.tailSize)
        guard case .success(ShuffleFormat.tailSize) = tail.withUnsafeMutableBytes({ file.read(into: $0.baseAddress!, count: ShuffleFormat.tailSize, at: size - ShuffleFormat.tailSize) }) else {
            return .failure(RawFile.Failure(reason: "cannot read its end"))
        }
        guard Array(tail[24...]) == ShuffleFormat.fileMagic else { return .failure(RawFile.Failure(reason: "truncated or not a shuffle file (no OUDKEYS end marker)")) }
        var reader = ByteReader(Array(tail[16..<24]))
        guard let length = try? reader.readInt(), length >= 0, length <= size - ShuffleFormat.tailSize else {
            return .failure(RawFile.Failure(reason: "damaged trailer length"))
        }
        var bytes = [UInt8](repeating: 0, count: length)
        let start = size - ShuffleFormat.tailSize - length
        guard case .success(length) = bytes.withUnsafeMutableBytes({ file.read(into: $0.baseAddress!, count: length, at: start) }) else {
            return .failure(RawFile.Failure(reason: "cannot read its trailer"))
        }
        do {
            let trailer = try ShuffleTrailer(decoding: bytes, digest: Array(tail[0..<16]))
            guard trailer.totals.chunkBytes == start else {
                return .failure(RawFile.Failure(reason: "truncated or padded: \(start) bytes of chunks, the trailer says \(trailer.totals.chunkBytes)"))
            }
            return .success(trailer)
        } catch {
            return .failure(RawFile.Failure(reason: error.reason))
        }
    }

    /// Calls `body` with every key and the block it was made in, in file order, reading
    /// through `buffer` (`bufferSize` bytes, a multiple of 16, at least 64).
    @inline(__always)
    func forEachKey(buffer: UnsafeMutableRawPointer, bufferSize: Int,
                    _ body: (StatsKey, Int) throws(ShardError) -> Void) throws(ShardError) {
        func refuse(_ reason: String) -> ShardError { .refused("\(path): \(reason)") }
        var offset = 0, records = 0, chunks = 0
        var total: UInt64 = 0
        let end = trailer.totals.chunkBytes
        while offset < end {
            // The chunk header.
            guard end - offset >= ShuffleFormat.chunkHeaderSize else { throw refuse("a chunk header runs past byte \(end)") }
            guard case .success(ShuffleFormat.chunkHeaderSize) = file.read(into: buffer, count: ShuffleFormat.chunkHeaderSize, at: offset) else {
                throw refuse("cannot read at byte \(offset)")
            }
            let magic = UInt32(littleEndian: buffer.loadUnaligned(as: UInt32.self))
            let count = Int(UInt32(littleEndian: buffer.loadUnaligned(fromByteOffset: 4, as: UInt32.self)))
            let block = Int(truncatingIfNeeded: UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: 8, as: UInt64.self)))
            let expected = UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: 16, as: UInt64.self))
            guard magic == ShuffleFormat.chunkMagic, blocks.contains(block),
                  count * ShuffleFormat.keySize <= end - offset - ShuffleFormat.chunkHeaderSize else {
                throw refuse("damaged chunk header at byte \(offset)")
            }
            offset += ShuffleFormat.chunkHeaderSize
            // Its keys, a buffer at a time.
            var left = count, sum: UInt64 = 0
            while left > 0 {
                let piece = Swift.min(left, bufferSize / ShuffleFormat.keySize)
                let bytes = piece * ShuffleFormat.keySize
                guard case .success(bytes) = file.read(into: buffer, count: bytes, at: offset) else {
                    throw refuse("cannot read at byte \(offset)")
                }
                for i in 0..<piece {
                    let record = UnsafeRawPointer(buffer) + i &* ShuffleFormat.keySize
                    let key = StatsKey(high: UInt64(littleEndian: record.loadUnaligned(as: UInt64.self)),
                                       low: UInt64(littleEndian: record.loadUnaligned(fromByteOffset: 8, as: UInt64.self)))
                    sum &+= ShuffleFormat.share(key)
                    try body(key, block)
                }
                offset += bytes
                left -= piece
            }
            guard sum == expected else { throw refuse("corrupted: the checksum of the chunk at byte \(offset - count * ShuffleFormat.keySize - ShuffleFormat.chunkHeaderSize) does not match") }
            total &+= sum
            records += count
            chunks += 1
        }
        let totals = trailer.totals
        guard records == totals.records, chunks == totals.chunks, total == totals.checksum else {
            throw refuse("holds \(records) keys in \(chunks) chunks, the trailer says \(totals.records) in \(totals.chunks)")
        }
    }

    func close() { file.close() }
}
