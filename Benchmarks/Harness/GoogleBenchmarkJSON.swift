/// The results file in Google Benchmark's JSON format, so that tools written for it
/// (`compare.py`, dashboards) read ours.
///
/// Key names are Google Benchmark's, in snake case (`real_time`, `bytes_per_second`). Fields
/// it does not have are ours and its tools ignore them: in `context`, `cpu_model`,
/// `cpu_flags`, `kernel`, `toolchain`, `build_flags`, `target_features`, `command`, `quick`,
/// `aslr`, `allocation_counting` and (for `--processes`) `processes`; in each benchmark, the
/// percentiles, the samples, the allocation count, the note, the peer fields with their
/// intervals and (for `--processes`) the per-process medians described on ``Entry``.
package struct GoogleBenchmarkJSON: Codable, Sendable, Equatable {
    /// Where and how the run happened.
    package var context: Context
    /// One entry per measured contender.
    package var benchmarks: [Entry]

    /// Creates a report.
    package init(context: Context, benchmarks: [Entry]) {
        self.context = context
        self.benchmarks = benchmarks
    }

    /// The run's context.
    package struct Context: Codable, Sendable, Equatable {
        /// ISO 8601 start time.
        package var date: String
        /// Host name.
        package var hostName: String
        /// Path of the executable.
        package var executable: String
        /// Logical CPUs online.
        package var numCpus: Int
        /// MHz of the first CPU as reported by the kernel.
        package var mhzPerCpu: Int
        /// Google Benchmark reports frequency scaling here; we cannot tell, so always `false`.
        package var cpuScalingEnabled: Bool
        /// Cache descriptions; we report none.
        package var caches: [String]
        /// Load averages at the start.
        package var loadAvg: [Double]
        /// `release` or `debug`.
        package var libraryBuildType: String
        /// Ours: the CPU model.
        package var cpuModel: String
        /// Ours: the instruction-set extensions of ``InstructionSetExtensions/relevant`` the CPU
        /// has; empty when the file does not say.
        package var cpuFlags: [String]
        /// Ours: the kernel (`Linux 6.1.0-18-amd64`); empty when the file does not say.
        package var kernel: String
        /// Ours: the compiler version.
        package var toolchain: String
        /// Ours: the optimization flags.
        package var buildFlags: String
        /// Ours: the extensions the compiler could use (empty: a portable build); `nil` in files
        /// written before it was recorded, which cannot tell a native build from a portable one.
        package var targetFeatures: [String]?
        /// Ours: the command line.
        package var command: String
        /// Ours: whether this was a `--quick` smoke pass.
        package var quick: Bool
        /// Ours: address-space layout randomization during the run, `off` or `on`
        /// (see ``AddressRandomization``); empty when the file does not say.
        package var aslr: String
        /// Ours: how many processes the figures aggregate (`--processes`); absent for one.
        package var processes: Int?
        /// Ours: how allocations were counted (`malloc interposition`), or why they were not;
        /// empty when the file does not say.
        package var allocationCounting: String

        /// Creates a context.
        package init(
            date: String, hostName: String, executable: String, numCpus: Int, mhzPerCpu: Int,
            cpuScalingEnabled: Bool, caches: [String], loadAvg: [Double], libraryBuildType: String,
            cpuModel: String, cpuFlags: [String] = [], kernel: String = "", toolchain: String,
            buildFlags: String, targetFeatures: [String]? = nil, command: String, quick: Bool,
            aslr: String = "", processes: Int? = nil, allocationCounting: String = ""
        ) {
            self.date = date
            self.hostName = hostName
            self.executable = executable
            self.numCpus = numCpus
            self.mhzPerCpu = mhzPerCpu
            self.cpuScalingEnabled = cpuScalingEnabled
            self.caches = caches
            self.loadAvg = loadAvg
            self.libraryBuildType = libraryBuildType
            self.cpuModel = cpuModel
            self.cpuFlags = cpuFlags
            self.kernel = kernel
            self.toolchain = toolchain
            self.buildFlags = buildFlags
            self.targetFeatures = targetFeatures
            self.command = command
            self.quick = quick
            self.aslr = aslr
            self.processes = processes
            self.allocationCounting = allocationCounting
        }

        /// Decodes a context, reading every missing field as empty: files written by Google
        /// Benchmark itself lack ours, and its `caches` are objects we do not model.
        package init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            date = try c.decodeIfPresent(String.self, forKey: .date) ?? ""
            hostName = try c.decodeIfPresent(String.self, forKey: .hostName) ?? ""
            executable = try c.decodeIfPresent(String.self, forKey: .executable) ?? ""
            numCpus = try c.decodeIfPresent(Int.self, forKey: .numCpus) ?? 0
            mhzPerCpu = try c.decodeIfPresent(Int.self, forKey: .mhzPerCpu) ?? 0
            cpuScalingEnabled = try c.decodeIfPresent(Bool.self, forKey: .cpuScalingEnabled) ?? false
            caches = (try? c.decodeIfPresent([String].self, forKey: .caches)) ?? []
            loadAvg = try c.decodeIfPresent([Double].self, forKey: .loadAvg) ?? []
            libraryBuildType = try c.decodeIfPresent(String.self, forKey: .libraryBuildType) ?? ""
            cpuModel = try c.decodeIfPresent(String.self, forKey: .cpuModel) ?? ""
            cpuFlags = try c.decodeIfPresent([String].self, forKey: .cpuFlags) ?? []
            kernel = try c.decodeIfPresent(String.self, forKey: .kernel) ?? ""
            toolchain = try c.decodeIfPresent(String.self, forKey: .toolchain) ?? ""
            buildFlags = try c.decodeIfPresent(String.self, forKey: .buildFlags) ?? ""
            targetFeatures = try c.decodeIfPresent([String].self, forKey: .targetFeatures)
            command = try c.decodeIfPresent(String.self, forKey: .command) ?? ""
            quick = try c.decodeIfPresent(Bool.self, forKey: .quick) ?? false
            aslr = try c.decodeIfPresent(String.self, forKey: .aslr) ?? ""
            processes = try c.decodeIfPresent(Int.self, forKey: .processes)
            allocationCounting = try c.decodeIfPresent(String.self, forKey: .allocationCounting) ?? ""
        }
    }

    /// One contender of one benchmark.
    ///
    /// Our measurement is named after the benchmark (`md5/oneshot/36B`); each measured peer
    /// gets its own entry named `<benchmark>/peer:<id>` with ``peerOf`` set, so comparison
    /// tools track peers too and our regressions are never confused with theirs.
    package struct Entry: Codable, Sendable, Equatable {
        /// The entry's name.
        package var name: String
        /// Same as `name` (Google Benchmark's run name without aggregates).
        package var runName: String
        /// Always `iteration`: we report medians of samples, not Google's aggregates.
        package var runType: String
        /// Always 1.
        package var repetitions: Int
        /// Always 0.
        package var repetitionIndex: Int
        /// Threads of the benchmark (1 except for the scaling benchmarks).
        package var threads: Int
        /// Operations timed over all samples.
        package var iterations: Int
        /// Median wall time per operation, in `time_unit`.
        package var realTime: Double
        /// Median process CPU time per operation, in `time_unit`.
        package var cpuTime: Double
        /// `ns`, `us`, `ms` or `s`; we write `ns`.
        package var timeUnit: String
        /// Bytes per second at the median, when bytes apply.
        package var bytesPerSecond: Double?
        /// Items per second at the median.
        package var itemsPerSecond: Double?
        /// Ours: the clock of `p10`, `p90`, `min`, `ratio` and the baseline comparison, `cpu`
        /// (then `cpu_time` is the median that counts) or `wall` (`real_time`).
        package var clock: String?
        /// Ours: 10th percentile of the time per operation on `clock`.
        package var p10: Double?
        /// Ours: 90th percentile.
        package var p90: Double?
        /// Ours: fastest sample.
        package var min: Double?
        /// Ours: how many samples.
        package var samples: Int?
        /// Ours: on our entry, the label of the first peer; on a peer's entry, its own label.
        package var peer: String?
        /// Ours: peer median over our median, for the peer named in ``peer``.
        package var ratio: Double?
        /// Ours: the lower bound of the 95 % interval of ``ratio`` (``RatioBootstrap``).
        package var ratioLow: Double?
        /// Ours: the upper bound of that interval.
        package var ratioHigh: Double?
        /// Ours: on a peer's entry, the name of the benchmark it is a peer of.
        package var peerOf: String?
        /// Ours: every peer of the benchmark with its ratio, or why it did not run.
        package var peers: [PeerSummary]?
        /// Ours: on our entry, the set-up's remark (the table's Notes), if any.
        package var note: String?
        /// Ours: nanoseconds per operation of every sample on `clock`, one list per process in
        /// round order (one list for a run in one process): sample `k` of a process's list was
        /// taken in the same round as sample `k` of the other contenders' lists. What a later
        /// run's `--baseline` tests against, and what the ratio intervals are drawn from.
        package var sampleTimes: [[Double]]?
        /// Ours: heap allocation calls per operation, counted in an untimed pass; with
        /// `--processes`, the largest of the processes' counts. Absent when not counted.
        package var allocationsPerOp: Double?
        /// Ours: on a benchmark whose allocations are a claim (``AllocationExpectation``), the
        /// most it may make per operation: 0 for one that must allocate nothing.
        package var allocationLimit: Int?
        /// Ours, for `--processes`: the median of each process on `clock`, in process order.
        /// The entry's medians are the medians of these; `p10` is the lowest of the processes'
        /// p10s, `p90` the highest of their p90s, `min` the fastest sample of all, and
        /// `iterations` and `samples` are totals (see ``ProcessAggregation``).
        package var processMedians: [Double]?
        /// Set when the benchmark failed, as Google Benchmark does.
        package var errorOccurred: Bool?
        /// The failure.
        package var errorMessage: String?

        /// Creates an entry with the fields every entry has.
        package init(
            name: String, iterations: Int, realTime: Double, cpuTime: Double,
            timeUnit: String = "ns", threads: Int = 1
        ) {
            self.name = name
            self.runName = name
            self.runType = "iteration"
            self.repetitions = 1
            self.repetitionIndex = 0
            self.threads = threads
            self.iterations = iterations
            self.realTime = realTime
            self.cpuTime = cpuTime
            self.timeUnit = timeUnit
        }

        /// Decodes an entry; the fields Google Benchmark does not always write (`run_name`,
        /// `run_type`, repetitions, threads) default as it would.
        package init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            name = try c.decode(String.self, forKey: .name)
            runName = try c.decodeIfPresent(String.self, forKey: .runName) ?? name
            runType = try c.decodeIfPresent(String.self, forKey: .runType) ?? "iteration"
            repetitions = try c.decodeIfPresent(Int.self, forKey: .repetitions) ?? 1
            repetitionIndex = try c.decodeIfPresent(Int.self, forKey: .repetitionIndex) ?? 0
            threads = try c.decodeIfPresent(Int.self, forKey: .threads) ?? 1
            iterations = try c.decodeIfPresent(Int.self, forKey: .iterations) ?? 0
            realTime = try c.decodeIfPresent(Double.self, forKey: .realTime) ?? 0
            cpuTime = try c.decodeIfPresent(Double.self, forKey: .cpuTime) ?? 0
            timeUnit = try c.decodeIfPresent(String.self, forKey: .timeUnit) ?? "ns"
            bytesPerSecond = try c.decodeIfPresent(Double.self, forKey: .bytesPerSecond)
            itemsPerSecond = try c.decodeIfPresent(Double.self, forKey: .itemsPerSecond)
            clock = try c.decodeIfPresent(String.self, forKey: .clock)
            p10 = try c.decodeIfPresent(Double.self, forKey: .p10)
            p90 = try c.decodeIfPresent(Double.self, forKey: .p90)
            min = try c.decodeIfPresent(Double.self, forKey: .min)
            samples = try c.decodeIfPresent(Int.self, forKey: .samples)
            peer = try c.decodeIfPresent(String.self, forKey: .peer)
            ratio = try c.decodeIfPresent(Double.self, forKey: .ratio)
            ratioLow = try c.decodeIfPresent(Double.self, forKey: .ratioLow)
            ratioHigh = try c.decodeIfPresent(Double.self, forKey: .ratioHigh)
            peerOf = try c.decodeIfPresent(String.self, forKey: .peerOf)
            peers = try c.decodeIfPresent([PeerSummary].self, forKey: .peers)
            note = try c.decodeIfPresent(String.self, forKey: .note)
            sampleTimes = try c.decodeIfPresent([[Double]].self, forKey: .sampleTimes)
            allocationsPerOp = try c.decodeIfPresent(Double.self, forKey: .allocationsPerOp)
            allocationLimit = try c.decodeIfPresent(Int.self, forKey: .allocationLimit)
            processMedians = try c.decodeIfPresent([Double].self, forKey: .processMedians)
            errorOccurred = try c.decodeIfPresent(Bool.self, forKey: .errorOccurred)
            errorMessage = try c.decodeIfPresent(String.self, forKey: .errorMessage)
        }

        /// `realTime` in nanoseconds, whatever `timeUnit` says; `nil` for an unknown unit.
        package var realTimeNanoseconds: Double? { nanoseconds(realTime) }

        /// The median on the entry's own clock in nanoseconds: `cpu_time` when `clock` is
        /// `cpu`, else `real_time` (also for files without `clock`, e.g. Google Benchmark's).
        package var primaryNanoseconds: Double? { nanoseconds(clock == MeasurementClock.cpu.rawValue ? cpuTime : realTime) }

        /// ``sampleTimes`` in nanoseconds, whatever `timeUnit` says; `nil` without samples or
        /// for an unknown unit.
        package var sampleNanoseconds: [[Double]]? {
            guard let sampleTimes, nanoseconds(1) != nil else { return nil }
            return sampleTimes.map { $0.compactMap(nanoseconds) }
        }

        /// The whole number of bytes or items per operation that `perSecond` (this entry's
        /// `bytes_per_second` or `items_per_second`) stands for at the median on its clock;
        /// `nil` without a value or a positive median.
        func perOperation(_ perSecond: Double?) -> Double? {
            guard let perSecond, let median = primaryNanoseconds, median > 0 else { return nil }
            return (perSecond * median / 1e9).rounded()
        }

        func nanoseconds(_ value: Double) -> Double? {
            switch timeUnit {
            case "ns": return value
            case "us": return value * 1e3
            case "ms": return value * 1e6
            case "s": return value * 1e9
            default: return nil
            }
        }
    }

    /// A peer of a benchmark as listed on our entry.
    package struct PeerSummary: Codable, Sendable, Equatable {
        /// The peer's label.
        package var name: String
        /// Peer median over ours, when measured.
        package var ratio: Double?
        /// The lower bound of the 95 % interval of ``ratio``.
        package var ratioLow: Double?
        /// The upper bound of that interval.
        package var ratioHigh: Double?
        /// Why the peer did not run, when it did not.
        package var unavailable: String?
    }
}
