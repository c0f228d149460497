// openudid-bench: every core operation of OpenUDIDCore next to what users would run instead.
// See Benchmarks/README.md for what each benchmark measures.
import BenchmarkHarness
import CommandLineSupport
import Foundation

// A reader that goes away (`openudid-bench | head`) makes the next write fail with EPIPE, which
// ends the run quietly with status 141, instead of killing the process.
StreamWriteError.ignoreBrokenPipeSignal()

let status = BenchmarkMain.run(program: "openudid-bench", arguments: Array(CommandLine.arguments.dropFirst())) { configuration in
    harnessBenchmarks(configuration)
        + md5Benchmarks(configuration)
        + sha1Benchmarks(configuration)
        + randomBenchmarks(configuration)
        + uuidBenchmarks(configuration)
        + uuidRFC9562Benchmarks(configuration)
        + openUDIDBenchmarks(configuration)
        + scanBenchmarks(configuration)
        + deviceIDBenchmarks(configuration)
        + scalingBenchmarks(configuration)
        + auditBenchmarks(configuration)
        + crossLanguageBenchmarks(configuration)
}
exit(status.rawValue)
