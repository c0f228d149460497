import Foundation

/// Per-phase wall-clock times on standard error, when the environment variable
/// `OPENUDID_STATS_TRACE` is set: how the README's timings were broken down.
struct PhaseTrace {
    let label: String
    let enabled = ProcessInfo.processInfo.environment["OPENUDID_STATS_TRACE"] != nil

    /// Runs `body`, timing it when tracing is on.
    func phase<T>(_ name: String, _ body: () throws -> T) rethrows -> T {
        guard enabled else { return try body() }
        let clock = ContinuousClock()
        let start = clock.now
        let result = try body()
        let elapsed = clock.now - start
        FileHandle.standardError.write(Data("trace \(label) \(name): \(elapsed)\n".utf8))
        return result
    }
}
