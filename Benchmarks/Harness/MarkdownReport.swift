import Foundation

/// The results as Markdown: one table row per benchmark with our statistics and the first
/// peer, and one continuation row (`↳`) for each further peer.
///
/// Columns: nanoseconds per operation on the benchmark's clock (median, p10, p90, min), operations per second at the
/// median, MB/s (10^6 bytes) where bytes apply, then the peer, its median and the ratio
/// peer/ours of medians (above 1: ours is faster).
public enum MarkdownReport {
    /// The header and separator lines of the table.
    public static let header = """
        | Benchmark | ns/op median | p10 | p90 | min | ops/s | MB/s | Peer | Peer ns/op | Peer/ours | Notes |
        |---|---:|---:|---:|---:|---:|---:|---|---:|---:|---|
        """

    /// The rows of one benchmark.
    public static func rows(for record: BenchmarkRecord) -> [String] {
        let name = "`\(record.name)`"
        switch record.outcome {
        case let .failed(message):
            return [row([name, "", "", "", "", "", "", "", "", "", "**error**: \(escape(message))"])]
        case let .measured(ours, peers):
            let stats = ours.statistics
            let megabytes = record.bytesPerOperation.map {
                NumberFormatting.compact(Double($0) * ours.operationsPerSecond / 1e6)
            } ?? ""
            var notes: [String] = []
            if record.itemsPerOperation != 1 {
                let perItem = stats.median / Double(record.itemsPerOperation)
                notes.append("\(NumberFormatting.grouped(record.itemsPerOperation)) items/op: "
                             + "\(NumberFormatting.compact(perItem)) ns/item")
            }
            if let note = record.note { notes.append(note) }
            let ourColumns = [
                name, NumberFormatting.compact(stats.median), NumberFormatting.compact(stats.p10),
                NumberFormatting.compact(stats.p90), NumberFormatting.compact(stats.minimum),
                NumberFormatting.compact(ours.operationsPerSecond), megabytes,
            ]
            let empty = ["↳", "", "", "", "", "", ""]
            guard !peers.isEmpty else {
                return [row(ourColumns + ["", "", "", escape(notes.joined(separator: "; "))])]
            }
            return peers.enumerated().map { index, peer in
                let left = index == 0 ? ourColumns : empty
                let rowNotes = index == 0 ? escape(notes.joined(separator: "; ")) : ""
                switch peer {
                case let .measured(result, ratio):
                    return row(left + [escape(result.label), NumberFormatting.compact(result.statistics.median),
                                       NumberFormatting.ratio(ratio), rowNotes])
                case let .unavailable(label, reason):
                    return row(left + [escape(label), "peer unavailable", "–",
                                       [rowNotes, escape(reason)].filter { !$0.isEmpty }.joined(separator: "; ")])
                }
            }
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
