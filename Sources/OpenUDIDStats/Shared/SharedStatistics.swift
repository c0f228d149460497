extension StatsReport.StatsProgress {
    /// A progress value made outside this module (the audit's reading and merging).
    package static func shared(phase: String, completed: Int, total: Int, elapsed: Double) -> Self {
        Self(phase: phase, completed: completed, total: total, elapsed: elapsed)
    }
}
