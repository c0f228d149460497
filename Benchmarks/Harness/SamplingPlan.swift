/// How long and how often each benchmark is sampled.
///
/// A sample is one timed call of a workload's body with the calibrated batch size. Sampling
/// goes on in rounds (one sample of each contender per round) until there are at least
/// ``minimumSamples`` rounds and at least ``minimumTime`` seconds have passed, or
/// ``maximumSamples`` rounds are done.
package struct SamplingPlan: Sendable, Equatable {
    /// The shortest duration of one sample, in seconds; batch sizes are calibrated to reach it
    /// so that clock resolution and the cost of reading the clocks stay negligible.
    package var targetSampleTime: Double
    /// The fewest rounds of samples.
    package var minimumSamples: Int
    /// The least time spent sampling one benchmark (all its contenders), in seconds.
    package var minimumTime: Double
    /// The most rounds of samples.
    package var maximumSamples: Int
    /// Whether every round also times the two C yardsticks (``HostYardsticks``), as peers of
    /// every benchmark.
    package var yardsticks = false

    /// Creates a plan.
    package init(targetSampleTime: Double, minimumSamples: Int, minimumTime: Double, maximumSamples: Int) {
        self.targetSampleTime = targetSampleTime
        self.minimumSamples = minimumSamples
        self.minimumTime = minimumTime
        self.maximumSamples = maximumSamples
    }

    /// The default plan: samples of at least 5 ms, at least 15 of them, for at least half a
    /// second per benchmark.
    package static let standard = SamplingPlan(
        targetSampleTime: 0.005, minimumSamples: 15, minimumTime: 0.5, maximumSamples: 2_000)

    /// The `--quick` plan, a smoke pass: samples of at least 1 ms, five of them. Its numbers
    /// show that every benchmark runs; they are too few to quote.
    package static let quick = SamplingPlan(
        targetSampleTime: 0.001, minimumSamples: 5, minimumTime: 0, maximumSamples: 5)
}
