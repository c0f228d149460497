import Foundation

/// Phase times on standard error when an environment variable is set (`OPENUDID_STATS_TRACE`
/// for `openudid stats`, `OPENUDID_AUDIT_TRACE` for `openudid audit`): how the timings in the
/// benchmark notes were broken down. One line a phase, `trace LABEL PHASE: SECONDS s`.
package struct PhaseTrace: Sendable {
    /// The first word after `trace` on each line (a generator's name, `audit`).
    package let label: String
    /// Whether lines are written at all: the variable was set.
    package let enabled: Bool
    private let write: @Sendable (String) -> Void

    /// A trace that writes when `variable` is set in `environment`.
    ///
    /// - Parameter write: where the lines go; standard error by default.
    package init(
        label: String, variable: String, environment: [String: String] = ProcessInfo.processInfo.environment,
        write: (@Sendable (String) -> Void)? = nil
    ) {
        self.label = label
        enabled = environment[variable] != nil
        self.write = write ?? { FileHandle.standardError.write(Data($0.utf8)) }
    }

    /// Runs `body`, timing it when tracing is on.
    package func phase<T>(_ name: String, _ body: () throws -> T) rethrows -> T {
        guard enabled else { return try body() }
        let start = ContinuousClock.now
        let result = try body()
        mark(name, since: start)
        return result
    }

    /// Writes the time from `start` to now as the phase `name`, when tracing is on.
    package func mark(_ name: String, since start: ContinuousClock.Instant) {
        guard enabled else { return }
        let seconds = (ContinuousClock.now - start) / .seconds(1)
        write("trace \(label) \(name): \(String(format: "%.3f", seconds)) s\n")
    }
}
