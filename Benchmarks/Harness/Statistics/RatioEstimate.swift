/// A peer/ours ratio of medians with its 95 % interval.
package struct RatioEstimate: Sendable, Equatable {
    /// Peer median over ours (over processes: median of the processes' medians, each side).
    package var value: Double
    /// The 95 % bootstrap interval (``RatioBootstrap``); `nil` when the samples cannot give one
    /// (fewer than two rounds, or a file without samples).
    package var interval: ClosedRange<Double>?

    /// A ratio and its interval.
    package init(value: Double, interval: ClosedRange<Double>? = nil) {
        self.value = value
        self.interval = interval
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
