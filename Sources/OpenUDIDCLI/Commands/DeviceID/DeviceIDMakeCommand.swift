import OpenUDIDCore
package import CommandLineSupport

/// `openudid deviceid make STRING`: `encryptUUID:`, the string with its check digest.
package enum DeviceIDMakeCommand: Subcommand {
    /// The command line.
    package static let spec = CommandSpec(
        name: "make",
        abstract: "encryptUUID: STRING and its 4-digit check suffix.",
        discussion: """
            encryptUUID: prints STRING + "-" + 4 UPPERCASE hex digits of
            MD5(MD5(first 8 units) + MD5(first 10 units)) when STRING is longer than 20 units;
            shorter strings are printed unchanged.
            """,
        operands: .one("STRING"),
        epilogue: """
            Example:
              $ openudid deviceid make 599F9C00-92DC-4B5C-9464-7971F01F8370
              599F9C00-92DC-4B5C-9464-7971F01F8370-A38A
            """)

    /// Prints the ID.
    package static func run(_ arguments: ParsedArguments, io: CommandIO) throws(CommandFailure) -> ExitCode {
        do {
            io.output.write(try DeviceIDTool.encryptUUID(arguments.operands[0]))
        } catch {
            throw .invalidData(error.description)
        }
        io.output.write(byte: 0x0A)
        return .success
    }
}
