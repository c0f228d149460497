/// Where a long run stands, for a ``ProgressBar``: its phase, the units of work done and
/// expected, and the time since it started.
package struct ProgressUpdate: Sendable, Hashable {
    /// What the units of work are, for the rate a bar shows.
    package enum Unit: Sendable, Hashable {
        /// Identifiers or records: "12.3 M/s".
        case items
        /// Bytes of input: "45 MB/s".
        case bytes
    }

    /// What is being done (a generator's title, `reading`, `merging`), or `done` at the end.
    package var phase: String
    /// Units of work done.
    package var completed: Int
    /// Units expected in all; it can grow while the run learns more of its work, and is `nil`
    /// when it cannot be known (reading a pipe).
    package var total: Int?
    /// Seconds since the run started.
    package var elapsed: Double
    /// What ``completed`` and ``total`` count.
    package var unit: Unit

    /// The state of a run in `phase`, `elapsed` seconds after it started.
    package init(phase: String, completed: Int, total: Int?, elapsed: Double, unit: Unit = .items) {
        self.phase = phase
        self.completed = completed
        self.total = total
        self.elapsed = elapsed
        self.unit = unit
    }
}
