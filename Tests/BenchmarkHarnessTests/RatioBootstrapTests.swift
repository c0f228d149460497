import Testing
@testable import BenchmarkHarness

@Suite struct RatioBootstrapTests {
    /// The interval covers the true ratio about as often as it claims: 1000 simulated
    /// experiments of 20 interleaved rounds with known distributions (true ratio 1.3).
    @Test func coversTheTrueRatioAtAboutTheNominalRate() {
        var simulation = Simulation(seed: 2026)
        var covered = 0
        let experiments = 1000
        for experiment in 0..<experiments {
            let (ours, peer) = simulation.rounds(20, oursMedian: 10, peerMedian: 13)
            let interval = RatioBootstrap.interval(
                ours: [ours], peer: [peer], random: SeededRandom(seed: UInt64(experiment)),
                resamples: 500)
            if interval?.contains(1.3) == true { covered += 1 }
        }
        let coverage = Double(covered) / Double(experiments)
        #expect((0.92...0.98).contains(coverage), "coverage \(coverage)")
    }

    /// With several processes, each with its own state, the two-level bootstrap covers the true
    /// ratio at least at the nominal rate (it errs on the wide side, as documented).
    @Test func processLevelIntervalIsAtLeastNominal() {
        var simulation = Simulation(seed: 77)
        var covered = 0
        let experiments = 200
        for experiment in 0..<experiments {
            var ours: [[Double]] = [], peer: [[Double]] = []
            for _ in 0..<5 {
                // The process's own state moves each contender by a few percent, independently.
                let oursState = simulation.logNormal(median: 1, sigma: 0.05)
                let peerState = simulation.logNormal(median: 1, sigma: 0.05)
                let rounds = simulation.rounds(20, oursMedian: 10 * oursState, peerMedian: 13 * peerState)
                ours.append(rounds.ours)
                peer.append(rounds.peer)
            }
            let interval = RatioBootstrap.interval(
                ours: ours, peer: peer, random: SeededRandom(seed: UInt64(experiment)),
                resamples: 300)
            if interval?.contains(1.3) == true { covered += 1 }
        }
        let coverage = Double(covered) / Double(experiments)
        #expect(coverage >= 0.92, "coverage \(coverage)")
    }

    /// Rounds are resampled whole: when the machine's state moves both contenders together,
    /// the paired interval is far narrower than one from the same samples with the pairing
    /// broken.
    @Test func roundsAreResampledAsPairs() throws {
        var simulation = Simulation(seed: 5)
        let (ours, peer) = simulation.rounds(40, oursMedian: 10, peerMedian: 20, shared: 0.4, oursSigma: 0.02, peerSigma: 0.02)
        let paired = try #require(RatioBootstrap.interval(ours: [ours], peer: [peer], random: SeededRandom(seed: 1)))
        let unpaired = try #require(RatioBootstrap.interval(ours: [ours], peer: [peer.reversed()], random: SeededRandom(seed: 1)))
        let width = { (range: ClosedRange<Double>) in range.upperBound - range.lowerBound }
        #expect(
            paired.contains(2) && width(paired) < width(unpaired) / 3,
            "paired \(paired), unpaired \(unpaired)")
    }

    @Test func sameSamplesAndSeedGiveTheSameInterval() {
        var simulation = Simulation(seed: 9)
        let (ours, peer) = simulation.rounds(15, oursMedian: 50, peerMedian: 60)
        let first = RatioBootstrap.interval(ours: [ours], peer: [peer], random: SeededRandom(seedText: "a/peer:x"))
        let again = RatioBootstrap.interval(ours: [ours], peer: [peer], random: SeededRandom(seedText: "a/peer:x"))
        #expect(first != nil && first == again)
        func result(_ samples: [Double]) -> ContenderResult {
            ContenderResult(
                id: "x", label: "x", iterations: 1, wall: SampleStatistics(samples)!, cpu: SampleStatistics(samples)!,
                clock: .wall, samples: samples)
        }
        let estimate = RatioEstimate(ours: result(ours), peer: result(peer), random: SeededRandom(seedText: "a/peer:x"))
        #expect(estimate?.interval == first)
        #expect(estimate?.value == SampleStatistics(peer)!.median / SampleStatistics(ours)!.median)
    }

    @Test func noIntervalWithoutEnoughPairedRounds() {
        let random = SeededRandom(seed: 1)
        #expect(RatioBootstrap.interval(ours: [], peer: [], random: random) == nil)
        #expect(RatioBootstrap.interval(ours: [[1]], peer: [[2]], random: random) == nil, "one round")
        #expect(RatioBootstrap.interval(ours: [[1, 2]], peer: [[2, 3, 4]], random: random) == nil, "unpaired lengths")
        #expect(RatioBootstrap.interval(ours: [[1, 2]], peer: [[2, 3]], random: random) != nil)
        #expect(RatioBootstrap.interval(ours: [[0, 0]], peer: [[2, 3]], random: random) == nil, "our median zero")
    }

    /// The walk over draw counts finds the same median as sorting the drawn multiset, for every
    /// length from 1 to 12 and many draws.
    @Test func medianFromDrawCountsEqualsTheSortedMedian() {
        var random = SeededRandom(seed: 3)
        for count in 1...12 {
            let values = (0..<count).map { _ in Double(random.index(below: 7)) }  // with ties
            let rounds = PairedRounds(ours: values, peer: values.map { -$0 })
            var counts = [Int](repeating: 0, count: count)
            for _ in 0..<200 {
                var copy = random
                let medians = rounds.resampledMedians(counts: &counts, random: &random)
                var drawn: [Double] = []
                for _ in 0..<count { drawn.append(values[copy.index(below: count)]) }
                let expected = SampleStatistics(drawn)!.median
                #expect(medians.ours == expected && medians.peer == -expected, "\(values) drew \(drawn)")
            }
        }
    }

    @Test func anIntervalThatMissesItsRatioIsWidenedToHoldIt() {
        #expect(RatioEstimate(value: 1.04, interval: 1.06...1.09).interval == 1.04...1.09)
        #expect(RatioEstimate(value: 1.10, interval: 1.06...1.09).interval == 1.06...1.10)
        #expect(RatioEstimate(value: 1.07, interval: 1.06...1.09).interval == 1.06...1.09)
        #expect(RatioEstimate(value: 1.07).interval == nil)
    }
}
