package import AuditInput
package import CommandLineSupport

/// The streams a command works with: where its output and messages go and where standard input
/// comes from. Tests pass memory-backed ones and run commands in-process.
///
/// ```swift
/// let io = CommandIO.capturing(input: "hello")
/// let code = OpenUDIDTool.run(["md5"], io: io)
/// io.output.text   // "5d41402abc4b2a76b9719d911017c592  -\n"
/// ```
package final class CommandIO {
    /// Standard output.
    package let output: ByteOutput
    /// Standard error.
    package let errors: ByteOutput
    /// Standard input.
    package let input: any ByteSource

    /// Creates a set of streams.
    package init(output: ByteOutput, errors: ByteOutput, input: any ByteSource) {
        self.output = output
        self.errors = errors
        self.input = input
    }

    /// The process's own standard output, error and input.
    ///
    /// A failed write to standard output ends the process at once
    /// (``ByteOutput/FailurePolicy/exitProcess(program:)``), so that `openudid uuid -n 1e9`
    /// generates nothing after it; a failed write to standard error is recorded, and
    /// ``OpenUDIDTool/run(_:io:)`` turns a run that would have succeeded into exit 1 (there is
    /// no stream left to say why).
    package static func standard(program: String = "openudid") -> CommandIO {
        CommandIO(
            output: ByteOutput(.fileDescriptor(1), onFailure: .exitProcess(program: program)),
            errors: ByteOutput(.fileDescriptor(2)),
            input: FileSource(descriptor: 0))
    }

    /// Memory-backed streams: `input` is standard input; read what was written with
    /// `output.text` and `errors.text`.
    package static func capturing(input: [UInt8] = []) -> CommandIO {
        CommandIO(output: ByteOutput(.memory), errors: ByteOutput(.memory), input: MemorySource(input))
    }

    /// Memory-backed streams with the UTF-8 of `input` as standard input.
    package static func capturing(input: String) -> CommandIO {
        capturing(input: Array(input.utf8))
    }

    /// Writes `message` and a newline to standard error at once, after flushing standard output
    /// so that the two streams interleave on a terminal in the order things happened. Once
    /// standard output has failed nothing is written: the write error is the run's one message.
    package func report(_ message: String) {
        output.flush()
        guard !output.hasFailed else { return }
        errors.write(message)
        errors.write(byte: 0x0A)
        errors.flush()
    }

    /// Writes a usage error as every program of the package does: the message, then the hint
    /// to read the command's `--help`.
    package func report(_ error: UsageError) {
        report(error.description)
        report(error.hint)
    }

    /// Flushes both outputs.
    package func flush() {
        output.flush()
        errors.flush()
    }
}
