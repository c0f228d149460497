import ShardedRun

/// The shuffle files of one audit map: one per reduce, holding the records of that reduce's
/// key slices (``SliceSplit`` over the audit's 12-bit slices), written by every reading thread.
///
/// A thread hands over a full batch, unsorted; the batch is partitioned by reduce with one
/// counting pass into a scratch buffer that leaves room for each chunk's header, and each
/// reduce's part is written as one chunk (``ShuffleOutputs/writeChunk(_:count:reduce:)``). A
/// record is written as its four words in the machine's byte order, which is little-endian
/// on every platform the package builds for (the shuffle format's order).
final class AuditShuffleWriter: Sendable {
    let outputs: ShuffleOutputs
    let split: SliceSplit

    /// The generator name of audit shuffle files (their folder, and their trailers' origin).
    static let generator = "audit"

    /// Creates the temporary files of every reduce of `run` for `map` in `directory`.
    init(run: AuditShardRun, map: Int, directory: String) throws(ShardError) {
        split = SliceSplit(shards: run.shards, sliceBits: AuditRecord.sliceBits)
        outputs = try ShuffleOutputs(
            origin: ShuffleOrigin(run: run.fingerprint, generator: Self.generator, map: map, reduce: 0),
            reduces: run.shards, recordSize: MemoryLayout<AuditRecord>.stride, directory: directory)
    }

    /// Partitions `count` records by reduce and writes each part as one chunk.
    func write(_ records: UnsafeMutablePointer<AuditRecord>, count: Int) {
        let reduces = split.shards
        let size = MemoryLayout<AuditRecord>.stride, header = ShuffleFormat.chunkHeaderSize
        var starts = [Int](repeating: 0, count: reduces + 1)
        for i in 0..<count { starts[split.reduce(ofSlice: records[i].slice) &+ 1] &+= 1 }
        for j in 0..<reduces { starts[j + 1] += starts[j] }
        let scratch = UnsafeMutableRawPointer.allocate(byteCount: count * size + reduces * header, alignment: 16)
        defer { scratch.deallocate() }
        // Record i of part j goes after j headers and the records of parts before it.
        var next = starts
        for i in 0..<count {
            let j = split.reduce(ofSlice: records[i].slice)
            (scratch + (header &* (j &+ 1) &+ next[j] &* size)).storeBytes(of: records[i], as: AuditRecord.self)
            next[j] &+= 1
        }
        for j in 0..<reduces where starts[j + 1] > starts[j] {
            outputs.writeChunk(scratch + (header * j + starts[j] * size), count: starts[j + 1] - starts[j], reduce: j)
        }
    }

    /// Writes the trailers and gives the files their final names.
    func finish() throws(ShardError) -> [ShuffleSummary] {
        let split = split
        return try outputs.finish { SliceCounts(start: split.slices(reduce: $0).lowerBound, counts: []) }
    }

    /// Removes the temporary files.
    func abandon() { outputs.abandon() }
}
