package import CollisionStatistics
internal import OpenUDIDCore

/// The collision statistics report: measured collisions of each identifier generator next to
/// the birthday bound of its ideal counterpart, written as `report.md`, `report.csv`,
/// `collisions.svg` and `uniformity.svg`.
///
/// ```swift
/// var options = StatsOptions()
/// options.count = 1_000_000
/// options.seed = 42
/// let report = try Stats.run(options, progress: ProgressBar(label: "openudid stats").update)
/// print(report.analyses[0].prefixes[0].verdict)
/// ```
///
/// The report only reads what ``Stats/run(_:progress:)`` measured and judged: it renders it.
package struct StatsReport: Sendable {
    /// The options the report ran with.
    package var options: StatsOptions
    /// The seed of the harness randomness: the one given, or one drawn from
    /// ``OpenUDIDCore/SecureRandom`` (printed in the report so the run can be repeated).
    package var seed: UInt64
    /// One analysis per generator, in the order asked for.
    package var analyses: [GeneratorAnalysis]
    /// The risk of the v7 fleet designs at the run's fleet size and rate, as
    /// ``StatsAnalysis`` computed it.
    package var fleetRisk: FleetRiskAnalysis
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

    /// The four documents, by file name.
    package var documents: [(name: String, text: String)] {
        [
            ("report.md", markdown()), ("report.csv", csv()),
            ("collisions.svg", CollisionChart.render(analyses, count: options.count)),
            ("uniformity.svg", UniformityChart.render(analyses, critical: digitCriticalValue)),
        ]
    }
}
