import OpenUDIDCore
package import CommandLineSupport

/// `openudid deviceid uuid ID`: `deviceUUID`, the ID without its check suffix.
package enum DeviceIDUUIDCommand: Subcommand {
    /// The command line.
    package static let spec = CommandSpec(
        name: "uuid",
        abstract: "deviceUUID: ID without its check suffix.",
        discussion: """
            deviceUUID: prints ID without its last 5 units (an ID of exactly 5 units is printed
            whole; fewer exits 1, where the source crashes).
            """,
        operands: .one("ID"))

    /// Prints the stripped ID.
    package static func run(_ arguments: ParsedArguments, io: CommandIO) throws(CommandFailure) -> ExitCode {
        do {
            // Non-nil in, non-nil out.
            io.output.write(try DeviceIDTool.deviceUUID(of: arguments.operands[0]) ?? "")
        } catch {
            throw .invalidData(error.description)
        }
        io.output.write(byte: 0x0A)
        return .success
    }
}
