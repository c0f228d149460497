/// The header row of a delimited input, read on its own: how `openudid audit --column NAME`
/// checks every file before it reads any, and how the reader picks the column.
package enum HeaderRow {
    /// The index of the field `name` among the header's trimmed `names`: the exact name, else
    /// the first that differs only in letter case.
    package static func column(named name: String, in names: [String]) -> Int? {
        names.firstIndex(of: name) ?? names.firstIndex { $0.lowercased() == name.lowercased() }
    }

    /// A column the settings name that a header does not have.
    package struct MissingColumn: Error, Sendable, Hashable {
        /// The name asked for.
        package var name: String
        /// Whether it is the recorded-time column (`--time-column`) rather than the identifiers'.
        package var isTimeColumn: Bool
        /// The header's names.
        package var header: [String]
    }

    /// The indices of the identifiers' column and of the recorded-time column (-1 without one)
    /// that `settings` name, in a header of `names`; or the first of them the header lacks.
    /// The one place that checks a header against the settings: before an audit reads any
    /// file, and when the reader meets each input's header.
    package static func columns(in names: [String], settings: ReaderSettings) -> Result<(column: Int, timeColumn: Int), MissingColumn> {
        guard case let .delimited(_, selector) = settings.layout else { return .success((-1, -1)) }
        func index(_ selector: ColumnSelector, time: Bool) -> Result<Int, MissingColumn> {
            switch selector {
            case let .index(index): return .success(index)
            case let .name(name):
                guard let index = column(named: name, in: names) else {
                    return .failure(MissingColumn(name: name, isTimeColumn: time, header: names))
                }
                return .success(index)
            }
        }
        return index(selector, time: false).flatMap { column in
            guard let time = settings.timeColumn else { return .success((column, -1)) }
            return index(time, time: true).map { (column, $0) }
        }
    }

    /// The trimmed field names of the first record of `source` (after a UTF-8 byte order
    /// mark), read `block` bytes at a time; `nil` when the source is empty or its first record
    /// is `maximumBytes` long or longer (the reader skips such an input, naming it).
    ///
    /// - Throws: ``SourceError`` when a read fails.
    package static func names(
        in source: any ByteSource, delimiter: UInt8, maximumBytes: Int,
        block: Int = 64 << 10
    ) throws(SourceError) -> [String]? {
        let scanner = DelimitedScanner(delimiter: delimiter)
        var bytes: [UInt8] = []
        var state = DelimitedScanner.State.fieldStart
        var scanned = 0
        var ended = false
        let scratch = UnsafeMutableRawPointer.allocate(byteCount: block, alignment: 1)
        defer { scratch.deallocate() }
        while true {
            // Bytes past the byte order mark, scanned where the last pass stopped.
            let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            if bytes.count >= 3 || ended {
                let from = Swift.max(scanned, start)
                let found = bytes.withUnsafeBytes { all in
                    scanner.firstBoundary(UnsafeRawBufferPointer(rebasing: all[from...]), state: &state).end
                }
                scanned = bytes.count
                if let end = found.map({ $0 + from }) ?? (ended ? bytes.count : nil) {
                    guard end > start else { return nil }
                    if end - start - (found != nil ? 1 : 0) >= maximumBytes { return nil }
                    return bytes.withUnsafeBytes { all in
                        scanner.fields(UnsafeRawBufferPointer(rebasing: all[start..<end])).map { $0.trimmingTrimmedBytes() }
                    }
                }
                if bytes.count - start >= maximumBytes { return nil }
            }
            if ended { return nil }
            let count = try source.read(into: scratch, count: block)
            bytes += UnsafeRawBufferPointer(start: scratch, count: count)
            if count == 0 { ended = true }
        }
    }
}
