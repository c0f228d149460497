import Testing
import CommandLineSupport
import BenchmarkHarness

@Suite struct BaselineComparisonTests {
    let baseline = Fixtures.report([("a", 100), ("b", 200), ("gone", 50)])

    @Test func slowerThanTheThresholdIsARegressionAndExitsThree() {
        let current = Fixtures.report([("a", 115), ("b", 200)])
        let comparison = BaselineComparison(current: current, baseline: baseline, thresholdPercent: 10)
        #expect(comparison.exitCode == .regression)
        #expect(comparison.changes.filter(\.isRegression).map(\.name) == ["a"])
        #expect(abs(comparison.changes[0].percent - 15) < 1e-9)
    }

    @Test func withinTheThresholdOrFasterExitsZero() {
        let current = Fixtures.report([("a", 109), ("b", 100)])
        let comparison = BaselineComparison(current: current, baseline: baseline, thresholdPercent: 10)
        #expect(comparison.exitCode == .success)
        #expect(comparison.changes.map(\.isRegression) == [false, false])
        #expect(comparison.changes[1].percent == -50)
        #expect(comparison.changes.allSatisfy { $0.test == nil }, "files without samples: the threshold alone")
    }

    @Test func thresholdIsAdjustable() {
        let current = Fixtures.report([("a", 109)])
        #expect(BaselineComparison(current: current, baseline: baseline, thresholdPercent: 5).exitCode == .regression)
        #expect(BaselineComparison(current: current, baseline: baseline, thresholdPercent: 10).exitCode == .success)
    }

    @Test func peerEntriesAreNotOursToRegress() {
        var current = Fixtures.report([("a", 100)])
        current.benchmarks[1].realTime = 1_000_000  // the peer "a/peer:x" got far slower
        let comparison = BaselineComparison(current: current, baseline: baseline, thresholdPercent: 10)
        #expect(comparison.exitCode == .success)
        #expect(comparison.changes.map(\.name) == ["a"])
    }

    @Test func unmatchedNamesAreListedNotCompared() {
        let current = Fixtures.report([("a", 100), ("new", 1)])
        let comparison = BaselineComparison(current: current, baseline: baseline, thresholdPercent: 10)
        #expect(comparison.onlyInCurrent == ["new"])
        #expect(comparison.onlyInBaseline == ["b", "gone"])
    }

    @Test func timeUnitsAreConvertedBeforeComparing() {
        let inMicroseconds = Fixtures.report([("a", 0.1), ("b", 0.2)], unit: "us")
        let comparison = BaselineComparison(current: inMicroseconds, baseline: baseline, thresholdPercent: 10)
        #expect(comparison.exitCode == .success)
        #expect(comparison.changes.allSatisfy { abs($0.percent) < 1e-9 })
    }

    @Test func cpuClockEntriesAreComparedOnCPUTime() {
        var current = Fixtures.report([("a", 100)])
        current.benchmarks[0].clock = "cpu"
        current.benchmarks[0].cpuTime = 150  // real_time unchanged, CPU time 50 % slower
        #expect(BaselineComparison(current: current, baseline: baseline, thresholdPercent: 10).exitCode == .regression)
    }

    @Test func markdownMarksRegressions() {
        let current = Fixtures.report([("a", 150)])
        let markdown = BaselineComparison(current: current, baseline: baseline, thresholdPercent: 10).markdown
        #expect(markdown.contains("**regression**"))
        #expect(markdown.contains("+50.0 %"))
    }
}
