import Foundation

/// The results as Markdown: one table row per benchmark with our statistics and the first
/// peer, and one continuation row (`↳`) for each further peer.
///
/// Columns: nanoseconds per operation on the benchmark's clock (median, p10, p90, min), heap
/// allocations per operation, operations per second at the median, MB/s (10^6 bytes) where
/// bytes apply, then the peer, its median, its allocations per operation and the ratio
/// peer/ours of medians (above 1: ours is faster) with its 95 % interval,
/// `1.04× [1.01-1.07]`. An allocation count that is a claim (``AllocationExpectation``) reads
/// `0 ✓` (or `3.00 ✓ ≤ 3`), or `**2.00** ✗ expected 0` when the claim fails.
package enum MarkdownReport {
    /// The header and separator lines of the table.
    package static let header = """
        | Benchmark | ns/op median | p10 | p90 | min | allocs/op | ops/s | MB/s | Peer | Peer ns/op | Peer allocs/op | Peer/ours [95 % CI] | Notes |
        |---|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|---|
        """

    /// The rows of one benchmark.
    package static func rows(for record: BenchmarkRecord) -> [String] {
        switch record.outcome {
        case let .failed(message):
            return failedRows(name: record.name, message: message)
        case let .measured(ours, peers):
            let stats = ours.statistics
            var notes: [String] = []
            if record.itemsPerOperation != 1 {
                notes.append(itemsNote(items: Double(record.itemsPerOperation), median: stats.median))
            }
            if let note = record.note { notes.append(note) }
            let cells = peers.map { peer in
                switch peer {
                case let .measured(result, ratio):
                    return PeerCells(
                        label: result.label, median: NumberFormatting.compact(result.statistics.median),
                        allocations: allocationCell(result.allocationsPerOperation, limit: nil),
                        ratio: NumberFormatting.ratio(ratio), note: nil)
                case let .unavailable(label, reason):
                    return PeerCells.unavailable(label: label, reason: reason)
                }
            }
            return rows(
                name: record.name, median: stats.median, p10: stats.p10, p90: stats.p90,
                minimum: stats.minimum,
                allocations: allocationCell(ours.allocationsPerOperation, limit: record.allocationLimit),
                megabytesPerSecond: record.bytesPerOperation.map { Double($0) * ours.operationsPerSecond / 1e6 },
                notes: notes, peers: cells)
        }
    }

    /// The peer columns of one row, and the peer's remark for the Notes column.
    struct PeerCells {
        var label: String
        var median: String
        var allocations: String
        var ratio: String
        var note: String?

        /// The cells of a peer that did not run, and why.
        static func unavailable(label: String, reason: String) -> PeerCells {
            PeerCells(label: label, median: "peer unavailable", allocations: "", ratio: "–", note: reason)
        }
    }

    /// The row of a benchmark that did not run.
    static func failedRows(name: String, message: String) -> [String] {
        [row(["`\(name)`"] + Array(repeating: "", count: 11) + ["**error**: \(escape(message))"])]
    }

    /// Allocations per operation: `–` when not counted, `0`, or the count; for a row with a
    /// limit, `0 ✓` or `**2.00** ✗ expected 0`, `3.00 ✓ ≤ 3` or `**4.00** ✗ expected ≤ 3`.
    static func allocationCell(_ perOperation: Double?, limit: Int?) -> String {
        guard let perOperation else { return "–" }
        let count = perOperation == 0 ? "0" : NumberFormatting.compact(perOperation)
        guard let limit else { return count }
        let bound = limit == 0 ? "0" : "≤ \(limit)"
        return perOperation <= Double(limit)
            ? (limit == 0 ? "0 ✓" : "\(count) ✓ \(bound)") : "**\(count)** ✗ expected \(bound)"
    }

    /// `1,000 items/op: 12.3 ns/item`.
    static func itemsNote(items: Double, median: Double) -> String {
        "\(NumberFormatting.grouped(Int(items))) items/op: \(NumberFormatting.compact(median / items)) ns/item"
    }

    /// The rows of a measured benchmark: ours with the first peer, then one `↳` row per further
    /// peer.
    static func rows(
        name: String, median: Double, p10: Double, p90: Double, minimum: Double, allocations: String,
        megabytesPerSecond: Double?, notes: [String], peers: [PeerCells]
    ) -> [String] {
        let operationsPerSecond = median > 0 ? 1e9 / median : 0
        let ourColumns = [
            "`\(name)`", NumberFormatting.compact(median), NumberFormatting.compact(p10),
            NumberFormatting.compact(p90), NumberFormatting.compact(minimum), allocations,
            NumberFormatting.compact(operationsPerSecond), megabytesPerSecond.map(NumberFormatting.compact) ?? "",
        ]
        let empty = ["↳"] + Array(repeating: "", count: ourColumns.count - 1)
        guard !peers.isEmpty else {
            return [row(ourColumns + ["", "", "", "", escape(notes.joined(separator: "; "))])]
        }
        return peers.enumerated().map { index, peer in
            let left = index == 0 ? ourColumns : empty
            let rowNotes = index == 0 ? escape(notes.joined(separator: "; ")) : ""
            let allNotes = [rowNotes, peer.note.map(escape) ?? ""].filter { !$0.isEmpty }.joined(separator: "; ")
            return row(left + [escape(peer.label), peer.median, peer.allocations, peer.ratio, allNotes])
        }
    }

    static func row(_ cells: [String]) -> String {
        "| " + cells.joined(separator: " | ") + " |"
    }

    /// Keeps a cell in its column: pipes and line breaks would end it.
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
