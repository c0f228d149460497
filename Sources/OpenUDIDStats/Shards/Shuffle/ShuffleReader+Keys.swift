import ShardedRun

extension ShuffleReader {
    /// Opens the file of `generator`'s keys that `map` of `run` made for `reduce`.
    static func open(_ path: String, run: StatsShardRun, generator: String, map: Int, reduce: Int) -> Result<ShuffleReader, ShardError> {
        open(
            path, origin: ShuffleOrigin(run: run.fingerprint, generator: generator, map: map, reduce: reduce),
            recordSize: ShuffleFormat.keySize, blocks: run.plan.blocks(map: map),
            otherRun: "different seed, N, generators, bits, fleet or shard count")
    }

    /// Calls `body` with every key and the block it was made in, in file order.
    @inline(__always)
    func forEachKey(
        buffer: UnsafeMutableRawPointer, bufferSize: Int,
        _ body: (StatsKey, Int) throws(ShardError) -> Void
    ) throws(ShardError) {
        try forEachPiece(buffer: buffer, bufferSize: bufferSize) { (records, count, block) throws(ShardError) in
            for i in 0..<count {
                let record = records + i &* ShuffleFormat.keySize
                try body(
                    StatsKey(
                        high: UInt64(littleEndian: record.loadUnaligned(as: UInt64.self)),
                        low: UInt64(littleEndian: record.loadUnaligned(fromByteOffset: 8, as: UInt64.self))), block)
            }
        }
    }
}

extension ShuffleFormat {
    /// One key's share of a file's checksum (``ShuffleFormat/share(_:_:)`` of its two words).
    @inline(__always)
    static func share(_ key: StatsKey) -> UInt64 { share(key.high, key.low) }
}
