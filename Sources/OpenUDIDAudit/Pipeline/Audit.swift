import AtomicOutput
import AuditInput
package import RunProgress
package import Foundation
import ShardedRun
import WorkerThreads
import Synchronization
import Platform

/// `openudid audit`: reads identifiers from files or standard input, counts them, sorts them
/// (spilling sorted runs to disk past the memory limit), merges the runs, and judges the
/// duplicates, prefix collisions, digits and timestamps of each group.
///
/// ```swift
/// var options = AuditOptions()
/// options.inputs = [.file("ids.txt")]
/// let report = try Audit.run(options)
/// print(report.duplicates.verdict)
/// ```
///
/// **Threads.** T threads take chunks of about 4 MiB from one ``ChunkReader`` (reading is the
/// only serial step, under a lock) and parse them into their own batch of 32-byte records.
/// A full batch is sorted in place and spilled as a run. At the end each thread orders what it
/// holds by the first digit, and all the threads sort the buckets of every batch, taking them
/// in turn (so none waits for another's larger batch); then the key space is cut into T ranges
/// of slices holding about equal numbers of records, and each thread merges its range from
/// every run and counts it. The counts add up. When no batch was spilled and whole buckets
/// split evenly, the last two steps are one (``sortAndMerge(_:threads:locations:now:progress:)``):
/// the threads take pieces of whole buckets in turn, sort them and count them at once.
package enum Audit {
    /// The prefix lengths compared with the birthday bound, as in `openudid stats`.
    package static let prefixBits = Array(stride(from: 16, through: 64, by: 4))

    /// Runs the audit and writes the report files when `options.outputDirectory` is set.
    ///
    /// - Throws: ``AuditError`` for bad options, an output or temporary directory that cannot
    ///   be written (checked before any input is read), a spill that fails, or a report file
    ///   that cannot be written. Unreadable inputs are not errors: they are named in the report.
    package static func run(
        _ options: AuditOptions, now: Date = Date(),
        progress: ((ProgressUpdate) -> Void)? = nil
    ) throws(AuditError) -> AuditReport {
        try options.validate()
        let staged = try options.outputDirectory.map { (directory) throws(AuditError) in try AuditReport.stage(directory) }
        // As databases do: the soft limit of open files up to the hard one. An audit holds a
        // spill file per thread and the inputs one at a time, but a process that called it
        // may have set the soft limit low.
        _ = ShardFiles.raiseOpenFileLimit()
        let clock = ContinuousClock()
        let started = clock.now
        var options = options
        var reader = ChunkReader(inputs: options.inputs, settings: options.reader)
        func read() throws(AuditError) -> Collected {
            try collect(options, reader: reader, capacity: options.batchRecords) { [reader] in
                progress?(
                    ProgressUpdate(
                        phase: "reading", completed: reader.progress, total: reader.knownTotal,
                        elapsed: (clock.now - started).inSeconds, unit: .bytes))
            }
        }
        var collected = try read()
        // UUIDs that show GUID byte order are read again in it, when every input can be read
        // again (files, not standard input); the evidence goes into the report either way.
        let guidEvidence = options.byteOrder == .auto ? GUIDOrderEvidence(collected.inventory.versionDigits) : nil
        if guidEvidence != nil && options.inputs.allSatisfy(\.canReadAgain) {
            for batch in collected.batches { batch.baseAddress?.deallocate() }
            collected = Collected()
            options.byteOrder = .guid
            reader = ChunkReader(inputs: options.inputs, settings: options.reader)
            collected = try read()
        }
        // The batches' memory: freed here when sorting or merging fails, else handed to the
        // report's step below.
        var heldBatches = collected.batches
        defer { for batch in heldBatches { batch.baseAddress?.deallocate() } }
        trace("read and parsed", since: started)
        let locations = reader.locations()
        let sortStarted = clock.now
        let (runs, counted) = try sortAndCount(
            collected.bucketed, spilled: collected.runs, threads: options.threads,
            temporaryDirectory: options.temporaryDirectory, locations: locations,
            now: Int64(now.timeIntervalSince1970 * 1000)
        ) { step, done, total in
            progress?(
                ProgressUpdate(
                    phase: step == .sorting ? "sorting" : "merging", completed: done, total: total,
                    elapsed: (clock.now - sortStarted).inSeconds))
        }
        // The batches (32 bytes per line) are handed back to the system while the report is
        // judged and written, and by this thread too once the report is done: unmapping them
        // takes longer than the report (Scripts/audit-peers-records/2026-11-27.md).
        let release = BatchRelease(heldBatches)
        heldBatches = []
        defer { release.finish() }
        let counts = AuditCounts(
            tallies: counted.tallies, inventory: collected.inventory, links: counted.links,
            examples: collected.examples, locations: locations, inputErrors: reader.inputErrors,
            headerRows: reader.headerRows, delimited: options.reader.layout.isDelimited,
            unterminatedEnds: reader.unterminatedEnds, order: collected.order,
            clockTolerance: options.clockToleranceMilliseconds,
            byteOrder: .init(evidence: guidEvidence, readInGUIDOrder: options.byteOrder == .guid))
        let summary = AuditReport.RunSummary(
            threads: options.threads, memoryLimit: options.memoryLimit,
            spilledRuns: runs.filter { $0.spilledBytes > 0 }.count,
            spilledBytes: runs.reduce(0) { $0 + $1.spilledBytes },
            seconds: (clock.now - started).inSeconds, files: [])
        let report = try ThreadTeam.alongside({ release.help() }) { () throws(AuditError) in
            defer { release.help() }
            return try finish(
                counts, familyWiseRate: options.familyWiseRate, output: staged, now: now, run: summary,
                redaction: options.redact ? Redaction() : nil)
        }
        trace("in all", since: started)
        progress?(ProgressUpdate(phase: "done", completed: 0, total: 0, elapsed: report.run.seconds))
        return report
    }

    /// Judges the counts, writes the report files into `outputDirectory` (when set) and
    /// releases the tallies: the end of a one-process audit and of a sharded audit's merge.
    /// `now` is the audit's time: a pre-RFC layout's dates are plausible up to a day after it.
    ///
    /// With `redaction`, every value from the input is a token in every file written and in
    /// the report returned (``AuditReport/redact(_:ends:)``).
    static func finish(
        _ counts: AuditCounts, familyWiseRate: Double, output: StagedDirectory?, now: Date = Date(),
        run: AuditReport.RunSummary, redaction: Redaction? = nil
    ) throws(AuditError) -> AuditReport {
        var report = AuditAnalysis.report(counts, familyWiseRate: familyWiseRate, now: now)
        if let redaction {
            let ends = counts.unterminatedEnds.map { end in
                end.text.withUnsafeBytes { (escaped: EscapedText.make($0), shape: LineShape.describe($0)) }
            }
            report.redact(redaction, ends: ends)
        }
        let folded = Set(report.groups.compactMap(\.unversioned).flatMap(\.folded))
        let duplicateList =
            output == nil
            ? [] : DuplicateList.csv(counts.tallies, locations: counts.locations, foldedAsRandom: folded, redaction: redaction)
        for tally in counts.tallies { tally.release() }
        report.run = run
        if let output {
            report.run.files = AuditReport.fileNames.map { (output.path as NSString).appendingPathComponent($0) }
            try report.write(to: output, duplicates: duplicateList)
        }
        return report
    }

    // MARK: - Reading

    /// What the reading threads hand over.
    struct Collected {
        /// The spilled runs, and each thread's last batch (ordered by its first digit only).
        var runs: [SortedRun] = []
        var bucketed: [BucketedBatch] = []
        /// The threads' batch memory (each batch's whole capacity), freed at the end.
        var batches: [UnsafeMutableBufferPointer<AuditRecord>] = []
        var inventory = Inventory()
        var examples: [(location: UInt64, text: String, error: String)] = []
        /// The file order of the time-ordered groups, per input in input order.
        var order: [InputOrder] = []
    }

    /// Reads every chunk of `reader` on `options.threads` threads into batches of `capacity`
    /// records, spilled as sorted runs (or, given `shuffle`, written to a map's shuffle files).
    static func collect(
        _ options: AuditOptions, reader: ChunkReader, capacity: Int, shuffle: AuditShuffleWriter? = nil,
        poll: () -> Void
    ) throws(AuditError) -> Collected {
        let threads = options.threads
        let lock = Mutex(0)
        let results = TaskResults<(collector: Collector, runs: [SortedRun], batch: BucketedBatch?)>(count: threads)
        let settings = options.reader
        let directory = options.temporaryDirectory
        let stop = Atomic<Bool>(false)
        let stitcher = OrderStitcher()
        ThreadTeam.run(size: threads, polling: poll) { thread in
            var collector = Collector(
                capacity: capacity, temporaryDirectory: directory, shuffle: shuffle, guidOrder: options.byteOrder == .guid)
            collector.shapesOnly = options.redact
            let buffer = ChunkBuffer(capacity: settings.chunkBytes + 64)
            var field: [UInt8] = []
            var finished: (chunk: Int, lines: Int, order: InputOrder)?
            while !stop.load(ordering: .relaxed) {
                let claim = lock.withLock { _ -> ChunkReader.Claim? in
                    if let finished {
                        reader.finish(chunk: finished.chunk, lines: finished.lines)
                        stitcher.add(chunk: finished.chunk, order: finished.order, chunkLines: reader.chunkLines)
                    }
                    // A header without the column ends the audit as a usage error: read no further.
                    guard reader.missingColumns.isEmpty else { return nil }
                    let claim = reader.claim(into: buffer)
                    return reader.missingColumns.isEmpty ? claim : nil
                }
                finished = nil
                guard let claim else { break }
                collector.chunk = claim.chunk
                collector.column = settings.layout.isDelimited ? claim.column : nil
                collector.beginOrder(input: claim.input)
                guard let lines = ChunkScanner.scan(claim, in: buffer, settings: settings, field: &field, into: &collector) else {
                    continue
                }
                finished = (claim.chunk, lines, collector.order)
                if collector.failure != nil { stop.store(true, ordering: .relaxed) }
            }
            if let finished {
                lock.withLock { _ in
                    reader.finish(chunk: finished.chunk, lines: finished.lines)
                    stitcher.add(chunk: finished.chunk, order: finished.order, chunkLines: reader.chunkLines)
                }
            }
            let sortStarted = ContinuousClock().now
            let (runs, batch) = collector.finish()
            if thread == 0 { trace("thread 0 ordered its last batch by first digit", since: sortStarted) }
            results[thread] = (collector, runs, batch)
        }
        let missing = reader.missingColumns.first.map { AuditError($0.missing, input: reader.inputs[$0.input].name) }
        if let failure = results.values.lazy.compactMap({ $0?.collector.failure }).first ?? missing {
            for result in results.values { result?.collector.records.deallocate(); result?.collector.releaseCounters() }
            throw failure
        }
        var collected = Collected()
        stitcher.advance(chunkLines: reader.chunkLines)
        collected.order = stitcher.inputs
        for result in results.values {
            guard let (collector, runs, batch) = result else { continue }
            collected.runs += runs
            if let batch { collected.bucketed.append(batch) }
            collected.batches.append(UnsafeMutableBufferPointer(start: collector.records, count: collector.allocated))
            collected.inventory.add(collector.inventory)
            collected.examples += collector.examples
            collector.releaseCounters()
        }
        return collected
    }

    // MARK: - Sorting

    /// Finishes the sort of the reading threads' last batches, each ordered by its first digit
    /// only, on `threads` threads that take the 256 buckets of every batch in turn (so a batch
    /// larger than the others, or a reduce shard's single batch, is still sorted by all of
    /// them), and returns them as memory runs. `progress` is called with the records sorted
    /// and the records in all while the threads work.
    static func sortBatches(
        _ batches: [BucketedBatch], threads: Int, progress: (Int, Int) -> Void = { _, _ in }
    ) -> [SortedRun] {
        let buckets = batches.count * 256
        let total = batches.reduce(0) { $0 + $1.count }
        let next = Atomic<Int>(0), sorted = Atomic<Int>(0)
        if buckets > 0 {
            ThreadTeam.run(size: Swift.min(threads, buckets), polling: { progress(sorted.load(ordering: .relaxed), total) }) { _ in
                let scratch = SortScratch.make()
                defer { scratch.deallocate() }
                while case let index = next.add(1, ordering: .relaxed).oldValue, index < buckets {
                    let batch = batches[index / 256], bucket = index % 256
                    batch.sortBucket(bucket, scratch: scratch)
                    sorted.add(batch.size(of: bucket), ordering: .relaxed)
                }
            }
        }
        return batches.map { $0.sortedRun() }
    }

    // MARK: - Merging

    /// Cuts the slices into `threads` ranges of about equal numbers of records, merges each
    /// range from every run on its own thread, and adds up the tallies in range order.
    static func merge(
        _ runs: [SortedRun], threads: Int, temporaryDirectory: String, locations: LocationTable, now: Int64,
        progress: (Int, Int) -> Void
    ) throws(AuditError) -> (tallies: [GroupTally], links: CopyLinks) {
        let runs = try RunConsolidation.consolidate(runs, threads: threads, directory: temporaryDirectory)
        var perSlice = [Int](repeating: 0, count: AuditRecord.sliceCount)
        for run in runs {
            for s in 0..<AuditRecord.sliceCount { perSlice[s] += run.sliceStarts[s + 1] - run.sliceStarts[s] }
        }
        let total = perSlice.reduce(0, +)
        let ranges = equalRanges(perSlice, parts: threads)
        let fileRuns = Swift.max(1, runs.filter { $0.spilledBytes > 0 }.count)
        let bufferRecords = Swift.min(Swift.max((16 << 20) / fileRuns, 64 << 10), 4 << 20) / MemoryLayout<AuditRecord>.stride
        let done = Atomic<Int>(0)
        let slices = ranges
        let results = TaskResults<Result<Counted, AuditError>>(count: ranges.count)
        ThreadTeam.run(size: ranges.count, polling: { progress(done.load(ordering: .relaxed), total) }) { index in
            results[index] = countRange(locations: locations, now: now, progress: { done.add($0, ordering: .relaxed) }) {
                (analyzer) throws(AuditError) in
                try RunMerge.merge(runs, slices: slices[index], bufferRecords: bufferRecords, into: &analyzer)
            }
        }
        return try add(results.values.map { $0! })
    }

    /// What a merge thread counted in its range of slices.
    typealias Counted = (tallies: [GroupTally], links: CopyLinks)

    /// One merge thread's counts: a fresh analyzer fed by `body`, finished, or released when
    /// `body` fails. `progress` is called with the records counted since its last call.
    private static func countRange(
        locations: LocationTable, now: Int64, progress: @escaping @Sendable (Int) -> Void,
        _ body: (inout RangeAnalyzer) throws(AuditError) -> Void
    ) -> Result<Counted, AuditError> {
        var analyzer = RangeAnalyzer(prefixBits: prefixBits, locations: locations, now: now, progress: progress)
        do throws(AuditError) {
            try body(&analyzer)
            let tallies = analyzer.finish()
            return .success((tallies, analyzer.links))
        } catch {
            _ = analyzer.finish().map { $0.release() }
            return .failure(error)
        }
    }

    /// `counts` cut into at most `parts` consecutive ranges of its indices holding about equal
    /// sums: a range ends where the running sum first reaches its share.
    static func equalRanges(_ counts: [Int], parts: Int) -> [Range<Int>] {
        let total = counts.reduce(0, +)
        var ranges: [Range<Int>] = []
        var start = 0, sum = 0
        for (index, count) in counts.enumerated() {
            sum += count
            if ranges.count < parts - 1 && sum * parts >= total * (ranges.count + 1) {
                ranges.append(start..<(index + 1))
                start = index + 1
            }
        }
        ranges.append(start..<counts.count)
        return ranges
    }

    /// The merge threads' counts added up in range order; the first failure, if any.
    private static func add(_ results: [Result<Counted, AuditError>]) throws(AuditError) -> Counted {
        var tallies: [GroupTally]?
        var links = CopyLinks()
        for result in results {
            switch result {
            case let .failure(error): throw error
            case let .success(part):
                links.merge(part.links)
                if tallies == nil {
                    tallies = part.tallies
                } else {
                    for group in 0..<IdentifierGroup.count {
                        tallies![group].merge(part.tallies[group])
                        part.tallies[group].release()
                    }
                }
            }
        }
        return (tallies!, links)
    }

    /// The steps after reading, as ``sortAndCount(_:spilled:threads:temporaryDirectory:locations:now:progress:)``
    /// reports them: the sort, then the merge, or both at once.
    enum CountingStep { case sorting, merging }

    /// Sorts the reading threads' last `batches` and merges them with the `spilled` runs on
    /// `threads` threads: in one step when nothing was spilled and whole buckets split evenly
    /// (``sortAndMerge(_:threads:locations:now:progress:)``, reported as merging), else in two
    /// (``sortBatches(_:threads:progress:)``, then ``merge(_:threads:temporaryDirectory:locations:now:progress:)``).
    /// Returns every run (for the spill figures) and the counts. `progress` is called with the
    /// step, the records done and the records in all.
    static func sortAndCount(
        _ batches: [BucketedBatch], spilled: [SortedRun], threads: Int, temporaryDirectory: String,
        locations: LocationTable, now: Int64, progress: (CountingStep, Int, Int) -> Void
    ) throws(AuditError) -> (runs: [SortedRun], counted: Counted) {
        let started = ContinuousClock().now
        if spilled.isEmpty,
            let fused = try sortAndMerge(
                batches, threads: threads, locations: locations, now: now, progress: { progress(.merging, $0, $1) })
        {
            trace("sorted, merged and counted", since: started)
            return fused
        }
        let runs = spilled + sortBatches(batches, threads: threads) { progress(.sorting, $0, $1) }
        trace("sorted the last batches", since: started)
        let mergeStarted = ContinuousClock().now
        let counted = try merge(
            runs, threads: threads, temporaryDirectory: temporaryDirectory, locations: locations, now: now
        ) { progress(.merging, $0, $1) }
        trace("merged and counted", since: mergeStarted)
        return (runs, counted)
    }

    /// The last batches sorted and merged in one step, when no run was spilled: the key space
    /// is cut into pieces of whole first-digit buckets holding about equal numbers of records
    /// (``bucketRanges(_:threads:)``), and each thread takes the next piece, sorts its buckets
    /// of every batch and merges each bucket at once, while its records are still in the cache
    /// (``merge(_:threads:temporaryDirectory:locations:now:progress:)`` reads them all back from
    /// memory). Each piece has its own counts, added up in key order, so a thread on a core
    /// that runs slower than the others takes fewer pieces rather than holding them up. `nil`, with nothing sorted, when whole buckets cannot be cut into such
    /// pieces (most records sharing a first byte): then ``sortBatches(_:threads:progress:)`` and
    /// the merge share the work finer. `progress` is called with the records counted and the
    /// records in all. Returns the batches as sorted memory runs and the counts.
    static func sortAndMerge(
        _ batches: [BucketedBatch], threads: Int, locations: LocationTable, now: Int64,
        progress: (Int, Int) -> Void
    ) throws(AuditError) -> (runs: [SortedRun], counted: Counted)? {
        var perBucket = [Int](repeating: 0, count: 256)
        for batch in batches { for b in 0..<256 { perBucket[b] += batch.size(of: b) } }
        let total = perBucket.reduce(0, +)
        guard let pieces = bucketRanges(perBucket, threads: threads) else { return nil }
        let runs = batches.map { $0.sortedRun() }
        let slicesPerBucket = AuditRecord.sliceCount / 256
        let done = Atomic<Int>(0), next = Atomic<Int>(0)
        let results = TaskResults<Result<Counted, AuditError>>(count: pieces.count)
        ThreadTeam.run(size: Swift.min(threads, pieces.count), polling: { progress(done.load(ordering: .relaxed), total) }) { _ in
            let scratch = SortScratch.make()
            defer { scratch.deallocate() }
            while case let index = next.add(1, ordering: .relaxed).oldValue, index < pieces.count {
                results[index] = countRange(locations: locations, now: now, progress: { done.add($0, ordering: .relaxed) }) {
                    (analyzer) throws(AuditError) in
                    for bucket in pieces[index] {
                        for batch in batches { batch.sortBucket(bucket, scratch: scratch) }
                        let slices = bucket * slicesPerBucket..<(bucket + 1) * slicesPerBucket
                        try RunMerge.merge(runs, slices: slices, bufferRecords: 1, into: &analyzer)
                    }
                }
            }
        }
        return (runs, try add(results.values.map { $0! }))
    }

    /// How many pieces each thread's share of the one-step sort and merge is cut into: enough
    /// that the last piece leaves the other threads little to wait for, few enough that
    /// setting up and adding up each piece's counts costs nothing measurable.
    static let piecesPerThread = 16

    /// `perBucket` cut into consecutive pieces of whole buckets holding about equal numbers of
    /// records, ``piecesPerThread`` for each of `threads` (one piece for one thread); `nil` when
    /// one piece would hold more than a quarter of a thread's share (a thread busy with it to
    /// the end while the others have none left to take).
    static func bucketRanges(_ perBucket: [Int], threads: Int) -> [Range<Int>]? {
        guard threads > 1 else { return [0..<perBucket.count] }
        let total = perBucket.reduce(0, +)
        let pieces = equalRanges(perBucket, parts: threads * piecesPerThread)
        let share = total / threads
        let largest = pieces.map { $0.reduce(0) { $0 + perBucket[$1] } }.max() ?? 0
        return largest <= share / 4 + 1 ? pieces : nil
    }

    /// With `OPENUDID_AUDIT_TRACE` set, phase times on standard error (for tuning).
    static let tracer = PhaseTrace(label: "audit", variable: "OPENUDID_AUDIT_TRACE")

    static func trace(_ phase: String, since start: ContinuousClock.Instant) { tracer.mark(phase, since: start) }
}
