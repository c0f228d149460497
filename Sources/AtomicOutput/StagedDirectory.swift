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
/// is gone) are removed. `path` is resolved once, here: its parent is opened, and a `path` that
/// is a symbolic link is followed to the directory it names. Every later step works through
/// that descriptor (`openat`, `renameat2`, `unlinkat`, `fstatat` without following links), so
/// a link swapped in while the run goes on cannot send a write or a removal anywhere else.
///
/// **After the run** (``commit()``): every file has been written and flushed into the staging
/// directory; it is exchanged with the old directory in one `renameat2(RENAME_EXCHANGE)` (or
/// renamed into place when there is none), and the old report, now under the staging name, is
/// removed. Where the file system cannot exchange, the old directory is first renamed aside,
/// leaving a moment in which neither is under the final name, never a mix.
///
/// **Nothing that the run did not write is removed.** Of the old report only plain files of
/// the report's names go; anything else found in it (a note added while the run went on) is
/// moved into the new report. A symbolic link found under the report's name at the end is
/// refused, with the old state left as it is.
///
/// A staged directory that is neither committed nor kept is removed when it goes away, or by
/// ``InterruptCleanup`` when the process is interrupted.
package final class StagedDirectory {
    /// The report directory, as named.
    package let path: String
    /// The files a report of this kind may hold.
    package let files: Set<String>
    /// The report's name inside ``parent``: the last component of `path`, or of the directory a
    /// symbolic link at `path` named when the run started.
    private let name: String
    /// The directory that holds the report and its staging directory, opened once.
    private let parent: Int32
    private let stagingName: String
    /// The staging directory, open: after the exchange, the new report.
    private let staging: Int32
    /// The names written into the staging directory.
    private var written: Set<String> = []
    private var registered: [Int?] = []
    private var finished = false
    /// Whether the new report is in place: from then on ``staging`` is the report itself.
    private var committed = false

    /// Makes every check of ``init(_:files:)`` without creating anything: the name, an
    /// existing `path` that holds only report files, and the nearest existing parent that this
    /// process may create entries in (by `access(2)`, not by a probe file).
    ///
    /// - Throws: ``OutputFailure`` naming `path`, as ``init(_:files:)`` would.
    package static func check(_ path: String, files: Set<String>) throws(OutputFailure) {
        let place = try resolve(path)
        try checkPlace(place, named: path, files: files)
        // The staging directory is made beside `path`: its parent, or the nearest that exists.
        var parent = SystemCalls.parent(of: place)
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

    /// `path`, or when it is a symbolic link the directory it names, resolved now (a link to
    /// nothing, or to something that is not a directory, is refused).
    static func resolve(_ path: String) throws(OutputFailure) -> String {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return path }
        guard let resolved = realpath(path, nil) else {
            throw OutputFailure(path: path, reason: "it is a symbolic link to nothing (\(SystemCalls.lastError()))")
        }
        defer { free(resolved) }
        let target = String(cString: resolved)
        guard SystemCalls.isDirectory(target) == true else {
            throw OutputFailure(path: path, reason: "it is a symbolic link to '\(target)', which is not a directory")
        }
        return target
    }

    /// The checks ``check(_:files:)`` and ``init(_:files:)`` share: `place` names a directory
    /// of its own (not empty, `.`, `..` or `/`), and if it exists it is a directory holding only
    /// `files` (and this module's own `.openudid-` names). Returns the last component of `place`.
    @discardableResult
    static func checkPlace(_ place: String, named path: String, files: Set<String>) throws(OutputFailure) -> String {
        let name = SystemCalls.lastComponent(of: place)
        guard !place.isEmpty, name != ".", name != "..", name != "/" else {
            throw OutputFailure(path: path, reason: "name the report directory itself (a new or report-only directory), not '\(path)'")
        }
        switch SystemCalls.isDirectory(place) {
        case false?:
            throw OutputFailure(path: path, reason: "it exists and is not a directory")
        case true?:
            guard let entries = SystemCalls.entries(of: place) else {
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
    ///   other files, a link to nothing, or in a place where nothing can be created.
    package init(_ path: String, files: Set<String>) throws(OutputFailure) {
        self.path = path
        self.files = files
        let place = try StagedDirectory.resolve(path)
        let name = try StagedDirectory.checkPlace(place, named: path, files: files)
        self.name = name
        let parentPath = SystemCalls.parent(of: place)
        if let reason = OutputDirectory.create(parentPath) { throw OutputFailure(path: path, reason: reason) }
        parent = SystemCalls.openDirectory(parentPath)
        guard parent >= 0 else {
            throw OutputFailure(path: path, reason: "cannot open '\(parentPath)': \(SystemCalls.lastError())")
        }
        Leftovers.remove(prefix: ".\(name).openudid-staging-", in: parent, names: files)
        stagingName = ".\(name).openudid-staging-\(getpid())-\(OutputDirectory.serial.add(1, ordering: .relaxed).oldValue)"
        guard mkdirat(parent, stagingName, 0o777) == 0 else {
            let reason = SystemCalls.lastError()
            close(parent)
            throw OutputFailure(path: path, reason: "cannot create a directory beside it: \(reason)")
        }
        staging = SystemCalls.openDirectory(stagingName, in: parent)
        guard staging >= 0 else {
            let reason = SystemCalls.lastError()
            unlinkat(parent, stagingName, AT_REMOVEDIR)
            close(parent)
            throw OutputFailure(path: path, reason: "cannot open the directory made beside it: \(reason)")
        }
        registered.append(InterruptCleanup.register(stagingName, in: parent, isDirectory: true))
        if let reason = OutputDirectory.probe(staging) {
            abandon()
            throw OutputFailure(path: path, reason: reason)
        }
    }

    deinit {
        if !finished { abandon() }
        close(staging)
        close(parent)
    }

    /// Writes one file of the report into the staging directory and flushes it to disk.
    ///
    /// - Throws: ``OutputFailure`` naming the file's final path (`report/report.md`) and the
    ///   system's reason.
    package func write(_ bytes: some Collection<UInt8>, name: String) throws(OutputFailure) {
        precondition(files.contains(name), "\(name) is not a file of this report")
        precondition(!finished, "the report was already put in place")
        registered.append(InterruptCleanup.register(name, in: staging))
        written.insert(name)
        if let reason = AtomicFile.writeWhole(bytes, to: name, in: staging) {
            throw OutputFailure(path: SystemCalls.join(path, name), reason: reason)
        }
    }

    /// Writes the UTF-8 of `text` as the file `name`, as ``write(_:name:)``.
    package func write(_ text: String, name: String) throws(OutputFailure) {
        try write(text.utf8, name: name)
    }

    /// Puts the staged report in place of `path`, removing the old one.
    ///
    /// - Returns: the entries found in the old report that were not the tool's (added while the
    ///   run went on), which are now in the new one.
    /// - Throws: ``OutputFailure`` when the directory cannot be put in place, or when a symbolic
    ///   link or something other than a directory took its name during the run; the old report
    ///   (or whatever is there) is then untouched and the staging directory removed.
    @discardableResult
    package func commit() throws(OutputFailure) -> [String] {
        precondition(!finished, "the report was already put in place")
        SystemCalls.syncDirectory(staging)
        guard let current = SystemCalls.status(of: name, in: parent) else {
            try place()
            return []
        }
        guard current.isDirectory else {
            abandon()
            throw OutputFailure(
                path: path,
                reason: current.isSymbolicLink
                    ? "it was replaced by a symbolic link while the run went on; nothing was put in place or removed"
                    : "it exists and is not a directory")
        }
        let old = SystemCalls.openDirectory(name, in: parent)
        guard old >= 0, let opened = SystemCalls.status(of: old), opened.isSame(as: current) else {
            let reason = SystemCalls.lastError()
            if old >= 0 { close(old) }
            abandon()
            throw OutputFailure(path: path, reason: "it changed while the report was put in place (\(reason)); nothing was removed")
        }
        defer { close(old) }
        let aside: String
        if SystemCalls.exchange(stagingName, name, in: parent) {
            aside = stagingName
        } else {
            let error = errno
            guard error == EINVAL || error == ENOSYS || error == ENOTSUP || error == EOPNOTSUPP else {
                abandon()
                throw OutputFailure(path: path, reason: "cannot put the new report in place: \(systemErrorMessage(error))")
            }
            // No exchange on this file system: the old report aside, the new one in place.
            aside = stagingName + "-old"
            let slot = InterruptCleanup.register(aside, in: parent, isDirectory: true)
            defer { InterruptCleanup.unregister(slot) }
            guard SystemCalls.renameWithoutReplacing(name, in: parent, to: aside, in: parent) else {
                let reason = SystemCalls.lastError()
                abandon()
                throw OutputFailure(path: path, reason: "cannot move the old report aside: \(reason)")
            }
            guard SystemCalls.renameWithoutReplacing(stagingName, in: parent, to: name, in: parent) else {
                let reason = SystemCalls.lastError()
                _ = SystemCalls.renameWithoutReplacing(aside, in: parent, to: name, in: parent)
                abandon()
                throw OutputFailure(path: path, reason: "cannot put the new report in place: \(reason)")
            }
        }
        // What went aside must be the directory opened above; if a link or another directory
        // was swapped in between, put things back and remove nothing.
        guard let moved = SystemCalls.status(of: aside, in: parent), moved.isSame(as: opened) else {
            if aside == stagingName {
                _ = SystemCalls.exchange(stagingName, name, in: parent)
            } else {
                _ = SystemCalls.renameWithoutReplacing(name, in: parent, to: stagingName, in: parent)
                _ = SystemCalls.renameWithoutReplacing(aside, in: parent, to: name, in: parent)
            }
            abandon()
            throw OutputFailure(path: path, reason: "it was replaced while the report was put in place; nothing was removed")
        }
        (finished, committed) = (true, true)
        SystemCalls.syncDirectory(parent)
        unregisterAll()
        return retire(old, named: aside)
    }

    /// Renames the staging directory to the report's name when nothing is there.
    private func place() throws(OutputFailure) {
        guard SystemCalls.renameWithoutReplacing(stagingName, in: parent, to: name, in: parent) else {
            let reason = SystemCalls.lastError()
            abandon()
            throw OutputFailure(path: path, reason: "cannot put the new report in place: \(reason)")
        }
        (finished, committed) = (true, true)
        SystemCalls.syncDirectory(parent)
        unregisterAll()
    }

    /// Empties the old report, open as `old` and now named `aside`, and removes it: the
    /// report's own plain files go, anything else is moved into the new report (which
    /// ``staging`` refers to now). Returns the names moved.
    private func retire(_ old: Int32, named aside: String) -> [String] {
        var kept: [String] = []
        // A file may still arrive while this runs: look twice before leaving the directory.
        for _ in 0..<2 {
            for entry in SystemCalls.entries(ofDirectory: old) ?? []
            where !files.contains(entry) && !entry.hasPrefix(".openudid-") && !kept.contains(entry) {
                if SystemCalls.renameWithoutReplacing(entry, in: old, to: entry, in: staging) { kept.append(entry) }
            }
            Leftovers.removeOwnFiles(in: old, names: files)
            if unlinkat(parent, aside, AT_REMOVEDIR) == 0 { break }
        }
        return kept.sorted()
    }

    /// Removes the staging directory and what was written into it; the old report stays. Does
    /// nothing once the report is in place.
    package func abandon() {
        guard !committed else { return }
        finished = true
        for name in written { unlinkat(staging, name, 0) }
        Leftovers.removeOwnFiles(in: staging, names: [])
        unlinkat(parent, stagingName, AT_REMOVEDIR)
        unregisterAll()
    }

    private func unregisterAll() {
        for slot in registered { InterruptCleanup.unregister(slot) }
        registered = []
    }
}
