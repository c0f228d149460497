/// The command-line options of a benchmark executable.
public struct BenchmarkOptions: Sendable, Equatable {
    /// Only benchmarks whose name contains a match of this regular expression run.
    public var filter: String?
    /// A smoke pass of every selected benchmark: few short samples, reduced sizes.
    public var quick = false
    /// Overrides the plan's minimum sampling time per benchmark, in seconds.
    public var minimumTime: Double?
    /// The clock of the statistics (benchmarks with parallel threads always use wall time).
    public var clock: MeasurementClock = .cpu
    /// Thread counts for the scaling benchmarks.
    public var threads: [Int] = [1, 2]
    /// Where to write Google Benchmark JSON.
    public var jsonPath: String?
    /// An earlier JSON file to compare with.
    public var baselinePath: String?
    /// How many percent slower than the baseline counts as a regression.
    public var thresholdPercent: Double = 10
    /// Run even when the binary is a debug build.
    public var allowDebug = false
    /// Keep address-space layout randomization as it is instead of re-executing without it
    /// (Linux; see ``AddressRandomization``).
    public var keepASLR = false
    /// How many fresh processes run the suite, one after another; above 1, this process measures
    /// nothing itself and reports the median of their medians (see ``ProcessAggregation``).
    public var processes = 1
    /// Print the names of the selected benchmarks and exit.
    public var list = false
    /// Print the usage and exit.
    public var help = false

    /// Options with every default.
    public init() {}

    /// The sampling plan these options ask for.
    public var plan: SamplingPlan {
        var plan = quick ? SamplingPlan.quick : SamplingPlan.standard
        if let minimumTime {
            plan.minimumTime = minimumTime
            if quick { plan.maximumSamples = SamplingPlan.standard.maximumSamples }
        }
        return plan
    }
}
