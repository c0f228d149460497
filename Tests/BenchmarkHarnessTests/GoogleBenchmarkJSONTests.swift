import Foundation
import Testing
import BenchmarkHarness

@Suite struct GoogleBenchmarkJSONTests {
    /// The file as a generic JSON object, as a foreign comparison tool would read it.
    func jsonObject(_ records: [BenchmarkRecord]) throws -> [String: Any] {
        let report = GoogleBenchmarkJSON(context: Fixtures.context, benchmarks: records.flatMap(GoogleBenchmarkJSON.entries(for:)))
        return try #require(try JSONSerialization.jsonObject(with: report.encoded()) as? [String: Any])
    }

    @Test func contextHasGoogleBenchmarkKeysAndOurs() throws {
        let context = try #require(try jsonObject([Fixtures.md5Record])["context"] as? [String: Any])
        for key in [
            "date", "host_name", "executable", "num_cpus", "mhz_per_cpu", "cpu_scaling_enabled",
            "caches", "load_avg", "library_build_type", "cpu_model", "toolchain", "build_flags", "command", "aslr",
            "cpu_flags", "kernel", "allocation_counting",
        ] {
            #expect(context[key] != nil, "context lacks \(key)")
        }
        #expect(context["num_cpus"] as? Int == 2)
        #expect(context["library_build_type"] as? String == "release")
        #expect(context["aslr"] as? String == "off")
    }

    @Test func ourEntryCarriesTimesThroughputAndTheFirstMeasuredPeer() throws {
        let benchmarks = try #require(try jsonObject([Fixtures.md5Record])["benchmarks"] as? [[String: Any]])
        let ours = try #require(benchmarks.first { $0["name"] as? String == "md5/oneshot/1KiB" })
        #expect(ours["run_type"] as? String == "iteration")
        #expect(ours["iterations"] as? Int == 1000)
        #expect(ours["real_time"] as? Double == 1000)
        #expect(ours["cpu_time"] as? Double == 900)
        #expect(ours["clock"] as? String == "wall")
        #expect(ours["time_unit"] as? String == "ns")
        #expect(ours["bytes_per_second"] as? Double == 1024 * 1e6)
        #expect(ours["items_per_second"] as? Double == 1e6)
        #expect(ours["peer"] as? String == "OpenSSL MD5()")
        #expect(ours["ratio"] as? Double == 1.5)
        #expect(ours["ratio_low"] as? Double == 1.25 && ours["ratio_high"] as? Double == 1.75)
        let peers = try #require(ours["peers"] as? [[String: Any]])
        #expect(peers.count == 2)
        #expect(peers[0]["ratio_low"] as? Double == 1.25 && peers[0]["ratio_high"] as? Double == 1.75)
        #expect(peers[1]["unavailable"] as? String == "not built")
    }

    @Test func eachMeasuredPeerHasItsOwnEntryPointingBack() throws {
        let benchmarks = try #require(try jsonObject([Fixtures.md5Record])["benchmarks"] as? [[String: Any]])
        #expect(benchmarks.count == 2, "ours and the one measured peer; the unavailable one has no entry")
        let peer = try #require(benchmarks.first { $0["name"] as? String == "md5/oneshot/1KiB/peer:libcrypto" })
        #expect(peer["peer_of"] as? String == "md5/oneshot/1KiB")
        #expect(peer["real_time"] as? Double == 1500)
        #expect(peer["ratio"] as? Double == 1.5)
        #expect(peer["ratio_low"] as? Double == 1.25 && peer["ratio_high"] as? Double == 1.75)
    }

    /// What a later run's --baseline needs: every sample in round order, and the allocation
    /// count with its claim.
    @Test func entriesCarryTheirSamplesAndAllocations() throws {
        var record = Fixtures.md5Record
        record.allocationLimit = 0
        if case .measured(var ours, let peers) = record.outcome {
            ours.samples = [900, 1100, 1000]
            ours.allocationsPerOperation = 0
            record.outcome = .measured(ours: ours, peers: peers)
        }
        let benchmarks = try #require(try jsonObject([record])["benchmarks"] as? [[String: Any]])
        #expect(benchmarks[0]["sample_times"] as? [[Double]] == [[900, 1100, 1000]])
        #expect(benchmarks[0]["allocations_per_op"] as? Double == 0)
        #expect(benchmarks[0]["allocation_limit"] as? Int == 0)
        #expect(benchmarks[1]["allocation_limit"] == nil, "a claim is ours, not the peer's")
    }

