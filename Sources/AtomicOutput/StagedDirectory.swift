import Platform

/// A report directory written whole into a staging directory beside it and put in place in
/// one step: whatever moment the process dies at, the directory holds the old report or the
/// new one, never a mix and never a partial file under a final name.
///
/// ```swift
/// let report = try StagedDirectory("report", files: ["report.md", "report.csv"])
/// // … the long run …
/// try report.write(Array(markdown.utf8), name: "report.md")
/// try report.write(Array(csv.utf8), name: "report.csv")
/// try report.commit()
/// ```
///
/// **Before the run** (``init(_:files:)``): the parents are created, an existing directory is
/// accepted only when it holds nothing but files of this report (so that replacing it loses
/// nothing of the user's), and the staging directory `.NAME.openudid-staging-PID-N` is made
/// beside it, which proves that the place is writable. Leftovers of killed runs (their process
/// is gone) are removed.
///
/// **After the run** (``commit()``): every file has been written and flushed into the staging
/// directory; it is exchanged with the old directory in one `renameat2(RENAME_EXCHANGE)` (or
/// renamed into place when there is none), and the old report, now under the staging name, is
/// removed. Where the file system cannot exchange, the old directory is first renamed aside,
/// leaving a moment in which neither is under the final name, never a mix.
///
/// A staged directory that is neither committed nor kept is removed when it goes away, or by
/// ``InterruptCleanup`` when the process is interrupted.
package final class StagedDirectory {
    /// The report directory, as named.
    package let path: String
    /// The files a report of this kind may hold.
    package let files: Set<String>
    private let parent: String
    private let staging: String
    private var registered: [Int?] = []
    private var finished = false

    /// Makes every check of ``init(_:files:)`` without creating anything: the name, an
    /// existing `path` that holds only report files, and the nearest existing parent that this
    /// process may create entries in (by `access(2)`, not by a probe file).
    ///
    /// - Throws: ``OutputFailure`` naming `path`, as ``init(_:files:)`` would.
    package static func check(_ path: String, files: Set<String>) throws(OutputFailure) {
        try checkPlace(path, files: files)
        // The staging directory is made beside `path`: its parent, or the nearest that exists.
        var parent = SystemCalls.parent(of: path)
        while SystemCalls.isDirectory(parent) == nil {
            let next = SystemCalls.parent(of: parent)
            if next == parent { break }
            parent = next
        }
        switch SystemCalls.isDirectory(parent) {
        case true?:
            guard access(parent, W_OK | X_OK) == 0 else {
                throw OutputFailure(path: path, reason: "cannot create a directory in '\(parent)': \(SystemCalls.lastError())")
            }
        case false?:
            throw OutputFailure(path: path, reason: "'\(parent)' exists and is not a directory")
        case nil:
            throw OutputFailure(path: path, reason: "no such directory: '\(parent)'")
        }
    }

    /// The checks ``check(_:files:)`` and ``init(_:files:)`` share: `path` names a directory
    /// of its own (not empty, `.`, `..` or `/`), and if it exists it is a directory holding only
    /// `files` (and this module's own `.openudid-` names). Returns the last component of `path`.
    @discardableResult
    static func checkPlace(_ path: String, files: Set<String>) throws(OutputFailure) -> String {
        let name = SystemCalls.lastComponent(of: path)
        guard !path.isEmpty, name != ".", name != "..", name != "/" else {
            throw OutputFailure(path: path, reason: "name the report directory itself (a new or report-only directory), not '\(path)'")
        }
        switch SystemCalls.isDirectory(path) {
        case false?:
            throw OutputFailure(path: path, reason: "it exists and is not a directory")
        case true?:
            guard let entries = SystemCalls.entries(of: path) else {
                throw OutputFailure(path: path, reason: "cannot read it: \(SystemCalls.lastError())")
            }
            if let foreign = entries.sorted().first(where: { !files.contains($0) && !$0.hasPrefix(".openudid-") }) {
                throw OutputFailure(
                    path: path,
                    reason: "it holds '\(foreign)', which is not a file of this report; "
                        + "name a new directory, or one that holds only a report of this kind")
            }
        case nil:
            break
        }
        return name
    }

    /// Checks `path` and creates the staging directory beside it.
    ///
    /// - Parameter files: the names a report written here may hold; an existing directory with
    ///   any other entry is refused, since putting the new report in place removes the old one.
    /// - Throws: ``OutputFailure`` naming `path`: empty, `.` or `..`, not a directory, holding
    ///   other files, or in a place where nothing can be created.
    package init(_ path: String, files: Set<String>) throws(OutputFailure) {
        self.path = path
        self.files = files
        let name = try StagedDirectory.checkPlace(path, files: files)
        parent = SystemCalls.parent(of: path)
        if let reason = OutputDirectory.create(parent) { throw OutputFailure(path: path, reason: reason) }
        StagedDirectory.removeLeftovers(prefix: ".\(name).openudid-staging-", in: parent)
        staging = SystemCalls.join(
            parent, ".\(name).openudid-staging-\(getpid())-\(OutputDirectory.serial.add(1, ordering: .relaxed).oldValue)")
        guard mkdir(staging, 0o777) == 0 else {
            throw OutputFailure(path: path, reason: "cannot create a directory beside it: \(SystemCalls.lastError())")
        }
        registered.append(InterruptCleanup.register(staging))
        if let reason = OutputDirectory.probe(staging) {
            abandon()
            throw OutputFailure(path: path, reason: reason)
        }
    }

    deinit {
        if !finished { abandon() }
    }

    /// Writes one file of the report into the staging directory and flushes it to disk.
    ///
    /// - Throws: ``OutputFailure`` naming the file's final path (`report/report.md`) and the
    ///   system's reason.
    package func write(_ bytes: some Collection<UInt8>, name: String) throws(OutputFailure) {
        precondition(files.contains(name), "\(name) is not a file of this report")
        precondition(!finished, "the report was already put in place")
        let file = SystemCalls.join(staging, name)
        registered.append(InterruptCleanup.register(file))
        if let reason = AtomicFile.writeWhole(bytes, to: file) {
            throw OutputFailure(path: SystemCalls.join(path, name), reason: reason)
        }
    }

    /// Writes the UTF-8 of `text` as the file `name`, as ``write(_:name:)``.
    package func write(_ text: String, name: String) throws(OutputFailure) {
        try write(text.utf8, name: name)
    }

    /// Puts the staged report in place of `path`, removing the old one.
    ///
    /// - Throws: ``OutputFailure`` when the directory cannot be put in place; the old report
    ///   is then untouched and the staging directory removed.
    package func commit() throws(OutputFailure) {
        precondition(!finished, "the report was already put in place")
        SystemCalls.syncDirectory(staging)
        switch SystemCalls.isDirectory(path) {
        case true?:
            if SystemCalls.exchange(staging, path) {
                // The old report is now under the staging name.
                finished = true
                SystemCalls.syncDirectory(parent)
                removeStaging()
                return
            }
            let error = errno
            guard error == EINVAL || error == ENOSYS || error == ENOTSUP || error == EOPNOTSUPP else {
                abandon()
                throw OutputFailure(path: path, reason: "cannot put the new report in place: \(systemErrorMessage(error))")
            }
            // No exchange on this file system: the old report aside, the new one in place.
            let aside = staging + "-old"
            let slot = InterruptCleanup.register(aside)
            defer { InterruptCleanup.unregister(slot) }
            guard rename(path, aside) == 0 else {
                let reason = SystemCalls.lastError()
                abandon()
                throw OutputFailure(path: path, reason: "cannot move the old report aside: \(reason)")
            }
            guard rename(staging, path) == 0 else {
                let reason = SystemCalls.lastError()
                _ = rename(aside, path)
                abandon()
                throw OutputFailure(path: path, reason: "cannot put the new report in place: \(reason)")
            }
            finished = true
            SystemCalls.syncDirectory(parent)
            StagedDirectory.removeFlat(aside, names: files)
            unregisterAll()
        case false?:
            abandon()
            throw OutputFailure(path: path, reason: "it exists and is not a directory")
        case nil:
            guard rename(staging, path) == 0 else {
                let reason = SystemCalls.lastError()
                abandon()
                throw OutputFailure(path: path, reason: "cannot put the new report in place: \(reason)")
            }
            finished = true
            SystemCalls.syncDirectory(parent)
            unregisterAll()
        }
    }

    /// Removes the staging directory and what was written into it; the old report stays.
    package func abandon() {
        finished = true
        removeStaging()
    }

    private func removeStaging() {
        StagedDirectory.removeFlat(staging, names: files)
        unregisterAll()
    }

    private func unregisterAll() {
        for slot in registered { InterruptCleanup.unregister(slot) }
        registered = []
    }

    /// Removes the files of a flat directory, then the directory: first the `names` it is known
    /// to hold, by name (which needs no descriptor, so it works when the process has run out of
    /// them), then whatever a listing of it shows.
    static func removeFlat(_ directory: String, names: Set<String> = []) {
        for name in names { unlink(SystemCalls.join(directory, name)) }
        if rmdir(directory) == 0 { return }
        for entry in SystemCalls.entries(of: directory) ?? [] { unlink(SystemCalls.join(directory, entry)) }
        rmdir(directory)
    }

    /// Removes the entries of `parent` named `PREFIX<pid>-…` whose process is gone: the staging
    /// directories, old reports moved aside and temporary files that a killed run left.
    static func removeLeftovers(prefix: String, in parent: String) {
        for entry in SystemCalls.entries(of: parent) ?? [] where entry.hasPrefix(prefix) {
            let pid = entry.dropFirst(prefix.count).prefix { $0 != "-" }
            guard let pid = Int32(pid), pid != getpid(), !SystemCalls.processExists(pid) else { continue }
            let leftover = SystemCalls.join(parent, entry)
            if unlink(leftover) != 0 { removeFlat(leftover) }
        }
    }
}
