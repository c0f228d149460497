package import CollisionStatistics
import CommandLineSupport
internal import OpenUDIDCore
import Platform

/// The collision statistics report: measured collisions of each identifier generator next to
/// the birthday bound of its ideal counterpart, written as `report.md`, `report.csv`,
/// `collisions.svg` and `uniformity.svg`.
///
/// ```swift
/// var options = StatsOptions()
/// options.count = 1_000_000
/// options.seed = 42
/// let report = try StatsReport.run(options: options, progress: ProgressBar(label: "openudid stats").update)
/// print(report.analyses[0].prefixes[0].verdict)
/// ```
package struct StatsReport: Sendable {
    /// The options the report ran with.
    package var options: StatsOptions
    /// The seed of the harness randomness: the one given, or one drawn from
    /// ``OpenUDIDCore/SecureRandom`` (printed in the report so the run can be repeated).
    package var seed: UInt64
    /// One analysis per generator, in the order asked for.
    package var analyses: [GeneratorAnalysis]
    /// Wall-clock seconds for the whole run.
    package var seconds: Double
    /// The paths written, in order.
    package var files: [String]
    /// How a merged report's shards ran; `nil` for a report of one process.
    package var sharded: ShardedExecution?

    /// The report's false-alarm level: 0.1 % for the whole report, shared by its prefix
    /// comparisons and digit tests.
    package var falseAlarmLevel: FalseAlarmLevel {
        FalseAlarmLevel(tests: analyses.reduce(0) { $0 + $1.prefixes.count + $1.uniformity.count })
    }

    /// The per-test level of the prefix verdicts: ``falseAlarmLevel``'s share per test.
    package var prefixFamilyAlpha: Double { falseAlarmLevel.perTest }

    /// The per-test level of the digit tests, the same share as ``prefixFamilyAlpha``.
    package var digitFamilyAlpha: Double { falseAlarmLevel.perTest }

    /// The critical chi-square value (15 degrees of freedom) at ``digitFamilyAlpha``.
    package var digitCriticalValue: Double {
        ChiSquare.criticalValue(alpha: digitFamilyAlpha, degreesOfFreedom: 15)
    }

    /// Measures every generator of `options`, analyses the counts, finds the colliding
    /// identifiers behind every `excess` verdict (one more generation of that generator), and
    /// writes the four files into `options.outputDirectory` (created and checked before any
    /// work; pass `nil` there to write nothing).
    ///
    /// - Parameter progress: called on the calling thread about ten times a second while the
    ///   work runs.
    /// - Throws: ``StatsError`` for invalid options, an output directory that cannot be created
    ///   or written (checked before any work), a memory limit too small for one slice, or a
    ///   file that cannot be written.
    package static func run(options: StatsOptions, progress: ((StatsProgress) -> Void)? = nil) throws(StatsError) -> StatsReport {
        try options.validate()
        let staged = try options.outputDirectory.map { (directory) throws(StatsError) in try stage(directory) }
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
                progress?(StatsProgress(phase: phase, completed: done, total: total, elapsed: (clock.now - started).inSeconds))
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
            addEvidence(to: &analyses[index]) { measurement, keys in
                regenerate(
                    generator, locating: keys, into: &measurement, settings: settings, fleetSize: options.fleetSize,
                    progress: counter, poll: poll(generator.title + ": colliding identifiers"))
            }
        }
        var report = StatsReport(options: options, seed: seed, analyses: analyses, seconds: 0, files: [])
        report.seconds = (clock.now - started).inSeconds
        if let staged {
            report.files = try report.write(to: staged)
        }
        let (done, total) = counter.snapshot
        progress?(StatsProgress(phase: "done", completed: done, total: total, elapsed: report.seconds))
        return report
    }

    /// The four documents, by file name.
    package var documents: [(name: String, text: String)] {
        [
            ("report.md", markdown()), ("report.csv", csv()),
            ("collisions.svg", CollisionChart.render(analyses, count: options.count)),
            ("uniformity.svg", UniformityChart.render(analyses, critical: digitCriticalValue)),
        ]
    }

    /// When `analysis` has an `excess` prefix, takes up to five colliding pairs at the longest
    /// one among the scan's samples and finds where their keys were made with `locate` (given
    /// the measurement, to count what it costs).
    static func addEvidence(
        to analysis: inout GeneratorAnalysis,
        locate: (inout GeneratorMeasurement, [StatsKey]) -> [StatsKey: [LocatedKey]]
    ) {
        guard let bits = analysis.excessPrefixes.map(\.bits).max() else { return }
        let samples = analysis.measurement.samples.pairs(sharing: bits)
        let located = samples.isEmpty ? [:] : locate(&analysis.measurement, samples.flatMap { [$0.first, $0.second] })
        analysis.evidence = CollisionEvidence(bits: bits, samples: samples, located: located, format: analysis.generator.format)
    }

    /// Finds where `keys` were made by generating all N identifiers of `generator` once more,
    /// counting that generation and its time in `measurement`.
    static func regenerate(
        _ generator: StatsGenerator, locating keys: [StatsKey], into measurement: inout GeneratorMeasurement,
        settings: PipelineSettings, fleetSize: Int, progress: ProgressCounter,
        poll: () -> Void
    ) -> [StatsKey: [LocatedKey]] {
        let clock = ContinuousClock()
        let started = clock.now
        let located = generator.locate(keys, settings: settings, fleetSize: fleetSize, progress: progress, poll: poll)
        measurement.generations += 1
        measurement.seconds += (clock.now - started).inSeconds
        return located
    }
}
