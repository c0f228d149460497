import BenchmarkHarness

/// Records built from synthetic samples, for the report tests.
enum Fixtures {
    /// A result whose wall samples are `samples` and CPU samples 90 % of them.
    static func result(
        _ id: String, _ label: String, _ samples: [Double], iterations: Int = 1000,
        clock: MeasurementClock = .wall
    ) -> ContenderResult {
        ContenderResult(
            id: id, label: label, iterations: iterations, wall: SampleStatistics(samples)!,
            cpu: SampleStatistics(samples.map { $0 * 0.9 })!, clock: clock)
    }

    /// `md5/oneshot/1KiB`: ours at a median of 1000 ns, libcrypto at 1500, textbook missing.
    static let md5Record = BenchmarkRecord(
        name: "md5/oneshot/1KiB", bytesPerOperation: 1024, itemsPerOperation: 1, note: nil,
        outcome: .measured(
            ours: result("ours", "MD5.hash", [900, 1000, 1100]),
            peers: [
                .measured(
                    result("libcrypto", "OpenSSL MD5()", [1400, 1500, 1600]),
                    ratio: RatioEstimate(value: 1.5, interval: 1.25...1.75)),
                .unavailable(label: "textbook", reason: "not built"),
            ]))

    static let failedRecord = BenchmarkRecord(name: "uuid/parse/urn", outcome: .failed("self-check failed"))

    static let scalingRecord = BenchmarkRecord(
        name: "scaling/bulk/1000/threads-2", itemsPerOperation: 1000,
        outcome: .measured(ours: result("ours", "bulk", [100_000, 100_000]), peers: []))

    static let context = GoogleBenchmarkJSON.Context(
        date: "2026-01-01T00:00:00Z", hostName: "host", executable: "openudid-bench", numCpus: 2,
        mhzPerCpu: 3000, cpuScalingEnabled: false, caches: [], loadAvg: [0.5, 0.5, 0.5],
        libraryBuildType: "release", cpuModel: "CPU", toolchain: "Swift 6.3", buildFlags: "-O (release)",
        command: "openudid-bench", quick: false, aslr: "off")

    /// A report whose entries are ours (`name` → median ns) plus one peer entry.
    static func report(_ times: [(String, Double)], unit: String = "ns") -> GoogleBenchmarkJSON {
        var entries = times.map { GoogleBenchmarkJSON.Entry(name: $0.0, iterations: 10, realTime: $0.1, cpuTime: $0.1, timeUnit: unit) }
        var peer = GoogleBenchmarkJSON.Entry(name: "a/peer:x", iterations: 10, realTime: 1, cpuTime: 1)
        peer.peerOf = "a"
        entries.append(peer)
        return GoogleBenchmarkJSON(context: context, benchmarks: entries)
    }

    /// A run in one process whose benchmarks have the given CPU samples (ours, and a peer's
    /// taken in the same rounds), written as the harness writes a run.
    static func sampledReport(
        _ benchmarks: [(name: String, ours: [Double], peer: [Double]?)],
        context: GoogleBenchmarkJSON.Context = context
    ) -> GoogleBenchmarkJSON {
        func result(_ id: String, _ samples: [Double]) -> ContenderResult {
            ContenderResult(
                id: id, label: id, iterations: samples.count * 100, wall: SampleStatistics(samples)!,
                cpu: SampleStatistics(samples)!, clock: .cpu, samples: samples)
        }
        let records = benchmarks.map { benchmark in
            let ours = result("ours", benchmark.ours)
            let peers =
                benchmark.peer.map { samples -> [PeerResult] in
                    let peer = result("peer", samples)
                    return [.measured(peer, ratio: RatioEstimate(ours: ours, peer: peer, random: SeededRandom(seedText: benchmark.name)))]
                } ?? []
            return BenchmarkRecord(name: benchmark.name, outcome: .measured(ours: ours, peers: peers))
        }
        return GoogleBenchmarkJSON(context: context, benchmarks: records.flatMap(GoogleBenchmarkJSON.entries(for:)))
    }
}
