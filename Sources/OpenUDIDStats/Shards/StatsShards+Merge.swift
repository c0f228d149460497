import RunProgress
package import ShardedRun
import Platform

extension StatsShards {
    /// One partial file given to `merge`.
    package typealias Input = PartialInput

    /// Merges the partials of every map and reduce shard of one run into the report a single
    /// process writes for the same options and seed, and writes it into `outputDirectory`
    /// (`nil` writes nothing).
    ///
    /// Every check comes before anything is written: the partials must all be of one run (seed,
    /// N, generators, bits, fleet, shard count), every map and every reduce exactly once, and
    /// what each reduce read from each map's shuffle file what that map wrote. The colliding
    /// identifiers of an `excess` verdict are found from the shuffle files next to the map
    /// partials (only the blocks that made them are generated again); when those files are
    /// gone, the generator is generated once more with `threads` threads, as a single process
    /// does. `note` receives one line when that happens.
    ///
    /// - Throws: ``ShardError/refused(_:)`` (as ``ShardedRunError/shard(_:)``) naming the file and
    ///   what is wrong.
    package static func merge(
        _ inputs: [Input], threads: Int, outputDirectory: String?, note: (String) -> Void = { _ in },
        progress: Progress? = nil
    ) throws(Failure) -> StatsReport {
        let clock = ContinuousClock()
        let started = clock.now
        let parts = try shard { () throws(ShardError) in try MergeInputs(inputs) }
        let run = parts.run
        var options = StatsOptions()
        options.count = run.count
        options.seed = run.seed
        options.prefixBits = run.prefixBits
        options.fleetSize = run.fleetSize
        options.fleetRate = run.fleetRate
        options.threads = threads
        options.outputDirectory = outputDirectory
        options.generators = try run.generators.map { (name) throws(Failure) in
            guard let generator = StatsGenerator(rawValue: name) else {
                throw .shard(.refused("\(parts.firstPath): generator '\(name)' is unknown to this openudid"))
            }
            return generator
        }
        var settings = PipelineSettings(
            count: run.count, seed: run.seed, threads: threads,
            memoryLimit: options.memoryLimit, prefixBits: run.prefixBits)
        settings.fleetRate = run.fleetRate
        var measurements: [GeneratorMeasurement] = []
        var shardSeconds = 0.0
        for (index, generator) in options.generators.enumerated() {
            var measurement = try shard { () throws(ShardError) in try parts.measurement(of: generator, at: index) }
            measurement.ideal = generator.designIdeal(settings: settings, fleetSize: run.fleetSize)
            shardSeconds += measurement.seconds
            measurements.append(measurement)
        }
        // Every check is done: only now may the report's directory appear.
        let staged = try outputDirectory.map { (directory) throws(Failure) in
            do throws(StatsError) { return try StatsReport.stage(directory) } catch { throw .command(error) }
        }
        var analyses = StatsAnalysis.analyze(measurements)
        let counter = ProgressCounter()
        let poll = poller(counter, progress, clock: clock, started: started)
        var notes: [String] = []
        for index in analyses.indices {
            let generator = analyses[index].generator
            Stats.locateEvidence(for: &analyses[index]) { measurement, keys in
                let begun = clock.now
                switch ShuffleLocator.blocks(holding: keys, run: run, generator: generator.rawValue, mapDirectories: parts.mapDirectories) {
                case .success(let blocks):
                    let located = generator.locate(
                        keys, blocks: .list(blocks), settings: settings, fleetSize: run.fleetSize,
                        progress: counter, poll: poll(generator.title + ": colliding identifiers"))
                    measurement.seconds += (clock.now - begun).inSeconds
                    notes.append(
                        "\(generator.title): the colliding identifiers were found in the shuffle files; "
                            + "\(blocks.count) block\(blocks.count == 1 ? "" : "s") of 65 536 identifiers generated again.")
                    return located
                case .failure(let error):
                    note("\(error.description); generating \(generator.rawValue) again to find its colliding identifiers")
                    notes.append(
                        "\(generator.title): the shuffle files were not available; the colliding identifiers "
                            + "were found by generating all N identifiers again.")
                    return Stats.regenerate(
                        generator, locating: keys, into: &measurement, settings: settings,
                        fleetSize: run.fleetSize, progress: counter,
                        poll: poll(generator.title + ": colliding identifiers"))
                }
            }
        }
        let fleetRisk = StatsAnalysis.fleetRisk(fleetSize: options.fleetSize, fleetRate: options.fleetRate, analyses: analyses)
        var report = StatsReport(
            options: options, seed: run.seed, analyses: analyses, fleetRisk: fleetRisk, seconds: 0, files: [])
        report.sharded = ShardedExecution(shards: run.shards, threads: parts.threads, shardSeconds: shardSeconds, notes: notes)
        report.seconds = (clock.now - started).inSeconds
        if let staged {
            do { report.files = try report.write(to: staged) } catch { throw .shard(.writeFailed(error.description)) }
        }
        return report
    }
}
