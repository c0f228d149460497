import AuditInput
import CollisionStatistics

/// The findings about the input itself rather than the identifiers in it: an audit that read
/// no identifier (`no-identifiers`, a fault: nothing was audited), one whose lines are mostly
/// invalid (`mostly-invalid`, a warning: what was audited is not what was meant), and an input
/// that ends inside an identifier (`truncated-input`, a warning: an export cut short).
///
/// Each names the likely cause where the invalid lines show it: CSV or TSV records read as
/// lines (their delimiters), a `--column` that picks the wrong field, or binary data (NUL
/// bytes, bytes that are not UTF-8).
enum InputFindings {
    typealias Finding = AuditReport.Finding

    /// Invalid lines needed before `mostly-invalid` is raised: more than the report lists
    /// (``Collector/keptExamples``, 20). Up to that many, every invalid line is in the report's
    /// list for the reader to see; past it the list shows only the first, and the share of
    /// invalid lines is what tells that the input was not read as meant.
    static let mostlyInvalidLeast = 21

    /// What the audit knows of how it read: whether records were delimited (`nil` when not
    /// known) and the inputs that end without a line feed after their last record (a sharded
    /// audit's merge does not know them).
    struct Reading {
        var delimited: Bool?
        var unterminatedEnds: [(file: String, line: Int, text: [UInt8])] = []
    }

    static func findings(_ report: AuditReport, reading: Reading) -> [Finding] {
        var findings: [Finding] = []
        let nonBlank = report.invalid + report.valid
        let cause = likelyCause(report, delimited: reading.delimited)
        // Invalid lines that are identifiers cut at one width: one finding names the width, and
        // the invalid lines it explains (nine in ten or more) raise nothing else.
        var explained = false
        // A last line cut inside a record is `truncated-input`'s: one line cut at the end of an
        // export is not a narrow column.
        let cutEnds = reading.unterminatedEnds.filter { truncatedForm($0.text) != nil }.count
        if let cut = report.truncated, cut.lines > cutEnds {
            findings.append(truncatedFinding(cut))
            explained = Double(cut.lines) >= TruncatedAnalysis.dominantShare * Double(report.invalid)
        }
        if report.valid == 0 {
            findings.append(
                Finding(
                    kind: .noIdentifiers, group: "all", severity: .fault,
                    evidence: "no identifiers read: " + emptiness(report, cause: cause)))
        } else if !explained && report.invalid >= mostlyInvalidLeast && report.invalid * 2 > nonBlank {
            let share = ReportFormat.integer(report.invalid) + " of " + ReportFormat.integer(nonBlank)
            findings.append(
                Finding(
                    kind: .mostlyInvalid, group: "all", severity: .warning,
                    evidence: "\(share) non-blank lines hold no identifier: "
                        + (cause ?? "none is in an identifier form; the first are listed")))
        }
        for end in reading.unterminatedEnds {
            guard let form = truncatedForm(end.text) else { continue }
            findings.append(
                Finding(
                    kind: .truncatedInput, group: "all", severity: .warning,
                    evidence: "\(end.file):\(end.line): input ends inside a record: truncated export? (its last line, "
                        + "\(end.text.withUnsafeBytes { EscapedText.make($0) }), has no line feed after it and is the start of \(form))"))
        }
        return findings
    }

    /// Lines cut at one width: more than a few is a column too narrow for its values.
    static let fewCut = 3

    static func truncatedFinding(_ cut: AuditReport.TruncatedReport) -> Finding {
        let places = cut.first.map { "\($0.file):\($0.line)" }.joined(separator: ", ")
        let others = cut.otherCut > 0 ? " (and \(ReportFormat.integer(cut.otherCut)) cut at other widths)" : ""
        return Finding(
            kind: .truncated, group: "all", severity: cut.lines > fewCut ? .fault : .warning,
            evidence: "\(ReportFormat.integer(cut.lines)) \(cut.lines == 1 ? "line is" : "lines are") \(cut.form) cut to \(cut.width) "
                + "characters, of their \(cut.fullLength)\(others)" + (places.isEmpty ? "" : "; first at \(places)")
                + ": stored in a column \(cut.width) characters wide (varchar(\(cut.width))), which kept the start of each value "
                + "and dropped the rest; those identifiers are lost to the audit")
    }

