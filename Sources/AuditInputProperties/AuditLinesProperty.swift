package import AuditInput
package import FuzzSupport

/// The property of the `audit-lines` fuzz target: the audit's chunked reader (``ChunkReader``
/// and ``ChunkScanner``) reads any input exactly as ``ReferenceReader`` does, and never traps.
///
/// Input layout (missing bytes read as zero):
/// - byte 0: bit 0 delimited records; bits 1-2 the delimiter (`,`, tab, `;`, `|`); bit 3 the
///   column by header name (the field names `id`, `ID`, `uuid`, `x` are tried in turn, by bits
///   4-5) rather than by number;
/// - byte 1: the column number (mod 4);
/// - bytes 2-3: the chunk size (1 + value mod 512), byte 4: the source's block size
///   (1 + value mod 64), byte 5: the longest record held (8 + value mod 120, or 1 MiB when 0);
/// - byte 6: where the text is cut into two inputs (0: one input; otherwise at value/256);
/// - with bit 6 of byte 0 set, a read plan (``FaultySource``): byte 7 the number of steps (mod
///   32), then one byte per step, 0 for a read that fails, else a read of at most that many
///   bytes; the inputs' reads take the steps in turn;
/// - the rest: the text.
///
/// Reads cut short must not change what is read. A failed read ends its input where it
/// failed: what was read before it is read as if the input ended there (compared with the
/// reference over those bytes), and the input is named with the error, never dropped silently
/// or counted wrong.
package enum AuditLinesProperty {
    /// A reader under test: inputs and settings in, what it read out.
    package typealias Reader = @Sendable ([[UInt8]], ReaderSettings) -> ReadOutcome

    /// The audit's reader, driven on one thread.
    package static let chunkedReader: Reader = { inputs, settings in ChunkedRead.read(inputs, settings: settings) }

    /// Checks one fuzz input; `nil` when the readers agree.
    package static func check(_ bytes: UnsafeRawBufferPointer, reader: Reader = chunkedReader) -> PropertyViolation? {
        var input = FuzzReader(bytes)
        let mode = input.byte(), columnByte = input.byte()
        let chunk = 1 + Int(input.uint16()) % 512
        let block = 1 + Int(input.byte()) % 64
        let longest = input.byte()
        let cut = input.byte()
        var plan: [FaultySource.Step] = []
        if mode & 0x40 != 0 {
            let steps = Int(input.byte()) % 32
            plan = (0..<steps).map { _ in
                let step = input.byte()
                return step == 0 ? .fail : .short(Int(step))
            }
        }
        let text = Array(input.rest())
        let delimiters: [UInt8] = [0x2C, 0x09, 0x3B, 0x7C]
        let names = ["id", "ID", "uuid", "x"]
        var layout = RecordLayout.lines
        if mode & 1 != 0 {
            let column: ColumnSelector = mode & 8 != 0 ? .name(names[Int(mode >> 4) & 3]) : .index(Int(columnByte % 4))
            layout = .delimited(delimiter: delimiters[Int(mode >> 1) & 3], column: column)
        }
        let settings = ReaderSettings(
            layout: layout, chunkBytes: chunk,
            maximumRecordBytes: longest == 0 ? 1 << 20 : 8 + Int(longest) % 120)
        let at = cut == 0 ? text.count : Int(cut) * text.count / 256
        let inputs = cut == 0 ? [text] : [Array(text[..<at]), Array(text[at...])]
        return check(inputs, settings: settings, block: block, plan: plan, reader: reader)
    }

    /// Compares `reader` with the reference on `inputs`.
    /// Compares `reader` with the reference on `inputs`, read `block` bytes at a time and
    /// through `plan`: an input whose read failed is compared by the bytes read before.
    package static func check(
        _ inputs: [[UInt8]], settings: ReaderSettings, block: Int = 7, plan: [FaultySource.Step] = [],
        reader: Reader = chunkedReader
    ) -> PropertyViolation? {
        let actual = ChunkedRead.$block.withValue(block) { ChunkedRead.$plan.withValue(plan) { reader(inputs, settings) } }
        var delivered = inputs
        for (input, count) in actual.failedAt { delivered[input] = Array(inputs[input].prefix(count)) }
        var expected = ReferenceReader.read(delivered, settings: settings)
        expected.skipped.formUnion(actual.failedAt.keys)
        func fail(_ message: String) -> PropertyViolation {
            PropertyViolation(
                "audit-lines",
                "\(message); settings \(settings), plan \(plan), failed at \(actual.failedAt), "
                    + "inputs \(inputs.map { show($0.prefix(200)) })")
        }
        if actual.readErrors != Set(actual.failedAt.keys) {
            return fail("inputs named for a read error \(actual.readErrors.sorted()), reads failed in \(actual.failedAt.keys.sorted())")
        }
        if actual.skipped != expected.skipped { return fail("skipped inputs \(actual.skipped), reference \(expected.skipped)") }
        if actual.headerRows != expected.headerRows { return fail("\(actual.headerRows) header rows, reference \(expected.headerRows)") }
        for (index, (mine, theirs)) in zip(actual.events, expected.events).enumerated() where mine != theirs {
            return fail("record \(index): \(mine), reference \(theirs)")
        }
        if actual.events.count != expected.events.count {
            return fail("\(actual.events.count) records, reference \(expected.events.count)")
        }
        if actual.lines != expected.lines { return fail("lines per input \(actual.lines), reference \(expected.lines)") }
        return nil
    }
}

