import Platform
import Synchronization

/// Hands out the inputs, one after another, as chunks of whole records.
///
/// A thread that wants work calls ``claim(into:)`` (under a lock the caller holds: the reader
/// is not thread-safe itself). The reader copies the partial record left over from the last
/// chunk to the start of the thread's buffer, reads the input until the buffer holds about
/// ``ReaderSettings/chunkBytes``, and keeps the bytes after the last record end for the next
/// claim. Reading is the only serial part; the thread parses its chunk after releasing the
/// lock. A record longer than ``ReaderSettings/maximumRecordBytes`` is streamed past and
/// reported by its length, so memory never depends on the input.
///
/// Chunks are numbered in input order. Lines are counted by the threads that parse them, and
/// reported back with ``finish(chunk:lines:)``; ``locations()`` then turns a chunk and a line
/// in it into an input and a line number.
@usableFromInline
package final class ChunkReader: @unchecked Sendable {
    /// What the caller gets: a chunk of records in its buffer, or a record too long to hold.
    @usableFromInline
    package struct Claim: Sendable {
        /// The chunk's number, from 0, in input order.
        package var chunk: Int
        /// The input it belongs to (an index into the inputs).
        package var input: Int
        /// Bytes of whole records at the start of the buffer.
        @usableFromInline package var count: Int
        /// For delimited records, the 0-based column to read.
        @usableFromInline package var column: Int
        /// For delimited records with a time column, its 0-based index; −1 without.
        @usableFromInline package var timeColumn = -1
        /// For a skipped record: its first bytes and its length; `nil` for a chunk of records.
        @usableFromInline package var overlong: (prefix: [UInt8], bytes: Int)?
    }

    package let inputs: [InputSpec]
    package let settings: ReaderSettings
    private let scanner: DelimitedScanner?

    /// Per chunk: its input and its lines (−1 until reported).
    package private(set) var chunkInputs: [Int32] = []
    package private(set) var chunkLines: [Int] = []
    /// Inputs that could not be opened or read, with the system's message.
    package private(set) var inputErrors: [(input: Int, message: String)] = []
    /// Inputs whose header row lacks the `--column NAME` column, with the header's names (each
    /// is in ``inputErrors`` too, and skipped).
    package private(set) var missingColumns: [(input: Int, missing: HeaderRow.MissingColumn)] = []
    /// Inputs that end without a line feed after their last record, with the trimmed text of
    /// that record's identifier (its column's field when delimited), when it is at most
    /// ``keptEndBytes`` long: the evidence of an export cut short.
    package private(set) var unterminatedEnds: [(input: Int, text: [UInt8])] = []
    /// The longest last-record text kept in ``unterminatedEnds`` (longer than any identifier).
    package static let keptEndBytes = 64
    /// Header rows read (one per input in `--column NAME` mode).
    package private(set) var headerRows = 0
    /// Bytes read so far, for progress (read from another thread).
    private let bytesRead = Atomic<Int>(0)
    /// The sum of the inputs' lengths where every one is known in advance, else `nil`.
    package private(set) var knownTotal: Int? = 0

    private var next = 0
    private var current: Current?
    private let carry: ChunkBuffer
    private var carryCount = 0

    /// The input being read.
    private struct Current {
        var input: Int
        var source: any ByteSource
        var ended = false
        var preambleRead = false
        var column = 0
        var timeColumn = -1
    }

    package init(inputs: [InputSpec], settings: ReaderSettings) {
        self.inputs = inputs
        self.settings = settings
        if case let .delimited(delimiter, _) = settings.layout {
            scanner = DelimitedScanner(delimiter: delimiter)
        } else {
            scanner = nil
        }
        carry = ChunkBuffer(capacity: 4096)
    }

    /// Bytes read so far.
    package var progress: Int { bytesRead.load(ordering: .relaxed) }

    /// The next chunk, read into `buffer`; `nil` when every input is done.
    package func claim(into buffer: ChunkBuffer) -> Claim? {
        while true {
            guard let input = openNext() else { return nil }
            if let claim = fillChunk(input, buffer) { return claim }
        }
    }

    /// Records the number of lines of `chunk`, once its thread has parsed it.
    package func finish(chunk: Int, lines: Int) { chunkLines[chunk] = lines }

    // MARK: - Inputs

    /// The input to read from, opening the next one when the last has ended.
    private func openNext() -> Int? {
        if let current, !current.ended || carryCount > 0 { return current.input }
        current = nil
        while next < inputs.count {
            let index = next
            next += 1
            do {
                let source = try inputs[index].open()
                if let total = knownTotal, let length = source.knownLength { knownTotal = total + length } else { knownTotal = nil }
                current = Current(input: index, source: source)
                return index
            } catch {
                inputErrors.append((index, error.description))
            }
        }
        return nil
    }

    /// Reads into `buffer` from `used` until it holds `target` bytes or the input ends.
    private func fill(_ buffer: ChunkBuffer, from used: Int, to target: Int) -> Int {
        var used = used
        while used < target, !current!.ended {
            do {
                let count = try current!.source.read(into: buffer.base + used, count: target - used)
                if count == 0 {
                    current!.ended = true
                    // Read to the end: a file that changed meanwhile was not read as it is.
                    if let change = current!.source.changeSinceOpened() { inputErrors.append((current!.input, change)) }
                }
                used += count
                bytesRead.add(count, ordering: .relaxed)
            } catch {
                // What was read is kept; the input is named in the report.
                inputErrors.append((current!.input, error.description))
                current!.ended = true
            }
        }
        return used
    }

    /// Registers a chunk and returns its number.
    private func register(input: Int, lines: Int) -> Int {
        chunkInputs.append(Int32(input))
        chunkLines.append(lines)
        return chunkInputs.count - 1
    }

    // MARK: - Chunks

    /// One chunk of the current input, or `nil` when the input is used up (or skipped).
    private func fillChunk(_ input: Int, _ buffer: ChunkBuffer) -> Claim? {
        var target = settings.chunkBytes
        buffer.reserve(Swift.max(target, carryCount) + 8, keeping: 0)
        buffer.base.copyMemory(from: carry.base, byteCount: carryCount)
        var used = carryCount
        carryCount = 0
        while true {
            used = fill(buffer, from: used, to: target)
            if !current!.preambleRead {
                guard let remaining = readPreamble(buffer, used) else {
                    if current!.ended { return skipInput() }
                    target = grown(target, used)
                    buffer.reserve(target + 8, keeping: used)
                    continue
                }
                if remaining < 0 { return skipInput() }
                used = remaining
            }
            if used == 0 && current!.ended {
                current = nil
                return nil
            }
            let boundary = current!.ended ? used : lastBoundary(UnsafeRawBufferPointer(start: buffer.base, count: used))
            if let boundary {
                if current!.ended { noteEnd(UnsafeRawBufferPointer(start: buffer.base, count: used)) }
                keepCarry(buffer, from: boundary, to: used)
                let chunk = register(input: input, lines: -1)
                return Claim(
                    chunk: chunk, input: input, count: boundary, column: current!.column, timeColumn: current!.timeColumn,
                    overlong: nil)
            }
            if used >= settings.maximumRecordBytes { return skipOverlong(input, buffer, used) }
            target = grown(target, used)
            buffer.reserve(target + 8, keeping: used)
        }
    }

    private func grown(_ target: Int, _ used: Int) -> Int {
        Swift.min(Swift.max(2 * target, used + settings.chunkBytes), settings.maximumRecordBytes + settings.chunkBytes)
    }

    private func keepCarry(_ buffer: ChunkBuffer, from start: Int, to end: Int) {
        carry.reserve(end - start, keeping: 0)
        carry.base.copyMemory(from: buffer.base + start, byteCount: end - start)
        carryCount = end - start
    }

    /// Drops the rest of the current input (its header could not be read).
    private func skipInput() -> Claim? {
        current = nil
        carryCount = 0
        return nil
    }

    /// The offset just past the last record end of `bytes`.
    private func lastBoundary(_ bytes: UnsafeRawBufferPointer) -> Int? {
        if let scanner { return scanner.lastBoundary(bytes) }
        var offset = bytes.count
        while offset > 0 {
            if bytes[offset - 1] == 0x0A { return offset }
            offset -= 1
        }
        return nil
    }

    /// Strips a UTF-8 byte order mark and, with `--column NAME`, reads the header row. Returns
    /// the bytes left at the start of the buffer, `nil` when more must be read first, or −1
    /// when the input must be skipped (its error recorded).
    private func readPreamble(_ buffer: ChunkBuffer, _ used: Int) -> Int? {
        var used = used
        if used < 3 && !current!.ended { return nil }
        if inputs[current!.input].startsFile && used >= 3 && buffer.base.load(as: UInt8.self) == 0xEF
            && buffer.base.load(fromByteOffset: 1, as: UInt8.self) == 0xBB
            && buffer.base.load(fromByteOffset: 2, as: UInt8.self) == 0xBF
        {
            buffer.base.copyMemory(from: buffer.base + 3, byteCount: used - 3)
            used -= 3
        }
        guard let scanner, case .delimited(_, .name) = settings.layout, used > 0 else {
            // No header to read: columns given by index (or nothing read, which leaves none).
            if case let .success(columns) = HeaderRow.columns(in: [], settings: settings) {
                (current!.column, current!.timeColumn) = columns
            }
            current!.preambleRead = true
            return used
        }
        var state = DelimitedScanner.State.fieldStart
        let bytes = UnsafeRawBufferPointer(start: buffer.base, count: used)
        let (found, lineFeeds) = scanner.firstBoundary(bytes, state: &state)
        guard let end = found ?? (current!.ended ? used : nil) else {
            if used >= settings.maximumRecordBytes {
                inputErrors.append((current!.input, "the header row is longer than \(settings.maximumRecordBytes) bytes"))
                return -1
            }
            // Put the bytes back where the next pass expects them.
            return nil
        }
        if end - (found != nil ? 1 : 0) >= settings.maximumRecordBytes {
            inputErrors.append((current!.input, "the header row is longer than \(settings.maximumRecordBytes) bytes"))
            return -1
        }
        let names = scanner.fields(UnsafeRawBufferPointer(rebasing: bytes[..<end]))
        let trimmed = names.map { $0.trimmingTrimmedBytes() }
        switch HeaderRow.columns(in: trimmed, settings: settings) {
        case let .success(columns):
            (current!.column, current!.timeColumn) = columns
        case let .failure(missing):
            let list = trimmed.map { "'\($0)'" }.joined(separator: ", ")
            missingColumns.append((current!.input, missing))
            inputErrors.append((current!.input, "no column named '\(missing.name)' in the header row (\(list))"))
            return -1
        }
        current!.preambleRead = true
        headerRows += 1
        // A header that runs to the end of the input (an open quote) ends its last line only
        // if its last byte is not already a line feed.
        _ = register(input: current!.input, lines: lineFeeds + (found == nil && end > 0 && bytes[end - 1] != 0x0A ? 1 : 0))
        buffer.base.copyMemory(from: buffer.base + end, byteCount: used - end)
        return used - end
    }

    /// Keeps the last record of the input that ends in `bytes` (the final chunk, whole
    /// records) when no line feed follows it.
    private func noteEnd(_ bytes: UnsafeRawBufferPointer) {
        guard let last = bytes.last, last != 0x0A else { return }
        let start = lastBoundary(bytes) ?? 0
        let record = UnsafeRawBufferPointer(rebasing: bytes[start...])
        var text: [UInt8]
        if let scanner {
            text = []
            let scanned = scanner.record(record, from: 0, column: current!.column, into: &text)
            if scanned.fields <= current!.column { return }
        } else {
            // A line of kilobytes is not an identifier cut short.
            guard record.count <= 4096 else { return }
            text = Array(record)
        }
        while let byte = text.last, isTrimmed(byte) { text.removeLast() }
        let first = text.firstIndex { !isTrimmed($0) } ?? text.count
        text.removeFirst(first)
        guard !text.isEmpty, text.count <= ChunkReader.keptEndBytes else { return }
        unterminatedEnds.append((current!.input, text))
    }

    /// Streams past a record that does not fit, from the `used` bytes in `buffer` on, and
    /// registers it as a chunk of its own.
    private func skipOverlong(_ input: Int, _ buffer: ChunkBuffer, _ used: Int) -> Claim {
        var prefix: [UInt8] = []
        var state = DelimitedScanner.State.fieldStart
        var total = 0, lineFeeds = 0
        var count = used
        var last: UInt8 = 0
        while true {
            let bytes = UnsafeRawBufferPointer(start: buffer.base, count: count)
            prefix += bytes.prefix(64 - prefix.count)
            if count > 0 { last = bytes[count - 1] }
            let end: Int?
            if let scanner {
                let found = scanner.firstBoundary(bytes, state: &state)
                end = found.end
                lineFeeds += found.lineFeeds
            } else {
                end = bytes.firstIndex(of: 0x0A).map { $0 + 1 }
                if end != nil { lineFeeds += 1 }
            }
            if let end {
                total += end - 1  // the record's bytes, without its line feed
                if prefix.count > total { prefix.removeLast(prefix.count - total) }
                keepCarry(buffer, from: end, to: count)
                break
            }
            total += count
            count = fill(buffer, from: 0, to: buffer.capacity)
            if count == 0 {
                // The input ended inside the record: its last line counts unless a line feed
                // (inside an open quote) already ended it.
                if last != 0x0A { lineFeeds += 1 }
                break
            }
        }
        let chunk = register(input: input, lines: lineFeeds)
        return Claim(chunk: chunk, input: input, count: 0, column: current!.column, overlong: (prefix, total))
    }

    // MARK: - Locations

    /// The table from (chunk, line in chunk) to (input, line), once every chunk is finished.
    package func locations() -> LocationTable {
        LocationTable(chunkInputs: chunkInputs, chunkLines: chunkLines, inputNames: inputs.map(\.name))
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and CRs.
    func trimmingTrimmedBytes() -> String {
        var bytes = Array(utf8)
        while let last = bytes.last, isTrimmed(last) { bytes.removeLast() }
        let start = bytes.firstIndex { !isTrimmed($0) } ?? bytes.count
        return String(decoding: bytes[start...], as: UTF8.self)
    }
}