    /// The context says what a baseline needs to know to be compared fairly.
    @Test func contextDescribesMachineAndBuild() {
        let context = GoogleBenchmarkJSON.Context(
            machine: MachineDescription.current(), build: .current, executable: "b", command: "b", quick: true,
            addressRandomization: AddressRandomization(isOff: true, reason: "test"))
        #if os(Linux)
        #expect(context.kernel.hasPrefix("Linux "))
        #expect(!context.cpuModel.isEmpty && context.cpuModel != "unknown")
        #endif
        #expect(context.targetFeatures == BuildConfiguration.current.targetFeatures)
        #expect(context.cpuFlags.allSatisfy(InstructionSetExtensions.relevant.contains))
        #expect(!context.allocationCounting.isEmpty)
    }

    /// The committed baselines predate samples, intervals and target features: they still
    /// read, and compare by the threshold alone.
    @Test func readsTheBaselinesWrittenBeforeSamples() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Benchmarks/baselines/2026-11-22-speed-2.json")
        let old = try GoogleBenchmarkJSON.decode(Data(contentsOf: file))
        #expect(old.context.cpuModel == "AMD EPYC" && old.context.targetFeatures == nil && old.context.processes == 5)
        #expect(old.benchmarks.allSatisfy { $0.sampleTimes == nil && $0.ratioLow == nil })
        var context = Fixtures.context
        context.cpuModel = "AMD EPYC"
        context.toolchain = old.context.toolchain
        context.buildFlags = old.context.buildFlags
        let current = Fixtures.sampledReport([("uuid/generate/v4", [18, 19, 20], [2400, 2500, 2600])], context: context)
        let comparison = BaselineComparison(current: current, baseline: old, thresholdPercent: 10)
        #expect(comparison.basis == .times)
        #expect(comparison.changes.count == 1 && comparison.changes[0].test == nil)
        #expect(comparison.markdown.contains("compared by the threshold alone"))
    }

    @Test func cpuClockEntriesReportCPUPercentilesAndCompareOnCPUTime() throws {
        let record = BenchmarkRecord(
            name: "x",
            outcome: .measured(
                ours: Fixtures.result("ours", "o", [100, 200, 300], clock: .cpu), peers: []))
        let entry = try #require(GoogleBenchmarkJSON.entries(for: record).first)
        #expect(entry.clock == "cpu")
        #expect(entry.realTime == 200 && entry.cpuTime == 180)
        #expect(entry.min == 90)
        #expect(entry.primaryNanoseconds == 180)
        #expect(entry.itemsPerSecond == 1e9 / 180)
    }

    @Test func failureIsReportedAsGoogleBenchmarkDoes() throws {
        let benchmarks = try #require(try jsonObject([Fixtures.failedRecord])["benchmarks"] as? [[String: Any]])
        #expect(benchmarks.count == 1)
        #expect(benchmarks[0]["error_occurred"] as? Bool == true)
        #expect(benchmarks[0]["error_message"] as? String == "self-check failed")
    }

    @Test func threadsComeFromTheName() throws {
        let entry = try #require(GoogleBenchmarkJSON.entries(for: Fixtures.scalingRecord).first)
        #expect(entry.threads == 2)
        #expect(entry.itemsPerSecond == 1000 * 1e9 / 100_000)
        #expect(entry.bytesPerSecond == nil)
    }

    @Test func roundTripsThroughTheFile() throws {
        let report = GoogleBenchmarkJSON(
            context: Fixtures.context,
            benchmarks: [Fixtures.md5Record, Fixtures.failedRecord].flatMap(GoogleBenchmarkJSON.entries(for:)))
        #expect(try GoogleBenchmarkJSON.decode(report.encoded()) == report)
    }

    /// The shape Google Benchmark itself writes (caches as objects, no fields of ours).
    @Test func readsAFileWrittenByGoogleBenchmark() throws {
        let text = """
            {"context": {"date": "2024-05-01T10:00:00+00:00", "host_name": "h", "executable": "./b",
              "num_cpus": 8, "mhz_per_cpu": 3000, "cpu_scaling_enabled": true,
              "caches": [{"type": "Data", "level": 1, "size": 32768, "num_sharing": 2}],
              "load_avg": [1.0, 0.5, 0.2], "library_build_type": "release"},
             "benchmarks": [{"name": "BM_Hash/64", "family_index": 0, "run_name": "BM_Hash/64",
              "run_type": "iteration", "repetitions": 1, "repetition_index": 0, "threads": 1,
              "iterations": 1000, "real_time": 1.5, "cpu_time": 1.4, "time_unit": "us",
              "bytes_per_second": 42666666.0}]}
            """
        let report = try GoogleBenchmarkJSON.decode(Data(text.utf8))
        #expect(report.context.numCpus == 8)
        #expect(report.context.caches.isEmpty)
        #expect(report.benchmarks[0].realTimeNanoseconds == 1500)
        #expect(report.benchmarks[0].peer == nil)
    }
}
