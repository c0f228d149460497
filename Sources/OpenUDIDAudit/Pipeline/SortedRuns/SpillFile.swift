import Platform

/// One thread's temporary file of sorted runs, appended to run after run.
///
/// However many runs a thread spills, it holds one descriptor, so an audit holds about as many
/// as it has threads, whatever the input's size and the memory limit (a file per run once
/// exhausted the descriptor limit past a thousand runs). Runs are read back with `pread` at
/// their own offsets, so the merge threads share the file without sharing a position.
///
/// The file is made in `--temp-dir` without a name (`O_TMPFILE`), so it disappears when the
/// process ends, however it ends, and a kill at any moment leaves nothing behind; where the
/// file system cannot make one, it is created by name and unlinked at once. A write that fails leaves ``end`` where it was: the runs already
/// written stay valid, and the bytes past ``end`` are never read.
package final class SpillFile: @unchecked Sendable {
    let descriptor: Int32
    /// Bytes of whole runs written.
    private(set) var end = 0
    /// The directory, for messages.
    let directory: String

    /// Creates an unlinked file in `directory`.
    ///
    /// - Throws: ``AuditError/spillFailed(_:)`` naming the directory and the reason.
    init(directory: String) throws(AuditError) {
        #if os(Linux)
        let unnamed = open(directory, SpillFile.temporaryFile | O_RDWR | O_CLOEXEC, 0o600)
        if unnamed >= 0 {
            (self.descriptor, self.directory) = (unnamed, directory)
            return
        }
        #endif
        var template = Array((directory + "/openudid-audit-run-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw .spillFailed("cannot create a file in \(directory): \(systemErrorMessage(errno))")
        }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        self.descriptor = descriptor
        self.directory = directory
    }

    #if os(Linux)
    /// `O_TMPFILE` (Linux 3.11): `__O_TMPFILE` (octal 20000000 on every architecture) with
    /// `O_DIRECTORY`, whose value differs between architectures; named here, as the C library's
    /// macro does not reach Swift.
    static let temporaryFile: Int32 = 0o2000_0000 | O_DIRECTORY
    #endif

    deinit { close(descriptor) }

    /// Appends `byteCount` bytes at `bytes`; returns the offset they start at.
    ///
    /// - Throws: ``AuditError/spillFailed(_:)`` (a full disk, say); ``end`` is unchanged.
    func append(_ bytes: UnsafeRawPointer, byteCount: Int) throws(AuditError) -> Int {
        var done = 0
        while done < byteCount {
            let written = pwrite(descriptor, bytes + done, Swift.min(byteCount - done, 1 << 30), off_t(end + done))
            if written < 0 {
                if errno == EINTR { continue }
                throw .spillFailed("write error: spilled records in \(directory): \(systemErrorMessage(errno))")
            }
            done += written
        }
        let start = end
        end += byteCount
        return start
    }

    /// Reads exactly `byteCount` bytes at `offset` into `bytes`.
    ///
    /// - Throws: ``AuditError/spillFailed(_:)`` when the read fails or the file is shorter.
    func read(into bytes: UnsafeMutableRawPointer, byteCount: Int, at offset: Int) throws(AuditError) {
        var got = 0
        while got < byteCount {
            let result = pread(descriptor, bytes + got, byteCount - got, off_t(offset + got))
            if result < 0 && errno == EINTR { continue }
            guard result > 0 else {
                throw .spillFailed(
                    "cannot read back sorted records from \(directory): \(result < 0 ? systemErrorMessage(errno) : "unexpected end")"
                )
            }
            got += result
        }
    }
}
