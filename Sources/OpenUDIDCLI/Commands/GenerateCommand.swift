import OpenUDIDCore
package import CommandLineSupport

/// `openudid generate`: fresh OpenUDIDs from the 2012 generator, or the 2011 one.
package enum GenerateCommand: Subcommand {
    /// `-n N`: how many.
    static let count = Option(
        "-n", value: "N", help: "how many to print",
        parser: .count, default: "1")
    /// `--legacy`: the 2011 generator.
    static let legacy = Flag(
        "--legacy",
        help: """
            the 2011 generator: the MD5 of a string unique to this process and call, and a suffix \
            where 00000000 is twice as likely and ffffffff never occurs
            """)

    /// The command line.
    package static let spec = CommandSpec(
        name: "generate",
        abstract: "Generate OpenUDIDs (40 hex digits).",
        discussion: """
            Prints N fresh OpenUDIDs, one per line: 40 lowercase hex digits.

            By default the 2012 generator: the MD5 of a random UUID's UPPERCASE string, then a
            uniform 32-bit suffix.
            """,
        options: [OptionGroup("Options", [count, legacy])],
        epilogue: """
            Example:
              $ openudid generate
              e56f6a9223fb375e75480863fc0bcbb63a1c09f2
            """)

    /// Writes the identifiers through the output buffer, without making a `String` per line,
    /// and stops at the first failed write.
    package static func run(_ arguments: ParsedArguments, io: CommandIO) throws(CommandFailure) -> ExitCode {
        let legacy = arguments.has(legacy)
        let output = io.output
        for _ in 0..<arguments[count]! {
            let id = legacy ? OpenUDID.generateLegacy() : OpenUDID.generate()
            output.append(reserving: OpenUDID.formattedLength + 1) { line in
                id.write(to: &line)
                line.append(0x0A)
            }
            if output.hasFailed { break }
        }
        return .success
    }
}
