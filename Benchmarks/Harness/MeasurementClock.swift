/// Which clock the statistics, ratios and baseline comparisons of a benchmark use. Both are
/// always recorded; the JSON has both medians (`real_time`, `cpu_time`).
package enum MeasurementClock: String, Sendable, Equatable, Codable, CaseIterable {
    /// CPU time of the process: time spent descheduled (another process running on the core)
    /// is not counted, so a loaded or shared machine disturbs it far less than wall time.
    /// The default for work done on the calling thread alone.
    case cpu
    /// Wall-clock time: what a caller waits. Needed wherever threads run in parallel, since CPU
    /// time adds up over threads.
    case wall
}
