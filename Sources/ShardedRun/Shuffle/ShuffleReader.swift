/// Reads one shuffle file back, checking it as it goes: its trailer against the run, map,
/// reduce and generator expected, every chunk's header and checksum, and at the end the
/// totals against the trailer. A file that fails any check is refused with its path and the
/// reason.
package struct ShuffleReader {
    let file: RawFile
    package let trailer: ShuffleTrailer
    /// Bytes per record: 16 for a key, 32 for an audit record.
    let recordSize: Int
    /// The blocks the file's map made: a chunk of any other block is damage (`nil`: any).
    let blocks: Range<Int>?

    package var path: String { file.path }

    /// The most bytes read and checked at a time: small enough that the records are still in
    /// the cache when the caller takes them.
    static let pieceBytes = 256 << 10

    /// Opens `path` and checks its trailer against `expected`; `otherRun` says what differs
    /// when the run's fingerprint does not match (`different seed, N, …`).
    package static func open(
        _ path: String, origin expected: ShuffleOrigin, recordSize: Int, blocks: Range<Int>?,
        otherRun: String
    ) -> Result<ShuffleReader, ShardError> {
        func refuse(_ reason: String) -> ShardError { .refused("\(path): \(reason)") }
        let file: RawFile
        switch RawFile.openForReading(path) {
        case .success(let opened): file = opened
        case .failure(let failure):
            return .failure(
                failure.isSystemError
                    ? .readFailed("read error: \(path): \(failure.reason)")
                    : refuse("cannot open the shuffle file: \(failure.reason)"))
        }
        let result = readTrailer(file)
        let trailer: ShuffleTrailer
        switch result {
        case .success(let read): trailer = read
        case .failure(let failure):
            file.close()
            return .failure(failure.isSystemError ? .readFailed("read error: \(path): \(failure.reason)") : refuse(failure.reason))
        }
        guard trailer.origin.run == expected.run else {
            file.close()
            return .failure(refuse("written by another run (\(otherRun))"))
        }
        guard trailer.origin == expected else {
            file.close()
            return .failure(refuse("holds \(trailer.origin), not \(expected)"))
        }
        return .success(ShuffleReader(file: file, trailer: trailer, recordSize: recordSize, blocks: blocks))
    }

    private static func readTrailer(_ file: RawFile) -> Result<ShuffleTrailer, RawFile.Failure> {
        let size: Int
        switch file.size() {
        case .success(let value): size = value
        case .failure(let failure): return .failure(failure)
        }
        guard size >= ShuffleFormat.tailSize else {
            return .failure(RawFile.Failure(reason: "truncated: \(size) bytes, too short for a shuffle file"))
        }
        var tail = [UInt8](repeating: 0, count: ShuffleFormat.tailSize)
        switch tail.withUnsafeMutableBytes({
            file.read(into: $0.baseAddress!, count: ShuffleFormat.tailSize, at: size - ShuffleFormat.tailSize)
        }) {
        case .success(ShuffleFormat.tailSize): break
        case .success: return .failure(RawFile.Failure(reason: "cannot read its end: shorter than it was a moment ago"))
        case .failure(let failure): return .failure(failure)
        }
        guard Array(tail[24...]) == ShuffleFormat.fileMagic else {
            return .failure(RawFile.Failure(reason: "truncated or not a shuffle file (no OUDKEYS end marker)"))
        }
        var reader = ByteReader(Array(tail[16..<24]))
        guard let length = try? reader.readInt(), length >= 0, length <= size - ShuffleFormat.tailSize else {
            return .failure(RawFile.Failure(reason: "damaged trailer length"))
        }
        var bytes = [UInt8](repeating: 0, count: length)
        let start = size - ShuffleFormat.tailSize - length
        switch bytes.withUnsafeMutableBytes({ file.read(into: $0.baseAddress!, count: length, at: start) }) {
        case .success(length): break
        case .success: return .failure(RawFile.Failure(reason: "cannot read its trailer: shorter than it was a moment ago"))
        case .failure(let failure): return .failure(failure)
        }
        do {
            let trailer = try ShuffleTrailer(decoding: bytes, digest: Array(tail[0..<16]))
            guard trailer.totals.chunkBytes == start else {
                return .failure(
                    RawFile.Failure(reason: "truncated or padded: \(start) bytes of chunks, the trailer says \(trailer.totals.chunkBytes)"))
            }
            return .success(trailer)
        } catch {
            return .failure(RawFile.Failure(reason: error.reason))
        }
    }

    /// Calls `body` with the records of every chunk, in file order, a piece at a time: the
    /// piece's first record, how many, and the chunk's block. Reads through `buffer`
    /// (`bufferSize` bytes, at least one record). A damaged chunk is refused when its end is
    /// reached, so `body` may have seen its records: a caller keeps nothing of a file that
    /// fails.
    @inline(__always)
    package func forEachPiece(
        buffer: UnsafeMutableRawPointer, bufferSize: Int,
        _ body: (UnsafeRawPointer, Int, Int) throws(ShardError) -> Void
    ) throws(ShardError) {
        func refuse(_ reason: String) -> ShardError { .refused("\(path): \(reason)") }
        let size = recordSize
        let perPiece = Swift.max(1, Swift.min(bufferSize, Self.pieceBytes) / size)
        var offset = 0, records = 0, chunks = 0
        var total: UInt64 = 0
        let end = trailer.totals.chunkBytes
        while offset < end {
            // The chunk header.
            guard end - offset >= ShuffleFormat.chunkHeaderSize else { throw refuse("a chunk header runs past byte \(end)") }
            switch file.read(into: buffer, count: ShuffleFormat.chunkHeaderSize, at: offset) {
            case .success(ShuffleFormat.chunkHeaderSize): break
            case .success: throw refuse("cannot read at byte \(offset): the file is shorter than its trailer says")
            case .failure(let failure): throw .readFailed("read error: \(path): \(failure.reason)")
            }
            let magic = UInt32(littleEndian: buffer.loadUnaligned(as: UInt32.self))
            let count = Int(UInt32(littleEndian: buffer.loadUnaligned(fromByteOffset: 4, as: UInt32.self)))
            let block = Int(truncatingIfNeeded: UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: 8, as: UInt64.self)))
            let expected = UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: 16, as: UInt64.self))
            guard magic == ShuffleFormat.chunkMagic, blocks?.contains(block) ?? true,
                count * size <= end - offset - ShuffleFormat.chunkHeaderSize
            else {
                throw refuse("damaged chunk header at byte \(offset)")
            }
            let chunkStart = offset
            offset += ShuffleFormat.chunkHeaderSize
            // Its records, a piece at a time.
            var left = count, sum: UInt64 = 0
            while left > 0 {
                let piece = Swift.min(left, perPiece)
                let bytes = piece * size
                switch file.read(into: buffer, count: bytes, at: offset) {
                case .success(bytes): break
                case .success: throw refuse("cannot read at byte \(offset): the file is shorter than its trailer says")
                case .failure(let failure): throw .readFailed("read error: \(path): \(failure.reason)")
                }
                sum &+= ShuffleFormat.checksum(buffer, count: piece, recordSize: size)
                try body(buffer, piece, block)
                offset += bytes
                left -= piece
            }
            guard sum == expected else { throw refuse("corrupted: the checksum of the chunk at byte \(chunkStart) does not match") }
            total &+= sum
            records += count
            chunks += 1
        }
        let totals = trailer.totals
        guard records == totals.records, chunks == totals.chunks, total == totals.checksum else {
            throw refuse("holds \(records) records in \(chunks) chunks, the trailer says \(totals.records) in \(totals.chunks)")
        }
    }

    package func close() { file.close() }
}
