/// What a suite needs to know to build its benchmark list: whether sizes are reduced for a
/// smoke pass, and which thread counts the scaling benchmarks use.
package struct SuiteConfiguration: Sendable, Equatable {
    /// `--quick`: benchmarks whose one operation takes long (a 256 MiB stream, a million IDs)
    /// use reduced sizes and say so in their note.
    package var quick: Bool
    /// `--threads`.
    package var threads: [Int]

    /// Creates a configuration.
    package init(quick: Bool, threads: [Int]) {
        self.quick = quick
        self.threads = threads
    }
}
