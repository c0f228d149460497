import Testing
import CommandLineSupport
@testable import BenchmarkHarness

/// The baseline comparison with samples: p-values, significance and threshold together, and
/// ratios instead of times when the machine or build changed.
@Suite struct MachineAwareBaselineTests {
    static func context(cpu: String, features: [String]? = [], toolchain: String = "Swift 6.3") -> GoogleBenchmarkJSON.Context {
        var context = Fixtures.context
        context.cpuModel = cpu
        context.targetFeatures = features
        context.toolchain = toolchain
        return context
    }

    /// `count` rounds of ours around `ours` ns and the peer around `peer` ns.
    static func rounds(
        _ simulation: inout Simulation, _ count: Int, ours: Double, peer: Double,
        sigma: Double = 0.03
    ) -> (ours: [Double], peer: [Double]) {
        simulation.rounds(count, oursMedian: ours, peerMedian: peer, shared: 0.02, oursSigma: sigma, peerSigma: sigma)
    }

    @Test func aChangedCPUModelWarnsAndComparesRatios() throws {
        var simulation = Simulation(seed: 11)
        let epyc = Self.rounds(&simulation, 30, ours: 18.7, peer: 2490)
        let write = Self.rounds(&simulation, 30, ours: 3.3, peer: 3.3)
        let baseline = Fixtures.sampledReport(
            [("uuid/generate/v4", epyc.ours, epyc.peer), ("openudid/write", write.ours, nil)],
            context: Self.context(cpu: "AMD EPYC"))
        // Every time is 40 % slower on the other CPU; the ratio to the peer has not moved.
        let xeon = Self.rounds(&simulation, 30, ours: 26.2, peer: 3486)
        let current = Fixtures.sampledReport(
            [("uuid/generate/v4", xeon.ours, xeon.peer), ("openudid/write", write.ours.map { $0 * 1.4 }, nil)],
            context: Self.context(cpu: "Intel(R) Xeon(R) Platinum 8375C"))
        let comparison = BaselineComparison(current: current, baseline: baseline, thresholdPercent: 10)
        #expect(comparison.basis == .ratios)
        let warning = try #require(comparison.machine.warning)
        #expect(warning.contains("CPU model: `AMD EPYC` in the baseline, `Intel(R) Xeon(R) Platinum 8375C` now"))
        #expect(warning.contains("ratio to a peer"))
        #expect(comparison.markdown.hasPrefix("**Warning**: the baseline comes from a different CPU or build"))
        #expect(comparison.changes.map(\.name) == ["uuid/generate/v4"])
        #expect(comparison.changes[0].peer == "peer")
        #expect(abs(comparison.changes[0].percent) < 5, "the ratio travels: \(comparison.changes[0].percent)")
        #expect(comparison.exitCode == .success)
        #expect(comparison.withoutCommonPeer == ["openudid/write"])
        #expect(comparison.markdown.contains("Not comparable across machines (no peer measured in both runs): openudid/write"))
    }

    @Test func aRatioThatFellOnAnotherCPUIsARegression() {
        var simulation = Simulation(seed: 12)
        let before = Self.rounds(&simulation, 30, ours: 18.7, peer: 2490)
        let after = Self.rounds(&simulation, 30, ours: 40, peer: 3486)  // ratio 133 → 87
        let comparison = BaselineComparison(
            current: Fixtures.sampledReport([("v4", after.ours, after.peer)], context: Self.context(cpu: "Xeon")),
            baseline: Fixtures.sampledReport([("v4", before.ours, before.peer)], context: Self.context(cpu: "EPYC")),
            thresholdPercent: 10)
        #expect(comparison.changes[0].percent > 40)
        #expect(comparison.changes[0].test?.units == .samples && comparison.changes[0].test!.pValue < 1e-6)
        #expect(comparison.exitCode == .regression)
    }

    @Test func aDifferentBuildTargetAlsoSwitchesToRatios() {
        let same = Fixtures.sampledReport([("x", [10, 11, 12], [20, 21, 22])], context: Self.context(cpu: "EPYC", features: []))
        let native = Fixtures.sampledReport(
            [("x", [10, 11, 12], [20, 21, 22])],
            context: Self.context(cpu: "EPYC", features: ["avx2", "avx512f"]))
        let comparison = BaselineComparison(current: native, baseline: same, thresholdPercent: 10)
        #expect(comparison.basis == .ratios)
        #expect(comparison.machine.decisive == ["target features: `portable` in the baseline, `avx2 avx512f` now"])
        let toolchain = BaselineComparison(
            current: Fixtures.sampledReport([("x", [10, 11], [20, 21])], context: Self.context(cpu: "EPYC", toolchain: "Swift 6.4")),
            baseline: same, thresholdPercent: 10)
        #expect(toolchain.basis == .ratios)
    }

    /// Files written before target features were recorded (the 2026-11-22 baselines) cannot
    /// tell a native build from a portable one: a note, times still compared.
    @Test func anOldBaselineWithoutTargetFeaturesIsNotedNotSwitched() {
        let old = Fixtures.sampledReport([("x", [10, 11, 12], nil)], context: Self.context(cpu: "EPYC", features: nil))
        let now = Fixtures.sampledReport([("x", [10, 11, 12], nil)], context: Self.context(cpu: "EPYC"))
        let comparison = BaselineComparison(current: now, baseline: old, thresholdPercent: 10)
        #expect(comparison.basis == .times && comparison.machine.warning == nil)
        #expect(comparison.machine.notes.contains { $0.contains("does not record its build's target features") })
    }

