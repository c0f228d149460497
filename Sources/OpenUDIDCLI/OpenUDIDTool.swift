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
            epilogue: """
                Counts (N) are written as digits, with _ between them if you like (10_000), or with
                a power of ten (1e9).
                Exit status: 0 success, 1 invalid data, 2 bad usage.
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
    package static func run(_ arguments: [String], io: CommandIO) -> ExitCode {
        defer { io.flush() }
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
