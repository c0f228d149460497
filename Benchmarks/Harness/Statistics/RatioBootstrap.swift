/// The 95 % interval of a peer/ours ratio of medians, by bootstrap over the interleaved rounds.
///
/// **Paired.** Round *k* times every contender once, back to back, so its samples share the
/// machine's state at that moment (frequency, neighbours' load, cache contents). A resample
/// therefore draws whole rounds with replacement, our sample and the peer's together, and the
/// statistic is recomputed on it: the peer's median over ours. Drawing the two sides
/// independently would ignore that pairing and overstate the uncertainty of a ratio whose
/// sides move together.
///
/// **Across processes** (`--processes N`), the rounds of one process also share that process's
/// state (heap layout, thread placement), and the reported ratio is the median of the
/// processes' peer medians over the median of their own medians. A resample then draws N
/// processes with replacement and, inside each drawn process, its rounds with replacement (a
/// two-level, or cluster, bootstrap: Davison and Hinkley, *Bootstrap Methods and their
/// Application*, 1997, section 3.8), so both the spread between processes and the noise within
/// each count. Resampling both levels errs on the wide side: in the simulation of
/// `RatioBootstrapTests` (five processes of 20 rounds, each process moving each contender by
/// about 5 %) the interval covered the true ratio 96 % of the time at a nominal 95 % (and, in
/// a prototype of that simulation where processes did not differ at all, 300 times in 300).
///
/// **Percentile interval.** The bounds are the 2.5th and 97.5th percentiles of the resampled
/// ratios (``SampleStatistics/percentile(_:ofSorted:)``), from ``resamples`` resamples drawn
/// with a ``SeededRandom`` stream: the same samples give the same interval every time. For one
/// process of 20 rounds the simulation (1000 experiments) covered the true ratio 96.6 % of the
/// time. With the 5 rounds of `--quick` an interval is coarse: a smoke test, not a figure.
package enum RatioBootstrap {
    /// The nominal coverage.
    package static let confidence = 0.95
    /// Resamples per interval.
    package static let resamples = 2_000

    /// The interval of `median(peer) / median(ours)` (over processes: median of the processes'
    /// medians), or `nil` when it cannot be formed: no process, a process whose two lists
    /// differ in length or hold fewer than two rounds, or a resample whose median of ours is not
    /// positive.
    ///
    /// - Parameters:
    ///   - ours: our samples, one list per process, in round order.
    ///   - peer: the peer's samples, likewise; `peer[p][k]` was taken in the round of `ours[p][k]`.
    ///   - random: the resampling stream (seed it from the benchmark and peer names).
    package static func interval(
        ours: [[Double]], peer: [[Double]], random: SeededRandom,
        resamples: Int = resamples, confidence: Double = confidence
    ) -> ClosedRange<Double>? {
        guard !ours.isEmpty, ours.count == peer.count, resamples > 0,
            zip(ours, peer).allSatisfy({ $0.count == $1.count && $0.count >= 2 })
        else { return nil }
        let processes = zip(ours, peer).map { PairedRounds(ours: $0, peer: $1) }
        var random = random
        var counts = [Int](repeating: 0, count: processes.map(\.count).max()!)
        var oursMedians = [Double](repeating: 0, count: processes.count)
        var peerMedians = [Double](repeating: 0, count: processes.count)
        var ratios: [Double] = []
        ratios.reserveCapacity(resamples)
        for _ in 0..<resamples {
            for slot in processes.indices {
                let process = processes[processes.count == 1 ? 0 : random.index(below: processes.count)]
                let medians = process.resampledMedians(counts: &counts, random: &random)
                oursMedians[slot] = medians.ours
                peerMedians[slot] = medians.peer
            }
            let oursMedian = Self.median(oursMedians)
            guard oursMedian > 0 else { return nil }
            ratios.append(Self.median(peerMedians) / oursMedian)
        }
        ratios.sort()
        let tail = (1 - confidence) / 2 * 100
        return SampleStatistics.percentile(tail, ofSorted: ratios)...SampleStatistics.percentile(100 - tail, ofSorted: ratios)
    }

    /// The median of a few values (one per process), as ``SampleStatistics`` defines it.
    static func median(_ values: [Double]) -> Double {
        values.count == 1 ? values[0] : SampleStatistics.percentile(50, ofSorted: values.sorted())
    }
}

/// One process's rounds, with each side's rounds listed in the order of its values, so that the
/// median of a resample comes from a walk over the rounds' draw counts instead of a sort.
struct PairedRounds {
    let ours: [Double]
    let peer: [Double]
    /// Round indices by ascending `ours` value.
    let oursOrder: [Int]
    /// Round indices by ascending `peer` value.
    let peerOrder: [Int]

    init(ours: [Double], peer: [Double]) {
        self.ours = ours
        self.peer = peer
        oursOrder = ours.indices.sorted { ours[$0] < ours[$1] }
        peerOrder = peer.indices.sorted { peer[$0] < peer[$1] }
    }

    var count: Int { ours.count }

    /// Draws `count` rounds with replacement (`counts[k]`: how often round `k` was drawn) and
    /// returns the medians of both sides over the drawn rounds.
    func resampledMedians(counts: inout [Int], random: inout SeededRandom) -> (ours: Double, peer: Double) {
        counts.withUnsafeMutableBufferPointer { counts in
            for index in 0..<count { counts[index] = 0 }
            for _ in 0..<count { counts[random.index(below: count)] += 1 }
            return (Self.median(ours, oursOrder, counts), Self.median(peer, peerOrder, counts))
        }
    }

    /// The median of the multiset holding `values[k]` `counts[k]` times (the counts sum to
    /// `values.count`): the mean of the order statistics at ranks ⌊(n−1)/2⌋ and ⌊n/2⌋.
    static func median(_ values: [Double], _ order: [Int], _ counts: UnsafeMutableBufferPointer<Int>) -> Double {
        let lowRank = (values.count - 1) / 2
        let highRank = values.count / 2
        var seen = 0
        var low = 0.0
        for round in order {
            let before = seen
            seen += counts[round]
            if before <= lowRank && lowRank < seen { low = values[round] }
            if highRank < seen { return (low + values[round]) / 2 }
        }
        return low
    }
}
