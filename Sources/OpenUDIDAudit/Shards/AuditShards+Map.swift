import RunProgress
import AuditInput
import Platform
import ShardedRun

extension AuditShards {
    /// Map shard `map` of `shards`: reads its share of the inputs (``AuditSplit``), writes every
    /// identifier's record into the shuffle file of the reduce that owns its key slice, under
    /// `workDirectory/shuffle/audit/`, and writes its inventory as `audit-map-NNNN.partial`.
    ///
    /// Memory: a batch of 65 536 records (2 MiB) and its partition per thread, and the chunk
    /// buffers; nothing per identifier.
    ///
    /// - Returns: the partial's path.
    package static func map(
        options: AuditOptions, shards: Int, map: Int, workDirectory: String,
        progress: Progress? = nil
    ) throws(Failure) -> String {
        let run = try check(options, shards: shards, index: map, step: "map")
        try prepare(workDirectory)
        try prepare(ShardPaths.shuffleDirectory(workDirectory, generator: AuditShuffleWriter.generator))
        let started = ContinuousClock().now
        let pieces = try shard { () throws(ShardError) in try AuditSplit.pieces(run, map: map, delimited: options.reader.layout.isDelimited)
        }
        let reader = ChunkReader(inputs: AuditSplit.inputs(pieces, run: run, whole: options.inputs), settings: options.reader)
        let writer = try shard { () throws(ShardError) in try AuditShuffleWriter(run: run, map: map, directory: workDirectory) }
        let collected: Audit.Collected
        do throws(AuditError) {
            collected = try Audit.collect(options, reader: reader, capacity: Swift.min(options.batchRecords, 1 << 16), shuffle: writer) {
                progress?(
                    ProgressUpdate(
                        phase: "map \(map): reading", completed: reader.progress, total: reader.knownTotal,
                        elapsed: (ContinuousClock().now - started).inSeconds, unit: .bytes))
            }
        } catch {
            writer.abandon()
            throw .command(error)
        }
        for batch in collected.batches { batch.baseAddress?.deallocate() }
        let files = try shard { () throws(ShardError) in try writer.finish() }
        var partial = AuditMapPartial(
            header: ShardHeader(run: run, index: map, threads: options.threads),
            chunkFiles: reader.chunkInputs.map { Int32(pieces[Int($0)].file) }, chunkLines: reader.chunkLines,
            inventory: collected.inventory, examples: collected.examples,
            inputErrors: reader.inputErrors.map { (pieces[$0.input].file, $0.message) }, headerRows: reader.headerRows,
            files: files, seconds: (ContinuousClock().now - started).inSeconds)
        partial.order = collected.order.map { order in
            var order = order
            order.input = pieces[order.input].file
            return order
        }
        let path = ShardPaths.partial(workDirectory, kind: .auditMap, index: map)
        try write(partial.encoded(), to: path)
        progress?(ProgressUpdate(phase: "done", completed: 0, total: 0, elapsed: (ContinuousClock().now - started).inSeconds))
        return path
    }
}
