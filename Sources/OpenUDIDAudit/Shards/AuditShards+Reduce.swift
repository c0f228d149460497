import RunProgress
import AuditInput
package import Foundation
import Platform
import ShardedRun

extension AuditShards {
    /// Reduce shard `reduce` of `shards`, once every map is done: reads the records every map
    /// wrote for its key slices (checking each shuffle file against the map's partial), gives
    /// them the run's places, sorts them (spilling sorted runs past the memory limit, as one
    /// process does) and counts them as one process counts those slices; writes
    /// `audit-reduce-NNNN.partial`.
    ///
    /// - Returns: the partial's path.
    package static func reduce(
        options: AuditOptions, shards: Int, reduce: Int, workDirectory: String,
        now: Date = Date(), progress: Progress? = nil
    ) throws(Failure) -> String {
        let run = try check(options, shards: shards, index: reduce, step: "reduce")
        try prepare(options.temporaryDirectory)
        let started = ContinuousClock().now
        let maps = try shard { () throws(ShardError) in try AuditMapSet.read(directory: workDirectory, run: run) }
        let expected = maps.maps.reduce(0) { $0 + $1.partial.files[reduce].records }
        var single = options
        single.threads = 1
        var collector = Collector(
            capacity: Swift.max(1, Swift.min(single.batchRecords, expected + 1)),
            temporaryDirectory: options.temporaryDirectory)
        defer {
            collector.records.deallocate()
            collector.releaseCounters()
        }
        var inputs: [ShuffleSummary] = []
        let bufferSize = 1 << 20
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: bufferSize, alignment: 16)
        defer { buffer.deallocate() }
        var read = 0
        for (map, entry) in maps.maps.enumerated() {
            let summary = try shard { () throws(ShardError) in
                try readShuffle(
                    run: run, map: map, reduce: reduce, directory: workDirectory, wrote: entry,
                    buffer: buffer, bufferSize: bufferSize
                ) { record in
                    var record = record
                    record.location = maps.global(record.location, map: map)
                    collector.add(record)
                }
            }
            inputs.append(summary)
            read += summary.records
            progress?(
                ProgressUpdate(
                    phase: "reduce \(reduce): reading", completed: read, total: expected,
                    elapsed: (ContinuousClock().now - started).inSeconds))
        }
        if let failure = collector.failure { throw .command(failure) }
        let finished = collector.finish()
        let sortStarted = ContinuousClock().now
        let (runs, counted) = try command { () throws(AuditError) in
            try Audit.sortAndCount(
                finished.batch.map { [$0] } ?? [], spilled: finished.runs, threads: options.threads,
                temporaryDirectory: options.temporaryDirectory, locations: maps.locations,
                now: Int64(now.timeIntervalSince1970 * 1000)
            ) { step, done, total in
                progress?(
                    ProgressUpdate(
                        phase: "reduce \(reduce): \(step == .sorting ? "sorting" : "counting")", completed: done, total: total,
                        elapsed: (ContinuousClock().now - sortStarted).inSeconds))
            }
        }
        let partial = AuditReducePartial(
            header: ShardHeader(run: run, index: reduce, threads: options.threads), inputs: inputs, tallies: counted.tallies,
            links: counted.links, spilledRuns: runs.filter { $0.spilledBytes > 0 }.count,
            spilledBytes: runs.reduce(0) { $0 + $1.spilledBytes }, seconds: (ContinuousClock().now - started).inSeconds)
        defer { partial.release() }
        let path = ShardPaths.partial(workDirectory, kind: .auditReduce, index: reduce)
        try write(partial.encoded(), to: path)
        progress?(ProgressUpdate(phase: "done", completed: 0, total: 0, elapsed: (ContinuousClock().now - started).inSeconds))
        return path
    }

    /// Reads the records `map` wrote for `reduce`, checked against the file's trailer and the
    /// map's partial `wrote`, and calls `body` with each; returns what was read.
    private static func readShuffle(
        run: AuditShardRun, map: Int, reduce: Int, directory: String,
        wrote: (path: String, partial: AuditMapPartial), buffer: UnsafeMutableRawPointer,
        bufferSize: Int, _ body: (AuditRecord) -> Void
    ) throws(ShardError) -> ShuffleSummary {
        let path = ShardPaths.shuffleFile(directory, generator: AuditShuffleWriter.generator, map: map, reduce: reduce)
        let size = MemoryLayout<AuditRecord>.stride
        let origin = ShuffleOrigin(run: run.fingerprint, generator: AuditShuffleWriter.generator, map: map, reduce: reduce)
        let reader: ShuffleReader
        switch ShuffleReader.open(
            path, origin: origin, recordSize: size, blocks: 0..<1,
            otherRun: "different inputs, layout or shard count")
        {
        case .success(let opened): reader = opened
        case .failure(let error): throw error
        }
        defer { reader.close() }
        let totals = reader.trailer.totals
        let summary = ShuffleSummary(reduce: reduce, records: totals.records, checksum: totals.checksum)
        guard summary == wrote.partial.files[reduce] else {
            throw .refused(
                "\(path): holds \(totals.records) records, but \(wrote.path) says map \(map) wrote "
                    + "\(wrote.partial.files[reduce].records) (or others): they come from different attempts; run map \(map) again")
        }
        try reader.forEachPiece(buffer: buffer, bufferSize: bufferSize) { (records, count, _) throws(ShardError) in
            for i in 0..<count { body(records.loadUnaligned(fromByteOffset: i &* size, as: AuditRecord.self)) }
        }
        return summary
    }
}
