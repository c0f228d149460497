import CommandLineSupport
import Foundation

/// Where an audit stands: a phase, the work done in it and (when known) the work in all.
package struct AuditProgress: Sendable, Hashable {
    /// `reading`, `merging` or `done`.
    package var phase: String
    /// Bytes read, or records merged.
    package var completed: Int
    /// Bytes or records in all; `nil` while reading a pipe.
    package var total: Int?
    /// Seconds since the phase began.
    package var elapsed: Double
}

/// Draws audit progress on standard error: the stats report's bar (percentage, rate, time
/// left) when the total is known, and a line of bytes read, rate and time so far when reading
/// a pipe.
package final class AuditProgressBar {
    private let bar: ProgressBar
    private let interactive: Bool
    private let write: (String) -> Void
    private var lastLine = -1.0

    package init(interactive: Bool? = nil, write: @escaping (String) -> Void) {
        self.interactive = interactive ?? (isatty(STDERR_FILENO) != 0)
        self.write = write
        bar = ProgressBar(label: "openudid audit", interactive: self.interactive, write: write)
    }

    package func update(_ progress: AuditProgress) {
        if let total = progress.total {
            let unit = progress.phase == "reading" ? "\(progress.phase) (bytes)" : progress.phase
            bar.update(ProgressUpdate(phase: unit, completed: progress.completed, total: total, elapsed: progress.elapsed))
            return
        }
        guard progress.elapsed >= 2, !interactive || progress.elapsed - lastLine >= 0.25,
            interactive || progress.elapsed - lastLine >= 10
        else { return }
        lastLine = progress.elapsed
        let gigabytes = Double(progress.completed) / 1e9
        let rate = Double(progress.completed) / progress.elapsed / 1e6
        let seconds = Int(progress.elapsed)
        let line =
            String(format: "openudid audit  %.2f GB read  %.0f MB/s  %d:%02d  ", gigabytes, rate, seconds / 60, seconds % 60)
            + progress.phase
        write(interactive ? "\r" + line + "\u{1B}[K" : line + "\n")
    }

    /// Ends the bar's line.
    package func finish() {
        bar.update(ProgressUpdate(phase: "done", completed: 0, total: 0, elapsed: 0))
        if lastLine >= 0 && interactive { write("\n") }
    }
}
