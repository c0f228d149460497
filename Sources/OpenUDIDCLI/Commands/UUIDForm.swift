import OpenUDIDCore
import CommandLineSupport

/// The textual form `openudid uuid` writes: one of the core's ``RFCUUID/Format``s, optionally
/// in UPPERCASE.
///
/// The core has an UPPERCASE variant of the canonical form only (the one `CFUUIDCreateString`
/// writes); `--upper --braced` and the like are made by raising the hex letters after the core
/// has written the lowercase form. The `urn:uuid:` prefix stays lowercase, as RFC 9562 writes it.
struct UUIDForm {
    /// The lowercase form to write first.
    var format: RFCUUID.Format
    /// Whether to raise `a`-`f` to `A`-`F` afterwards.
    var uppercase: Bool

    /// The form the flags of `arguments` ask for (``UUIDCommand``'s forms).
    init(_ arguments: ParsedArguments) {
        if arguments.has(UUIDCommand.hyphenless) { format = .hyphenless }
        else if arguments.has(UUIDCommand.braced) { format = .braced }
        else if arguments.has(UUIDCommand.urn) { format = .urn }
        else { format = .canonical }
        uppercase = arguments.has(UUIDCommand.upper)
    }

    /// Writes `uuid` and a newline straight into the output buffer.
    func writeLine(_ uuid: RFCUUID, to output: ByteOutput) {
        output.append(reserving: RFCUUID.maximumFormattedLength + 1) { destination in
            let length = uuid.write(format, to: destination)
            if uppercase {
                let start = format == .urn ? 9 : 0
                for offset in start..<length {
                    let byte = destination.load(fromByteOffset: offset, as: UInt8.self)
                    // Only the hex letters are lowercase; digits, hyphens and braces are not.
                    if byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "f") {
                        destination.storeBytes(of: byte - 0x20, toByteOffset: offset, as: UInt8.self)
                    }
                }
            }
            destination.storeBytes(of: 0x0A, toByteOffset: length, as: UInt8.self)
            return length + 1
        }
    }
}
