import ShardedRun

extension StatsOptions {
    /// The range checks a run makes before it creates or writes anything, for a command's
    /// `--check`.
    ///
    /// - Throws: ``StatsError/invalidOption(_:)`` or ``StatsError/memoryLimitTooSmall(required:)``,
    ///   exactly as ``Stats/run(_:progress:)`` would.
    package func check() throws(StatsError) {
        try validate()
    }
}

extension StatsShards {
    /// Every check map or reduce shard `index` of `shards` makes before it creates or writes
    /// anything (options, seed, shard range; for a map also its memory and open files), for a
    /// command's `--check`. The work directory is not looked at.
    package static func check(options: StatsOptions, shards: Int, index: Int, isMap: Bool) throws(Failure) {
        _ = try check(options, shards: shards, index: index, step: isMap ? "map" : "reduce")
        if isMap { try checkMapLimits(options, shards: shards) }
    }

    /// A map's shuffle buffers must fit the memory limit and its files the open-file limit
    /// (which this raises to the hard limit when needed).
    static func checkMapLimits(_ options: StatsOptions, shards: Int) throws(Failure) {
        let threads = options.threads
        let need =
            MemoryPlan.overhead(threads: threads) + ShuffleWriter.memory(threads: threads, reduces: shards, limit: options.memoryLimit)
        guard need <= options.memoryLimit else { throw .command(.memoryLimitTooSmall(required: need)) }
        guard ShardFiles.raiseOpenFileLimit() >= shards + 64 else {
            throw .command(.invalidOption("--shards \(shards) needs \(shards + 64) open files; raise the limit (ulimit -n)"))
        }
    }
}
