import BenchmarkHarness

/// The floor under every other row: one iteration of an empty timed loop, which is one
/// `identity` and one `blackHole` call. Rows near this number measure the harness, not the code.
func harnessBenchmarks(_ configuration: SuiteConfiguration) -> [Benchmark] {
    [
        Benchmark("harness/overhead") {
            BenchmarkSubjects(
                ours: Workload(id: "ours", label: "blackHole(identity(x))") { iterations in
                    for index in 0..<iterations { blackHole(identity(index)) }
                })
        }
    ]
}