/// The audit's reader on one thread, recording what its scanner reports.
package enum ChunkedRead {
    /// The block size of the memory sources (how much one `read` returns).
    @TaskLocal static var block = 7
    /// The read plan the inputs' sources share.
    @TaskLocal static var plan: [FaultySource.Step] = []

    package static func read(_ inputs: [[UInt8]], settings: ReaderSettings) -> ReadOutcome {
        let block = ChunkedRead.block
        let plan = FaultySource.Plan(ChunkedRead.plan)
        let sources = inputs.map { FaultySource(MemorySource($0, block: block), plan: plan) }
        let specs = inputs.indices.map { index in
            let source = UncheckedSource(source: sources[index])
            return InputSpec(name: "input \(index)") { () throws(SourceError) in source.source }
        }
        let reader = ChunkReader(inputs: specs, settings: settings)
        let buffer = ChunkBuffer(capacity: settings.chunkBytes + 64)
        var sink = RecordingSink()
        var field: [UInt8] = []
        var pending: [(chunk: Int, events: [(line: Int, kind: ReadEvent.Kind)])] = []
        while let claim = reader.claim(into: buffer) {
            sink.events = []
            guard let lines = ChunkScanner.scan(claim, in: buffer, settings: settings, field: &field, into: &sink) else {
                pending.append((claim.chunk, sink.events))
                continue
            }
            reader.finish(chunk: claim.chunk, lines: lines)
            pending.append((claim.chunk, sink.events))
        }
        let table = reader.locations()
        var outcome = ReadOutcome()
        for (chunk, events) in pending {
            for (line, kind) in events {
                let place = table.resolve(Location.pack(chunk: chunk, line: line))
                outcome.events.append(ReadEvent(input: place.input, line: place.line, kind: kind))
            }
        }
        outcome.lines = table.linesPerInput
        outcome.headerRows = reader.headerRows
        outcome.skipped = Set(reader.inputErrors.map(\.input))
        outcome.readErrors = Set(reader.inputErrors.filter { $0.message == FaultySource.injectedError.description }.map(\.input))
        for (index, source) in sources.enumerated() { outcome.failedAt[index] = source.failedAt }
        return outcome
    }
}

/// A source handed to the reader's opening closure (the reader opens each input once, on the
/// thread that reads it).
private struct UncheckedSource: @unchecked Sendable {
    let source: FaultySource
}

/// Records what the scanner reports.
struct RecordingSink: RecordSink {
    var events: [(line: Int, kind: ReadEvent.Kind)] = []

    mutating func identifier(_ identifier: ParsedIdentifier, line: Int) { events.append((line, .identifier(identifier))) }
    mutating func quotedIdentifier(_ identifier: ParsedIdentifier, line: Int) { events.append((line, .quotedIdentifier(identifier))) }
    mutating func blank(line: Int) { events.append((line, .blank)) }
    mutating func invalid(_ text: UnsafeRawBufferPointer, _ problem: LineProblem, line: Int) {
        events.append((line, .invalid(text: Array(text), problem: problem)))
    }
}
