import Platform

/// A file put in place whole or not at all.
///
/// ``write(_:to:)`` writes the bytes under a temporary name in the same directory, flushes them
/// to disk, and renames the file over `path`: whatever moment the process dies at, `path` holds
/// the old file or the new one, never a part. ``checkWritable(_:)`` proves before a long run
/// that the file can be made there.
package enum AtomicFile {
    /// Writes `bytes` to `path`, replacing what is there only once every byte is on disk.
    ///
    /// - Throws: ``OutputFailure`` naming `path` and the system's reason (a full disk, a missing
    ///   directory, a directory at `path`); the temporary file is removed.
    package static func write(_ bytes: some Collection<UInt8>, to path: String) throws(OutputFailure) {
        // The directory is opened once; the temporary file is made, renamed and (on failure)
        // removed through it, so a link swapped in on the way cannot redirect any of it.
        let directoryPath = SystemCalls.parent(of: path)
        let name = SystemCalls.lastComponent(of: path)
        let directory = SystemCalls.openDirectory(directoryPath)
        guard directory >= 0 else { throw OutputFailure(path: path, reason: SystemCalls.lastError()) }
        defer { close(directory) }
        Leftovers.remove(prefix: ".\(name).openudid-tmp-", in: directory, names: [])
        let temporary = ".\(name).openudid-tmp-\(getpid())-\(OutputDirectory.serial.add(1, ordering: .relaxed).oldValue)"
        let slot = InterruptCleanup.register(temporary, in: directory)
        defer { InterruptCleanup.unregister(slot) }
        if let reason = writeWhole(bytes, to: temporary, in: directory) {
            unlinkat(directory, temporary, 0)
            throw OutputFailure(path: path, reason: reason)
        }
        if SystemCalls.isDirectory(path) == true {
            unlinkat(directory, temporary, 0)
            throw OutputFailure(path: path, reason: "it is a directory")
        }
        guard renameat(directory, temporary, directory, name) == 0 else {
            let reason = SystemCalls.lastError()
            unlinkat(directory, temporary, 0)
            throw OutputFailure(path: path, reason: reason)
        }
        SystemCalls.syncDirectory(directory)
    }

    /// Writes the UTF-8 of `text` to `path`, as ``write(_:to:)``.
    package static func write(_ text: String, to path: String) throws(OutputFailure) {
        try write(text.utf8, to: path)
    }

    /// Checks, before a run, that `path` could be written: its directory exists and takes a
    /// new file, and `path` is not a directory. Creates and removes a probe file; leaves
    /// `path` as it is.
    ///
    /// - Throws: ``OutputFailure`` naming `path` and what is wrong.
    package static func checkWritable(_ path: String) throws(OutputFailure) {
        guard !path.isEmpty else { throw OutputFailure(path: path, reason: "the path is empty") }
        let directory = SystemCalls.parent(of: path)
        switch SystemCalls.isDirectory(directory) {
        case nil: throw OutputFailure(path: path, reason: "no such directory: '\(directory)'")
        case false?: throw OutputFailure(path: path, reason: "'\(directory)' is not a directory")
        case true?: break
        }
        if SystemCalls.isDirectory(path) == true { throw OutputFailure(path: path, reason: "it is a directory") }
        if let reason = OutputDirectory.probe(directory, naming: "'\(directory)'") { throw OutputFailure(path: path, reason: reason) }
    }

    /// Creates `name` in the directory open as `directory` (it must not exist, and a symbolic
    /// link there is not followed), writes every byte, flushes and closes it; the reason on
    /// failure, with the file left for the caller to remove.
    static func writeWhole(_ bytes: some Collection<UInt8>, to name: String, in directory: Int32) -> String? {
        let descriptor = openat(directory, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return SystemCalls.lastError() }
        var failure: String?
        let done: Void? = bytes.withContiguousStorageIfAvailable { buffer in
            failure = writeAll(descriptor, UnsafeRawBufferPointer(buffer))
        }
        if done == nil {
            let copy = Array(bytes)
            copy.withUnsafeBytes { failure = writeAll(descriptor, $0) }
        }
        if failure == nil && fsync(descriptor) != 0 { failure = SystemCalls.lastError() }
        if close(descriptor) != 0 && failure == nil { failure = SystemCalls.lastError() }
        return failure
    }

    /// Writes all of `bytes` to `descriptor`, retrying short writes and interruptions.
    static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> String? {
        var offset = 0
        while offset < bytes.count {
            let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return SystemCalls.lastError()
            }
            offset += written
        }
        return nil
    }
}

/// `write(2)`, under a name that ``AtomicFile/write(_:to:)`` does not shadow.
func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
