/// The RFC 4180 record grammar, one byte at a time, shared by the record splitter and the
/// field extractor so that both always agree on where a record ends.
///
/// A field that *starts* with `"` is quoted: delimiters and line feeds inside it are data, and
/// `""` stands for one quote. Bytes after its closing quote, up to the next delimiter, are kept
/// as they are (the lenient reading most CSV readers share). A quote anywhere else is an
/// ordinary byte. A record ends at a line feed outside quotes; a CR before it stays in the last
/// field, where trimming removes it.
@usableFromInline
package struct DelimitedScanner: Sendable {
    /// The field separator (`,` for CSV, tab for TSV).
    package let delimiter: UInt8

    @usableFromInline
    package init(delimiter: UInt8) { self.delimiter = delimiter }

    /// Where the scan stands between two bytes.
    package enum State: UInt8, Sendable {
        /// At the start of a field (the start of a record included).
        case fieldStart
        /// Inside an unquoted field, or after a quoted field's closing quote.
        case unquoted
        /// Inside quotes.
        case quoted
        /// Just after a quote inside quotes: the closing quote, or the first of `""`.
        case quoteSeen
    }

    /// What one byte does.
    package enum Step: Sendable {
        /// The byte is part of the current field's content.
        case content
        /// The byte is quoting syntax (an opening, closing or doubling quote), not content.
        case syntax
        /// The byte ends the field.
        case fieldEnd
        /// The byte (a line feed) ends the record.
        case recordEnd
    }

    /// Advances `state` over `byte`.
    @inline(__always)
    package func step(_ state: inout State, _ byte: UInt8) -> Step {
        switch state {
        case .fieldStart, .unquoted:
            if byte == 0x0A { state = .fieldStart; return .recordEnd }
            if byte == delimiter { state = .fieldStart; return .fieldEnd }
            if byte == 0x22 && state == .fieldStart { state = .quoted; return .syntax }
            state = .unquoted
            return .content
        case .quoted:
            if byte == 0x22 { state = .quoteSeen; return .syntax }
            return .content
        case .quoteSeen:
            if byte == 0x22 { state = .quoted; return .content }  // `""`: the second is the quote
            if byte == 0x0A { state = .fieldStart; return .recordEnd }
            if byte == delimiter { state = .fieldStart; return .fieldEnd }
            state = .unquoted
            return .content
        }
    }

    /// The offset just past the last record end in `bytes`, which start at a record start;
    /// `nil` when no record ends in them.
    package func lastBoundary(_ bytes: UnsafeRawBufferPointer) -> Int? {
        var state = State.fieldStart
        var last: Int?
        for (offset, byte) in bytes.enumerated() {
            if case .recordEnd = step(&state, byte) { last = offset + 1 }
        }
        return last
    }

    /// The offset just past the first record end in `bytes`, scanning from `state` (which is
    /// updated), and the line feeds before it; `nil` (and every line feed) when no record ends.
    package func firstBoundary(_ bytes: UnsafeRawBufferPointer, state: inout State) -> (end: Int?, lineFeeds: Int) {
        var lineFeeds = 0
        for (offset, byte) in bytes.enumerated() {
            if byte == 0x0A { lineFeeds += 1 }
            if case .recordEnd = step(&state, byte) { return (offset + 1, lineFeeds) }
        }
        return (nil, lineFeeds)
    }

    /// One record read from `start` of `bytes`.
    package struct Record: Sendable, Hashable {
        /// The offset just past the record (after its line feed, or the end of the bytes).
        package var end: Int
        /// Line feeds inside the record, its own ending one included.
        package var lineFeeds: Int
        /// Fields in the record.
        package var fields: Int
        /// True when every byte of the record is space, tab or CR (or there are none).
        package var blank: Bool
        /// True when the bytes end inside quotes: the record was never closed.
        package var unterminated: Bool
    }

    /// Reads the record at `start` and appends the content of field `column` (0-based) to
    /// `field` (left empty when the record has fewer fields).
    package func record(_ bytes: UnsafeRawBufferPointer, from start: Int, column: Int, into field: inout [UInt8]) -> Record {
        var unused: [UInt8] = []
        return record(bytes, from: start, column: column, into: &field, second: -1, into: &unused)
    }

    /// The same, appending field `second` (when not −1) to `secondField` as well.
    package func record(
        _ bytes: UnsafeRawBufferPointer, from start: Int, column: Int, into field: inout [UInt8],
        second: Int, into secondField: inout [UInt8]
    ) -> Record {
        var state = State.fieldStart
        var index = 0, lineFeeds = 0, blank = true
        var offset = start
        while offset < bytes.count {
            let byte = bytes[offset]
            offset += 1
            if byte == 0x0A { lineFeeds += 1 }
            let step = step(&state, byte)
            if case .recordEnd = step {
                return Record(end: offset, lineFeeds: lineFeeds, fields: index + 1, blank: blank, unterminated: false)
            }
            if !isTrimmed(byte) { blank = false }
            switch step {
            case .content:
                if index == column { field.append(byte) } else if index == second { secondField.append(byte) }
            case .fieldEnd: index += 1
            case .syntax, .recordEnd: break
            }
        }
        let open = state == .quoted
        return Record(end: offset, lineFeeds: lineFeeds, fields: index + 1, blank: blank, unterminated: open)
    }

    /// Every field of the record at the start of `bytes`, as text (for the header row).
    package func fields(_ bytes: UnsafeRawBufferPointer) -> [String] {
        var fields: [[UInt8]] = [[]]
        var state = State.fieldStart
        for byte in bytes {
            switch step(&state, byte) {
            case .content: fields[fields.count - 1].append(byte)
            case .fieldEnd: fields.append([])
            case .recordEnd: return fields.map { String(decoding: $0, as: UTF8.self) }
            case .syntax: break
            }
        }
        return fields.map { String(decoding: $0, as: UTF8.self) }
    }
}
