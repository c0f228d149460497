import AtomicOutput
import Foundation

/// Partial files on disk: written whole or not at all, read back with the container's checks.
package enum ShardFiles {
    /// Writes `partial` to `path` under a temporary name, flushes it and renames it
    /// (``AtomicFile``): a partial under its final name is always whole, even when the shard is
    /// killed while writing.
    package static func write(_ partial: PartialFile, to path: String) throws(ShardError) {
        do {
            try AtomicFile.write(partial.encoded(), to: path)
        } catch {
            throw .writeFailed("write error: \(error.path): \(error.reason)")
        }
    }

    /// Reads the partial at `path`, refusing one that is missing or not whole.
    ///
    /// - Throws: ``ShardError/refused(_:)`` for a file that is missing, unreadable by its
    ///   permissions or damaged; ``ShardError/readFailed(_:)`` when the system fails to read it
    ///   (an I/O error, no descriptor left).
    package static func read(_ path: String) throws(ShardError) -> PartialInput {
        let bytes: [UInt8]
        switch RawFile.openForReading(path) {
        case .failure(let failure):
            throw failure.isSystemError
                ? .readFailed("read error: \(path): \(failure.reason)") : .refused("\(path): cannot read: \(failure.reason)")
        case .success(let file):
            defer { file.close() }
            let size: Int
            switch file.size() {
            case .success(let value): size = value
            case .failure(let failure): throw .readFailed("read error: \(path): \(failure.reason)")
            }
            var buffer = [UInt8](repeating: 0, count: size)
            let read = buffer.withUnsafeMutableBytes { file.read(into: $0.baseAddress!, count: size, at: 0) }
            switch read {
            case .success(size): bytes = buffer
            case .success(let got): throw .refused("\(path): cannot read: \(got) of \(size) bytes (the file shrank while it was read)")
            case .failure(let failure): throw .readFailed("read error: \(path): \(failure.reason)")
            }
        }
        do {
            return PartialInput(path: path, file: try PartialFile(decoding: bytes, path: path))
        } catch {
            throw .refused(error.description)
        }
    }

    /// Raises the soft limit of open files as far as the hard limit allows and returns it: a
    /// map holds one shuffle file per reduce open.
    package static func raiseOpenFileLimit() -> Int { RawFile.raiseOpenFileLimit() }
}
