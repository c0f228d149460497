import Synchronization
import Platform

/// A directory that a run writes into as it goes (a shard's work directory, a temporary
/// directory for spilled runs), made ready before any work starts.
///
/// A run can take minutes or hours; finding out at the end that its files cannot be written
/// loses all of it. ``prepare(_:)`` creates the directory (and its missing parents, as
/// `mkdir -p`) and ``checkExisting(_:)`` requires it to be there; both prove it writable by
/// creating, writing and removing a probe file, so a wrong path fails at once with the path
/// and the system's reason. A report directory is not written this way but through a
/// ``StagedDirectory``, which puts it in place whole.
package enum OutputDirectory {
    /// Why a directory cannot take the run's files: the path that failed (the directory or
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

    /// Requires `path` to be an existing directory that takes a new file; creates nothing.
    ///
    /// - Throws: ``Failure`` when the path is empty, missing, not a directory, or does not take
    ///   a new file.
    package static func checkExisting(_ path: String) throws(Failure) {
        guard !path.isEmpty else { throw Failure(directory: path, reason: "the path is empty") }
        switch SystemCalls.isDirectory(path) {
        case nil: throw Failure(directory: path, reason: "no such directory")
        case false?: throw Failure(directory: path, reason: "'\(path)' is not a directory")
        case true?: break
        }
        if let reason = probe(path) { throw Failure(directory: path, reason: reason) }
    }

    /// Makes `path` a directory, parents first; returns what went wrong, or `nil`.
    static func create(_ path: String) -> String? {
        if mkdir(path, 0o777) == 0 { return nil }
        let error = errno
        switch error {
        case EEXIST:
            switch SystemCalls.isDirectory(path) {
            case nil: return "cannot inspect '\(path)': \(SystemCalls.lastError())"
            case let isDirectory?: return isDirectory ? nil : "'\(path)' exists and is not a directory"
            }
        case ENOENT:
            // A parent is missing: make it, then try again.
            let parent = SystemCalls.parent(of: path)
            guard parent != path, !parent.isEmpty else { return "cannot create '\(path)': \(systemErrorMessage(error))" }
            if let reason = create(parent) { return reason }
            if mkdir(path, 0o777) == 0 || errno == EEXIST { return create(path) }
            return "cannot create '\(path)': \(SystemCalls.lastError())"
        default:
            return "cannot create '\(path)': \(systemErrorMessage(error))"
        }
    }

    /// A number of this process's own for probe and staging names: threads of one process
    /// (tests, merges) may probe the same directory at once.
    static let serial = Atomic<Int>(0)

    /// Creates, writes one byte to, and removes a probe file in `directory`; returns what went
    /// wrong, or `nil`.
    static func probe(_ directory: String, naming name: String = "it") -> String? {
        let descriptor = SystemCalls.openDirectory(directory)
        guard descriptor >= 0 else { return "cannot open \(name): \(SystemCalls.lastError())" }
        defer { close(descriptor) }
        return probe(descriptor, naming: name)
    }

    /// Creates, writes one byte to, and removes a probe file in the directory open as
    /// `directory`; returns what went wrong, or `nil`.
    static func probe(_ directory: Int32, naming name: String = "it") -> String? {
        // A process killed between creating and removing its probe left it: remove those.
        Leftovers.remove(prefix: ".openudid-write-check-", in: directory, names: [])
        let probe = ".openudid-write-check-\(getpid())-\(serial.add(1, ordering: .relaxed).oldValue)"
        let descriptor = openat(directory, probe, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return "cannot create a file in \(name): \(SystemCalls.lastError())" }
        var byte: UInt8 = 0x0A
        let written = write(descriptor, &byte, 1)
        let writeError = errno
        let closed = close(descriptor)
        let closeError = errno
        unlinkat(directory, probe, 0)
        if written != 1 { return "cannot write a file in \(name): \(systemErrorMessage(writeError))" }
        if closed != 0 { return "cannot write a file in \(name): \(systemErrorMessage(closeError))" }
        return nil
    }
}
