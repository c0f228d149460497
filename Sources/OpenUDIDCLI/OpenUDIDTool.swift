package import CommandLineSupport

/// The `openudid` command line, runnable in-process.
///
/// ```swift
/// let io = CommandIO.capturing()
/// let code = OpenUDIDTool.run(["uuid", "-n", "2"], io: io)
/// // code == .success; io.output.text holds two version 4 UUIDs
/// ```
package enum OpenUDIDTool {
    /// Every command, in the order `openudid --help` lists them. Adding a command is adding
    /// its node here.
    package static let commands = Command<any Subcommand.Type>.group(
        CommandSpec(
            name: "openudid",
            abstract: "OpenUDID's identifier core.",
            discussion: "OpenUDID's identifier core: MD5, UUIDs, OpenUDIDs and the 100-slot resolution.",
            options: [OptionGroup("Options", [PackageVersion.flag])],
            epilogue: """
                Counts (N) are written as digits, with _ between them if you like (10_000), or with
                a power of ten (1e9).

                Exit status: 0 success, 1 invalid data or a failed write (a full disk: one
                line 'openudid: write error: standard output: …'), 2 bad usage, 141 standard
                output closed by its reader (openudid uuid -n 1e9 | head -1 stops at once,
                without a message, as a program ended by SIGPIPE).
                """),
        noun: "command",
        [
            MD5Command.node,
            UUIDCommand.node,
            GenerateCommand.node,
            InspectCommand.node,
            ScanCommand.node,
            DeviceIDCommand.node,
            StatsCommand.node,
            AuditCommand.node,
            MergeCommand.node,
        ])

    /// Runs `openudid` with `arguments` (without the program name), writing to `io`, and
    /// returns the exit code. Both outputs are flushed before it returns.
    ///
    /// A write to `io.output` that failed and was recorded (see ``ByteOutput/FailurePolicy``)
    /// decides the status whatever the command returned: ``ExitCode/brokenPipe`` without a
    /// message for a closed pipe, else ``ExitCode/failure`` with the one line
    /// `openudid: write error: standard output: <reason>` on `io.errors`. A failed write to
    /// `io.errors` turns success into ``ExitCode/failure``.
    package static func run(_ arguments: [String], io: CommandIO) -> ExitCode {
        let code = runCommand(arguments, io: io)
        io.output.flush()
        if let failure = io.output.failure {
            if !failure.isBrokenPipe {
                // Whatever descriptor carries it, `io.output` is the run's standard output.
                let named = StreamWriteError(stream: "standard output", code: failure.code)
                io.errors.write(named.message(program: "openudid"))
                io.errors.write(byte: 0x0A)
            }
            io.errors.flush()
            return failure.exitCode
        }
        io.errors.flush()
        return io.errors.hasFailed && code == .success ? .failure : code
    }

    /// Resolves `arguments` and runs the command, reporting what stops it.
    private static func runCommand(_ arguments: [String], io: CommandIO) -> ExitCode {
        let invocation: Invocation<any Subcommand.Type>
        do {
            invocation = try commands.resolve(arguments, program: "openudid")
        } catch {
            io.report(error)
            return .usage
        }
        switch invocation {
        case let .help(text):
            io.output.write(text)
            return .success
        case let .run(command, parsed, name):
            do {
                return try command.run(parsed, io: io)
            } catch {
                if error.exitCode == .usage {
                    io.report(UsageError(command: name, error.message))
                } else {
                    io.report("\(name): \(error.message)")
                }
                return error.exitCode
            }
        }
    }
}
