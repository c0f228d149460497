/// The steps back across milliseconds of a stretch at one tolerance: what the report says for
/// the run's `--clock-tolerance`, read from a tally that holds them for every tolerance.
extension OrderSpan {
    package struct ClockSteps: Sendable, Hashable {
        /// Steps back by more than the tolerance that nothing nearby undoes, the largest of them
        /// (largest first) and the first in file order.
        package var regressions = 0
        package var largest: [Step] = []
        package var firstRegressions: [Step] = []
        /// Steps back by more than the tolerance that a jump nearby undoes (generators
        /// interleaved), and the largest of them (ms; 0 with none).
        package var interleaves = 0
        package var largestInterleave: Int64 = 0
    }

    /// The steps back at `tolerance` (ms, within ``AuditOptions/clockTolerances``).
    package func clockSteps(tolerance: Int64) -> ClockSteps {
        precondition(AuditOptions.clockTolerances.contains(tolerance), "a clock tolerance of \(tolerance) ms")
        let regressions = forgiving.count(above: tolerance)
        return ClockSteps(
            regressions: regressions, largest: largest.listed(at: tolerance), firstRegressions: firstRegressions.listed(at: tolerance),
            interleaves: stepSizes.count(above: tolerance) - regressions,
            largestInterleave: largestInterleaves.largest(at: tolerance))
    }
}
