import WorkerThreads
import Platform

/// What `openudid stats` measures and where it writes the report: the first stage of
/// options → pipeline → analysis → report.
package struct StatsOptions: Sendable, Hashable {
    /// Identifiers per generator (N). At least 2.
    package var count = 10_000_000
    /// The generators to compare, in report order.
    package var generators = StatsGenerator.allCases
    /// The seed of the harness randomness; `nil` draws one from `SecureRandom`.
    package var seed: UInt64?
    /// Where to write the files; `nil` writes nothing.
    package var outputDirectory: String? = "report"
    /// The prefix lengths k to compare with the birthday bound, each 1...128.
    package var prefixBits = Array(stride(from: 16, through: 64, by: 4))
    /// Worker threads; defaults to the processors online.
    package var threads = ThreadTeam.processorCount
    /// The most memory, in bytes, the keys may take; past it the work is split into passes
    /// (see the README). Defaults to 16 GiB, or three quarters of physical memory when that
    /// is less.
    package var memoryLimit = MemoryAvailable.current.defaultLimit
    /// Devices in the simulated fleets (UUID v1, v6 and v7).
    package var fleetSize = 1_000
    /// Identifiers each device of a simulated v7 fleet makes per millisecond: a power of two
    /// from 1 to 4096 (so that a device's sub-millisecond steps are whole 1/4096 ms units).
    /// The default, 16 per device, puts the default fleet of 1 000 at 16 million
    /// identifiers a second, near where method 1 reaches a one-in-a-million chance of a
    /// collision per day.
    package var fleetRate = 16

    /// Options with every default.
    package init() {}

    /// Checks every option's range.
    func validate() throws(StatsError) {
        guard count >= 2 else { throw .invalidOption("-n must be at least 2 (got \(count))") }
        guard !generators.isEmpty else { throw .invalidOption("--generators must name at least one generator") }
        guard !prefixBits.isEmpty, prefixBits.allSatisfy({ (1...128).contains($0) }) else {
            throw .invalidOption("--bits must list prefix lengths between 1 and 128")
        }
        guard Set(prefixBits).count == prefixBits.count else { throw .invalidOption("--bits lists a length twice") }
        guard (1...256).contains(threads) else { throw .invalidOption("--threads must be between 1 and 256 (got \(threads))") }
        guard memoryLimit > 0 else { throw .invalidOption("--memory-limit must be positive") }
        let floor = MemoryPlan.minimum(count: count, threads: threads)
        guard memoryLimit >= floor else { throw .memoryLimitTooSmall(required: floor) }
        guard (1...1 << 20).contains(fleetSize) else { throw .invalidOption("fleet size must be between 1 and 1048576") }
        guard (1...4096).contains(fleetRate) && fleetRate & (fleetRate - 1) == 0 else {
            throw .invalidOption("the fleet rate must be a power of two from 1 to 4096 (got \(fleetRate))")
        }
    }
}
