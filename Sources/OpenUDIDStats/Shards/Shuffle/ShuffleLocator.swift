import ShardedRun

/// Finds the blocks that made a few keys, by reading the shuffle files that hold them: the
/// merge's way to the colliding identifiers of an `excess` verdict without generating all N
/// identifiers again. Each chunk of a shuffle file names its block; regenerating those blocks
/// (65 536 identifiers each) then gives the indices and suffixes, exactly as a full generation
/// would (every occurrence of a key lies in a block found here).
enum ShuffleLocator {
    /// The blocks holding any of `keys`, reading the files of the reduces whose slices hold
    /// them, from the maps whose partials lie in `mapDirectories` (map index → directory);
    /// `nil` with the reason when a file is missing or damaged.
    static func blocks(
        holding keys: [StatsKey], run: StatsShardRun, generator: String,
        mapDirectories: [Int: String]
    ) -> Result<[Int], ShardError> {
        let targets = KeySet(keys)
        let reduces = Set(keys.map { run.plan.reduce(ofSlice: $0.slice) }).sorted()
        var found = Set<Int>()
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: StatsShards.readBuffer, alignment: 64)
        defer { buffer.deallocate() }
        for reduce in reduces {
            for map in 0..<run.shards {
                let path = ShardPaths.shuffleFile(mapDirectories[map] ?? ".", generator: generator, map: map, reduce: reduce)
                let reader: ShuffleReader
                switch ShuffleReader.open(path, run: run, generator: generator, map: map, reduce: reduce) {
                case .success(let opened): reader = opened
                case .failure(let error): return .failure(error)
                }
                defer { reader.close() }
                do {
                    try reader.forEachKey(buffer: buffer, bufferSize: StatsShards.readBuffer) { (key, block) throws(ShardError) in
                        if targets.contains(key) { found.insert(block) }
                    }
                } catch {
                    return .failure(error)
                }
            }
        }
        return .success(found.sorted())
    }
}
