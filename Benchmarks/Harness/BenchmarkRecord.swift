/// The measured result of one contender.
package struct ContenderResult: Sendable {
    /// `ours`, or the peer's id.
    package var id: String
    /// What was measured.
    package var label: String
    /// Operations timed over all samples.
    package var iterations: Int
    /// Wall-clock nanoseconds per operation.
    package var wall: SampleStatistics
    /// Process CPU nanoseconds per operation.
    package var cpu: SampleStatistics
    /// The clock ``statistics`` reports.
    package var clock: MeasurementClock

    /// Creates a result.
    package init(id: String, label: String, iterations: Int, wall: SampleStatistics, cpu: SampleStatistics,
                clock: MeasurementClock) {
        self.id = id
        self.label = label
        self.iterations = iterations
        self.wall = wall
        self.cpu = cpu
        self.clock = clock
    }

    /// The statistics of the benchmark's clock: what the table, the ratios and the baseline
    /// comparison use.
    package var statistics: SampleStatistics { clock == .cpu ? cpu : wall }

    /// Operations per second at the median time.
    package var operationsPerSecond: Double { statistics.median > 0 ? 1e9 / statistics.median : 0 }
}

/// What became of one peer.
package enum PeerResult: Sendable {
    /// Measured; `ratio` is peer median over ours (`nil` when ours took no measurable time).
    case measured(ContenderResult, ratio: Double?)
    /// Not run: the library it needs is missing.
    case unavailable(label: String, reason: String)
}

/// Everything the suite reports about one benchmark.
package struct BenchmarkRecord: Sendable {
    /// The benchmark's name.
    package var name: String
    /// Bytes per operation, when bytes apply.
    package var bytesPerOperation: Int?
    /// Items per operation.
    package var itemsPerOperation: Int
    /// The set-up's remark, if any.
    package var note: String?
    /// The measurements, or why there are none.
    package var outcome: Outcome

    /// The measurements of a benchmark, or the error that stopped it.
    package enum Outcome: Sendable {
        /// Ours and the peers were measured.
        case measured(ours: ContenderResult, peers: [PeerResult])
        /// Set-up or a self-check failed.
        case failed(String)
    }

    /// Creates a record.
    package init(name: String, bytesPerOperation: Int? = nil, itemsPerOperation: Int = 1,
                note: String? = nil, outcome: Outcome) {
        self.name = name
        self.bytesPerOperation = bytesPerOperation
        self.itemsPerOperation = itemsPerOperation
        self.note = note
        self.outcome = outcome
    }

    /// Measures `benchmark` as `plan` says: set-up, calibration, interleaved samples. The
    /// statistics use `clock` unless the benchmark's subjects name their own.
    package static func measure(_ benchmark: Benchmark, plan: SamplingPlan, clock: MeasurementClock = .cpu) -> BenchmarkRecord {
        let subjects: BenchmarkSubjects
        do { subjects = try benchmark.setUp() } catch {
            return BenchmarkRecord(name: benchmark.name, outcome: .failed("\(error)"))
        }
        var contenders = [subjects.ours]
        for case let .available(workload) in subjects.peers { contenders.append(workload) }
        let samples = InterleavedSampler.measure(contenders, plan: plan)
        let clock = subjects.clock ?? clock

        func result(_ samples: ContenderSamples) -> ContenderResult {
            ContenderResult(
                id: samples.id, label: samples.label, iterations: samples.totalOperations,
                wall: SampleStatistics(samples.wallNanosPerOperation)!,
                cpu: SampleStatistics(samples.cpuNanosPerOperation)!, clock: clock)
        }
        let ours = result(samples[0])
        var measuredPeers = samples.dropFirst().makeIterator()
        let peers: [PeerResult] = subjects.peers.map { peer in
            switch peer {
            case .available:
                let measured = result(measuredPeers.next()!)
                return .measured(measured, ratio: SpeedRatio.of(peerMedian: measured.statistics.median,
                                                                oursMedian: ours.statistics.median))
            case let .unavailable(label, reason):
                return .unavailable(label: label, reason: reason)
            }
        }
        return BenchmarkRecord(
            name: benchmark.name, bytesPerOperation: subjects.bytesPerOperation,
            itemsPerOperation: subjects.itemsPerOperation, note: subjects.note,
            outcome: .measured(ours: ours, peers: peers))
    }
}
