package import AuditInput

/// The plain reader the `audit-lines` property compares with: whole inputs in memory, one byte
/// at a time, the grammar written out again rather than shared with the fast path (no chunks,
/// no carry, no `memchr`, no speculative canonical decode, no `DelimitedScanner`, quotes taken
/// off by hand, ULIDs, KSUIDs and Snowflake ids decoded by ``ReferenceIdentifiers``).
package enum ReferenceReader {
    package static func read(_ inputs: [[UInt8]], settings: ReaderSettings) -> ReadOutcome {
        var outcome = ReadOutcome()
        for (index, input) in inputs.enumerated() {
            var bytes = input
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
            var records = split(bytes, layout: settings.layout)
            var lines = 0
            var column = 0
            switch settings.layout {
            case .lines: break
            case let .delimited(_, .index(wanted)): column = wanted
            case let .delimited(delimiter, .name(name)):
                guard let header = records.first else { break }
                records.removeFirst()
                // A header too long to hold, like a missing column, skips the input.
                if header.bytes.count >= settings.maximumRecordBytes {
                    outcome.skipped.insert(index)
                    outcome.lines.append(0)
                    continue
                }
                let names = fields(header.bytes, delimiter: delimiter).fields.map { trim($0) }
                let lowered = names.map { String(decoding: $0, as: UTF8.self).lowercased() }
                guard let found = names.firstIndex(of: Array(name.utf8)) ?? lowered.firstIndex(of: name.lowercased()) else {
                    outcome.skipped.insert(index)
                    outcome.lines.append(0)
                    continue
                }
                column = found
                outcome.headerRows += 1
                lines += header.lines
            }
            for record in records {
                let kind = event(
                    record.bytes, layout: settings.layout, column: column, maximum: settings.maximumRecordBytes,
                    unterminated: record.unterminated)
                outcome.events.append(ReadEvent(input: index, line: lines + 1, kind: kind))
                lines += record.lines
            }
            outcome.lines.append(lines)
        }
        return outcome
    }

    /// A record: its bytes without the ending line feed, the lines it spans, and whether a
    /// quote was left open.
    struct Record {
        var bytes: [UInt8]
        var lines: Int
        var unterminated: Bool
    }

    /// Cuts an input into records: at every line feed, or (delimited) at line feeds outside
    /// quotes, where quotes open only at the start of a field.
    static func split(_ bytes: [UInt8], layout: RecordLayout) -> [Record] {
        var records: [Record] = []
        var current: [UInt8] = []
        var lines = 1
        var quoted = false, atFieldStart = true, afterQuote = false
        let delimiter: UInt8? = { if case let .delimited(d, _) = layout { return d } else { return nil } }()
        for byte in bytes {
            if let delimiter {
                if quoted {
                    if byte == 0x22 { quoted = false; afterQuote = true } else if byte == 0x0A { lines += 1 }
                    current.append(byte)
                    continue
                }
                if afterQuote && byte == 0x22 {
                    // `""` inside quotes: back in.
                    quoted = true
                    afterQuote = false
                    current.append(byte)
                    continue
                }
                afterQuote = false
                if byte == 0x22 && atFieldStart { quoted = true; atFieldStart = false; current.append(byte); continue }
                atFieldStart = byte == delimiter
            }
            if byte == 0x0A {
                records.append(Record(bytes: current, lines: lines, unterminated: false))
                current = []
                lines = 1
                atFieldStart = true
                continue
            }
            current.append(byte)
        }
        if !current.isEmpty || quoted {
            // A line feed inside the open quote ended its line: no line follows it.
            let last = quoted && current.last == 0x0A ? lines - 1 : lines
            records.append(Record(bytes: current, lines: last, unterminated: quoted))
        }
        return records
    }

    /// The fields of a record, unquoted.
    static func fields(_ record: [UInt8], delimiter: UInt8) -> (fields: [[UInt8]], count: Int) {
        var fields: [[UInt8]] = [[]]
        var index = 0
        var i = 0
        var atStart = true
        while i < record.count {
            let byte = record[i]
            if atStart && byte == 0x22 {
                // Quoted: up to the quote not followed by another.
                i += 1
                while i < record.count {
                    if record[i] == 0x22 {
                        if i + 1 < record.count && record[i + 1] == 0x22 { fields[index].append(0x22); i += 2; continue }
                        i += 1
                        break
                    }
                    fields[index].append(record[i])
                    i += 1
                }
                atStart = false
                continue
            }
            if byte == delimiter {
                fields.append([])
                index += 1
                atStart = true
            } else {
                fields[index].append(byte)
                atStart = false
            }
            i += 1
        }
        return (fields, fields.count)
    }

    static func trim(_ bytes: [UInt8]) -> [UInt8] {
        let trimmed: Set<UInt8> = [0x20, 0x09, 0x0D]
        guard let first = bytes.firstIndex(where: { !trimmed.contains($0) }) else { return [] }
        let last = bytes.lastIndex(where: { !trimmed.contains($0) })!
        return Array(bytes[first...last])
    }

    static func event(_ record: [UInt8], layout: RecordLayout, column: Int, maximum: Int, unterminated: Bool) -> ReadEvent.Kind {
        if record.count >= maximum { return .invalid(text: Array(record.prefix(64)), problem: .overlong(bytes: record.count)) }
        let whole = trim(record)
        guard case let .delimited(delimiter, _) = layout else { return identifier(whole, inField: false) }
        if whole.isEmpty { return .blank }
        if unterminated { return .invalid(text: whole, problem: .unterminatedQuote) }
        let split = fields(record, delimiter: delimiter)
        guard column < split.count else { return .invalid(text: whole, problem: .missingColumn(fields: split.count)) }
        let field = trim(split.fields[column])
        if field.isEmpty { return .invalid(text: [], problem: .emptyField) }
        return identifier(field, inField: true)
    }

    /// A trimmed text as an identifier, or failing that the value inside one pair of quotes
    /// (nothing inside: a blank line, an empty field).
    static func identifier(_ text: [UInt8], inField: Bool) -> ReadEvent.Kind {
        if text.isEmpty { return .blank }
        if let parsed = parse(text) { return .identifier(parsed) }
        if text.count >= 2, let quote = text.first, quote == 0x22 || quote == 0x27, text.last == quote {
            let inner = trim(Array(text[1..<(text.count - 1)]))
            if inner.isEmpty { return inField ? .invalid(text: [], problem: .emptyField) : .blank }
            if let parsed = parse(inner) { return .quotedIdentifier(parsed) }
        }
        return .invalid(text: text, problem: .notAnIdentifier)
    }

    /// The identifier of a text: the later forms by the plain decoders of
    /// ``ReferenceIdentifiers``, the UUID forms and the OpenUDID by the parser the fuzz targets
    /// `uuid-parse` and `openudid-parse` check.
    static func parse(_ text: [UInt8]) -> ParsedIdentifier? {
        switch text.count {
        case 17...19: return ReferenceIdentifiers.snowflake(text)
        case 26: return ReferenceIdentifiers.ulid(text)
        case 27: return ReferenceIdentifiers.ksuid(text)
        default: return text.withUnsafeBytes { IdentifierParser.parse($0) }
        }
    }
}
