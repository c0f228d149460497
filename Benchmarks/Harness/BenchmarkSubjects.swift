/// What a benchmark's set-up hands to the harness: our workload, its peers, and the units that
/// turn a time per operation into throughput.
public struct BenchmarkSubjects {
    /// Our implementation.
    public var ours: Workload
    /// The alternatives, measured interleaved with ours (A B C A B C …).
    public var peers: [Peer]
    /// Bytes processed by one operation, when bytes apply (MD5); gives MB/s and
    /// `bytes_per_second`.
    public var bytesPerOperation: Int?
    /// Items produced by one operation (1 unless one operation makes many IDs); gives
    /// `items_per_second`.
    public var itemsPerOperation: Int
    /// A remark printed with the results, e.g. a size reduced in `--quick` mode.
    public var note: String?
    /// The clock this benchmark must be judged by, whatever `--clock` says (`.wall` where
    /// threads run in parallel); `nil` to follow `--clock`.
    public var clock: MeasurementClock?

    /// Creates the subjects of a benchmark.
    public init(ours: Workload, peers: [Peer] = [], bytesPerOperation: Int? = nil,
                itemsPerOperation: Int = 1, note: String? = nil, clock: MeasurementClock? = nil) {
        self.ours = ours
        self.peers = peers
        self.bytesPerOperation = bytesPerOperation
        self.itemsPerOperation = itemsPerOperation
        self.note = note
        self.clock = clock
    }
}
