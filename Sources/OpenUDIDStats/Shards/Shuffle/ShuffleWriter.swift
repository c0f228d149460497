import Synchronization

/// Writes the keys one map makes for one generator into one shuffle file per reduce (see
/// ``ShuffleFormat``), as the generating threads make them.
///
/// Each thread has a buffer per reduce. A key goes to its reduce's buffer, inside the chunk of
/// the block being made; a full buffer is written at an offset the thread reserves in the file
/// with one atomic add, so threads never wait for each other and never write the same bytes.
/// When the map is done, ``finish(tallies:)`` writes each file's trailer (its slice counts,
/// from the tallies) and renames the file from its temporary name to its final one: a file
/// under its final name is always whole.
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

    private final class Output: Sendable {
        let file: RawFile
        let temporary: String
        let final: String
        let next = Atomic<Int>(0)
        let chunks = Atomic<Int>(0)

        init(file: RawFile, temporary: String, final: String) {
            self.file = file
            self.temporary = temporary
            self.final = final
        }
    }

    let run: StatsShardRun
    /// The generator whose keys these are, and the map making them.
    let generator: String, map: Int
    /// Threads writing, reduces written for (the run's shards), bytes per (thread, reduce) buffer.
    let threads: Int, reduces: Int, capacity: Int
    private let outputs: [Output]
    private let buffers: UnsafeMutableRawPointer
    private let states: UnsafeMutablePointer<ChunkState>
    private let checksums: UnsafeMutablePointer<UInt64>
    private let failure = Mutex<String?>(nil)

    /// Bytes per (thread, reduce) buffer: a quarter of the limit (at most 256 MiB) shared out,
    /// between 4 KiB and 4 MiB.
    static func bufferBytes(threads: Int, reduces: Int, limit: Int) -> Int {
        let budget = Swift.min(limit / 4, 256 << 20) / Swift.max(1, threads * reduces)
        let bytes = Swift.min(4 << 20, Swift.max(4 << 10, budget))
        return bytes / ShuffleFormat.keySize * ShuffleFormat.keySize
    }

    /// Memory the writer takes, for the map's memory check.
    static func memory(threads: Int, reduces: Int, limit: Int) -> Int {
        threads * reduces * (bufferBytes(threads: threads, reduces: reduces, limit: limit) + 64)
    }

    /// Creates the temporary files of every reduce under `directory`'s shuffle folder.
    init(run: StatsShardRun, generator: String, map: Int, threads: Int, directory: String, memoryLimit: Int) throws(ShardError) {
        self.run = run
        self.generator = generator
        self.map = map
        self.threads = threads
        reduces = run.shards
        capacity = Self.bufferBytes(threads: threads, reduces: run.shards, limit: memoryLimit)
        var outputs: [Output] = []
        for reduce in 0..<run.shards {
            let final = ShardPaths.shuffleFile(directory, generator: generator, map: map, reduce: reduce)
            let temporary = RawFile.temporaryName(for: final)
            switch RawFile.create(temporary) {
            case .success(let file): outputs.append(Output(file: file, temporary: temporary, final: final))
            case .failure(let error):
                for output in outputs { output.file.close(); unlinkQuietly(output.temporary) }
                throw error
            }
        }
        self.outputs = outputs
        let chains = threads * run.shards
        buffers = .allocate(byteCount: chains * capacity, alignment: 64)
        states = .allocate(capacity: chains)
        states.initialize(repeating: ChunkState(), count: chains)
        checksums = .allocate(capacity: chains)
        checksums.initialize(repeating: 0, count: chains)
    }

    deinit {
        buffers.deallocate()
        states.deallocate()
        checksums.deallocate()
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

    /// Writes the open chunk's header, if a chunk is open.
    private func closeChunk(chain: Int) {
        let state = states[chain]
        guard state.header >= 0 else { return }
        let header = buffers + (chain * capacity + state.header)
        header.storeBytes(of: ShuffleFormat.chunkMagic.littleEndian, as: UInt32.self)
        header.storeBytes(of: UInt32(state.count).littleEndian, toByteOffset: 4, as: UInt32.self)
        header.storeBytes(of: UInt64(state.block).littleEndian, toByteOffset: 8, as: UInt64.self)
        header.storeBytes(of: state.checksum.littleEndian, toByteOffset: 16, as: UInt64.self)
        header.storeBytes(of: UInt64(0), toByteOffset: 24, as: UInt64.self)
        checksums[chain] &+= state.checksum
        states[chain].header = -1
        outputs[chain % reduces].chunks.add(1, ordering: .relaxed)
    }

    /// Writes `chain`'s buffer (whole chunks only) to its reduce's file.
    private func flush(chain: Int) {
        let bytes = states[chain].fill
        guard bytes > 0 else { return }
        states[chain].fill = 0
        let output = outputs[chain % reduces]
        let offset = output.next.add(bytes, ordering: .relaxed).oldValue
        if let reason = output.file.write(buffers + chain * capacity, count: bytes, at: offset) {
            failure.withLock { $0 = $0 ?? "cannot write \(output.final): \(reason)" }
        }
    }

    /// Writes what is left, the trailers, and gives every file its final name; returns what
    /// each file holds.
    func finish(tallies: TallyTotals) throws(ShardError) -> [ShuffleSummary] {
        for chain in 0..<threads * reduces {
            closeChunk(chain: chain)
            flush(chain: chain)
        }
        let plan = run.plan
        var summaries: [ShuffleSummary] = []
        for (reduce, output) in outputs.enumerated() {
            let slices = plan.slices(reduce: reduce)
            let counts = slices.map { UInt64(tallies.slices[$0]) }
            let records = counts.reduce(0, +)
            var checksum: UInt64 = 0
            for thread in 0..<threads { checksum &+= checksums[thread * reduces + reduce] }
            let chunkBytes = output.next.load(ordering: .relaxed)
            let trailer = ShuffleTrailer(
                origin: ShuffleOrigin(run: run.fingerprint, generator: generator, map: map, reduce: reduce),
                totals: ShuffleTotals(chunkBytes: chunkBytes, records: Int(records), chunks: output.chunks.load(ordering: .relaxed),
                                      checksum: checksum),
                slices: SliceCounts(start: slices.lowerBound, counts: counts))
            let bytes = trailer.encoded()
            let reason = bytes.withUnsafeBytes { output.file.write($0.baseAddress!, count: bytes.count, at: chunkBytes) }
            if let reason { failure.withLock { $0 = $0 ?? "cannot write \(output.final): \(reason)" } }
            if let reason = output.file.close() { failure.withLock { $0 = $0 ?? "cannot write \(output.final): \(reason)" } }
            summaries.append(ShuffleSummary(reduce: reduce, records: Int(records), checksum: checksum))
        }
        if let reason = failure.withLock({ $0 }) {
            for output in outputs { unlinkQuietly(output.temporary) }
            throw .writeFailed(reason)
        }
        for output in outputs {
            if let reason = RawFile.rename(output.temporary, to: output.final) {
                throw .writeFailed("cannot rename \(output.temporary) to \(output.final): \(reason)")
            }
        }
        return summaries
    }

    /// Removes the temporary files, when the map stops before ``finish(tallies:)``.
    func abandon() {
        for output in outputs {
            output.file.close()
            unlinkQuietly(output.temporary)
        }
    }
}
