import RunProgress
import Platform
import ShardedRun

extension StatsShards {
    /// Map shard `map` of `shards`: makes its share of every generator's identifiers (see
    /// ``ShardPlan``), writes their keys into one shuffle file per reduce under
    /// `workDirectory/shuffle/`, and writes its tallies as `stats-map-NNNN.partial` there.
    ///
    /// Memory: the shuffle buffers (at most a quarter of the limit) and the tallies; nothing
    /// per identifier.
    ///
    /// - Returns: the partial's path.
    package static func map(
        options: StatsOptions, shards: Int, map: Int, workDirectory: String,
        progress: Progress? = nil
    ) throws(Failure) -> String {
        let run = try check(options, shards: shards, index: map, step: "map")
        let threads = options.threads
        try checkMapLimits(options, shards: shards)
        try prepare(workDirectory)
        for generator in options.generators {
            try prepare(ShardPaths.shuffleDirectory(workDirectory, generator: generator.rawValue))
        }
        let clock = ContinuousClock()
        let started = clock.now
        let counter = ProgressCounter()
        let plan = run.plan
        counter.expect(plan.identifiers(map: map) * options.generators.count)
        let poll = poller(counter, progress, clock: clock, started: started)
        var settings = PipelineSettings(
            count: options.count, seed: run.seed, threads: threads,
            memoryLimit: options.memoryLimit, prefixBits: run.prefixBits)
        settings.fleetRate = run.fleetRate
        var results: [MapResult] = []
        for generator in options.generators {
            let begun = clock.now
            let writer = try shard { () throws(ShardError) in
                try ShuffleWriter(
                    run: run, generator: generator.rawValue, map: map, threads: threads,
                    directory: workDirectory, memoryLimit: options.memoryLimit)
            }
            let tallies = generator.definition.shuffle(
                blocks: plan.blocks(map: map), into: writer, settings: settings,
                fleetSize: options.fleetSize, progress: counter,
                poll: poll("map \(map): \(generator.title)"))
            let files = try shard { () throws(ShardError) in try writer.finish(tallies: tallies) }
            var kept = tallies
            kept.slices = []
            results.append(
                MapResult(
                    name: generator.rawValue, count: plan.identifiers(map: map), tallies: kept, files: files,
                    seconds: (clock.now - begun).inSeconds))
        }
        let partial = StatsMapPartial(header: ShardHeader(run: run, index: map, threads: threads), generators: results)
        let path = ShardPaths.mapPartial(workDirectory, map: map)
        try write(partial.encoded(), to: path)
        let (done, total) = counter.snapshot
        progress?(ProgressUpdate(phase: "done", completed: done, total: total, elapsed: (clock.now - started).inSeconds))
        return path
    }
}
