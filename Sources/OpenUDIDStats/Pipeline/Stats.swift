package import RunProgress
internal import OpenUDIDCore
import Platform

/// `openudid stats`: generates N identifiers with each generator, sorts and counts their keys,
/// hands the counts to the analysis, finds the colliding identifiers behind its `excess`
/// verdicts, and writes the report.
///
/// ```swift
/// var options = StatsOptions()
/// options.count = 1_000_000
/// options.seed = 42
/// let report = try Stats.run(options)
/// print(report.analyses[0].prefixes[0].verdict)
/// ```
///
/// The data go one way: ``StatsOptions`` → the pipeline (this folder) → ``StatsAnalysis`` →
/// ``StatsReport``, which renders what it is given. Finding the colliding identifiers is the
/// pipeline's last step: the sorted scan keeps keys only, so their indices and suffixes come
/// from one more generation (``locateEvidence(for:locate:)``).
package enum Stats {
    /// Measures every generator of `options`, analyses the counts, finds the colliding
    /// identifiers behind every `excess` verdict (one more generation of that generator), and
    /// writes the four files into `options.outputDirectory` (created and checked before any
    /// work; pass `nil` there to write nothing).
    ///
    /// - Parameter progress: called on the calling thread about ten times a second while the
    ///   work runs: the phase is the title of the generator being measured (or `done`), the
    ///   units are identifiers generated plus identifiers sorted, and the total can grow once a
    ///   multi-pass plan is known.
    /// - Throws: ``StatsError`` for invalid options, an output directory that cannot be created
    ///   or written (checked before any work), a memory limit too small for one slice, or a
    ///   file that cannot be written.
    package static func run(_ options: StatsOptions, progress: ((ProgressUpdate) -> Void)? = nil) throws(StatsError) -> StatsReport {
        try options.validate()
        let staged = try options.outputDirectory.map { (directory) throws(StatsError) in try StatsReport.stage(directory) }
        let clock = ContinuousClock()
        let started = clock.now
        var random = SecureRandom()
        let seed = options.seed ?? random.next()
        var settings = PipelineSettings(
            count: options.count, seed: seed, threads: options.threads,
            memoryLimit: options.memoryLimit, prefixBits: options.prefixBits.sorted())
        settings.fleetRate = options.fleetRate
        let counter = ProgressCounter()
        // Generation and sorting of every identifier, once each; multi-pass runs add more.
        counter.expect(2 * options.count * options.generators.count)
        func poll(_ phase: String) -> () -> Void {
            {
                let (done, total) = counter.snapshot
                progress?(ProgressUpdate(phase: phase, completed: done, total: total, elapsed: (clock.now - started).inSeconds))
            }
        }
        var measurements: [GeneratorMeasurement] = []
        let arena = KeyArena()
        for generator in options.generators {
            measurements.append(
                try generator.measure(
                    settings: settings, fleetSize: options.fleetSize,
                    progress: counter, arena: arena, poll: poll(generator.title)))
        }
        var analyses = StatsAnalysis.analyze(measurements)
        for index in analyses.indices {
            let generator = analyses[index].generator
            locateEvidence(for: &analyses[index]) { measurement, keys in
                regenerate(
                    generator, locating: keys, into: &measurement, settings: settings, fleetSize: options.fleetSize,
                    progress: counter, poll: poll(generator.title + ": colliding identifiers"))
            }
        }
        let fleetRisk = StatsAnalysis.fleetRisk(fleetSize: options.fleetSize, fleetRate: options.fleetRate, analyses: analyses)
        var report = StatsReport(
            options: options, seed: seed, analyses: analyses, fleetRisk: fleetRisk, seconds: 0, files: [])
        report.seconds = (clock.now - started).inSeconds
        if let staged {
            report.files = try report.write(to: staged)
        }
        let (done, total) = counter.snapshot
        progress?(ProgressUpdate(phase: "done", completed: done, total: total, elapsed: report.seconds))
        return report
    }
}
