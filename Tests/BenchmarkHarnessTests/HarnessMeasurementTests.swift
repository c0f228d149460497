import Platform
import Synchronization
import Testing
@testable import BenchmarkHarness

/// Shared state for workloads and team jobs, which are escaping closures.
final class Box<Value: Sendable>: Sendable {
    let value: Mutex<Value>
    init(_ value: Value) { self.value = Mutex(value) }
}

/// The measurement pipeline on workloads that do trivial work: structure and bookkeeping only,
/// never how long anything took.
@Suite struct HarnessMeasurementTests {
    static let tinyPlan = SamplingPlan(targetSampleTime: 0.0001, minimumSamples: 3, minimumTime: 0, maximumSamples: 3)

    @Test func interleavedSamplingGivesEveryContenderTheSameNumberOfSamples() {
        let calls = Box<[String]>([])
        func workload(_ id: String) -> Workload {
            Workload(id: id, label: id) { iterations in
                calls.value.withLock { $0.append(id) }
                for index in 0..<iterations { blackHole(identity(index)) }
            }
        }
        let samples = InterleavedSampler.measure([workload("a"), workload("b")], plan: Self.tinyPlan)
        #expect(samples.map(\.id) == ["a", "b"])
        #expect(samples.allSatisfy { $0.wallNanosPerOperation.count == 3 && $0.cpuNanosPerOperation.count == 3 })
        #expect(samples.allSatisfy { $0.batchSize >= 1 && $0.totalOperations == 3 * $0.batchSize })
        // After each contender's calibration calls, the sampled calls alternate a b a b a b.
        let sampled = calls.value.withLock { Array($0.suffix(6)) }
        #expect(sampled == ["a", "b", "a", "b", "a", "b"])
    }

    @Test func failingSetUpIsRecordedAsAFailure() {
        let benchmark = Benchmark("x/fails") { throw BenchmarkError("no input") }
        let record = BenchmarkRecord.measure(benchmark, plan: Self.tinyPlan)
        guard case let .failed(message) = record.outcome else { Issue.record("not a failure"); return }
        #expect(message == "no input")
        #expect(MarkdownReport.rows(for: record)[0].contains("**error**: no input"))
    }

    @Test func unavailablePeerIsReportedInItsRowAndNothingFails() {
        let ours = Workload(id: "ours", label: "ours") { for index in 0..<$0 { blackHole(identity(index)) } }
        let benchmark = Benchmark("x/peerless") {
            BenchmarkSubjects(ours: ours, peers: [.unavailable(label: "libfoo f()", reason: "libfoo.so: not found")])
        }
        let record = BenchmarkRecord.measure(benchmark, plan: Self.tinyPlan)
        guard case let .measured(_, peers) = record.outcome, case .unavailable = peers.first else {
            Issue.record("expected a measured record with an unavailable peer"); return
        }
        let row = MarkdownReport.rows(for: record)[0]
        #expect(row.contains("peer unavailable"))
        #expect(row.contains("libfoo.so: not found"))
    }

    @Test func measuredPeersGetARatioAndOneRowEach() {
        func workload(_ id: String) -> Workload {
            Workload(id: id, label: id) { for index in 0..<$0 { blackHole(identity(index)) } }
        }
        let benchmark = Benchmark("x/two-peers") {
            BenchmarkSubjects(
                ours: workload("ours"), peers: [.available(workload("p1")), .available(workload("p2"))],
                bytesPerOperation: 8)
        }
        let record = BenchmarkRecord.measure(benchmark, plan: Self.tinyPlan)
        guard case let .measured(ours, peers) = record.outcome else { Issue.record("not measured"); return }
        #expect(ours.iterations > 0)
        for peer in peers {
            guard case let .measured(result, ratio) = peer else { Issue.record("peer not measured"); continue }
            #expect(ratio?.value == result.statistics.median / ours.statistics.median)
            #expect(ratio?.interval.map { $0.contains(ratio!.value) } == true, "an interval around the ratio")
            #expect(result.samples.count == 3 && ours.samples.count == 3, "one sample per round, kept for the JSON")
        }
        let rows = MarkdownReport.rows(for: record)
        #expect(rows.count == 2)
        #expect(rows[1].hasPrefix("| ↳ |"))
    }

    @Test func yardsticksArePeersOfEveryRowWhenAskedFor() {
        let ours = Workload(id: "ours", label: "ours") { for index in 0..<$0 { blackHole(identity(index)) } }
        let benchmark = Benchmark("x/alone") { BenchmarkSubjects(ours: ours) }
        var plan = Self.tinyPlan
        for yardsticks in [false, true] {
            plan.yardsticks = yardsticks
            let record = BenchmarkRecord.measure(benchmark, plan: plan)
            guard case let .measured(_, peers) = record.outcome else { Issue.record("not measured"); return }
            let ids = peers.compactMap { peer -> String? in
                guard case let .measured(result, _) = peer else { return nil }
                #expect(result.samples.count == 3, "sampled in the same rounds as ours")
                return result.id
            }
            #expect(ids == (yardsticks ? ["yardstick-chain", "yardstick-copies"] : []))
        }
    }

    @Test func calibrationGrowsTheBatchGeometricallyWithinBounds() {
        // Far too fast: at most 100× the last count.
        #expect(Calibration.nextCount(after: 10, elapsed: 1, targetNanos: 1e9) == 1000)
        // Barely too fast: at least double.
        #expect(Calibration.nextCount(after: 10, elapsed: 999, targetNanos: 1000) == 20)
        // In between: aim 20 % past the target.
        #expect(Calibration.nextCount(after: 100, elapsed: 100, targetNanos: 1000) == 1200)
    }

    /// A call that waited is not measured by its wall time alone: a first call of one operation
    /// that waited 20 ms for the CPU, past a 5 ms target, does not end the calibration at a batch
    /// of 1, as it did when the wall clock alone decided; threads running in parallel do not
    /// make a call longer either. A workload that does nothing but wait still stops, once a call
    /// lasts 20 times the target.
    @Test func calibrationLooksPastTimeSpentWaiting() {
        let target = 5e6
        #expect(!Calibration.isLongEnough(wall: 20e6, cpu: 0.1e6, targetNanos: target), "descheduled")
        #expect(!Calibration.isLongEnough(wall: 1e6, cpu: 8e6, targetNanos: target), "threads in parallel")
        #expect(Calibration.isLongEnough(wall: 5e6, cpu: 5e6, targetNanos: target))
        #expect(Calibration.isLongEnough(wall: 6e6, cpu: 12e6, targetNanos: target))
        #expect(Calibration.isLongEnough(wall: 100e6, cpu: 0.1e6, targetNanos: target), "only waits")
        #expect(!Calibration.isLongEnough(wall: 99e6, cpu: 0.1e6, targetNanos: target))

        let onlyWaits = Workload(id: "ours", label: "sleeps 10 µs per operation") { iterations in
            for _ in 0..<iterations { usleep(10) }
        }
        let started = ClockReading.wallNow()
        let batch = Calibration.batchSize(for: onlyWaits, target: 0.001)
        #expect(batch < 1 << 20)
        #expect(Double(ClockReading.wallNow() - started) < 5e9, "stopped within seconds, at batch \(batch)")
    }
}
