import Platform

/// A `write(2)` to one of the process's streams that failed: which stream and the `errno`.
///
/// Every program of the package ends the same way on one: a closed pipe
/// (``isBrokenPipe``) ends the run quietly with ``ExitCode/brokenPipe``, as a program killed
/// by `SIGPIPE` would; any other error (a full disk, an I/O error, a quota) prints
/// ``message(program:)`` on standard error and exits with ``ExitCode/failure``.
package struct StreamWriteError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The stream as the message names it: `standard output`, `standard error`.
    package var stream: String
    /// The `errno` of the failed write.
    package var code: Int32

    /// Creates the error of a write to `stream` that failed with `code`.
    package init(stream: String, code: Int32) {
        self.stream = stream
        self.code = code
    }

    /// Whether the reader went away (`EPIPE`): the run stops without a message.
    package var isBrokenPipe: Bool { code == EPIPE }

    /// The system's text for ``code``: `No space left on device`.
    package var reason: String { systemErrorMessage(code) }

    /// `standard output: No space left on device`.
    package var description: String { "\(stream): \(reason)" }

    /// The one line a program prints for it: `openudid: write error: standard output: No space left on device`.
    package func message(program: String) -> String {
        "\(program): write error: \(description)"
    }

    /// The status the run ends with: ``ExitCode/brokenPipe`` for a closed pipe, else ``ExitCode/failure``.
    package var exitCode: ExitCode { isBrokenPipe ? .brokenPipe : .failure }

    /// The name of the stream behind `descriptor`: `standard output` for 1, `standard error`
    /// for 2, `file descriptor N` otherwise.
    package static func streamName(ofDescriptor descriptor: Int32) -> String {
        switch descriptor {
        case 1: "standard output"
        case 2: "standard error"
        default: "file descriptor \(descriptor)"
        }
    }

    /// Writes every byte of `bytes` to `descriptor`, retrying after `EINTR` and short writes.
    ///
    /// - Returns: `nil` when everything was written, else the `errno` of the write that failed
    ///   (nothing more is tried after it).
    package static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32? {
        guard let base = bytes.baseAddress else { return nil }
        var offset = 0
        while offset < bytes.count {
            let result = systemWrite(descriptor, base + offset, bytes.count - offset)
            if result < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += result
        }
        return nil
    }

    /// Ends the process for this error as every program of the package does: status
    /// ``ExitCode/brokenPipe`` and no message for a closed pipe; otherwise
    /// ``message(program:)`` written straight to file descriptor 2 (whatever that write gives)
    /// and status ``ExitCode/failure``.
    package func exitProcess(program: String) -> Never {
        if !isBrokenPipe {
            var line = message(program: program) + "\n"
            line.withUTF8 { _ = Self.writeAll(2, UnsafeRawBufferPointer($0)) }
        }
        // `_exit`, not `exit`: the C library's buffers would be written again to the stream
        // that just failed, and nothing else is left to do.
        _exit(exitCode.rawValue)
    }

    /// Makes a write to a pipe whose reader has gone fail with `EPIPE` instead of killing the
    /// process with `SIGPIPE`, so that the program can end in its own way (see
    /// ``exitProcess(program:)``). The programs call this first thing in their `main`.
    package static func ignoreBrokenPipeSignal() {
        signal(SIGPIPE, SIG_IGN)
    }
}

/// `write(2)`, under a name that methods called `write` do not shadow.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
