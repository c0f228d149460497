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
    /// Nanoseconds per operation of every sample on ``clock``, in round order, to 6 significant
    /// digits: sample `k` of every contender of a benchmark comes from round `k` (what the
    /// paired bootstrap and the baseline's significance test need).
    package var samples: [Double]
    /// Heap allocation calls per operation, counted in untimed calls of the body after sampling
    /// (``AllocationCounter/perOperation(batch:_:)``); `nil` when counting is unavailable.
    package var allocationsPerOperation: Double?

    /// Creates a result.
    package init(
        id: String, label: String, iterations: Int, wall: SampleStatistics, cpu: SampleStatistics,
        clock: MeasurementClock, samples: [Double] = [], allocationsPerOperation: Double? = nil
    ) {
        self.id = id
        self.label = label
        self.iterations = iterations
        self.wall = wall
        self.cpu = cpu
        self.clock = clock
        self.samples = samples
        self.allocationsPerOperation = allocationsPerOperation
    }

    /// The statistics of the benchmark's clock: what the table, the ratios and the baseline
    /// comparison use.
    package var statistics: SampleStatistics { clock == .cpu ? cpu : wall }

    /// Operations per second at the median time.
    package var operationsPerSecond: Double { statistics.median > 0 ? 1e9 / statistics.median : 0 }
}

/// What became of one peer.
package enum PeerResult: Sendable {
    /// Measured; `ratio` is peer median over ours with its interval (`nil` when ours took no
    /// measurable time).
    case measured(ContenderResult, ratio: RatioEstimate?)
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
    /// The most heap allocations per operation the benchmark may make, when that is a claim
    /// (``AllocationExpectation``; 0: none): the table flags a count above it.
    package var allocationLimit: Int?
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
    package init(
        name: String, bytesPerOperation: Int? = nil, itemsPerOperation: Int = 1,
        note: String? = nil, allocationLimit: Int? = nil, outcome: Outcome
    ) {
        self.name = name
        self.bytesPerOperation = bytesPerOperation
        self.itemsPerOperation = itemsPerOperation
        self.note = note
        self.allocationLimit = allocationLimit
        self.outcome = outcome
    }

    /// Measures `benchmark` as `plan` says: set-up, calibration, interleaved samples, then two
    /// untimed calls of each contender's body to count its heap allocations per operation.
    /// The statistics use `clock` unless the benchmark's subjects name their own; each peer's
    /// ratio gets its bootstrap interval (``RatioBootstrap``).
    package static func measure(_ benchmark: Benchmark, plan: SamplingPlan, clock: MeasurementClock = .cpu) -> BenchmarkRecord {
        let allocationLimit = AllocationExpectation.limit(for: benchmark.name)
        var subjects: BenchmarkSubjects
        do { subjects = try benchmark.setUp() } catch {
            return BenchmarkRecord(
                name: benchmark.name, allocationLimit: allocationLimit,
                outcome: .failed("\(error)"))
        }
        // Timed like peers, in the same rounds; their ratios say nothing of ours.
        if plan.yardsticks { subjects.peers += HostYardsticks.peers }
        var contenders = [subjects.ours]
        for case let .available(workload) in subjects.peers { contenders.append(workload) }
        let samples = InterleavedSampler.measure(contenders, plan: plan)
        let clock = subjects.clock ?? clock

        func result(_ samples: ContenderSamples, _ workload: Workload) -> ContenderResult {
            return ContenderResult(
                id: samples.id, label: samples.label, iterations: samples.totalOperations,
                wall: SampleStatistics(samples.wallNanosPerOperation)!,
                cpu: SampleStatistics(samples.cpuNanosPerOperation)!, clock: clock,
                samples: (clock == .cpu ? samples.cpuNanosPerOperation : samples.wallNanosPerOperation)
                    .map { NumberFormatting.rounded($0, significantDigits: 6) },
                allocationsPerOperation: AllocationCounter.perOperation(
                    batch: samples.batchSize, runtimeAllocations: workload.runtimeAllocations, workload.body))
        }
        let ours = result(samples[0], contenders[0])
        var measuredPeers = zip(samples, contenders).dropFirst().makeIterator()
        let peers: [PeerResult] = subjects.peers.map { peer in
            switch peer {
            case .available:
                let (peerSamples, workload) = measuredPeers.next()!
                let measured = result(peerSamples, workload)
                return .measured(
                    measured,
                    ratio: RatioEstimate(
                        ours: ours, peer: measured,
                        random: SeededRandom(seedText: GoogleBenchmarkJSON.peerEntryName(benchmark.name, measured.id))))
            case let .unavailable(label, reason):
                return .unavailable(label: label, reason: reason)
            }
        }
        return BenchmarkRecord(
            name: benchmark.name, bytesPerOperation: subjects.bytesPerOperation,
            itemsPerOperation: subjects.itemsPerOperation, note: subjects.note,
            allocationLimit: allocationLimit, outcome: .measured(ours: ours, peers: peers))
    }
}
