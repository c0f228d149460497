import Platform

/// Where the bytes of one input come from: a file, standard input, or memory in tests.
///
/// The audit's reader asks for bytes in large blocks and never for the whole input, so an
/// input of any length streams through a fixed amount of memory; the commands of `openudid`
/// read their files and standard input through it too (``forEachChunk(size:_:)``,
/// ``readAll()``).
package protocol ByteSource: AnyObject {
    /// Reads up to `count` bytes into `destination`; returns how many, 0 at the end.
    ///
    /// - Throws: ``SourceError`` with the system's message when the read fails.
    func read(into destination: UnsafeMutableRawPointer, count: Int) throws(SourceError) -> Int

    /// The length in bytes when it is known in advance (a regular file), for the progress bar.
    var knownLength: Int? { get }
    /// How the input changed since it was opened, asked once it has been read to the end: a
    /// regular file whose size or modification time is not what it was (as `tar` reports
    /// "file changed as we read it"); `nil` when it did not, or cannot be told.
    func changeSinceOpened() -> String?
}

extension ByteSource {
    package func changeSinceOpened() -> String? { nil }
}

/// The size and modification time of a regular file open as a descriptor: what tells that
/// it changed while it was read.
package struct FileStamp: Sendable, Hashable {
    package var size: Int
    package var modified: Int
    package var modifiedNanoseconds: Int

    /// The stamp of `descriptor`, or `nil` when it is not a regular file.
    package init?(_ descriptor: Int32) {
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        size = Int(status.st_size)
        #if os(Linux)
        (modified, modifiedNanoseconds) = (Int(status.st_mtim.tv_sec), Int(status.st_mtim.tv_nsec))
        #else
        (modified, modifiedNanoseconds) = (Int(status.st_mtimespec.tv_sec), Int(status.st_mtimespec.tv_nsec))
        #endif
    }

    /// How every description of a change starts.
    package static let changedPrefix = "it changed while it was read"

    /// What differs between `self` (at the start) and `now`, in words; `nil` when nothing.
    package func change(to now: FileStamp?) -> String? {
        guard let now else { return "it changed while it was read (it is no longer a regular file)" }
        if now.size != size {
            return "it changed while it was read (\(size) bytes at the start, \(now.size) at the end): "
                + "the report counts what was read"
        }
        if now.modified != modified || now.modifiedNanoseconds != modifiedNanoseconds {
            return "it changed while it was read (modified during the run): the report counts what was read"
        }
        return nil
    }
}

/// Why an input could not be opened or read: the system's message (`No such file or directory`).
package struct SourceError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The message.
    package var description: String

    /// Creates an error with `message`.
    package init(_ message: String) { description = message }

    /// The error of the current `errno`.
    static func fromErrno() -> SourceError { SourceError(systemErrorMessage(errno)) }
}

extension ByteSource {
    /// Calls `body` with each chunk of at most `chunkSize` bytes until the end, reusing one
    /// buffer, so the memory used does not depend on the input's length.
    ///
    /// - Throws: ``SourceError`` when a read fails.
    package func forEachChunk(
        size chunkSize: Int = 1 << 16,
        _ body: (UnsafeRawBufferPointer) -> Void
    ) throws(SourceError) {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkSize, alignment: 16)
        defer { buffer.deallocate() }
        while true {
            let count = try read(into: buffer.baseAddress!, count: buffer.count)
            if count == 0 { return }
            body(UnsafeRawBufferPointer(rebasing: buffer[..<count]))
        }
    }

    /// Everything up to the end, in memory (for inputs that must be parsed as a whole).
    ///
    /// - Throws: ``SourceError`` when a read fails.
    package func readAll() throws(SourceError) -> [UInt8] {
        var bytes: [UInt8] = []
        try forEachChunk { bytes.append(contentsOf: $0) }
        return bytes
    }
}

/// A file descriptor read with `read(2)`; descriptors it opened are closed when it goes away.
package final class FileSource: ByteSource {
    private let descriptor: Int32
    private let owned: Bool
    package let knownLength: Int?
    /// The file's size and modification time when it was opened (regular files only).
    private let opened: FileStamp?

    /// Opens `path` for reading.
    ///
    /// - Throws: ``SourceError`` when it cannot be opened.
    package init(path: String) throws(SourceError) {
        let opened = open(path, O_RDONLY)
        if opened < 0 { throw SourceError.fromErrno() }
        descriptor = opened
        owned = true
        knownLength = FileSource.regularFileLength(opened)
        self.opened = FileStamp(opened)
    }

    /// Reads from `descriptor` (0 for standard input), which stays open afterwards.
    package init(descriptor: Int32) {
        self.descriptor = descriptor
        owned = false
        knownLength = FileSource.regularFileLength(descriptor)
        opened = FileStamp(descriptor)
    }

    deinit { if owned { close(descriptor) } }

    /// Reads with `read(2)`, retrying when a signal interrupts it. A directory opens but fails
    /// here with `Is a directory`, as in `md5sum`.
    package func read(into destination: UnsafeMutableRawPointer, count: Int) throws(SourceError) -> Int {
        while true {
            let result = systemRead(descriptor, destination, count)
            if result >= 0 { return result }
            if errno != EINTR { throw SourceError.fromErrno() }
        }
    }

    /// How the file changed since it was opened (a regular file's size or modification time).
    package func changeSinceOpened() -> String? {
        opened?.change(to: FileStamp(descriptor))
    }

    /// The size of a regular file; `nil` for a pipe, a terminal or a directory.
    private static func regularFileLength(_ descriptor: Int32) -> Int? {
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        return Int(status.st_size)
    }
}

/// `read(2)`, under a name that ``FileSource/read(into:count:)`` does not shadow.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

/// Bytes held in memory, served in blocks of at most `block` bytes (tests use small blocks to
/// mimic a pipe): an input, or a command's standard input, in in-process tests.
package final class MemorySource: ByteSource {
    private let bytes: [UInt8]
    private let block: Int
    private var offset = 0
    package var knownLength: Int? { bytes.count }

    /// Serves `bytes`, `block` at a time, then the end.
    package init(_ bytes: [UInt8], block: Int = .max) {
        self.bytes = bytes
        self.block = Swift.max(1, block)
    }

    package func read(into destination: UnsafeMutableRawPointer, count: Int) throws(SourceError) -> Int {
        let served = Swift.min(count, block, bytes.count - offset)
        guard served > 0 else { return 0 }
        bytes.withUnsafeBytes { destination.copyMemory(from: $0.baseAddress! + offset, byteCount: served) }
        offset += served
        return served
    }
}
