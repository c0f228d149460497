import Platform

/// The few system calls of this module that differ by platform or that Swift's libc module
/// does not declare.
enum SystemCalls {
    /// The text for the current `errno`.
    static func lastError() -> String { systemErrorMessage(errno) }

    /// Swaps the entries `first` and `second` of the directory open as `directory` in one step,
    /// both of which must exist (neither is followed if it is a symbolic link); `false` when the
    /// platform or the file system cannot (then `errno` says why).
    ///
    /// Linux has it as `renameat2(…, RENAME_EXCHANGE)` since 3.15 (glibc exports it since 2.28,
    /// but Swift's Glibc module does not declare it, so it is looked up by name); macOS as
    /// `renameatx_np(…, RENAME_SWAP)`.
    static func exchange(_ first: String, _ second: String, in directory: Int32) -> Bool {
        #if canImport(Darwin)
        return renameatx_np(directory, first, directory, second, UInt32(RENAME_SWAP)) == 0
        #else
        guard let renameat2 = renameat2Function else {
            errno = ENOSYS
            return false
        }
        return renameat2(directory, first, directory, second, 2 /* RENAME_EXCHANGE */) == 0
        #endif
    }

    /// Renames `name` of the directory `from` to `newName` of the directory `to`, failing with
    /// `EEXIST` rather than replacing an entry already there (`RENAME_NOREPLACE`). Where the
    /// file system cannot refuse in the same step, the name is checked first (a race then
    /// replaces at most an empty directory, as `rename(2)` allows).
    static func renameWithoutReplacing(_ name: String, in from: Int32, to newName: String, in to: Int32) -> Bool {
        #if !canImport(Darwin)
        if let renameat2 = renameat2Function {
            if renameat2(from, name, to, newName, 1 /* RENAME_NOREPLACE */) == 0 { return true }
            guard errno == EINVAL || errno == ENOSYS else { return false }
        }
        #endif
        if status(of: newName, in: to) != nil {
            errno = EEXIST
            return false
        }
        return renameat(from, name, to, newName) == 0
    }

    #if !canImport(Darwin)
    typealias Renameat2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32

    /// `renameat2` from the C library, when it has one.
    static let renameat2Function: Renameat2? = {
        guard let symbol = dlsym(nil, "renameat2") else { return nil }
        return unsafeBitCast(symbol, to: Renameat2.self)
    }()
    #endif

    /// Opens the directory at `path` (following symbolic links in it, once, now) for the `…at`
    /// calls; −1 with `errno` set when it cannot.
    static func openDirectory(_ path: String) -> Int32 {
        open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    }

    /// Opens the directory `name` inside the directory open as `parent`, refusing a symbolic
    /// link (`ELOOP`) or anything that is not a directory (`ENOTDIR`).
    static func openDirectory(_ name: String, in parent: Int32) -> Int32 {
        openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    }

    /// What `name` inside the directory open as `parent` is, without following a symbolic
    /// link (`fstatat(AT_SYMLINK_NOFOLLOW)`); `nil` when nothing is there (or it cannot be seen).
    static func status(of name: String, in parent: Int32) -> EntryStatus? {
        var info = stat()
        guard fstatat(parent, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        return EntryStatus(info)
    }

    /// What the open descriptor `descriptor` refers to.
    static func status(of descriptor: Int32) -> EntryStatus? {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        return EntryStatus(info)
    }

    /// The names in the directory open as `descriptor`, without `.` and `..`; `nil` when it
    /// cannot be read. The descriptor stays open and is not moved.
    static func entries(ofDirectory descriptor: Int32) -> [String]? {
        let copy = dup(descriptor)
        guard copy >= 0 else { return nil }
        guard let stream = fdopendir(copy) else {
            close(copy)
            return nil
        }
        defer { closedir(stream) }
        rewinddir(stream)
        return names(in: stream)
    }

    /// Flushes the entries of the directory open as `descriptor` to disk (so that a rename
    /// survives a power cut); errors are ignored, since not every file system can sync a
    /// directory.
    static func syncDirectory(_ descriptor: Int32) {
        _ = fsync(descriptor)
    }

    /// `a/b/c` → `a/b`, `/a` → `/`, `a` → `.`; trailing slashes ignored.
    static func parent(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        if slash == trimmed.startIndex { return "/" }
        return String(trimmed[..<slash])
    }

    /// The last component of `path`, trailing slashes ignored.
    static func lastComponent(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return String(trimmed) }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// `directory/name`.
    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// Whether `path` is a directory (following symbolic links, as `stat` does); `nil` when
    /// nothing is there.
    static func isDirectory(_ path: String) -> Bool? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mode & S_IFMT == S_IFDIR
    }

    /// The names in `directory`, without `.` and `..`; `nil` when it cannot be read.
    static func entries(of directory: String) -> [String]? {
        guard let stream = opendir(directory) else { return nil }
        defer { closedir(stream) }
        return names(in: stream)
    }

    /// The names a directory stream holds, without `.` and `..`.
    private static func names(in stream: OpaquePointer) -> [String] {
        var names: [String] = []
        // The name is read in place: `readdir` allocates each entry only as long as its name
        // (`d_reclen`), so copying the whole `d_name` field (256 bytes in the declaration) out of
        // `pointee` would read past the entry.
        let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
        while let entry = readdir(stream) {
            let name = String(cString: (UnsafeRawPointer(entry) + nameOffset).assumingMemoryBound(to: CChar.self))
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// Whether process `pid` is alive (or exists under another user).
    static func processExists(_ pid: Int32) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }
}

/// What an entry is, as `stat` tells it: enough to tell a directory, a plain file and a
/// symbolic link apart, to know one inode again, and to know whose it is.
struct EntryStatus: Equatable {
    var mode: mode_t
    var device: UInt64
    var inode: UInt64
    var owner: uid_t

    init(_ info: stat) {
        mode = info.st_mode
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        owner = info.st_uid
    }

    var isDirectory: Bool { mode & S_IFMT == S_IFDIR }
    var isRegularFile: Bool { mode & S_IFMT == S_IFREG }
    var isSymbolicLink: Bool { mode & S_IFMT == S_IFLNK }

    /// Whether both name the same inode.
    func isSame(as other: EntryStatus) -> Bool { device == other.device && inode == other.inode }

    /// Whether this process's effective user owns it: what marks a leftover as one of ours,
    /// beside its name.
    var isOwnedByThisUser: Bool { owner == geteuid() }
}
