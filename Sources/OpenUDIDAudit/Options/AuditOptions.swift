package import AuditInput
import CollisionStatistics
import WorkerThreads
import Platform

/// Everything an audit needs to know, whoever parsed it (the `openudid audit` command, tests).
package struct AuditOptions: Sendable {
    /// The inputs, in order; standard input is one of them when given as `-`.
    package var inputs: [InputSpec] = []
    /// Where report.md, report.json and the charts go; `nil` writes nothing.
    package var outputDirectory: String? = "audit"
    /// Lines or delimited records, and the reading block size.
    package var reader = ReaderSettings()
    /// The most memory the records may take, in bytes; past it, sorted runs go to
    /// ``temporaryDirectory``.
    package var memoryLimit = MemoryAvailable.current.defaultLimit
    /// Where spilled runs go.
    package var temporaryDirectory = AuditOptions.defaultTemporaryDirectory
    /// Threads that parse, sort and merge.
    package var threads = ThreadTeam.processorCount
    /// Records per in-memory batch and thread, overriding what the memory limit allows; tests
    /// set it tiny to force spilling.
    package var recordsPerBatch: Int?
    /// The family-wise false-alarm rate of the verdicts that can say `fault` (0.1 %).
    package var familyWiseRate = FalseAlarmLevel.familyWise
    /// How far (ms) a timestamp may step back in file order before it is a `clock-regression`.
    /// Only the analysis applies it: the reading threads keep what every tolerance needs.
    package var clockToleranceMilliseconds = AuditOptions.defaultClockTolerance
    /// Whether the report replaces every value from the input by a token and describes
    /// invalid lines by their shape (``Redaction``, `--redact`).
    package var redact = false
    /// The byte order UUIDs are read in (`--byte-order`): by default RFC 9562's, and GUID
    /// order when the values show it (``UUIDByteOrder``).
    package var byteOrder = UUIDByteOrder.auto
    /// One millisecond: a step back of 2 ms or more within one input is a regression.
    package static let defaultClockTolerance: Int64 = 1
    /// The tolerances an audit takes: up to a minute (as `clock-skew`'s threshold), past which a
    /// step back is a regression at any. The order tallies keep, for each step back, the least
    /// tolerance that forgives it, in memory bounded by this range (``ToleranceCounts``).
    package static let clockTolerances: ClosedRange<Int64> = 0...60_000

    package init() {}

    /// `$TMPDIR`, or `/tmp`.
    package static var defaultTemporaryDirectory: String {
        if let directory = getenvString("TMPDIR"), !directory.isEmpty { return directory }
        return "/tmp"
    }

    /// Memory held back from the batches: the runtime and the analysis tables (48 MiB), and per
    /// thread two chunk buffers and 16 MiB for the merge's read buffers (``RunConsolidation``
    /// keeps a merge to 64 runs of 256 KiB), which before the merge also cover the sort's
    /// ``SortScratch`` (its 1 MiB spare room and the level tables a sort reaches). Measured peaks stay below it: 31 MiB plus 18 MiB
    /// a thread over the batches (10^7 lines, 1 and 2 threads, `/usr/bin/time -v`).
    package static func reserved(threads: Int, chunkBytes: Int) -> Int { (48 << 20) + threads * (2 * chunkBytes + (16 << 20)) }

    /// The smallest batch a thread is given, so that a small memory limit makes a few long runs
    /// rather than thousands of short ones.
    package static let minimumBatchBytes = 8 << 20

    /// Records per batch and thread: the memory limit less ``reserved(threads:chunkBytes:)``,
    /// shared by the threads.
    package var batchRecords: Int {
        if let recordsPerBatch { return Swift.max(1, recordsPerBatch) }
        let usable = memoryLimit - AuditOptions.reserved(threads: threads, chunkBytes: reader.chunkBytes)
        return Swift.max(1, usable / threads / MemoryLayout<AuditRecord>.stride)
    }

    /// Checks the ranges, the temporary directory, that no input is named twice, and that every
    /// file has the `--column NAME` column: all before any output is written or input read.
    func validate() throws(AuditError) {
        try validateRanges()
        try validateTemporaryDirectory()
        try validateDistinctInputs()
        try validateHeaders()
    }

    /// Checks the ranges, and that the columns asked for go together.
    private func validateRanges() throws(AuditError) {
        try validateColumns()
        guard (1...256).contains(threads) else { throw .invalidOption("--threads must be between 1 and 256 (got \(threads))") }
        let least = AuditOptions.reserved(threads: threads, chunkBytes: reader.chunkBytes) + threads * AuditOptions.minimumBatchBytes
        guard recordsPerBatch != nil || memoryLimit >= least else {
            throw .invalidOption(
                "--memory-limit must be at least \(least >> 20)M for \(threads) thread\(threads == 1 ? "" : "s") (got \(memoryLimit) bytes)"
            )
        }
    }
}

extension AuditOptions {
    /// A recorded-time column is read beside the identifiers' column of CSV/TSV records, named
    /// when that one is named (a header row names the fields), and is not that column.
    func validateColumns() throws(AuditError) {
        guard let time = reader.timeColumn else { return }
        guard case let .delimited(_, selector) = reader.layout else {
            throw .invalidOption("--time-column needs --column (it reads CSV/TSV records)")
        }
        if case .name = time, case .index = selector {
            throw .invalidOption("--time-column NAME needs --column NAME: a header row names the fields")
        }
        guard time != selector else { throw .invalidOption("--time-column names the identifiers' own field") }
    }

    /// The temporary directory must exist and be writable: a mistyped `--temp-dir` is an
    /// error, not a new directory.
    func validateTemporaryDirectory() throws(AuditError) {
        var status = stat()
        guard stat(temporaryDirectory, &status) == 0 else {
            throw .temporaryDirectory(path: temporaryDirectory, reason: systemErrorMessage(errno))
        }
        guard (status.st_mode & S_IFMT) == S_IFDIR else { throw .temporaryDirectory(path: temporaryDirectory, reason: "not a directory") }
        guard access(temporaryDirectory, W_OK | X_OK) == 0 else {
            throw .temporaryDirectory(path: temporaryDirectory, reason: "not writable (\(systemErrorMessage(errno)))")
        }
    }

    /// No input twice: the same path, the same file (device and inode) under two paths, or
    /// standard input (`-`) twice. A file that cannot be opened is left to the reader, which
    /// names it.
    func validateDistinctInputs() throws(AuditError) {
        var seen: [String: String] = [:]
        var standardInput = false
        for input in inputs {
            guard let path = input.path else {
                if input.name == "-" {
                    if standardInput { throw .sameInput(first: "-", second: "-") }
                    standardInput = true
                }
                continue
            }
            var status = stat()
            let key = stat(path, &status) == 0 ? "\(status.st_dev):\(status.st_ino)" : "path:" + path
            if let first = seen[key] { throw .sameInput(first: first, second: path) }
            seen[key] = path
        }
    }

    /// With `--column NAME`, every file's header row must have the columns the reader is asked
    /// for. Standard input is checked when its header is read (``Audit/run(_:now:progress:)``).
    func validateHeaders() throws(AuditError) {
        guard case let .delimited(delimiter, .name) = reader.layout else { return }
        for input in inputs where input.startsFile {
            guard let path = input.path, let source = try? FileSource(path: path),
                let header = try? HeaderRow.names(in: source, delimiter: delimiter, maximumBytes: reader.maximumRecordBytes)
            else { continue }
            if case let .failure(missing) = HeaderRow.columns(in: header, settings: reader) {
                throw AuditError(missing, input: input.name)
            }
        }
    }
}

private func getenvString(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
}
