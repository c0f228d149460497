extension MarkdownReport {
    /// The rows of every benchmark in `entries`, read from JSON entries rather than records: the
    /// table of a `--processes` run, whose entries ``ProcessAggregation`` combined.
    ///
    /// Columns as for a record: the median on the entry's clock, its `p10`, `p90` and `min` (for
    /// combined entries the lowest p10, the highest p90 and the fastest sample of all
    /// processes), allocations per operation, operations and MB per second at the median, the
    /// peers with their medians, allocations, and ratios with their intervals. Notes add, after the items per operation and the set-up's note, the spread of
    /// our per-process medians: `3 processes: 31.7–47.4 ns`.
    package static func rows(forEntries entries: [GoogleBenchmarkJSON.Entry]) -> [String] {
        entries.filter { $0.peerOf == nil }.flatMap { ours -> [String] in
            if ours.errorOccurred == true {
                return failedRows(name: ours.name, message: ours.errorMessage ?? "failed")
            }
            let median = ours.primaryNanoseconds ?? .nan
            var notes: [String] = []
            if let items = ours.perOperation(ours.itemsPerSecond), items != 1 {
                notes.append(itemsNote(items: items, median: median))
            }
            if let note = ours.note { notes.append(note) }
            if let medians = ours.processMedians.map({ $0.compactMap(ours.nanoseconds) }), let low = medians.min(),
                let high = medians.max()
            {
                notes.append(
                    "\(medians.count) processes: \(NumberFormatting.compact(low))–"
                        + "\(NumberFormatting.compact(high)) ns")
            }
            let measuredPeers = entries.filter { $0.peerOf == ours.name }
            let peers = (ours.peers ?? []).map { summary in
                if let reason = summary.unavailable {
                    return PeerCells.unavailable(label: summary.name, reason: reason)
                }
                let entry = measuredPeers.first { $0.peer == summary.name }
                return PeerCells(
                    label: summary.name,
                    median: NumberFormatting.compact(entry?.primaryNanoseconds ?? .nan),
                    allocations: allocationCell(entry?.allocationsPerOp, limit: nil),
                    ratio: NumberFormatting.ratio(entry?.ratioEstimate), note: nil)
            }
            let nanos = { (value: Double?) in value.flatMap(ours.nanoseconds) ?? .nan }
            return rows(
                name: ours.name, median: median, p10: nanos(ours.p10), p90: nanos(ours.p90),
                minimum: nanos(ours.min),
                allocations: allocationCell(ours.allocationsPerOp, limit: ours.allocationLimit),
                megabytesPerSecond: ours.bytesPerSecond.map { $0 / 1e6 }, notes: notes, peers: peers)
        }
    }
}
