import Platform

/// What killed runs left beside an output: staging directories, old reports moved aside,
/// temporary files and probes, each named `PREFIX<pid>-…` after the process that made it.
///
/// A leftover is removed only when it is the tool's own: its name has the prefix, its process
/// is gone, it belongs to this user, and it is a plain file or a real directory, never a
/// symbolic link. Inside a directory only plain files of the given names (and the tool's own
/// `.openudid-` files) are removed; a directory still holding anything else is left as it is,
/// since what is in it was not written by the tool.
enum Leftovers {
    /// Removes the leftovers named `PREFIX<pid>-…` in the directory open as `parent`.
    ///
    /// - Parameter names: the files a leftover directory of this kind may hold.
    static func remove(prefix: String, in parent: Int32, names: Set<String>) {
        for entry in SystemCalls.entries(ofDirectory: parent) ?? [] where entry.hasPrefix(prefix) {
            let pid = entry.dropFirst(prefix.count).prefix { $0 != "-" }
            guard let pid = Int32(pid), pid != getpid(), !SystemCalls.processExists(pid) else { continue }
            guard let status = SystemCalls.status(of: entry, in: parent), status.isOwnedByThisUser else { continue }
            if status.isRegularFile {
                unlinkat(parent, entry, 0)
            } else if status.isDirectory {
                let directory = SystemCalls.openDirectory(entry, in: parent)
                guard directory >= 0 else { continue }
                guard let opened = SystemCalls.status(of: directory), opened.isSame(as: status) else {
                    close(directory)
                    continue
                }
                removeOwnFiles(in: directory, names: names)
                close(directory)
                unlinkat(parent, entry, AT_REMOVEDIR)
            }
        }
    }

    /// Removes, from the directory open as `directory`, the plain files named in `names` and
    /// the tool's own `.openudid-` files; leaves everything else.
    static func removeOwnFiles(in directory: Int32, names: Set<String>) {
        for name in names where SystemCalls.status(of: name, in: directory)?.isRegularFile == true {
            unlinkat(directory, name, 0)
        }
        for entry in SystemCalls.entries(ofDirectory: directory) ?? [] where entry.hasPrefix(".openudid-") {
            if let status = SystemCalls.status(of: entry, in: directory), status.isRegularFile, status.isOwnedByThisUser {
                unlinkat(directory, entry, 0)
            }
        }
    }
}
