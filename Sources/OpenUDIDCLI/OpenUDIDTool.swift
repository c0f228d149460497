/// The `openudid` command line, runnable in-process.
///
/// ```swift
/// let io = CommandIO.capturing()
/// let code = OpenUDIDTool.run(["uuid", "-n", "2"], io: io)
/// // code == .success; io.output.text holds two version 4 UUIDs
/// ```
package enum OpenUDIDTool {
    /// Runs `openudid` with `arguments` (without the program name), writing to `io`, and
    /// returns the exit code. Both outputs are flushed before it returns.
    package static func run(_ arguments: [String], io: CommandIO) -> ExitCode {
        defer { io.flush() }
        guard let first = arguments.first else {
            io.errors.write(usage)
            return .usage
        }
        switch first {
        case "--help", "-h":
            io.output.write(usage)
            return .success
        case "help":
            return help(Array(arguments.dropFirst()), io: io)
        default:
            break
        }
        guard let command = Subcommands.named(first) else {
            io.report("openudid: unknown command '\(first)'")
            io.errors.write(usage)
            return .usage
        }
        return run(command, Array(arguments.dropFirst()), io: io)
    }

    /// Parses `arguments` for `command` and runs it, printing its failure if it fails.
    static func run(_ command: any Subcommand.Type, _ arguments: [String], io: CommandIO) -> ExitCode {
        do {
            let parsed = try command.arguments.parse(arguments)
            if parsed.helpRequested {
                io.output.write(command.help)
                return .success
            }
            return try command.run(parsed, io: io)
        } catch {
            io.report("openudid \(command.name): \(error.message)")
            if error.exitCode == .usage {
                io.report("Try 'openudid \(command.name) --help' for more information.")
            }
            return error.exitCode
        }
    }

    /// `openudid help [COMMAND]`: the overview, or one command's help.
    static func help(_ arguments: [String], io: CommandIO) -> ExitCode {
        guard let name = arguments.first else {
            io.output.write(usage)
            return .success
        }
        guard arguments.count == 1, let command = Subcommands.named(name) else {
            io.report(arguments.count == 1
                ? "openudid help: unknown command '\(name)'"
                : "openudid help: expects at most one command name")
            io.errors.write(usage)
            return .usage
        }
        io.output.write(command.help)
        return .success
    }

    /// The overview printed by `openudid --help`, built from the registry.
    package static var usage: String {
        let width = Subcommands.all.map { $0.name.count }.max() ?? 0
        var text = """
            usage: openudid <command> [options] [arguments]

            OpenUDID's identifier core: MD5, UUIDs, OpenUDIDs and the 100-slot resolution.

            Commands:

            """
        for command in Subcommands.all {
            let padding = String(repeating: " ", count: width - command.name.count)
            text += "  \(command.name)\(padding)  \(command.abstract)\n"
        }
        text += """

            Run 'openudid <command> --help' (or 'openudid help <command>') for a command's options.
            Exit status: 0 success, 1 invalid data, 2 bad usage.

            """
        return text
    }
}
