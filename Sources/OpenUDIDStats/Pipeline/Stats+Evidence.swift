import RunProgress
import Platform

/// The pipeline's step after counting and judging: the identifiers behind an `excess` verdict.
extension Stats {
    /// When `analysis` has an `excess` prefix, takes up to five colliding pairs at the longest
    /// one among the scan's samples, finds where their keys were made with `locate` (given
    /// the measurement, to count what it costs), and hands them to ``CollisionEvidence``.
    static func locateEvidence(
        for analysis: inout GeneratorAnalysis,
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
