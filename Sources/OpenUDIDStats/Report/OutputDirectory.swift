import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The directory a report is written into, made ready before any work starts.
///
/// A run can take minutes or hours; finding out at the end that its files cannot be written
/// loses all of it. ``prepare(_:)`` creates the directory (and its missing parents, as
/// `mkdir -p`) and proves it writable by creating, writing and removing a probe file, so a
/// wrong `--out` fails at once with the path and the system's reason. `openudid stats` calls
/// it; any command that writes a report directory can.
package enum OutputDirectory {
    /// Why a directory cannot take the report's files: the path that failed (the directory or
    /// the parent that could not be made) and what failed, with the system's error text.
    package struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// The directory asked for.
        package var directory: String
        /// What failed and why, such as `cannot create '/srv/out': Permission denied`.
        package var reason: String

        package var description: String { "cannot write into '\(directory)': \(reason)" }
    }

    /// Creates `path` with any missing parents, then creates, writes and removes a probe file in
    /// it.
    ///
    /// - Throws: ``Failure`` when the path is empty, names something that is not a directory,
    ///   cannot be created, or does not take a new file.
    package static func prepare(_ path: String) throws(Failure) {
        guard !path.isEmpty else { throw Failure(directory: path, reason: "the path is empty") }
        if let reason = create(path) { throw Failure(directory: path, reason: reason) }
        if let reason = probe(path) { throw Failure(directory: path, reason: reason) }
    }

    /// Makes `path` a directory, parents first; returns what went wrong, or `nil`.
    private static func create(_ path: String) -> String? {
        if mkdir(path, 0o777) == 0 { return nil }
        let error = errno
        switch error {
        case EEXIST:
            var info = stat()
            guard stat(path, &info) == 0 else { return "cannot inspect '\(path)': \(text(errno))" }
            return info.st_mode & S_IFMT == S_IFDIR ? nil : "'\(path)' exists and is not a directory"
        case ENOENT:
            // A parent is missing: make it, then try again.
            let parent = parentPath(of: path)
            guard parent != path, !parent.isEmpty else { return "cannot create '\(path)': \(text(error))" }
            if let reason = create(parent) { return reason }
            if mkdir(path, 0o777) == 0 || errno == EEXIST { return create(path) }
            return "cannot create '\(path)': \(text(errno))"
        default:
            return "cannot create '\(path)': \(text(error))"
        }
    }

    /// Creates, writes one byte to, and removes a probe file in `directory`; returns what went
    /// wrong, or `nil`.
    private static let probes = Atomic<Int>(0)

    private static func probe(_ directory: String) -> String? {
        let name = directory.hasSuffix("/") ? directory : directory + "/"
        // The process and a number of its own: threads of one process (tests, merges) may probe
        // the same directory at once.
        let probe = name + ".openudid-write-check-\(getpid())-\(probes.add(1, ordering: .relaxed).oldValue)"
        let descriptor = open(probe, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else { return "cannot create a file in it: \(text(errno))" }
        var byte: UInt8 = 0x0A
        let written = write(descriptor, &byte, 1)
        let writeError = errno
        let closed = close(descriptor)
        let closeError = errno
        unlink(probe)
        if written != 1 { return "cannot write a file in it: \(text(writeError))" }
        if closed != 0 { return "cannot write a file in it: \(text(closeError))" }
        return nil
    }

    /// `a/b/c` → `a/b`, `/a` → `/`, `a` → `.`; trailing slashes ignored.
    private static func parentPath(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        if slash == trimmed.startIndex { return "/" }
        return String(trimmed[..<slash])
    }

    /// The system's text for an `errno` value.
    private static func text(_ code: Int32) -> String { String(cString: strerror(code)) }
}
