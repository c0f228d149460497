import OpenUDIDCore

/// Receives what the scanner finds in a chunk, one record at a time, in order. `line` counts
/// the chunk's lines from 0; a record that spans lines (a quoted CSV field with line feeds)
/// reports its first.
@usableFromInline
package protocol RecordSink {
    /// A valid identifier.
    mutating func identifier(_ identifier: ParsedIdentifier, line: Int)
    /// A valid identifier read inside one pair of quotes (``QuotedValue``).
    mutating func quotedIdentifier(_ identifier: ParsedIdentifier, line: Int)
    /// A line with nothing but spaces, tabs and CRs (or an empty pair of quotes).
    mutating func blank(line: Int)
    /// A line that holds no valid identifier; `text` is the candidate (the trimmed line, or
    /// the trimmed field) and is valid only during the call.
    mutating func invalid(_ text: UnsafeRawBufferPointer, _ problem: LineProblem, line: Int)
    /// The trimmed text of the record's time field (``ReaderSettings/timeColumn``), given just
    /// before the record's identifier, blank or invalid line; valid only during the call.
    mutating func recordedTime(_ text: UnsafeRawBufferPointer, line: Int)
}

extension RecordSink {
    /// Sinks that do not count quotes take the value as any other.
    package mutating func quotedIdentifier(_ identifier: ParsedIdentifier, line: Int) { self.identifier(identifier, line: line) }

    /// Sinks that read no time field ignore it.
    package mutating func recordedTime(_ text: UnsafeRawBufferPointer, line: Int) {}
}

/// Why a line holds no identifier.
@usableFromInline
package enum LineProblem: Sendable, Hashable {
    /// The text is not any identifier form: ``IdentifierParser/diagnose(_:quotingText:)`` says why.
    case notAnIdentifier
    /// The record has `fields` fields, too few for the column.
    case missingColumn(fields: Int)
    /// The column's field is empty.
    case emptyField
    /// A quoted field was still open at the end of the input.
    case unterminatedQuote
    /// The line is longer than the reader holds; `bytes` is its length.
    case overlong(bytes: Int)

    /// The message of the report, e.g. `length 35, expected 17, 18, 19, 26, 27, 32, 36, 38, 40 or 45`.
    /// With `quotingText` false, a character of the text is named by its index alone.
    package func message(for text: UnsafeRawBufferPointer, column: Int?, quotingText: Bool = true) -> String {
        let name = column.map { "column \($0 + 1)" } ?? "the column"
        switch self {
        case .notAnIdentifier: return IdentifierParser.diagnose(text, quotingText: quotingText)
        case let .missingColumn(fields): return "the record has \(fields) field\(fields == 1 ? "" : "s"), \(name) is missing"
        case .emptyField: return "\(name) is empty"
        case .unterminatedQuote: return "a quoted field is not closed before the end of the input"
        case let .overlong(bytes): return "a line of \(bytes) bytes, longer than any identifier could be with its padding"
        }
    }
}
