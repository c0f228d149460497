import RunProgress
import AtomicOutput
import AuditInput
import Platform
package import ShardedRun

extension AuditShards {
    /// The report of a sharded audit from the partials of all its maps and reduces: the report
    /// one process writes for the same input (`report.json` equal but for the `run` section of
    /// timings, threads and files; `report.md` but for its execution lines).
    ///
    /// Refuses, before writing anything: partials of different runs (other inputs, sizes,
    /// layout or shard count), a shard missing or given twice, a damaged payload, and a reduce
    /// that read other records than its maps' partials say they wrote.
    package static func merge(
        _ inputs: [PartialInput], outputDirectory: String?,
        progress: Progress? = nil
    ) throws(Failure) -> AuditReport {
        let started = ContinuousClock().now
        var reduces: [(path: String, partial: AuditReducePartial)] = []
        var owned = true
        do throws(ShardError) {
            let steps = try ShardSteps<AuditMapPartial, AuditReducePartial>(inputs)
            let run = steps.run
            reduces = steps.reduces
            let maps = AuditMapSet(steps.maps, run: run)
            for (j, reduce) in reduces.enumerated() {
                for (m, map) in maps.maps.enumerated() where reduce.partial.inputs[m] != map.partial.files[j] {
                    throw .refused(
                        "\(reduce.path): read \(reduce.partial.inputs[m].records) records from map \(m)'s shuffle file, "
                            + "but \(map.path) says that map wrote \(map.partial.files[j].records) (or others): "
                            + "they come from different attempts; run reduce \(j) again")
                }
            }
            let staged = try outputDirectory.map { (directory) throws(ShardError) in
                do throws(AuditError) { return try AuditReport.stage(directory) } catch { throw .refused(error.description) }
            }
            progress?(ProgressUpdate(phase: "merging", completed: 0, total: nil, elapsed: (ContinuousClock().now - started).inSeconds))
            owned = false
            return try report(run: run, maps: maps, reduces: reduces, output: staged)
        } catch {
            if owned { for reduce in reduces { reduce.partial.release() } }
            throw .shard(error)
        }
    }

    /// Adds up the maps' inventories and the reduces' tallies (in key order, as one process
    /// adds up its threads' ranges) and writes the report; releases the reduces' tallies.
    private static func report(
        run: AuditShardRun, maps: AuditMapSet, reduces: [(path: String, partial: AuditReducePartial)],
        output: StagedDirectory?
    ) throws(ShardError) -> AuditReport {
        var inventory = Inventory()
        var examples: [(location: UInt64, text: String, error: String)] = []
        var inputErrors: [(input: Int, message: String)] = []
        var headerRows = 0
        var order: [InputOrder] = []
        for (m, map) in maps.maps.enumerated() {
            for piece in map.partial.order {
                InputOrder.append(piece.shifted(chunks: maps.bases[m]), to: &order)
            }
            inventory.add(map.partial.inventory)
            examples += map.partial.examples.map { (maps.global($0.location, map: m), $0.text, $0.error) }
            inputErrors += map.partial.inputErrors
            headerRows += map.partial.headerRows
        }
        let tallies = reduces[0].partial.tallies
        var links = reduces[0].partial.links
        var merged = tallies
        for reduce in reduces.dropFirst() {
            for group in 0..<IdentifierGroup.count { merged[group].merge(reduce.partial.tallies[group]) }
            links.merge(reduce.partial.links)
            reduce.partial.release()
        }
        let counts = AuditCounts(
            tallies: merged, inventory: inventory, links: links, examples: examples,
            locations: maps.locations, inputErrors: inputErrors, headerRows: headerRows,
            delimited: run.layout != String(describing: RecordLayout.lines), order: order, clockTolerance: run.clockTolerance,
            byteOrder: .init(
                evidence: run.byteOrder == UUIDByteOrder.auto.rawValue ? GUIDOrderEvidence(inventory.versionDigits) : nil,
                readInGUIDOrder: run.byteOrder == UUIDByteOrder.guid.rawValue))
        let shards = maps.maps.map(\.partial.header.threads) + reduces.map(\.partial.header.threads)
        let summary = AuditReport.RunSummary(
            threads: shards.max() ?? 1, memoryLimit: 0,
            spilledRuns: reduces.reduce(0) { $0 + $1.partial.spilledRuns },
            spilledBytes: reduces.reduce(0) { $0 + $1.partial.spilledBytes },
            seconds: maps.maps.reduce(0) { $0 + $1.partial.seconds } + reduces.reduce(0) { $0 + $1.partial.seconds })
        do {
            return try Audit.finish(
                counts, familyWiseRate: run.familyWiseRate, output: output, run: summary, redaction: run.redact ? Redaction() : nil)
        } catch {
            throw .writeFailed(error.description)
        }
    }
}
