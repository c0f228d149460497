import AuditInput
import OpenUDIDAudit

/// `openudid audit`: the collision-statistics report over real identifiers (see
/// ``OpenUDIDAudit/Audit``).
package enum AuditCommand: Subcommand {
    /// `audit`.
    package static let name = "audit"
    /// One line for the overview.
    package static let abstract = "Audit identifiers from files or stdin: duplicates, collisions, bias; write a report."
    /// The `--help` text.
    package static let help = """
        usage: openudid audit [FILE...|-] [--out DIR] [--column N|NAME] [--delimiter C]
                              [--memory-limit SIZE] [--temp-dir DIR] [--threads T] [--quiet]

        Reads identifiers, one per line (any of the five UUID forms in any letter case, or a
        40-digit OpenUDID; spaces, tabs and CR around them are trimmed), from the FILEs or
        standard input (none, or -), and reports: the inventory (versions, variants, forms,
        letter cases, blank and invalid lines), exact duplicates compared by value with
        whether an ideal generator would plausibly make them, prefix collisions and digit
        uniformity per group, the timestamps of v1/v6/v7 UUIDs, and findings (faults) with
        their evidence. Writes report.md, report.json, prefixes.svg, uniformity.svg and
        duplicates.svg into DIR and prints a one-line summary. Memory stays under the limit:
        sorted runs are spilled to the temporary directory and merged.

        Options:
          --out DIR            output directory, created if missing and checked before any
                               input is read (default ./audit)
          --column N|NAME      read each line as a CSV/TSV record (RFC 4180 quoting) and take
                               field N (from 1), or the field named NAME in the header row
                               of each input
          --delimiter C        the field separator with --column: one character, or tab
                               (also written \\t); default ,
          --memory-limit SIZE  most memory for records, e.g. 4G, 512M (default 16G, at most
                               3/4 of physical memory); 32 bytes per identifier
          --temp-dir DIR       where sorted runs are spilled (default $TMPDIR or /tmp)
          --threads T          threads that read, sort and merge (default: processors)
          --quiet              no progress bar

        Exit status: 0 when every input was read, 1 when an input could not be read (the
        others are audited and it is named), 2 for bad options or an output directory that
        cannot be written.

        Examples:
          $ openudid audit ids.txt --out /tmp/audit
          $ psql -At -c '\\copy (SELECT id FROM users) TO STDOUT' | openudid audit -
          $ openudid audit export.csv --column user_id

        """
    /// The flags and options.
    package static let arguments = ArgumentSpec(
        flags: ["--quiet"],
        options: ["--out", "--column", "--delimiter", "--memory-limit", "--temp-dir", "--threads"])

    /// Runs the audit, prints the summary, and names the inputs that could not be read.
    package static func run(_ parsed: ParsedArguments, io: CommandIO) throws(CommandFailure) -> ExitCode {
        let options = try makeOptions(parsed, io: io)
        var progress: ((AuditProgress) -> Void)?
        var bar: AuditProgressBar?
        if !parsed.has("--quiet") {
            bar = AuditProgressBar(write: { text in
                io.errors.write(text)
                io.errors.flush()
            })
            progress = bar!.update
        }
        let report: AuditReport
        do {
            report = try Audit.run(options, progress: progress)
        } catch {
            bar?.finish()
            switch error {
            case .invalidOption, .outputDirectory: throw .usage(error.description)
            case .spillFailed, .writeFailed: throw .invalidData(error.description)
            }
        }
        bar?.finish()
        io.output.write(report.summaryLine + "\n")
        let unreadable = report.inputs.filter { $0.error != nil }
        for input in unreadable { io.report("openudid audit: \(input.file): \(input.error!)") }
        return unreadable.isEmpty ? .success : .failure
    }

    /// Every option of the command line, turned into the audit's options. (The one place
    /// that knows the options: a declarative parser replaces it entry by entry.)
    static func makeOptions(_ parsed: ParsedArguments, io: CommandIO) throws(CommandFailure) -> AuditOptions {
        var options = AuditOptions()
        options.outputDirectory = parsed.value("--out") ?? "audit"
        let paths = parsed.positionals.isEmpty ? ["-"] : parsed.positionals
        let standardInput = StandardInputSource(io.input)
        options.inputs = paths.map { path in
            path == "-" ? InputSpec(name: "-") { standardInput } : InputSpec.file(path)
        }
        var delimiter = UInt8(ascii: ",")
        if let text = parsed.value("--delimiter") {
            guard parsed.hasValue("--column") else { throw .usage("--delimiter needs --column (it splits CSV/TSV records)") }
            switch text {
            case "tab", "\\t", "\t": delimiter = 0x09
            default:
                guard text.utf8.count == 1, let byte = text.utf8.first, byte != 0x22, byte != 0x0A, byte != 0x0D else {
                    throw .usage("--delimiter expects one ASCII character other than a quote or a line break, or 'tab'; got '\(text)'")
                }
                delimiter = byte
            }
        }
        if let text = parsed.value("--column") {
            let column: ColumnSelector
            if !text.isEmpty, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) {
                guard let number = Int(text), number >= 1 else { throw .usage("--column expects a field number from 1, or a header name; got '\(text)'") }
                column = .index(number - 1)
            } else {
                guard !text.isEmpty else { throw .usage("--column expects a field number from 1, or a header name") }
                column = .name(text)
            }
            options.reader.layout = .delimited(delimiter: delimiter, column: column)
        }
        if let text = parsed.value("--memory-limit") {
            guard let bytes = StatsCommand.parseSize(text) else {
                throw .usage("--memory-limit expects a size such as 512M or 16G, got '\(text)'")
            }
            options.memoryLimit = bytes
        }
        if let directory = parsed.value("--temp-dir") { options.temporaryDirectory = directory }
        if parsed.hasValue("--threads") {
            let threads = try parsed.count("--threads")
            guard threads <= 256 else { throw .usage("--threads expects at most 256, got \(threads)") }
            options.threads = threads
        }
        return options
    }
}

/// The command's standard input as an audit input.
private final class StandardInputSource: ByteSource, @unchecked Sendable {
    private let input: any ByteInput
    init(_ input: any ByteInput) { self.input = input }

    var knownLength: Int? { nil }

    func read(into destination: UnsafeMutableRawPointer, count: Int) throws(SourceError) -> Int {
        do {
            return try input.read(into: UnsafeMutableRawBufferPointer(start: destination, count: count))
        } catch {
            throw SourceError(error.description)
        }
    }
}
