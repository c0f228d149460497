/// The Mann-Whitney U test of one benchmark against its baseline, on units that are
/// independent draws from each run.
///
/// Samples within one process are independent enough of one another, but processes differ
/// (heap layout, thread placement: see ``ProcessAggregation``), so the unit depends on the runs:
/// - both in one process: the **samples** (each round's time, or each round's peer/ours ratio);
/// - both with several processes (`--processes`): the **process medians** (or per-process
///   ratios), which the files carry even without samples. With few processes the test has
///   little power: 4 against 4 can reach p = 0.029 at best, 3 against 3 only 0.1;
/// - one of each: the **pooled samples** of every process, which ignores the spread between
///   processes and so errs towards significance; the threshold still has to be crossed;
/// - otherwise (a file without samples, as written before 2026-11-24): no test, the threshold
///   alone decides.
package struct SignificanceTest: Sendable, Equatable {
    /// What the tested values are.
    package enum Units: String, Sendable {
        case samples = "samples"
        case processMedians = "process medians"
        case pooledSamples = "pooled samples"
    }

    /// The units tested.
    package var units: Units
    /// How many values the current run contributed.
    package var currentCount: Int
    /// How many values the baseline contributed.
    package var baselineCount: Int
    /// The two-sided p-value.
    package var pValue: Double

    /// One run's values for the test: per-sample lists (one per process) and per-process values.
    package struct Side: Sendable {
        /// Per-sample values, one list per process; `nil` when the file has no samples.
        package var samples: [[Double]]?
        /// One value per process (one for a run in one process).
        package var processValues: [Double]

        /// A side.
        package init(samples: [[Double]]?, processValues: [Double]) {
            self.samples = samples
            self.processValues = processValues
        }
    }

    /// The test of `current` against `baseline` on the units their kinds allow, or `nil` when
    /// they allow none.
    package init?(current: Side, baseline: Side) {
        let x: [Double], y: [Double]
        if let now = current.samples, let before = baseline.samples, now.count == 1, before.count == 1 {
            (units, x, y) = (.samples, now[0], before[0])
        } else if current.processValues.count >= 2 && baseline.processValues.count >= 2 {
            (units, x, y) = (.processMedians, current.processValues, baseline.processValues)
        } else if let now = current.samples, let before = baseline.samples {
            (units, x, y) = (.pooledSamples, now.flatMap { $0 }, before.flatMap { $0 })
        } else {
            return nil
        }
        guard let test = MannWhitneyU(x, y) else { return nil }
        currentCount = x.count
        baselineCount = y.count
        pValue = test.pValue
    }

    /// `samples 15/15`, `process medians 5/5`: the units and the counts, now/baseline.
    package var description: String { "\(units.rawValue) \(currentCount)/\(baselineCount)" }

    /// Whether the test can reach `alpha` at all with these counts.
    package func canReach(_ alpha: Double) -> Bool {
        MannWhitneyU.smallestPValue(currentCount, baselineCount) < alpha
    }
}