    /// Why no identifier was read: the line counts and the likely cause.
    private static func emptiness(_ report: AuditReport, cause: String?) -> String {
        let lines = ReportFormat.integer(report.lines)
        let unreadable = report.inputs.filter { $0.error != nil }.count
        if report.lines == 0 || report.lines == report.headerRows {
            if !report.inputs.isEmpty && unreadable == report.inputs.count { return "0 lines: no input could be read" }
            return "0 lines\(report.headerRows > 0 ? " after the header rows" : ""): the input is empty"
        }
        if report.invalid == 0 { return "\(lines) lines, every one blank" }
        return "\(lines) lines, \(ReportFormat.integer(report.invalid)) invalid and \(ReportFormat.integer(report.blank)) blank: "
            + (cause ?? "none is in an identifier form; the first are listed")
    }

    /// The likely cause of invalid lines, read from the examples the report lists: binary data,
    /// CSV/TSV records read as lines, or a wrong column; `nil` when they show none.
    static func likelyCause(_ report: AuditReport, delimited: Bool?) -> String? {
        let examples = report.invalidExamples.map(\.text)
        guard !examples.isEmpty else { return nil }
        let binary = examples.filter(hasByteEscape).count
        if binary * 2 > examples.count {
            return "binary input? the invalid lines hold NUL or control bytes, or bytes that are not UTF-8"
        }
        switch delimited {
        case false?:
            // Tab is escaped as `\t` in the examples.
            let delimiters: [(name: String, text: String, option: String)] = [
                ("','", ",", "--column N or --column NAME"), ("tab", "\\t", "--column N --delimiter tab"),
                ("';'", ";", "--column N --delimiter ';'"), ("'|'", "|", "--column N --delimiter '|'"),
            ]
            let counts = delimiters.map { delimiter in examples.filter { $0.contains(delimiter.text) }.count }
            if let best = counts.indices.max(by: { counts[$0] < counts[$1] }), counts[best] * 2 > examples.count {
                let delimiter = delimiters[best]
                return "CSV/TSV records read as lines? the invalid lines hold \(delimiter.name) separators; "
                    + "give the identifier's field with \(delimiter.option)"
            }
            return nil
        case true?:
            return "a wrong column? the field --column picks holds no identifier in these records"
        case nil:
            return nil
        }
    }

    /// True when escaped text holds a `\xNN` escape: a control byte or a byte that is not UTF-8.
    private static func hasByteEscape(_ text: String) -> Bool {
        var escaped = false
        for character in text {
            if escaped {
                if character == "x" { return true }
                escaped = false
            } else if character == "\\" {
                escaped = true
            }
        }
        return false
    }

    /// The forms that `text` (trimmed, not a valid identifier) is a proper start of, named for
    /// the report; `nil` when it is the start of none. `h` stands for a hex digit; the URN
    /// prefix is matched in either letter case, like the parser.
    static func truncatedForm(_ text: [UInt8]) -> String? {
        let canonical = "hhhhhhhh-hhhh-hhhh-hhhh-hhhhhhhhhhhh"
        let forms: [(name: String, pattern: String)] = [
            ("a canonical UUID", canonical), ("a braced UUID", "{" + canonical + "}"),
            ("a URN UUID", "urn:uuid:" + canonical), ("a hyphenless UUID or an OpenUDID", String(repeating: "h", count: 40)),
        ]
        let parsed = text.withUnsafeBytes { IdentifierParser.parse($0) }
        guard parsed == nil, !text.isEmpty else { return nil }
        let names = forms.filter { form in
            text.count < form.pattern.utf8.count
                && zip(text, form.pattern.utf8).allSatisfy { byte, expected in
                    if expected == UInt8(ascii: "h") { return isHexDigit(byte) }
                    let isLetter = (0x61...0x7A).contains(expected)
                    return isLetter ? byte | 0x20 == expected : byte == expected
                }
        }.map(\.name)
        guard let last = names.last else { return nil }
        return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " or " + last
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x61...0x66).contains(byte | 0x20)
    }
}
