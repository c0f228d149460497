import AuditInput
import OpenUDIDAudit
package import CommandLineSupport
import ShardedRun
import WorkerThreads

/// `openudid audit`: the collision-statistics report over real identifiers (see
/// ``OpenUDIDAudit/Audit``).
package enum AuditCommand: Subcommand {
    static let out = Option(
        "--out", value: "DIR",
        help: """
            output directory, created if missing and checked before any input is read (a \
            symbolic link is followed once, then; a file added to it during the run is kept)
            """, parser: .path, defaultNote: AuditOptions().outputDirectory ?? "")
    static let column = Option(
        "--column", value: "N|NAME",
        help: """
            read each line as a CSV/TSV record (RFC 4180 quoting) and take field N (from 1), or the \
            field named NAME in the header row of each input
            """, parser: columnSelector)
    static let delimiter = Option(
        "--delimiter", value: "C",
        help: """
            the field separator with --column: one character, or tab (also written \\t)
            """, parser: fieldSeparator, defaultNote: ",")
    static let timeColumn = Option(
        "--time-column", value: "N|NAME",
        help: """
            with --column: the field (N from 1, or NAME in the header row, which then needs --column \
            NAME) holding each identifier's recorded creation time, ISO 8601 (2025-06-15T10:20:30.123Z, \
            an offset, or none for UTC) or Unix seconds, milliseconds, microseconds or nanoseconds \
            (told by their digits); compared with the time inside v1, v6 and v7 UUIDs, ULIDs and \
            KSUIDs (clock-skew past a minute)
            """, parser: columnSelector)
    static let clockTolerance = Option(
        "--clock-tolerance", value: "MS",
        help: """
            how far, in milliseconds (up to 60000), a v1, v6 or v7 UUID's, a ULID's or a KSUID's \
            timestamp may step back from the one on the line before it in the same input before it \
            is a clock-regression (unless a jump forward within 8 lines undoes it: generators with \
            clocks apart, interleaved)
            """,
        parser: .count(in: Int(AuditOptions.clockTolerances.lowerBound)...Int(AuditOptions.clockTolerances.upperBound)),
        defaultNote: "1")
    static let memoryLimit = Option(
        "--memory-limit", value: "SIZE",
        help: """
            most memory for records, e.g. 4G, 512M; 32 bytes per identifier, sorted runs spilled \
            past it
            """, parser: .size, defaultNote: "16G, at most 3/4 of physical memory or the cgroup's limit")
    static let temporaryDirectory = Option(
        "--temp-dir", value: "DIR", help: "where sorted runs are spilled",
        parser: .path, defaultNote: "$TMPDIR or /tmp")
    static let threads = Option(
        "--threads", value: "T", help: "threads that read, sort and merge",
        parser: .count(in: 1...256), defaultNote: "processors online")
    static let quiet = Flag("--quiet", help: "no progress bar")
    static let byteOrder = Option(
        "--byte-order", value: "ORDER",
        help: """
            how a UUID's first three fields are stored: rfc (RFC 9562), guid (little-endian, as \
            SQL Server and .NET keep a GUID), or auto: rfc, unless the values show guid order, \
            when files are read again that way
            """, parser: .choice(UUIDByteOrder.self), defaultNote: "auto")
    static let failOn = Option(
        "--fail-on", value: "LEVEL",
        help: """
            exit with status 3, once the report is written, when it holds a finding of this \
            severity or above: fault, or warning (a fault or a warning), as a pipeline's data check
            """, parser: .choice(FailLevel.self))
    static let redact = Flag(
        "--redact",
        help: """
            keep the input's values out of the report: each duplicated or colliding value is a \
            keyed-hash token (equal values, equal tokens; the key is drawn for the run and never \
            written), each invalid line is described by its length and character classes
            """)
    static let shards = Option(
        "--shards", value: "S",
        help: """
            split the audit into S map and S reduce shards (1 to 4096); run one with --map or \
            --reduce, then `openudid merge` their partials. Needs --work-dir; files only (standard \
            input with --shards 1)
            """, parser: .count(in: 1...AuditRecord.sliceCount))
    static let map = Option(
        "--map", value: "I",
        help: """
            run map shard I (0 to S-1): read the I-th share of the files' bytes, cut at line starts \
            (whole files with --column), write its records for every reduce and its inventory \
            (audit-map-I.partial) into the work directory
            """, parser: .count(in: 0...AuditRecord.sliceCount - 1))
    static let reduce = Option(
        "--reduce", value: "J",
        help: """
            run reduce shard J (0 to S-1), once every map is done: sort and count the records of its \
            key range, write audit-reduce-J.partial
            """, parser: .count(in: 0...AuditRecord.sliceCount - 1))
    static let workDir = Option(
        "--work-dir", value: "DIR",
        help: """
            directory every shard of the run shares (a shared file system across machines): partials \
            and the shuffle files, 32 bytes per identifier
            """, parser: .path)

    /// The command line.
    package static let spec = CommandSpec(
        name: "audit",
        abstract: "Audit identifiers: duplicates, collisions, bias, faults.",
        discussion: """
            Reads identifiers, one per line (any of the five UUID forms in any letter case, a
            40-digit OpenUDID, a ULID, a KSUID or a Snowflake id of 17 to 19 digits, each also in
            one pair of quotes; spaces, tabs and CR around them are trimmed), from the FILEs or
            standard input (none, or -), and reports: the inventory (versions, variants, forms,
            letter cases, blank and invalid lines), exact duplicates compared by value with
            whether an ideal generator would plausibly make them, prefix collisions and digit
            uniformity per group, the timestamps of v1/v6/v7 UUIDs, ULIDs and KSUIDs, and findings
            (faults) with their evidence. These are also read in file order, per input: a timestamp
            stepping back (clock-regression), a counter wrapping inside a millisecond
            (counter-wrap), and with --time-column the recorded creation times (clock-skew); an
            input sorted by value, or in no time order, is named and these checks left out.
            Writes report.md, report.json, duplicates.csv, prefixes.svg and uniformity.svg into
            DIR and prints a one-line summary. Memory stays under the limit:
            sorted runs are spilled to the temporary directory and merged.
            """,
        options: [
            OptionGroup(
                "Options",
                [
                    out, column, delimiter, timeColumn, clockTolerance, byteOrder, failOn, memoryLimit, temporaryDirectory, threads, redact,
                    quiet,
                    RunCheck.flag,
                ]),
            OptionGroup("Shards (one piece of an audit, for many machines)", [shards, map, reduce, workDir]),
        ],
        exclusive: [[map, reduce], [out, map], [out, reduce]],
        operands: .any("FILE"),
        epilogue: """
            Exit status: 0 when the audit ran, whatever it found (findings, faults among them, are
            in the report and counted on the summary line; lines that are mostly invalid or an
            input that ends inside an identifier are warnings); 1 when no identifier was read at
            all (an empty input, every line blank or invalid: the report says why) or an input
            could not be read (the others are audited and it is named); 2 for bad options, the same
            input named twice, a --column NAME that a header lacks, a --temp-dir that is not a
            writable directory, or an output directory that cannot be written (no report then);
            3 with --fail-on LEVEL when the report holds a finding at or above LEVEL (and the audit
            ran: 1 and 2 come first).

            Examples:
              $ openudid audit ids.txt --out /tmp/audit
              $ psql -At -c '\\copy (SELECT id FROM users) TO STDOUT' | openudid audit -
              $ openudid audit export.csv --column user_id
              $ openudid audit events.csv --column id --time-column created_at

            The same report from 4 shards (each command may run on another machine that sees DIR):
              $ for i in 0 1 2 3; do
                  openudid audit ids.txt --shards 4 --map $i --work-dir DIR; done
              $ for j in 0 1 2 3; do
                  openudid audit ids.txt --shards 4 --reduce $j --work-dir DIR; done
              $ openudid merge DIR/audit-*.partial --out /tmp/audit
            Scripts/distributed/ runs them on Dask or as a Slurm job array.
            """)

    /// Runs the audit, prints the summary, and names the inputs that could not be read.
    package static func run(_ arguments: ParsedArguments, io: CommandIO) throws(CommandFailure) -> ExitCode {
        let options = try makeOptions(arguments, io: io)
        if arguments.has(RunCheck.flag) {
            try check(arguments, options: options)
            return .success
        }
        if let step = try ShardStep.parse(arguments, ShardStep.Options(shards: shards, map: map, reduce: reduce, workDir: workDir)) {
            return try runShard(step, options: options, quiet: arguments.has(quiet), io: io)
        }
        let bar = io.progressBar(label: "openudid audit", quiet: arguments.has(quiet))
        let report: AuditReport
        do {
            report = try Audit.run(options, progress: bar?.update)
        } catch {
            bar?.finish()
            throw failure(error)
        }
        bar?.finish()
        return summarise(report, failOn: arguments[failOn], io: io)
    }

    /// The exit status of an audit error: 2 for bad options or an unusable output directory; 1
    /// for a failed write, read or spill.
    static func failure(_ error: AuditError) -> CommandFailure {
        switch error {
        case .invalidOption, .outputDirectory, .missingColumn, .missingTimeColumn, .sameInput, .temporaryDirectory:
            return .usage(error.description)
        case .spillFailed, .writeFailed: return .invalidData(error.description)
        }
    }

    /// Prints the summary line and names the inputs that could not be read (exit 1 then), and
    /// says so when no identifier was read (exit 1 too: nothing was audited); else, given
    /// `failOn`, exit 3 when a finding is at or above it.
    static func summarise(_ report: AuditReport, failOn: FailLevel? = nil, io: CommandIO) -> ExitCode {
        io.output.write(report.summaryLine + "\n")
        var code = ExitCode.success
        if report.valid == 0, let empty = report.findings.first(where: { $0.kind == .noIdentifiers }) {
            io.report("openudid audit: \(empty.evidence)")
            code = .failure
        }
        for input in report.inputs {
            guard let error = input.error else { continue }
            io.report("openudid audit: \(input.file): \(error)")
            code = .failure
        }
        if code == .success, let failOn, case let failing = failOn.failing(report), !failing.isEmpty {
            let kinds = Set(failing.map(\.kind)).sorted().map(\.name).joined(separator: ", ")
            io.report(
                "openudid audit: \(failing.count) \(failing.count == 1 ? "finding" : "findings") at or above \(failOn.rawValue) "
                    + "(--fail-on \(failOn.rawValue)): \(kinds)")
            code = .findings
        }
        return code
    }

    /// The audit's options from the command line; the library's defaults where it is silent.
    static func makeOptions(_ arguments: ParsedArguments, io: CommandIO) throws(CommandFailure) -> AuditOptions {
        var options = AuditOptions()
        if let value = arguments[out] { options.outputDirectory = value }
        let paths = arguments.operands.isEmpty ? ["-"] : arguments.operands
        let standardInput = StandardInputSource(io.input)
        options.inputs = paths.map { path in
            guard path == "-" else { return InputSpec.file(path) }
            var spec = InputSpec(name: "-") { standardInput }
            spec.canReadAgain = false
            return spec
        }
        if arguments[delimiter] != nil && arguments[column] == nil {
            throw .usage("--delimiter needs --column (it splits CSV/TSV records)")
        }
        if let selector = arguments[column] {
            options.reader.layout = .delimited(delimiter: arguments[delimiter] ?? UInt8(ascii: ","), column: selector)
        }
        options.reader.timeColumn = arguments[timeColumn]
        if let value = arguments[clockTolerance] { options.clockToleranceMilliseconds = Int64(value) }
        if let value = arguments[byteOrder] { options.byteOrder = value }
        if let value = arguments[memoryLimit] {
            let fitted = MemoryLimitFit.fit(value, command: "audit")
            options.memoryLimit = fitted.limit
            if let note = fitted.note { io.report(note) }
        }
        if let value = arguments[temporaryDirectory] { options.temporaryDirectory = value }
        if let value = arguments[threads] { options.threads = value }
        options.redact = arguments.has(redact)
        if arguments[memoryLimit] == nil {
            // The default comes from the machine or its cgroup. Below what the threads need
            // before a record is held, the audit takes that least (its batches grow as records
            // arrive, so a small input stays small) and says so.
            let least =
                AuditOptions.reserved(threads: options.threads, chunkBytes: options.reader.chunkBytes)
                + options.threads * AuditOptions.minimumBatchBytes
            if options.memoryLimit < least {
                let available = MemoryAvailable.current
                io.report(
                    "openudid audit: the default --memory-limit, \(MemoryLimitFit.size(options.memoryLimit)) (3/4 of the "
                        + "\(MemoryLimitFit.size(available.bytes)) this process may use: \(available.source)), is below the "
                        + "\(least >> 20)M an audit with \(options.threads) thread\(options.threads == 1 ? "" : "s") needs; using "
                        + "\(least >> 20)M (fewer --threads need less)")
                options.memoryLimit = least
            }
        }
        return options
    }

    /// `--column`: a field number from 1, or a header name.
    static let columnSelector = ValueParser<ColumnSelector>(
        expecting: "a field number from 1, or a header name"
    ) { (text) throws(InvalidValue) in
        guard !text.isEmpty else { throw InvalidValue() }
        guard text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return .name(text) }
        guard let number = Int(text), number >= 1 else { throw InvalidValue() }
        return .index(number - 1)
    }

    /// `--delimiter`: one ASCII character other than a quote or a line break, or `tab`.
    static let fieldSeparator = ValueParser<UInt8>(
        expecting: "one ASCII character other than a quote or a line break, or 'tab'"
    ) { (text) throws(InvalidValue) in
        switch text {
        case "tab", "\\t", "\t": return 0x09
        default:
            guard text.utf8.count == 1, let byte = text.utf8.first, byte < 0x80,
                byte != 0x22, byte != 0x0A, byte != 0x0D
            else { throw InvalidValue() }
            return byte
        }
    }
}

/// The command's standard input as an audit input: read as it comes, its length never taken
/// as known (the progress bar shows no total for it), and handed to the reader's thread
/// (`InputSpec` opens it from a `@Sendable` closure; the audit reads it from one thread only).
private final class StandardInputSource: ByteSource, @unchecked Sendable {
    private let input: any ByteSource
    init(_ input: any ByteSource) { self.input = input }

    var knownLength: Int? { nil }

    func read(into destination: UnsafeMutableRawPointer, count: Int) throws(SourceError) -> Int {
        try input.read(into: destination, count: count)
    }
}
