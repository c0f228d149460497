import OpenUDIDCore
package import CommandLineSupport
import JSONDocument

/// `openudid inspect ID...`: what each argument is, as one JSON object per line.
package enum InspectCommand: Subcommand {
    /// The command line: IDs, no options.
    package static let spec = CommandSpec(
        name: "inspect",
        abstract: "Describe UUIDs and OpenUDIDs as JSON.",
        discussion: """
            Prints one JSON object per line for each ID: a UUID in any of its five forms (canonical,
            UPPERCASE, hyphenless, {braced}, urn:uuid:) or a 40-hex-digit OpenUDID.

              {"input":…,"valid":true,"kind":"uuid","canonical":…,"version":N,"variant":…,
               "time":…,"clockSequence":N,"node":"hex12","null":bool}
              {"input":…,"valid":true,"kind":"uuid",…,"version":7,…,"time":…,
               "unixMillis":N,…}
              {"input":…,"valid":true,"kind":"openudid","canonical":…,"null":bool}
              {"input":…,"valid":false,"error":"…","index":N}

            variant is rfc9562, ncs, microsoft or future. For UUIDs of the rfc9562 variant, time
            (ISO 8601, UTC) appears for versions 1, 6 and 7; clockSequence and node for versions 1
            and 6; unixMillis (milliseconds since 1970) for version 7. null is true for the Nil
            UUID and for forty zeros (opted out).
            An invalid ID of 40 characters gets the OpenUDID parser's error, any other the UUID
            parser's. Exit status 0 when every ID is valid, 1 otherwise. Use -- before IDs that
            start with '-'.
            """,
        operands: .oneOrMore("ID"),
        epilogue: """
            Example (its one line of output folded here):
              $ openudid inspect 6ba7b810-9dad-11d1-80b4-00c04fd430c8
              {"input":"6ba7b810-9dad-11d1-80b4-00c04fd430c8","valid":true,"kind":"uuid",
               "canonical":"6ba7b810-9dad-11d1-80b4-00c04fd430c8","version":1,
               "variant":"rfc9562","time":"1998-02-04T22:13:53.1511824Z",
               "clockSequence":180,"node":"00c04fd430c8","null":false}
            """)

    /// Inspects each argument in order; stops at the first failed write.
    package static func run(_ arguments: ParsedArguments, io: CommandIO) throws(CommandFailure) -> ExitCode {
        var allValid = true
        for input in arguments.operands where !io.output.hasFailed {
            let result = Inspection.inspect(input)
            allValid = allValid && result.isValid
            io.output.write(JSONWriter.string(result.json(input: input)))
            io.output.write(byte: 0x0A)
        }
        return allValid ? .success : .failure
    }
}
