import OpenUDIDCore
import CommandLineSupport

/// The textual form `openudid uuid` writes: one of the core's ``RFCUUID/Format``s (the
/// shape), in lowercase or, with `--upper`, in UPPERCASE (the ``LetterCase`` of the digits;
/// the core keeps the `urn:uuid:` prefix lowercase, as RFC 9562 writes it).
struct UUIDForm {
    /// The shape.
    var format: RFCUUID.Format
    /// Whether the letters are `A`-`F` rather than `a`-`f`.
    var uppercase: Bool

    /// The form the flags of `arguments` ask for (``UUIDCommand``'s forms).
    init(_ arguments: ParsedArguments) {
        if arguments.has(UUIDCommand.hyphenless) {
            format = .hyphenless
        } else if arguments.has(UUIDCommand.braced) {
            format = .braced
        } else if arguments.has(UUIDCommand.urn) {
            format = .urn
        } else {
            format = .canonical
        }
        uppercase = arguments.has(UUIDCommand.upper)
    }

    /// Writes `uuid` and a newline straight into the output buffer.
    func writeLine(_ uuid: RFCUUID, to output: ByteOutput) {
        output.append(reserving: RFCUUID.formattedLength(format) + 1) { line in
            uuid.write(format, case: uppercase ? .upper : .lower, to: &line)
            line.append(0x0A)
        }
    }
}
