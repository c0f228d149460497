/// A named benchmark whose inputs are built only when it is selected.
///
/// Names are hierarchical, `area/operation/variant` (`md5/oneshot/36B`,
/// `uuid/parse/canonical`), so that `--filter` can pick a whole area or one row.
///
/// `setUp` runs outside every timed region. It may throw to report a benchmark that cannot run
/// correctly (a self-check found ours and a peer disagreeing, an input failed to parse): the
/// suite then reports the error and exits with status 1 at the end.
package struct Benchmark {
    /// The hierarchical name.
    package let name: String
    /// Builds the inputs and the workloads.
    package let setUp: () throws -> BenchmarkSubjects

    /// Creates a benchmark.
    package init(_ name: String, setUp: @escaping () throws -> BenchmarkSubjects) {
        self.name = name
        self.setUp = setUp
    }
}

/// A problem found while setting up or checking a benchmark.
package struct BenchmarkError: Error, CustomStringConvertible {
    /// What went wrong.
    package let description: String

    /// Creates an error with a message.
    package init(_ description: String) {
        self.description = description
    }
}
