import OpenUDIDCore
package import CommandLineSupport
import JSONDocument

/// `openudid deviceid check ID`: `checkDeviceIdAvailable:`, explained.
package enum DeviceIDCheckCommand: Subcommand {
    /// The command line.
    package static let spec = CommandSpec(
        name: "check",
        abstract: "Whether ID carries its check suffix, and why not.",
        discussion: """
            checkDeviceIdAvailable: prints {"id","available","reason","message","length"}, with
            "expected" and "found" on a digest mismatch; exit 0 when available, 1 when not.
            """,
        operands: .one("ID"))

    /// Prints the verdict.
    package static func run(_ arguments: ParsedArguments, io: CommandIO) throws(CommandFailure) -> ExitCode {
        let id = arguments.operands[0]
        let check = DeviceIDTool.checkDeviceIdAvailable(id)
        io.output.write(JSONWriter.string(.object([JSONMember("id", .string(id))] + check.jsonMembers)))
        io.output.write(byte: 0x0A)
        return check.isAvailable ? .success : .failure
    }
}
