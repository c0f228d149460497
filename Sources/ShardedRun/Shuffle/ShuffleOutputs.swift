import Synchronization

/// The shuffle files one map writes for one generator (or, for `audit`, its records): one file
/// per reduce, written by any number of threads at once.
///
/// A thread writes whole chunks (``ShuffleFormat``) at an offset it reserves in the file with
/// one atomic add, so threads never wait for each other and never write the same bytes; the
/// chunk count, record count and checksum of each file are added up atomically as chunks are
/// written. ``finish(slices:)`` writes each file's trailer and renames it from its temporary
/// name to its final one: a file under its final name is always whole.
package final class ShuffleOutputs: Sendable {
    private final class Output: Sendable {
        let file: RawFile
        let temporary: String
        let final: String
        let next = Atomic<Int>(0)
        let chunks = Atomic<Int>(0)
        let records = Atomic<Int>(0)
        let checksum = Atomic<UInt64>(0)

        init(file: RawFile, temporary: String, final: String) {
            self.file = file
            self.temporary = temporary
            self.final = final
        }
    }

    /// Whose records these are (its `reduce` is that of the first file), and their size.
    let origin: ShuffleOrigin
    package let recordSize: Int
    private let outputs: [Output]
    private let failure = Mutex<String?>(nil)

    /// Creates the temporary files of reduces `0..<reduces` under `directory`'s shuffle folder
    /// for `origin.generator`.
    package init(origin: ShuffleOrigin, reduces: Int, recordSize: Int, directory: String) throws(ShardError) {
        self.origin = origin
        self.recordSize = recordSize
        var outputs: [Output] = []
        for reduce in 0..<reduces {
            let final = ShardPaths.shuffleFile(directory, generator: origin.generator, map: origin.map, reduce: reduce)
            let temporary = RawFile.temporaryName(for: final)
            switch RawFile.create(temporary) {
            case .success(let file): outputs.append(Output(file: file, temporary: temporary, final: final))
            case .failure(let error):
                for output in outputs { output.file.close(); unlinkQuietly(output.temporary) }
                throw error
            }
        }
        self.outputs = outputs
    }

    /// Writes `count` bytes of whole chunks, already counted with ``counted(reduce:records:checksum:)``,
    /// to `reduce`'s file.
    package func write(_ bytes: UnsafeRawPointer, count: Int, reduce: Int) {
        guard count > 0 else { return }
        let output = outputs[reduce]
        let offset = output.next.add(count, ordering: .relaxed).oldValue
        if let reason = output.file.write(bytes, count: count, at: offset) {
            failure.withLock { $0 = $0 ?? "write error: \(output.final): \(reason)" }
        }
    }

    /// Counts one chunk of `records` records whose checksum is `checksum` in `reduce`'s file.
    package func counted(reduce: Int, records: Int, checksum: UInt64) {
        let output = outputs[reduce]
        output.chunks.add(1, ordering: .relaxed)
        output.records.add(records, ordering: .relaxed)
        output.checksum.wrappingAdd(checksum, ordering: .relaxed)
    }

    /// Writes one chunk of `count` records that lie just after ``ShuffleFormat/chunkHeaderSize``
    /// bytes of room at `chunk`: fills in the header (block 0), counts it and writes it to
    /// `reduce`'s file.
    package func writeChunk(_ chunk: UnsafeMutableRawPointer, count: Int, reduce: Int) {
        guard count > 0 else { return }
        let checksum = ShuffleFormat.checksum(chunk + ShuffleFormat.chunkHeaderSize, count: count, recordSize: recordSize)
        ShuffleFormat.storeChunkHeader(chunk, count: count, block: 0, checksum: checksum)
        counted(reduce: reduce, records: count, checksum: checksum)
        write(chunk, count: ShuffleFormat.chunkHeaderSize + count * recordSize, reduce: reduce)
    }

    /// Writes the trailers (`slices(reduce)` the slice counts of each file), closes the files
    /// and gives them their final names; returns what each holds. On a failure the temporary
    /// files are removed.
    package func finish(slices: (Int) -> SliceCounts) throws(ShardError) -> [ShuffleSummary] {
        var summaries: [ShuffleSummary] = []
        for (reduce, output) in outputs.enumerated() {
            let chunkBytes = output.next.load(ordering: .relaxed)
            let records = output.records.load(ordering: .relaxed), checksum = output.checksum.load(ordering: .relaxed)
            var origin = origin
            origin.reduce = reduce
            let trailer = ShuffleTrailer(
                origin: origin,
                totals: ShuffleTotals(
                    chunkBytes: chunkBytes, records: records, chunks: output.chunks.load(ordering: .relaxed),
                    checksum: checksum),
                slices: slices(reduce))
            let bytes = trailer.encoded()
            let reason = bytes.withUnsafeBytes { output.file.write($0.baseAddress!, count: bytes.count, at: chunkBytes) }
            if let reason { failure.withLock { $0 = $0 ?? "write error: \(output.final): \(reason)" } }
            if let reason = output.file.sync() { failure.withLock { $0 = $0 ?? "write error: \(output.final): \(reason)" } }
            if let reason = output.file.close() { failure.withLock { $0 = $0 ?? "write error: \(output.final): \(reason)" } }
            summaries.append(ShuffleSummary(reduce: reduce, records: records, checksum: checksum))
        }
        if let reason = failure.withLock({ $0 }) {
            for output in outputs { unlinkQuietly(output.temporary) }
            throw .writeFailed(reason)
        }
        for (index, output) in outputs.enumerated() {
            if let reason = RawFile.rename(output.temporary, to: output.final) {
                // The map's partial is not written, so no reduce trusts the files renamed so far.
                for later in outputs[index...] { unlinkQuietly(later.temporary) }
                throw .writeFailed("cannot rename \(output.temporary) to \(output.final): \(reason)")
            }
        }
        return summaries
    }

    /// Removes the temporary files, when the map stops before ``finish(slices:)``.
    package func abandon() {
        for output in outputs {
            output.file.close()
            unlinkQuietly(output.temporary)
        }
    }
}
