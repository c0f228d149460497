import AuditInput

/// The invalid lines that are identifiers cut short (``TruncatedShape``), as the report gives
/// them: the width most of them were cut at, and their count. A column too narrow for the
/// values it holds cuts every one at its width, so the lines share one; lines that are merely
/// invalid do not.
enum TruncatedAnalysis {
    /// The share of the cut lines the most common width must hold.
    static let dominantShare = 0.9

    static func report(_ inventory: Inventory, examples: [InvalidExample]) -> AuditReport.TruncatedReport? {
        let cut = inventory.truncated.reduce(0, +)
        guard cut > 0, let cell = inventory.truncated.indices.max(by: { inventory.truncated[$0] < inventory.truncated[$1] }),
            Double(inventory.truncated[cell]) >= dominantShare * Double(cut)
        else { return nil }
        let form = cell / TruncatedShape.widths, width = cell % TruncatedShape.widths
        // A listed line's text, or with --redact its shape (`[32 bytes: …]`), gives its width.
        let places = examples.filter { $0.text.utf8.count == width || $0.text.hasPrefix("[\(width) bytes") }.prefix(3).map {
            AuditReport.Place(file: $0.file, line: $0.line)
        }
        return AuditReport.TruncatedReport(
            width: width, form: TruncatedShape.forms[form], fullLength: TruncatedShape.lengths[form], lines: inventory.truncated[cell],
            otherCut: cut - inventory.truncated[cell], first: places)
    }
}

extension AuditReport {
    /// Identifiers cut at one width, as a column too narrow for them keeps them.
    package struct TruncatedReport: Sendable, Codable, Hashable {
        /// The width (characters) most cut lines have, the form they are the start of, and its
        /// full length.
        package var width: Int
        package var form: String
        package var fullLength: Int
        /// Lines cut at that width, and cut lines of other widths or forms.
        package var lines: Int
        package var otherCut: Int
        /// The first places among the invalid lines the report lists.
        package var first: [Place]
    }
}
