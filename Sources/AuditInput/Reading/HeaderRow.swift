/// The header row of a delimited input, read on its own: how `openudid audit --column NAME`
/// checks every file before it reads any, and how the reader picks the column.
package enum HeaderRow {
    /// The index of the field `name` among the header's trimmed `names`: the exact name, else
    /// the first that differs only in letter case.
    package static func column(named name: String, in names: [String]) -> Int? {
        names.firstIndex(of: name) ?? names.firstIndex { $0.lowercased() == name.lowercased() }
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