    /// Slower by more than the threshold is a regression only when the test says the change is
    /// real; a significant change under the threshold is not one either.
    @Test func aRegressionIsBothSignificantAndBeyondTheThreshold() throws {
        var simulation = Simulation(seed: 13)
        let base = Self.rounds(&simulation, 30, ours: 100, peer: 200, sigma: 0.02)
        let slower = Self.rounds(&simulation, 30, ours: 115, peer: 200, sigma: 0.02)
        let slightly = Self.rounds(&simulation, 30, ours: 104, peer: 200, sigma: 0.02)
        let baseline = Fixtures.sampledReport([("a", base.ours, nil), ("b", base.ours, nil)])
        let current = Fixtures.sampledReport([("a", slower.ours, nil), ("b", slightly.ours, nil)])
        let comparison = BaselineComparison(current: current, baseline: baseline, thresholdPercent: 10)
        #expect(comparison.basis == .times)
        let a = comparison.changes[0], b = comparison.changes[1]
        #expect(a.test!.pValue < 0.001 && a.percent > 10 && a.isRegression)
        #expect(b.test!.pValue < 0.05 && b.percent < 10 && !b.isRegression, "significant, but within the threshold")
        #expect(a.test?.description == "samples 30/30")

        // Three noisy samples a side: 20 % slower by median, but no evidence.
        let noisy = BaselineComparison(
            current: Fixtures.sampledReport([("a", [90, 150, 121], nil)]),
            baseline: Fixtures.sampledReport([("a", [140, 100, 80], nil)]), thresholdPercent: 10)
        let change = noisy.changes[0]
        #expect(change.percent > 10 && change.test!.pValue > 0.05 && !change.isRegression)
        #expect(noisy.markdown.contains("not significant"))
        #expect(noisy.markdown.contains("With samples 3/3 no change can reach p < 0.05"))
    }

    /// On the same machine, a time that moved with its peer's points at the machine: the table
    /// says so next to the verdict.
    @Test func aSlowdownSharedWithThePeerIsPointedOut() throws {
        var simulation = Simulation(seed: 14)
        let quiet = Self.rounds(&simulation, 20, ours: 30, peer: 300)
        let busy = Self.rounds(&simulation, 20, ours: 45, peer: 450)
        let comparison = BaselineComparison(
            current: Fixtures.sampledReport([("f", busy.ours, busy.peer)]),
            baseline: Fixtures.sampledReport([("f", quiet.ours, quiet.peer)]),
            thresholdPercent: 10)
        let change = comparison.changes[0]
        #expect(comparison.basis == .times && change.isRegression)
        #expect(abs(try #require(change.ratioChangePercent)) < 5)
        #expect(comparison.markdown.contains("the peer slowed alike (ratio "))
    }

    @Test func tableGivesThePValue() {
        let comparison = BaselineComparison(
            current: Fixtures.sampledReport([("a", [19, 20, 21, 22, 23], nil)]),
            baseline: Fixtures.sampledReport([("a", [10, 11, 12, 13, 14], nil)]),
            thresholdPercent: 10)
        // Exact: every current sample above every baseline sample, 2 / C(10, 5).
        #expect(comparison.changes[0].test?.pValue == 2.0 / 252)
        #expect(comparison.markdown.contains("| `a` | 12.0 | 21.0 | +75.0 % | 0.0079 | samples 5/5 | **regression** (> 10 %, p < 0.05) |"))
    }

    /// With several processes on both sides, the processes are the units.
    @Test func processMediansAreTheUnitsBetweenMultiProcessRuns() throws {
        func run(_ medians: [Double]) throws -> GoogleBenchmarkJSON {
            let processes = medians.map { median in Fixtures.sampledReport([("a", [median - 1, median, median + 1], nil)]) }
            var context = Fixtures.context
            context.processes = medians.count
            return GoogleBenchmarkJSON(context: context, benchmarks: try ProcessAggregation.entries(processes))
        }
        // Two modes, as some rows show between processes: the median of medians jumps from 32
        // to 45 (+40 %), but the processes say the two runs are alike.
        let comparison = BaselineComparison(
            current: try run([32, 45, 45, 32, 45]), baseline: try run([32, 32, 45, 32, 45]),
            thresholdPercent: 10)
        let change = comparison.changes[0]
        #expect(change.percent > 10)
        #expect(change.test?.units == .processMedians && change.test?.description == "process medians 5/5")
        #expect(change.test!.pValue > 0.05 && !change.isRegression)

        let mixed = BaselineComparison(
            current: Fixtures.sampledReport([("a", [44, 45, 46], nil)]),
            baseline: try run([32, 32, 45]), thresholdPercent: 10)
        #expect(mixed.changes[0].test?.units == .pooledSamples && mixed.changes[0].test?.description == "pooled samples 3/9")
    }
}
