import AuditInput
import OpenUDIDCore
package import CommandLineSupport

/// `openudid md5 [FILE...]`: the MD5 of each file, formatted exactly as GNU `md5sum` does.
package enum MD5Command: Subcommand {
    /// The command line: files, no options.
    package static let spec = CommandSpec(
        name: "md5",
        abstract: "Print the MD5 digest of files, as md5sum does.",
        discussion: """
            Prints '<32 hex digits>  <name>' for each FILE, exactly as md5sum does. With no FILE,
            or when FILE is -, reads standard input. Files are read in 64 KiB chunks, so memory use
            does not grow with their size. A file that cannot be read is reported on standard
            error; the others are still hashed and the exit status is 1.

            Names holding a backslash, a newline or a carriage return are escaped (\\\\, \\n, \\r)
            and their line starts with a backslash, as md5sum writes them.
            """,
        operands: .any("FILE"),
        epilogue: """
            Example:
              $ printf abc | openudid md5
              900150983cd24fb0d6963f7d28e17f72  -
            """)

    /// Hashes each named file (standard input for `-` or none); stops at the first failed write.
    package static func run(_ arguments: ParsedArguments, io: CommandIO) throws(CommandFailure) -> ExitCode {
        let names = arguments.operands.isEmpty ? ["-"] : arguments.operands
        var code = ExitCode.success
        for name in names where !io.output.hasFailed {
            do {
                let digest = try name == "-" ? digest(of: io.input) : digest(ofFileAt: name)
                writeLine(digest: digest, name: name, to: io.output)
            } catch {
                io.report("openudid md5: \(name): \(error)")
                code = .failure
            }
        }
        return code
    }

    /// The digest of a file's contents.
    static func digest(ofFileAt path: String) throws(SourceError) -> MD5Digest {
        try digest(of: FileSource(path: path))
    }

    /// The digest of everything `input` yields, streamed in 64 KiB chunks.
    static func digest(of input: any ByteSource) throws(SourceError) -> MD5Digest {
        var md5 = MD5()
        try input.forEachChunk { md5.update(bufferPointer: $0) }
        return md5.finalize()
    }

    /// Writes md5sum's line for `name`: digits, two spaces (text mode: md5sum's binary mode
    /// would put ` *`, and GNU uses text mode by default), the name.
    static func writeLine(digest: MD5Digest, name: String, to output: ByteOutput) {
        let escaped = MD5Line.escape(name)
        if escaped.needsMarker { output.write(byte: UInt8(ascii: "\\")) }
        output.append(reserving: MD5Digest.formattedLength) { digest.write(to: &$0) }
        output.write("  ")
        output.write(escaped.name)
        output.write(byte: 0x0A)
    }
}
