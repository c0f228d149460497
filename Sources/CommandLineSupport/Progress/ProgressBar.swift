import Foundation
package import RunProgress

/// A progress bar on standard error: percentage, rate and time left; or, when the work in all
/// cannot be known, the work done, its rate and the time so far.
///
/// It stays silent for the first two seconds, so quick runs print nothing. On a terminal it
/// redraws one line in place; otherwise (a log file, CI) it prints a plain line every ten
/// seconds. It is used from one thread only (the one that polls the work's progress).
package final class ProgressBar {
    private let label: String
    private let interactive: Bool
    private let write: (String) -> Void
    private var lastLine = -1.0
    private var drawn = false

    /// Creates a bar whose lines start with `label`.
    ///
    /// - Parameters:
    ///   - interactive: redraw in place (a terminal) rather than print lines; by default,
    ///     whether standard error is a terminal.
    ///   - write: where the text goes; standard error by default.
    package init(label: String, interactive: Bool? = nil, write: ((String) -> Void)? = nil) {
        self.label = label
        self.interactive = interactive ?? (isatty(STDERR_FILENO) != 0)
        self.write = write ?? { FileHandle.standardError.write(Data($0.utf8)) }
    }

    /// Draws `progress`; a phase named `done` ends the bar's line. Without a total (reading a
    /// pipe) the line tells the work done so far, its rate and the time spent instead.
    package func update(_ progress: ProgressUpdate) {
        if progress.phase == "done" { return finish() }
        guard progress.elapsed >= 2, progress.total.map({ $0 > 0 }) ?? true else { return }
        if !interactive && progress.elapsed - lastLine < 10 { return }
        lastLine = progress.elapsed
        drawn = true
        let rate = ProgressBar.rate(Double(progress.completed) / progress.elapsed, unit: progress.unit)
        let line: String
        if let total = progress.total {
            let fraction = Swift.min(1, Double(progress.completed) / Double(total))
            let width = 28
            let filled = Int(fraction * Double(width))
            let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
            let left = fraction > 0 ? progress.elapsed * (1 - fraction) / fraction : 0
            line =
                "\(label) [\(bar)] \(String(format: "%3.0f", fraction * 100)) %  "
                + "\(rate)  \(ProgressBar.clock(left)) left  \(progress.phase)"
        } else {
            line =
                "\(label)  \(ProgressBar.amount(progress.completed, unit: progress.unit)) so far  \(rate)  "
                + "\(ProgressBar.clock(progress.elapsed))  \(progress.phase)"
        }
        write(interactive ? "\r\(line)\u{1B}[K" : line + "\n")
    }

    /// Ends the bar's line on a terminal, once something was drawn.
    package func finish() {
        if drawn && interactive { write("\n") }
        drawn = false
    }

    /// "12.3 M/s" (identifiers generated or sorted per second) or "45 MB/s" (bytes read).
    static func rate(_ perSecond: Double, unit: ProgressUpdate.Unit = .items) -> String {
        switch unit {
        case .items:
            return perSecond >= 1e6 ? String(format: "%.1f M/s", perSecond / 1e6) : String(format: "%.0f k/s", perSecond / 1e3)
        case .bytes:
            return String(format: "%.0f MB/s", perSecond / 1e6)
        }
    }

    /// "1.23 GB" of bytes, or "4.5 M" items.
    static func amount(_ count: Int, unit: ProgressUpdate.Unit) -> String {
        switch unit {
        case .items: return String(format: "%.1f M", Double(count) / 1e6)
        case .bytes: return String(format: "%.2f GB", Double(count) / 1e9)
        }
    }

    /// "1:05" or "1:02:03".
    static func clock(_ seconds: Double) -> String {
        let total = Int(seconds.rounded())
        let (h, m, s) = (total / 3600, total / 60 % 60, total % 60)
        return h > 0 ? String(format: "%d:%02d:%02d", h, m, s) : String(format: "%d:%02d", m, s)
    }
}
