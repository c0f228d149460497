/// The command-line options of a benchmark executable.
package struct BenchmarkOptions: Sendable, Equatable {
    /// Only benchmarks whose name contains a match of this regular expression run.
    package var filter: String?
    /// A smoke pass of every selected benchmark: few short samples, reduced sizes.
    package var quick = false
    /// Overrides the plan's minimum sampling time per benchmark, in seconds.
    package var minimumTime: Double?
    /// The clock of the statistics (benchmarks with parallel threads always use wall time).
    package var clock: MeasurementClock = .cpu
    /// Thread counts for the scaling benchmarks.
    package var threads: [Int] = [1, 2]
    /// Where to write Google Benchmark JSON.
    package var jsonPath: String?
    /// Where to write the SVG chart of the peer/ours ratios.
    package var svgPath: String?
    /// An earlier JSON file to compare with.
    package var baselinePath: String?
    /// How many percent slower than the baseline counts as a regression.
    package var thresholdPercent: Double = 10
    /// The significance level of the baseline comparison's test: a change counts only when its
    /// p-value is below it.
    package var alpha: Double = 0.05
    /// Run even when the binary is a debug build.
    package var allowDebug = false
    /// Keep address-space layout randomization as it is instead of re-executing without it
    /// (Linux; see ``AddressRandomization``).
    package var keepASLR = false
    /// Also time the C yardsticks in every round of every benchmark (``HostYardsticks``).
    package var yardsticks = false
    /// How many fresh processes run the suite, one after another; above 1, this process measures
    /// nothing itself and reports the median of their medians (see ``ProcessAggregation``).
    package var processes = 1
    /// Print the names of the selected benchmarks and exit.
    package var list = false
    /// Print the usage and exit.
    package var help = false
    /// Print the version and exit.
    package var version = false
    /// The command line as written, less the options only the parent of a `--processes` run
    /// acts on: what its child processes are given.
    package var forwardedArguments: [String] = []

    /// Options with every default.
    package init() {}

    /// The sampling plan these options ask for.
    package var plan: SamplingPlan {
        var plan = quick ? SamplingPlan.quick : SamplingPlan.standard
        if let minimumTime {
            plan.minimumTime = minimumTime
            if quick { plan.maximumSamples = SamplingPlan.standard.maximumSamples }
        }
        plan.yardsticks = yardsticks
        return plan
    }
}
