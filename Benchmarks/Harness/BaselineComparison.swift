package import CommandLineSupport

/// Our results against an earlier run's, benchmark by benchmark.
///
/// Only our own entries are compared (not the peers', whose changes are not ours to answer
/// for), matched by name, on the median time per operation on each entry's clock (`cpu_time`
/// for `clock: cpu`, else `real_time`). A benchmark is a regression
/// when it is more than `thresholdPercent` slower than in the baseline.
package struct BaselineComparison: Sendable, Equatable {
    /// One benchmark present in both runs.
    package struct Change: Sendable, Equatable {
        /// The benchmark.
        package var name: String
        /// Median nanoseconds per operation in the baseline.
        package var baselineNanoseconds: Double
        /// Median nanoseconds per operation now.
        package var currentNanoseconds: Double
        /// `(current / baseline − 1) × 100`: positive is slower.
        package var percent: Double
        /// Whether `percent` exceeds the threshold.
        package var isRegression: Bool
    }

    /// Benchmarks present in both runs, in the current run's order.
    package var changes: [Change]
    /// Our benchmarks of the current run that the baseline lacks.
    package var onlyInCurrent: [String]
    /// Our benchmarks of the baseline that did not run now.
    package var onlyInBaseline: [String]
    /// The threshold used, in percent.
    package var thresholdPercent: Double

    /// The exit status the comparison asks for: 3 when any benchmark regressed, else 0.
    package var exitCode: ExitCode { changes.contains(where: \.isRegression) ? ExitCode.regression : ExitCode.success }

    /// Compares `current` with `baseline`.
    package init(current: GoogleBenchmarkJSON, baseline: GoogleBenchmarkJSON, thresholdPercent: Double) {
        func ours(_ report: GoogleBenchmarkJSON) -> [GoogleBenchmarkJSON.Entry] {
            report.benchmarks.filter { $0.peerOf == nil && $0.errorOccurred != true && $0.runType == "iteration" }
        }
        var baselineTimes: [String: Double] = [:]
        for entry in ours(baseline) {
            if let nanos = entry.primaryNanoseconds { baselineTimes[entry.name] = nanos }
        }
        let currentEntries = ours(current)
        var changes: [Change] = []
        var onlyInCurrent: [String] = []
        for entry in currentEntries {
            guard let now = entry.primaryNanoseconds, let before = baselineTimes[entry.name], before > 0 else {
                onlyInCurrent.append(entry.name)
                continue
            }
            let percent = (now / before - 1) * 100
            changes.append(Change(name: entry.name, baselineNanoseconds: before, currentNanoseconds: now,
                                  percent: percent, isRegression: percent > thresholdPercent))
        }
        let currentNames = Set(currentEntries.map(\.name))
        self.changes = changes
        self.onlyInCurrent = onlyInCurrent
        self.onlyInBaseline = ours(baseline).map(\.name).filter { !currentNames.contains($0) }
        self.thresholdPercent = thresholdPercent
    }

    /// The comparison as a Markdown table, regressions marked.
    package var markdown: String {
        var lines = [
            "| Benchmark | baseline ns/op | now ns/op | change | |",
            "|---|---:|---:|---:|---|",
        ]
        for change in changes {
            let sign = change.percent >= 0 ? "+" : ""
            let percent = sign + NumberFormatting.compact(change.percent) + " %"
            let verdict = change.isRegression ? "**regression** (> \(NumberFormatting.compact(thresholdPercent)) %)" : ""
            lines.append("| `\(change.name)` | \(NumberFormatting.compact(change.baselineNanoseconds)) | "
                         + "\(NumberFormatting.compact(change.currentNanoseconds)) | \(percent) | \(verdict) |")
        }
        if !onlyInCurrent.isEmpty { lines.append("\nNot in the baseline: " + onlyInCurrent.joined(separator: ", ")) }
        if !onlyInBaseline.isEmpty { lines.append("\nNot run now: " + onlyInBaseline.joined(separator: ", ")) }
        return lines.joined(separator: "\n")
    }
}
