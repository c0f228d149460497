/// What a benchmark's set-up hands to the harness: our workload, its peers, and the units that
/// turn a time per operation into throughput.
package struct BenchmarkSubjects {
    /// Our implementation.
    package var ours: Workload
    /// The alternatives, measured interleaved with ours (A B C A B C …).
    package var peers: [Peer]
    /// Bytes processed by one operation, when bytes apply (MD5); gives MB/s and
    /// `bytes_per_second`.
    package var bytesPerOperation: Int?
    /// Items produced by one operation (1 unless one operation makes many IDs); gives
    /// `items_per_second`.
    package var itemsPerOperation: Int
    /// A remark printed with the results, e.g. a size reduced in `--quick` mode.
    package var note: String?
    /// The clock this benchmark must be judged by, whatever `--clock` says (`.wall` where
    /// threads run in parallel); `nil` to follow `--clock`.
    package var clock: MeasurementClock?

    /// Creates the subjects of a benchmark.
    package init(
        ours: Workload, peers: [Peer] = [], bytesPerOperation: Int? = nil,
        itemsPerOperation: Int = 1, note: String? = nil, clock: MeasurementClock? = nil
    ) {
        self.ours = ours
        self.peers = peers
        self.bytesPerOperation = bytesPerOperation
        self.itemsPerOperation = itemsPerOperation
        self.note = note
        self.clock = clock
    }
}
