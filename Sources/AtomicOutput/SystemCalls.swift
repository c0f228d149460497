import Platform

/// The few system calls of this module that differ by platform or that Swift's libc module
/// does not declare.
enum SystemCalls {
    /// The text for the current `errno`.
    static func lastError() -> String { systemErrorMessage(errno) }

    /// Swaps the directory entries `first` and `second` in one step, both of which must exist;
    /// `false` when the platform or the file system cannot (then `errno` says why).
    ///
    /// Linux has it as `renameat2(…, RENAME_EXCHANGE)` since 3.15 (glibc exports it since 2.28,
    /// but Swift's Glibc module does not declare it, so it is looked up by name); macOS as
    /// `renamex_np(…, RENAME_SWAP)`.
    static func exchange(_ first: String, _ second: String) -> Bool {
        #if canImport(Darwin)
        return renamex_np(first, second, UInt32(RENAME_SWAP)) == 0
        #else
        guard let renameat2 = renameat2Function else {
            errno = ENOSYS
            return false
        }
        return renameat2(AT_FDCWD, first, AT_FDCWD, second, 2 /* RENAME_EXCHANGE */) == 0
        #endif
    }

    #if !canImport(Darwin)
    typealias Renameat2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32

    /// `renameat2` from the C library, when it has one.
    static let renameat2Function: Renameat2? = {
        guard let symbol = dlsym(nil, "renameat2") else { return nil }
        return unsafeBitCast(symbol, to: Renameat2.self)
    }()
    #endif

    /// Flushes a directory's entries to disk (so that a rename survives a power cut); errors are
    /// ignored, since not every file system can sync a directory.
    static func syncDirectory(_ path: String) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
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
