import AtomicOutput
import Foundation

extension AuditReport {
    /// `report.json`: keys sorted, two-space indentation.
    package func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Every number is finite by construction; this keeps a slip from failing the run.
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        guard let data = try? encoder.encode(self) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The documents, by file name.
    package var documents: [(name: String, text: String)] {
        [("report.md", markdown()), ("report.json", json())] + AuditCharts.render(self)
    }

    /// The files an audit writes.
    package static let fileNames = ["report.md", "report.json", "prefixes.svg", "uniformity.svg", "duplicates.csv"]

    /// The files a report directory may hold to be replaced: those an audit writes, and
    /// `duplicates.svg`, which earlier versions wrote (its numbers are now a table of
    /// report.md), so that a run into an older report's directory replaces it whole.
    package static let replaceableFileNames = Set(fileNames + ["duplicates.svg"])

    /// Checks `directory` and stages the report beside it, before any input is read
    /// (``StagedDirectory``).
    static func stage(_ directory: String) throws(AuditError) -> StagedDirectory {
        do {
            return try StagedDirectory(directory, files: replaceableFileNames)
        } catch {
            throw .outputDirectory(error.description)
        }
    }

    /// Writes every document, and `duplicates.csv`, into `staged` and puts the directory in
    /// place whole, replacing an older report.
    func write(to staged: StagedDirectory, duplicates: [UInt8]) throws(AuditError) {
        do {
            for (name, text) in documents { try staged.write(text, name: name) }
            try staged.write(duplicates, name: "duplicates.csv")
            try staged.commit()
        } catch {
            staged.abandon()
            throw .writeFailed(path: error.path, reason: error.reason)
        }
    }

    /// The one-line summary printed on standard output.
    package var summaryLine: String {
        let faults = findings.filter { $0.severity == .fault }.count
        let warnings = findings.filter { $0.severity == .warning }.count
        var line = "\(lines) lines: \(valid) identifiers, \(invalid) invalid, \(blank) blank; "
        let values = duplicates.values, copies = duplicates.extraCopies
        line += "\(values) duplicated \(values == 1 ? "value" : "values") (\(copies) extra \(copies == 1 ? "copy" : "copies"), "
        line += "\(duplicates.verdict.rawValue)); "
        if let spellings = duplicates.spellings {
            let copies = spellings.extraCopies
            line += "\(spellings.values) stored again in another spelling (\(copies) extra \(copies == 1 ? "copy" : "copies")); "
        }
        if let placeholders = duplicates.placeholders {
            line += "\(placeholders) \(placeholders == 1 ? "placeholder" : "placeholders") (Nil, Max or opted-out); "
        }
        line += "\(faults) fault\(faults == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
        if let unreadable = Optional(inputs.filter { $0.error != nil && $0.changed != true }.count), unreadable > 0 {
            line += "; \(unreadable) unreadable input\(unreadable == 1 ? "" : "s")"
        }
        if let changed = Optional(inputs.filter { $0.changed == true }.count), changed > 0 {
            line += "; \(changed) input\(changed == 1 ? "" : "s") changed while read"
        }
        return line
    }
}
