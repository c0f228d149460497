import Foundation
import Platform

/// A file descriptor with positioned reads and writes that report failures as text: the
/// shuffle files are written by several threads at reserved offsets (`pwrite`), and read in
/// large sequential pieces.
struct RawFile: @unchecked Sendable {
    let descriptor: Int32
    let path: String

    /// Why a call failed: the system's error text.
    struct Failure: Error, Sendable {
        var reason: String
        /// The system failed (an I/O error, no descriptor left), as opposed to a file that is
        /// missing or not what it should be.
        var isSystemError = false
    }

    /// Whether `code` says the system failed rather than that the path names nothing usable.
    static func isSystemError(_ code: Int32) -> Bool {
        ![ENOENT, ENOTDIR, EISDIR, EACCES, EPERM, ELOOP, ENAMETOOLONG].contains(code)
    }

    /// Creates (or empties) `path` for writing.
    static func create(_ path: String) -> Result<RawFile, ShardError> {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { return .failure(.writeFailed("cannot create \(path): \(systemErrorMessage(errno))")) }
        return .success(RawFile(descriptor: descriptor, path: path))
    }

    /// Opens `path` for reading.
    static func openForReading(_ path: String) -> Result<RawFile, Failure> {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return .failure(Failure(reason: systemErrorMessage(errno), isSystemError: isSystemError(errno))) }
        return .success(RawFile(descriptor: descriptor, path: path))
    }

    /// Writes `count` bytes at `offset`, all of them; the reason on failure.
    func write(_ bytes: UnsafeRawPointer, count: Int, at offset: Int) -> String? {
        var done = 0
        while done < count {
            let written = pwrite(descriptor, bytes + done, count - done, off_t(offset + done))
            if written < 0 {
                if errno == EINTR { continue }
                return systemErrorMessage(errno)
            }
            done += written
        }
        return nil
    }

    /// Reads up to `count` bytes at `offset`; fewer only at the end of the file.
    func read(into bytes: UnsafeMutableRawPointer, count: Int, at offset: Int) -> Result<Int, Failure> {
        var done = 0
        while done < count {
            let got = pread(descriptor, bytes + done, count - done, off_t(offset + done))
            if got < 0 {
                if errno == EINTR { continue }
                return .failure(Failure(reason: systemErrorMessage(errno), isSystemError: true))
            }
            if got == 0 { break }
            done += got
        }
        return .success(done)
    }

    /// The file's size in bytes.
    func size() -> Result<Int, Failure> {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(Failure(reason: systemErrorMessage(errno), isSystemError: true)) }
        return .success(Int(info.st_size))
    }

    /// Flushes what was written to disk; the reason when it could not be.
    func sync() -> String? {
        fsync(descriptor) == 0 ? nil : systemErrorMessage(errno)
    }

    /// Closes the descriptor; the reason when the data may not have reached the file.
    @discardableResult
    func close() -> String? {
        let result = Platform.close(descriptor)
        return result == 0 ? nil : systemErrorMessage(errno)
    }

    /// Renames `from` to `to`, replacing it: a file appears under its final name only whole.
    static func rename(_ from: String, to: String) -> String? {
        let result = Platform.rename(from, to)
        return result == 0 ? nil : systemErrorMessage(errno)
    }

    /// A name for a file being written, unique to this process: a retried shard whose first
    /// attempt still runs never writes into the same temporary file.
    static func temporaryName(for path: String) -> String {
        "\(path).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    }

    /// Raises the soft limit on open files to the hard limit, for maps that write one file per
    /// reduce; returns the limit now in force.
    static func raiseOpenFileLimit() -> Int {
        #if os(Linux)
        let resource = Int32(RLIMIT_NOFILE.rawValue)
        #else
        let resource = RLIMIT_NOFILE
        #endif
        var limit = rlimit()
        guard getrlimit(resource, &limit) == 0 else { return 256 }
        if limit.rlim_cur < limit.rlim_max {
            var raised = limit
            raised.rlim_cur = limit.rlim_max
            if setrlimit(resource, &raised) == 0 { return Int(clamping: raised.rlim_cur) }
        }
        return Int(clamping: limit.rlim_cur)
    }
}

/// Removes `path`, ignoring a failure (cleaning up after an error that is being reported).
func unlinkQuietly(_ path: String) {
    _ = unlink(path)
}
