import ShardedRun

/// Writes the keys one map makes for one generator into one shuffle file per reduce (see
/// ``ShuffleFormat`` and ``ShuffleOutputs``), as the generating threads make them.
///
/// Each thread has a buffer per reduce. A key goes to its reduce's buffer, inside the chunk of
/// the block being made; a full buffer (several chunks) is written in one piece. When the map
/// is done, ``finish(tallies:)`` writes each file's trailer (its slice counts, from the
/// tallies).
///
/// **Memory**: threads × reduces buffers of ``bufferBytes(threads:reduces:limit:)`` each
/// (4 KiB to 4 MiB), nothing per key.
final class ShuffleWriter: @unchecked Sendable {
    /// Where a thread's open chunk for one reduce stands, inside that thread's buffer.
    private struct ChunkState {
        var fill = 0
        var header = -1
        var count = 0
        var checksum: UInt64 = 0
        var block = 0
    }

    let run: StatsShardRun
    /// Threads writing, reduces written for (the run's shards), bytes per (thread, reduce) buffer.
    let threads: Int, reduces: Int, capacity: Int
    private let outputs: ShuffleOutputs
    private let buffers: UnsafeMutableRawPointer
    private let states: UnsafeMutablePointer<ChunkState>

    /// Bytes per (thread, reduce) buffer: a quarter of the limit (at most 256 MiB) shared out,
    /// between 4 KiB and 4 MiB, whole 32-byte records.
    package static func bufferBytes(threads: Int, reduces: Int, limit: Int) -> Int {
        let budget = Swift.min(limit / 4, 256 << 20) / Swift.max(1, threads * reduces)
        let bytes = Swift.min(4 << 20, Swift.max(4 << 10, budget))
        return bytes / 32 * 32
    }

    /// Memory the writer takes, for the map's memory check.
    package static func memory(threads: Int, reduces: Int, limit: Int) -> Int {
        threads * reduces * (bufferBytes(threads: threads, reduces: reduces, limit: limit) + 64)
    }

    /// Creates the temporary files of every reduce under `directory`'s shuffle folder.
    init(run: StatsShardRun, generator: String, map: Int, threads: Int, directory: String, memoryLimit: Int) throws(ShardError) {
        self.run = run
        self.threads = threads
        reduces = run.shards
        capacity = Self.bufferBytes(threads: threads, reduces: run.shards, limit: memoryLimit)
        outputs = try ShuffleOutputs(
            origin: ShuffleOrigin(run: run.fingerprint, generator: generator, map: map, reduce: 0),
            reduces: run.shards, recordSize: ShuffleFormat.keySize, directory: directory)
        let chains = threads * run.shards
        buffers = .allocate(byteCount: chains * capacity, alignment: 64)
        states = .allocate(capacity: chains)
        states.initialize(repeating: ChunkState(), count: chains)
    }

    deinit {
        buffers.deallocate()
        states.deallocate()
    }

    /// Adds `key`, made in `block` by `thread`. Only `thread` may call this for its buffers.
    @inline(__always)
    func append(_ key: StatsKey, thread: Int, block: Int) {
        let reduce = run.shards == 1 ? 0 : (key.slice &* reduces) &>> 16
        let chain = thread &* reduces &+ reduce
        let state = states + chain
        if state.pointee.header < 0 || state.pointee.fill &+ ShuffleFormat.keySize > capacity {
            openChunk(chain: chain, block: block)
        }
        let record = buffers + (chain &* capacity &+ state.pointee.fill)
        record.storeBytes(of: key.high.littleEndian, as: UInt64.self)
        record.storeBytes(of: key.low.littleEndian, toByteOffset: 8, as: UInt64.self)
        state.pointee.fill &+= ShuffleFormat.keySize
        state.pointee.count &+= 1
        state.pointee.checksum &+= ShuffleFormat.share(key)
    }

    /// Closes `thread`'s open chunks: the next key starts the next block.
    func finishBlock(thread: Int) {
        for reduce in 0..<reduces { closeChunk(chain: thread * reduces + reduce) }
    }

    /// Starts a chunk of `block` in `chain`'s buffer, writing the buffer out first if the
    /// header and a key would not fit.
    private func openChunk(chain: Int, block: Int) {
        closeChunk(chain: chain)
        if states[chain].fill + ShuffleFormat.chunkHeaderSize + ShuffleFormat.keySize > capacity { flush(chain: chain) }
        states[chain].header = states[chain].fill
        states[chain].fill += ShuffleFormat.chunkHeaderSize
        states[chain].count = 0
        states[chain].checksum = 0
        states[chain].block = block
    }

    /// Writes the open chunk's header, if a chunk is open, and counts the chunk.
    private func closeChunk(chain: Int) {
        let state = states[chain]
        guard state.header >= 0 else { return }
        ShuffleFormat.storeChunkHeader(
            buffers + (chain * capacity + state.header), count: state.count, block: state.block,
            checksum: state.checksum)
        outputs.counted(reduce: chain % reduces, records: state.count, checksum: state.checksum)
        states[chain].header = -1
    }

    /// Writes `chain`'s buffer (whole chunks only) to its reduce's file.
    private func flush(chain: Int) {
        let bytes = states[chain].fill
        states[chain].fill = 0
        outputs.write(buffers + chain * capacity, count: bytes, reduce: chain % reduces)
    }

    /// Writes what is left, the trailers, and gives every file its final name; returns what
    /// each file holds.
    func finish(tallies: TallyTotals) throws(ShardError) -> [ShuffleSummary] {
        for chain in 0..<threads * reduces {
            closeChunk(chain: chain)
            flush(chain: chain)
        }
        let plan = run.plan
        return try outputs.finish { reduce in
            let slices = plan.slices(reduce: reduce)
            return SliceCounts(start: slices.lowerBound, counts: slices.map { UInt64(tallies.slices[$0]) })
        }
    }

    /// Removes the temporary files, when the map stops before ``finish(tallies:)``.
    func abandon() { outputs.abandon() }
}
