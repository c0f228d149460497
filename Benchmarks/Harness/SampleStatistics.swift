/// Order statistics of one contender's samples, each sample a time per operation.
///
/// Percentiles interpolate linearly between the two closest ranks (Hyndman and Fan's type 7,
/// the default of R and NumPy): with `n` sorted samples, percentile `p` sits at rank
/// `p × (n − 1)`. The median of an even count is therefore the mean of the middle two, and
/// every percentile of one sample is that sample.
///
/// ```swift
/// let stats = SampleStatistics([4, 1, 3, 2])!
/// stats.median   // 2.5
/// stats.p10      // 1.3
/// ```
package struct SampleStatistics: Sendable, Equatable {
    /// How many samples there are.
    package let count: Int
    /// The 50th percentile.
    package let median: Double
    /// The 10th percentile.
    package let p10: Double
    /// The 90th percentile.
    package let p90: Double
    /// The smallest sample.
    package let minimum: Double
    /// The largest sample.
    package let maximum: Double
    /// The arithmetic mean.
    package let mean: Double

    /// Statistics of `samples`; `nil` when there are none.
    package init?(_ samples: [Double]) {
        guard !samples.isEmpty else { return nil }
        let sorted = samples.sorted()
        count = sorted.count
        median = Self.percentile(50, ofSorted: sorted)
        p10 = Self.percentile(10, ofSorted: sorted)
        p90 = Self.percentile(90, ofSorted: sorted)
        minimum = sorted[0]
        maximum = sorted[sorted.count - 1]
        mean = sorted.reduce(0, +) / Double(sorted.count)
    }

    /// The `percent`-th percentile (0...100) of samples already sorted ascending, interpolated
    /// linearly between the closest ranks.
    package static func percentile(_ percent: Double, ofSorted sorted: [Double]) -> Double {
        precondition(!sorted.isEmpty, "percentile of no samples")
        precondition((0...100).contains(percent), "percentile out of 0...100")
        let rank = percent / 100 * Double(sorted.count - 1)
        let lower = Int(rank.rounded(.down))
        let upper = Swift.min(lower + 1, sorted.count - 1)
        let fraction = rank - Double(lower)
        return sorted[lower] + (sorted[upper] - sorted[lower]) * fraction
    }
}

/// How a peer compares with ours: the ratio of the medians, peer over ours. Above 1, ours is
/// faster by that factor; below 1, the peer is.
package enum SpeedRatio {
    /// `peerMedian / oursMedian`; `nil` when our median is not positive (no meaningful ratio).
    package static func of(peerMedian: Double, oursMedian: Double) -> Double? {
        guard oursMedian > 0, peerMedian.isFinite, oursMedian.isFinite else { return nil }
        return peerMedian / oursMedian
    }
}
