public import Platform
public import OpenUDIDCore

/// Cuts one chunk (whole records, as ``ChunkReader`` hands them out) into records and reads
/// the identifier in each.
///
/// The scan is `@inlinable`, and this enum and every declaration its bodies name are
/// `@usableFromInline`, so that each caller's module compiles the line loop for its own sink
/// (the audit's collector inlined into it) instead of calling a generic loop that reaches the
/// sink through its witness table on every line. Both attributes are needed: on a member of a
/// `package` type that is not `@usableFromInline`, Swift 6.3 accepts `@inlinable` without a
/// word and serializes no body, so the other module calls the unspecialized function. The
/// public imports only let these bodies name `OpenUDIDCore` and `Platform`; nothing here is
/// public.
@usableFromInline
package enum ChunkScanner {
    /// Scans `count` bytes of one-identifier-per-line text at `base` into `sink`; returns the
    /// number of lines. A last line without a line feed counts.
    ///
    /// The common line, a canonical UUID and a line feed (or CR LF), is tried first: if byte 36
    /// (or 37) is a line feed and the 36 bytes decode, the line is done with one vector
    /// decode and no search. Everything else finds its line feed with `memchr` (vectorised in
    /// the C library), trims, and goes through ``IdentifierParser``.
    ///
    /// A line of `maximumBytes` or more (its line feed aside) is reported as
    /// ``LineProblem/overlong(bytes:)`` with its first 64 bytes, as the reader reports one too
    /// long to hold.
    @inlinable
    package static func scanLines<Sink: RecordSink>(_ base: UnsafeRawPointer, count: Int, maximumBytes: Int, into sink: inout Sink) -> Int {
        var offset = 0, line = 0
        let speculate = maximumBytes > 38
        while offset < count {
            let left = count &- offset
            if speculate && left >= 37 {
                let at36 = base.load(fromByteOffset: offset &+ 36, as: UInt8.self)
                let crlf = at36 == 0x0D && left >= 38 && base.load(fromByteOffset: offset &+ 37, as: UInt8.self) == 0x0A
                if at36 == 0x0A || crlf {
                    let text = UnsafeRawBufferPointer(start: base + offset, count: 36)
                    if let value = try? RFCUUID(parsingUTF8: text) {
                        sink.identifier(
                            ParsedIdentifier(
                                high: value.high, low: value.low, suffix: 0, form: .canonical,
                                letterCase: ObservedLetterCase.of(base + offset, count: 36)), line: line)
                        offset &+= crlf ? 38 : 37
                        line &+= 1
                        continue
                    }
                }
            }
            let end: Int
            if let found = memchr(base + offset, 0x0A, left) {
                end = base.distance(to: UnsafeRawPointer(found))
            } else {
                end = count
            }
            if end &- offset >= maximumBytes {
                overlong(base + offset, end &- offset, line: line, into: &sink)
            } else {
                record(base, trimmedRange(base, offset, end), line: line, into: &sink)
            }
            offset = end &+ 1
            line &+= 1
        }
        return line
    }

    /// Reports a record of `length` bytes at `start` as too long, with its first 64 bytes.
    @usableFromInline
    package static func overlong<Sink: RecordSink>(_ start: UnsafeRawPointer, _ length: Int, line: Int, into sink: inout Sink) {
        sink.invalid(UnsafeRawBufferPointer(start: start, count: Swift.min(length, 64)), .overlong(bytes: length), line: line)
    }

    /// Reads the trimmed text `range` of `base` as one identifier (of a line, or of a field
    /// when `inField`).
    @inlinable @inline(__always)
    package static func record<Sink: RecordSink>(
        _ base: UnsafeRawPointer, _ range: Range<Int>, line: Int, inField: Bool = false, into sink: inout Sink
    ) {
        let text = UnsafeRawBufferPointer(start: base + range.lowerBound, count: range.count)
        if range.isEmpty {
            sink.blank(line: line)
        } else if let identifier = IdentifierParser.parseFirstForms(text) {
            sink.identifier(identifier, line: line)
        } else {
            unparsed(text, line: line, inField: inField, into: &sink)
        }
    }

    /// A text that is no UUID or OpenUDID as it stands: a ULID, a KSUID or a Snowflake id
    /// (``IdentifierParser/parseLater(_:count:)``), the value inside one pair of quotes
    /// (``QuotedValue``), nothing for an empty pair (a blank line, an empty field), or an
    /// invalid line. Out of line, so that the UUID lines' loop is the one it was before these.
    @inlinable @inline(never)
    package static func unparsed<Sink: RecordSink>(_ text: UnsafeRawBufferPointer, line: Int, inField: Bool, into sink: inout Sink) {
        if let base = text.baseAddress, let identifier = IdentifierParser.parseLater(base, count: text.count) {
            sink.identifier(identifier, line: line)
            return
        }
        if let inner = QuotedValue.inside(text) {
            if inner.isEmpty {
                if inField {
                    sink.invalid(UnsafeRawBufferPointer(start: text.baseAddress, count: 0), .emptyField, line: line)
                } else {
                    sink.blank(line: line)
                }
                return
            }
            if let identifier = IdentifierParser.parse(inner) {
                sink.quotedIdentifier(identifier, line: line)
                return
            }
        }
        sink.invalid(text, .notAnIdentifier, line: line)
    }

    /// Scans `bytes` of delimited records into `sink`, reading field `column` of each;
    /// `field` is scratch space, reused from record to record. Returns the number of lines.
    /// With `timeColumn` (not −1), the trimmed text of that field goes to
    /// ``RecordSink/recordedTime(_:line:)`` before each record that has it.
    @usableFromInline
    package static func scanDelimited<Sink: RecordSink>(
        _ bytes: UnsafeRawBufferPointer, scanner: DelimitedScanner, column: Int,
        maximumBytes: Int, field: inout [UInt8], timeColumn: Int = -1, into sink: inout Sink
    ) -> Int {
        var offset = 0, line = 0
        var time: [UInt8] = []
        while offset < bytes.count {
            field.removeAll(keepingCapacity: true)
            time.removeAll(keepingCapacity: true)
            let scanned = scanner.record(bytes, from: offset, column: column, into: &field, second: timeColumn, into: &time)
            if timeColumn >= 0 {
                // A record without the field hands an empty text: no time for it.
                if scanned.fields <= timeColumn || scanned.unterminated { time.removeAll(keepingCapacity: true) }
                time.withUnsafeBytes { content in
                    let base = content.baseAddress ?? UnsafeRawPointer(bitPattern: 1)!
                    let range = trimmedRange(base, 0, content.count)
                    sink.recordedTime(UnsafeRawBufferPointer(start: base + range.lowerBound, count: range.count), line: line)
                }
            }
            // The record's bytes without the line feed that ended it (an open quote's last line
            // feed is content).
            let length = scanned.end - offset - (!scanned.unterminated && bytes[scanned.end - 1] == 0x0A ? 1 : 0)
            if length >= maximumBytes {
                overlong(bytes.baseAddress! + offset, length, line: line, into: &sink)
            } else if scanned.blank {
                sink.blank(line: line)
            } else if scanned.unterminated || scanned.fields <= column {
                // The whole record is the evidence, without its line feed.
                let start = bytes.baseAddress! + offset
                let range = trimmedRange(start, 0, length)
                let problem: LineProblem = scanned.unterminated ? .unterminatedQuote : .missingColumn(fields: scanned.fields)
                sink.invalid(UnsafeRawBufferPointer(start: start + range.lowerBound, count: range.count), problem, line: line)
            } else {
                field.withUnsafeBytes { content in
                    let base = content.baseAddress ?? UnsafeRawPointer(bitPattern: 1)!
                    let range = trimmedRange(base, 0, content.count)
                    if range.isEmpty {
                        sink.invalid(UnsafeRawBufferPointer(start: base, count: 0), .emptyField, line: line)
                    } else {
                        record(base, range, line: line, inField: true, into: &sink)
                    }
                }
            }
            // A record ended by the end of the chunk rather than a line feed is still a line.
            let lines = scanned.lineFeeds + (scanned.end == bytes.count && bytes[scanned.end - 1] != 0x0A ? 1 : 0)
            line += lines
            offset = scanned.end
        }
        return line
    }

    /// Scans a claimed chunk, whatever the layout, into `sink`, and returns its lines; a record
    /// too long to hold (``ChunkReader/Claim/overlong``) is reported invalid, and `nil` returned
    /// (the reader has counted its lines). `field` is scratch space for delimited records.
    @inlinable
    package static func scan<Sink: RecordSink>(
        _ claim: ChunkReader.Claim, in buffer: ChunkBuffer, settings: ReaderSettings,
        field: inout [UInt8], into sink: inout Sink
    ) -> Int? {
        if let overlong = claim.overlong {
            overlong.prefix.withUnsafeBytes { sink.invalid($0, .overlong(bytes: overlong.bytes), line: 0) }
            return nil
        }
        guard case let .delimited(delimiter, _) = settings.layout else {
            return scanLines(buffer.base, count: claim.count, maximumBytes: settings.maximumRecordBytes, into: &sink)
        }
        return scanDelimited(
            UnsafeRawBufferPointer(start: buffer.base, count: claim.count), scanner: DelimitedScanner(delimiter: delimiter),
            column: claim.column, maximumBytes: settings.maximumRecordBytes, field: &field, timeColumn: claim.timeColumn,
            into: &sink)
    }
}
