import Platform

/// A source of bytes read in chunks: a file, standard input, or memory for tests.
package protocol ByteInput: AnyObject {
    /// Reads up to `buffer.count` bytes into `buffer`; returns how many, 0 at the end.
    ///
    /// - Throws: ``InputError`` when the read fails (the message is `strerror`'s).
    func read(into buffer: UnsafeMutableRawBufferPointer) throws(InputError) -> Int
}

/// Why a file or standard input could not be read: the system's message, e.g.
/// `No such file or directory`, as `md5sum` prints it.
package struct InputError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The message.
    package var description: String

    /// Creates an error with `message`.
    package init(_ message: String) { description = message }

    /// The error for the current `errno`.
    static func fromErrno() -> InputError {
        InputError(String(cString: strerror(errno)))
    }
}

extension ByteInput {
    /// Calls `body` with each chunk of at most `chunkSize` bytes until the end, reusing one
    /// buffer, so the memory used does not depend on the input's length.
    package func forEachChunk(
        size chunkSize: Int = 1 << 16,
        _ body: (UnsafeRawBufferPointer) -> Void
    ) throws(InputError) {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkSize, alignment: 16)
        defer { buffer.deallocate() }
        while true {
            let count = try read(into: buffer)
            if count == 0 { return }
            body(UnsafeRawBufferPointer(rebasing: buffer[..<count]))
        }
    }

    /// Everything up to the end, in memory (for inputs that must be parsed as a whole).
    package func readAll() throws(InputError) -> [UInt8] {
        var bytes: [UInt8] = []
        try forEachChunk { bytes.append(contentsOf: $0) }
        return bytes
    }
}

/// An open file descriptor. Descriptors it opened itself are closed when it goes away.
package final class FileDescriptorInput: ByteInput {
    private let descriptor: Int32
    private let ownsDescriptor: Bool

    /// Reads from `descriptor` (0 for standard input), which stays open afterwards.
    package init(descriptor: Int32) {
        self.descriptor = descriptor
        ownsDescriptor = false
    }

    /// Opens `path` for reading.
    ///
    /// - Throws: ``InputError`` when the file cannot be opened.
    package init(path: String) throws(InputError) {
        let opened = open(path, O_RDONLY)
        if opened < 0 { throw InputError.fromErrno() }
        descriptor = opened
        ownsDescriptor = true
    }

    deinit {
        if ownsDescriptor { close(descriptor) }
    }

    /// Reads with `read(2)`, retrying when a signal interrupts it. A directory opens but fails
    /// here with `Is a directory`, as in `md5sum`.
    package func read(into buffer: UnsafeMutableRawBufferPointer) throws(InputError) -> Int {
        while true {
            let count = systemRead(descriptor, buffer.baseAddress!, buffer.count)
            if count >= 0 { return count }
            if errno != EINTR { throw InputError.fromErrno() }
        }
    }
}

/// `read(2)`, under a name that ``FileDescriptorInput/read(into:)`` does not shadow.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

/// Bytes held in memory, served in order: standard input for in-process tests.
package final class MemoryInput: ByteInput {
    private let bytes: [UInt8]
    private var offset = 0

    /// Serves `bytes`, then the end.
    package init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Serves the UTF-8 of `text`, then the end.
    package convenience init(_ text: String) { self.init(Array(text.utf8)) }

    /// Copies the next bytes into `buffer`.
    package func read(into buffer: UnsafeMutableRawBufferPointer) throws(InputError) -> Int {
        let count = min(buffer.count, bytes.count - offset)
        bytes.withUnsafeBytes { source in
            buffer.baseAddress!.copyMemory(from: source.baseAddress! + offset, byteCount: count)
        }
        offset += count
        return count
    }
}
