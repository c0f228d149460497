import Synchronization
package import CommandLineSupport

/// Standard output and error of a benchmark executable, every write checked.
///
/// The table goes to standard output through a buffer that is written only at
/// ``flushOutput()`` (after the preamble, after each benchmark's rows, at the end), so a run
/// makes no more `write` calls than the C library's buffering did. The first write to standard
/// output that fails ends the process (``CommandLineSupport/StreamWriteError/exitProcess(program:)``):
/// quietly with status 141 when the reader of a pipe has gone, else with
/// `openudid-bench: write error: standard output: <reason>` and status 1. A failed write to
/// standard error is remembered; ``status(after:)`` turns a success into ``ExitCode/failure``.
package enum StandardStreams {
    private struct State {
        var program = "openudid-bench"
        var pending: [UInt8] = []
        var errorFailed = false
    }

    private static let state = Mutex(State())

    /// Names the program in the write-error message.
    package static func setProgram(_ program: String) {
        state.withLock { $0.program = program }
    }

    /// Appends `text` and a newline (or `terminator`) to standard output's buffer.
    package static func print(_ text: String, terminator: String = "\n") {
        state.withLock { state in
            state.pending.append(contentsOf: text.utf8)
            state.pending.append(contentsOf: terminator.utf8)
        }
    }

    /// Writes the buffered standard output; a failed write ends the process.
    package static func flushOutput() {
        let (bytes, program) = state.withLock { state in
            defer { state.pending.removeAll(keepingCapacity: true) }
            return (state.pending, state.program)
        }
        guard !bytes.isEmpty else { return }
        let code = bytes.withUnsafeBytes { StreamWriteError.writeAll(1, $0) }
        if let code {
            StreamWriteError(stream: "standard output", code: code).exitProcess(program: program)
        }
    }

    /// Writes `line` and a newline to standard error at once. A failure is remembered for
    /// ``status(after:)``; nothing is written to standard error after it.
    package static func printError(_ line: String) {
        let failedBefore = state.withLock { $0.errorFailed }
        guard !failedBefore else { return }
        var text = line + "\n"
        let code = text.withUTF8 { StreamWriteError.writeAll(2, UnsafeRawBufferPointer($0)) }
        if code != nil { state.withLock { $0.errorFailed = true } }
    }

    /// The status a run that would end with `status` ends with once standard output is
    /// flushed: ``ExitCode/failure`` instead of success when a write to standard error failed.
    package static func status(after status: ExitCode) -> ExitCode {
        flushOutput()
        let errorFailed = state.withLock { $0.errorFailed }
        return errorFailed && status == .success ? .failure : status
    }
}
