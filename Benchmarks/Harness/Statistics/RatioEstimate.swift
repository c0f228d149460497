/// A peer/ours ratio of medians with its 95 % interval.
package struct RatioEstimate: Sendable, Equatable {
    /// Peer median over ours (over processes: median of the processes' medians, each side).
    package var value: Double
    /// The 95 % bootstrap interval (``RatioBootstrap``); `nil` when the samples cannot give one
    /// (fewer than two rounds, or a file without samples).
    package var interval: ClosedRange<Double>?

    /// A ratio and its interval, widened where needed to hold the ratio itself.
    ///
    /// A percentile interval of a ratio of medians need not contain the ratio: with the few
    /// rounds of `--quick` (three to five), most resamples can repeat the rounds on one side of
    /// the median, and both percentiles then land on the same side of the estimate. A row that
    /// printed `1.04× [1.06-1.09]` would read as a contradiction, so the bound on the far side
    /// moves to the estimate. With the twenty-odd rounds of a normal run this almost never
    /// happens, and the coverage simulation of `RatioBootstrapTests` is unchanged by it.
    package init(value: Double, interval: ClosedRange<Double>? = nil) {
        self.value = value
        self.interval = interval.map { Swift.min($0.lowerBound, value)...Swift.max($0.upperBound, value) }
    }

    /// The ratio of two contenders of one process, medians over the samples, with the bootstrap
    /// interval of their samples (paired by round); `nil` when our median is not positive.
    package init?(ours: ContenderResult, peer: ContenderResult, random: SeededRandom) {
        guard let value = SpeedRatio.of(peerMedian: peer.statistics.median, oursMedian: ours.statistics.median) else {
            return nil
        }
        self.init(value: value, interval: RatioBootstrap.interval(ours: [ours.samples], peer: [peer.samples], random: random))
    }
}
