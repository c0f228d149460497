import AtomicOutput
import Foundation
package import PartialFile

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

    /// Reads the partial at `path`, refusing one that cannot be read or is not whole.
    package static func read(_ path: String) throws(ShardError) -> PartialInput {
        let bytes: [UInt8]
        do {
            bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw .refused("\(path): cannot read: \((error as NSError).localizedFailureReason ?? error.localizedDescription)")
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
