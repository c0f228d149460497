import Platform

/// Bytes `start ..< end` of a file, read with `pread(2)`: the piece of a file that one map
/// shard of a sharded audit reads (see `AuditSplit` in OpenUDIDAudit).
package final class FileRangeSource: ByteSource {
    private let descriptor: Int32
    private var offset: Int
    private let end: Int
    package var knownLength: Int? { end - offset }

    /// Opens `path` to read `range` of it.
    ///
    /// - Throws: ``SourceError`` when it cannot be opened.
    package init(path: String, range: Range<Int>) throws(SourceError) {
        let opened = open(path, O_RDONLY)
        if opened < 0 { throw SourceError.fromErrno() }
        descriptor = opened
        offset = range.lowerBound
        end = range.upperBound
        self.opened = FileStamp(opened)
    }

    /// The file's size and modification time when it was opened.
    private let opened: FileStamp?

    /// How the file changed since it was opened (its size or modification time).
    package func changeSinceOpened() -> String? {
        opened?.change(to: FileStamp(descriptor))
    }

    deinit { close(descriptor) }

    package func read(into destination: UnsafeMutableRawPointer, count: Int) throws(SourceError) -> Int {
        let wanted = Swift.min(count, end - offset)
        guard wanted > 0 else { return 0 }
        while true {
            let result = pread(descriptor, destination, wanted, off_t(offset))
            if result >= 0 {
                offset += result
                return result
            }
            if errno != EINTR { throw SourceError.fromErrno() }
        }
    }

    /// The first line start at or after `offset` in the file at `path` of `size` bytes: `offset`
    /// itself when it is 0 or follows a line feed, else the byte after the next line feed (or
    /// `size` when none follows). Cutting a file at `lineStart` of any offsets cuts it into whole
    /// lines, and two neighbouring pieces agree on their common end.
    ///
    /// - Throws: ``SourceError`` when the file cannot be read.
    package static func lineStart(path: String, atOrAfter offset: Int, size: Int) throws(SourceError) -> Int {
        guard offset > 0, offset < size else { return Swift.min(Swift.max(offset, 0), size) }
        let descriptor = open(path, O_RDONLY)
        if descriptor < 0 { throw SourceError.fromErrno() }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        var at = offset - 1
        while at < size {
            let got = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress!, $0.count, off_t(at)) }
            if got < 0 {
                if errno == EINTR { continue }
                throw SourceError.fromErrno()
            }
            if got == 0 { return size }
            if let index = buffer[..<got].firstIndex(of: 0x0A) { return at + index + 1 }
            at += got
        }
        return size
    }
}

extension FileRangeSource {
    /// The size of the regular file at `path`; `nil` for anything else or a path that cannot
    /// be examined.
    package static func regularFileSize(_ path: String) -> Int? {
        var status = stat()
        guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        return Int(status.st_size)
    }
}
