import BenchmarkHarness

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The floors under the other rows: one iteration of an empty timed loop, which is one
/// `identity` and one `blackHole` call (rows near this number measure the harness, not the
/// code), and one reading of the precise real-time clock.
func harnessBenchmarks(_ configuration: SuiteConfiguration) -> [Benchmark] {
    [
        Benchmark("harness/overhead") {
            BenchmarkSubjects(
                ours: Workload(id: "ours", label: "blackHole(identity(x))") { iterations in
                    for index in 0..<iterations { blackHole(identity(index)) }
                })
        },
        // The floor under every row that reads the precise clock (`uuid/generate/v1`, the
        // counter method of v7): one `clock_gettime(CLOCK_REALTIME)` through the vDSO, the
        // reading the generators start from. The cross-language run times the same call in
        // Rust (`SystemTime::now()`, which `Uuid::now_v1` reads), so that each language's v1
        // can be told apart from its clock.
        Benchmark("harness/clock-realtime") {
            BenchmarkSubjects(
                ours: Workload(id: "ours", label: "clock_gettime(CLOCK_REALTIME)") { iterations in
                    var time = timespec()
                    for _ in 0..<iterations {
                        clock_gettime(CLOCK_REALTIME, &time)
                        blackHole(time)
                    }
                })
        },
    ]
}
