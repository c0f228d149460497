import Foundation
import BenchmarkHarness

/// Seeded draws from known distributions, for the statistical tests: every run of the tests
/// sees the same numbers.
struct Simulation {
    var random: SeededRandom

    init(seed: UInt64) { random = SeededRandom(seed: seed) }

    /// A uniform draw in (0, 1).
    mutating func uniform() -> Double {
        (Double(random.next() >> 11) + 0.5) * 0x1p-53
    }

    /// A standard normal draw (Box-Muller).
    mutating func normal() -> Double {
        (-2 * log(uniform())).squareRoot() * cos(2 * Double.pi * uniform())
    }

    /// A log-normal draw with the given median and log-scale spread: its median is exactly
    /// `median`, and a product of independent log-normals has the product of their medians.
    mutating func logNormal(median: Double, sigma: Double) -> Double {
        median * exp(sigma * normal())
    }

    /// One process's interleaved rounds: a machine-state factor shared by both contenders of a
    /// round (log-normal, median 1), times each contender's own noise around its median. The
    /// population ratio of medians, peer over ours, is `peerMedian / oursMedian`.
    mutating func rounds(
        _ count: Int, oursMedian: Double, peerMedian: Double, shared: Double = 0.05,
        oursSigma: Double = 0.10, peerSigma: Double = 0.15
    ) -> (ours: [Double], peer: [Double]) {
        var ours: [Double] = [], peer: [Double] = []
        for _ in 0..<count {
            let state = logNormal(median: 1, sigma: shared)
            ours.append(state * logNormal(median: oursMedian, sigma: oursSigma))
            peer.append(state * logNormal(median: peerMedian, sigma: peerSigma))
        }
        return (ours, peer)
    }
}
