/// How the text of an input is cut into identifiers.
@usableFromInline
package enum RecordLayout: Sendable, Hashable {
    /// One identifier per line.
    case lines
    /// Each record is a CSV/TSV row (RFC 4180 quoting with `delimiter`), and the identifier is
    /// the field chosen by `column`.
    case delimited(delimiter: UInt8, column: ColumnSelector)

    /// True for ``delimited(delimiter:column:)``.
    package var isDelimited: Bool {
        if case .delimited = self { return true }
        return false
    }
}

/// Which field of a delimited record holds the identifier.
@usableFromInline
package enum ColumnSelector: Sendable, Hashable {
    /// The field at this 0-based index (`--column 1` on the command line is index 0); every
    /// record is data.
    case index(Int)
    /// The field whose header is this name; the first record of each input is the header row.
    case name(String)
}
