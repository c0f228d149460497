import OpenUDIDCore

/// `openudid generate`: fresh OpenUDIDs from the 2012 generator, or the 2011 one.
package enum GenerateCommand: Subcommand {
    /// `generate`.
    package static let name = "generate"
    /// One line for the overview.
    package static let abstract = "Generate OpenUDIDs (40 hex digits)."
    /// The `--help` text.
    package static let help = """
        usage: openudid generate [-n N] [--legacy]

        Prints N fresh OpenUDIDs (default 1), one per line: 40 lowercase hex digits.

        By default the 2012 generator: the MD5 of a random UUID's UPPERCASE string, then a
        uniform 32-bit suffix.

        Options:
          -n N        how many to print
          --legacy    the 2011 generator: the MD5 of a string unique to this process and call,
                      and a suffix where 00000000 is twice as likely and ffffffff never occurs

        Example:
          $ openudid generate
          e56f6a9223fb375e75480863fc0bcbb63a1c09f2

        """
    /// The flags and options.
    package static let arguments = ArgumentSpec(flags: ["--legacy"], options: ["-n"])

    /// Writes the identifiers through the output buffer, without making a `String` per line.
    package static func run(_ parsed: ParsedArguments, io: CommandIO) throws(CommandFailure) -> ExitCode {
        if let extra = parsed.positionals.first {
            throw .usage("unexpected argument '\(extra)'")
        }
        let count = try parsed.count("-n")
        let legacy = parsed.has("--legacy")
        for _ in 0..<count {
            let id = legacy ? OpenUDID.generateLegacy() : OpenUDID.generate()
            io.output.append(reserving: OpenUDID.length + 1) { line in
                id.write(to: &line)
                line.append(0x0A)
            }
        }
        return .success
    }
}
