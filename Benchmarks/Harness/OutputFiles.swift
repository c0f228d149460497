#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CommandLineSupport

/// The files a benchmark run writes (`--json`, `--svg`): checked before anything is measured,
/// and put in place whole at the end.
enum OutputFiles {
    /// Why `path` could not be written (the system's reason, or what is wrong with it), or
    /// `nil` when its directory exists and takes a new file. Creates and removes a probe file
    /// beside `path`; leaves `path` as it is.
    static func refusal(_ path: String) -> String? {
        guard !path.isEmpty else { return "the path is empty" }
        let directory = parent(of: path)
        var status = stat()
        guard stat(directory, &status) == 0 else { return "no such directory: '\(directory)'" }
        guard status.st_mode & S_IFMT == S_IFDIR else { return "'\(directory)' is not a directory" }
        if stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR { return "it is a directory" }
        let probe = temporaryName(for: path, kind: "probe")
        let descriptor = open(probe, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return "cannot create a file in '\(directory)': \(lastError())" }
        close(descriptor)
        unlink(probe)
        return nil
    }

    /// Writes `bytes` to `path` under a temporary name in the same directory, flushes them to
    /// disk and renames the file over `path`: `path` holds the old file or the whole new one,
    /// never a part.
    ///
    /// - Returns: `nil` when the file is in place, else the reason (the temporary file is removed).
    static func write(_ bytes: [UInt8], to path: String) -> String? {
        let temporary = temporaryName(for: path, kind: "tmp")
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return lastError() }
        var failure = bytes.withUnsafeBytes { StreamWriteError.writeAll(descriptor, $0) }
            .map { String(cString: strerror($0)) }
        if failure == nil && fsync(descriptor) != 0 { failure = lastError() }
        if close(descriptor) != 0 && failure == nil { failure = lastError() }
        if failure == nil && rename(temporary, path) != 0 { failure = lastError() }
        if failure != nil { unlink(temporary) }
        return failure
    }

    /// The directory of `path`: `.` for a bare name.
    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `.<name>.<kind>-<pid>-<random>` beside `path`.
    private static func temporaryName(for path: String, kind: String) -> String {
        let name = path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
        let directory = parent(of: path)
        return (directory == "/" ? "" : directory) + "/.\(name).\(kind)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    }

    private static func lastError() -> String { String(cString: strerror(errno)) }
}
