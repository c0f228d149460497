import Platform

/// The memory this process may use: the least of physical memory and the limits of the memory
/// cgroups it runs in (a container's, a Slurm job's, a systemd unit's), as the JVM's container
/// support, .NET's heap hard limit and Go's `GOMEMLIMIT` size themselves.
///
/// A process in a cgroup of 300 MiB on a machine of 24 GiB that sizes its buffers from physical
/// memory is killed by the kernel's OOM killer, with no word, long before its own limit would
/// have made it spill to disk. This type reads, for the process's own cgroup and each of its
/// ancestors, cgroup v2's `memory.max` and cgroup v1's `memory.limit_in_bytes`, and takes the
/// least of them and physical memory.
package struct MemoryAvailable: Sendable, Hashable {
    /// Physical memory, in bytes.
    package var physical: Int
    /// The least cgroup limit found, in bytes, and the file that set it; `nil` when no cgroup
    /// limits the process.
    package var cgroupLimit: (bytes: Int, file: String)? {
        get { cgroupBytes.map { ($0, cgroupFile) } }
        set {
            cgroupBytes = newValue?.bytes
            cgroupFile = newValue?.file ?? ""
        }
    }
    private var cgroupBytes: Int?
    private var cgroupFile = ""

    /// The least of physical memory and the cgroup limit.
    package var bytes: Int { Swift.min(physical, cgroupBytes ?? Int.max) }

    /// What sets ``bytes``: `physical memory`, or the cgroup file with its value.
    package var source: String {
        guard let cgroupBytes, cgroupBytes < physical else { return "physical memory" }
        return cgroupFile
    }

    /// The default memory limit of `openudid stats` and `openudid audit`: three quarters of
    /// ``bytes`` (the rest for the runtime, the page cache of the inputs and other processes),
    /// at most 16 GiB.
    package var defaultLimit: Int { Swift.min(16 << 30, bytes / 4 * 3) }

    package init(physical: Int, cgroupLimit: (bytes: Int, file: String)?) {
        self.physical = physical
        self.cgroupLimit = cgroupLimit
    }

    /// This process's, read once.
    package static let current = MemoryAvailable.read(root: "")

    /// Reads physical memory from `sysconf` and the cgroup limits of this process from the
    /// files under `root` (empty for the real `/proc` and `/sys`; tests give a folder laid out
    /// the same way).
    package static func read(root: String) -> MemoryAvailable {
        let pages = sysconf(Int32(_SC_PHYS_PAGES)), pageSize = sysconf(Int32(_SC_PAGESIZE))
        let physical = pages > 0 && pageSize > 0 ? pages * pageSize : Int.max
        return MemoryAvailable(physical: physical, cgroupLimit: CgroupMemory.limit(root: root))
    }
}

/// The memory limits of a process's cgroups, read from `/proc/self/cgroup`, the cgroup mounts
/// in `/proc/self/mountinfo`, and the limit files under them.
enum CgroupMemory {
    /// The least limit over the process's cgroup and its ancestors, in v2 (`memory.max`) and v1
    /// (`memory.limit_in_bytes` of the memory controller's hierarchy); `nil` when none is set.
    static func limit(root: String) -> (bytes: Int, file: String)? {
        guard let membership = read(root + "/proc/self/cgroup"), let mounts = read(root + "/proc/self/mountinfo") else {
            return nil
        }
        var least: (bytes: Int, file: String)?
        for mount in cgroupMounts(mounts) {
            guard let path = cgroupPath(membership, version2: mount.version2, controllers: mount.options) else { continue }
            // The cgroup's path as the mount shows it: below the mount's own root.
            var relative = Substring(path)
            if mount.root != "/" {
                guard relative.hasPrefix(mount.root) else { continue }
                relative = relative.dropFirst(mount.root.count)
            }
            var directory = root + mount.point + (relative.hasPrefix("/") || relative.isEmpty ? "" : "/") + relative
            let file = mount.version2 ? "memory.max" : "memory.limit_in_bytes"
            // The cgroup and each ancestor up to the mount: a parent's limit binds its children.
            while true {
                let limitFile = directory + "/" + file
                if let bytes = read(limitFile).flatMap(parseLimit), bytes < (least?.bytes ?? Int.max) {
                    least = (bytes, String(limitFile.dropFirst(root.count)))
                }
                guard directory.count > (root + mount.point).count, let slash = directory.lastIndex(of: "/") else { break }
                directory = String(directory[..<slash])
            }
        }
        return least
    }

    /// A limit file's value: bytes, or `nil` for `max` and for v1's "no limit" (a figure near
    /// 2^63, rounded down to a page).
    static func parseLimit(_ text: String) -> Int? {
        let value = text.split(whereSeparator: \.isWhitespace).first.map(String.init) ?? ""
        guard let bytes = Int(value), bytes > 0, bytes < Int.max / 2 else { return nil }
        return bytes
    }

    /// A cgroup file system mounted here: where, the path of the hierarchy it shows, whether
    /// it is v2, and its super options (the v1 controllers).
    struct Mount {
        var point: String
        var root: String
        var version2: Bool
        var options: [Substring]
    }

    /// The cgroup mounts of `/proc/self/mountinfo` (proc(5)): the v2 one, and v1 ones of the
    /// memory controller.
    static func cgroupMounts(_ mountinfo: String) -> [Mount] {
        var mounts: [Mount] = []
        for line in mountinfo.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard let dash = fields.firstIndex(of: "-"), dash >= 5, fields.count > dash + 3 else { continue }
            let type = fields[dash + 1]
            let options = fields[dash + 3].split(separator: ",")
            guard type == "cgroup2" || (type == "cgroup" && options.contains("memory")) else { continue }
            mounts.append(
                Mount(
                    point: unescape(fields[4]), root: unescape(fields[3]), version2: type == "cgroup2",
                    options: options))
        }
        return mounts
    }

    /// This process's cgroup in the hierarchy of a mount, from `/proc/self/cgroup`
    /// (`0::/path` for v2, `N:memory,…:/path` for v1).
    static func cgroupPath(_ membership: String, version2: Bool, controllers: [Substring]) -> String? {
        for line in membership.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
            guard parts.count == 3 else { continue }
            if version2 {
                if parts[0] == "0" && parts[1].isEmpty { return String(parts[2]) }
            } else if parts[1].split(separator: ",").contains("memory") {
                return String(parts[2])
            }
        }
        return nil
    }

    /// mountinfo escapes space, tab, newline and backslash as octal (`\040`).
    static func unescape(_ field: Substring) -> String {
        guard field.contains("\\") else { return String(field) }
        var bytes: [UInt8] = []
        var utf8 = Array(field.utf8)[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "\\"), utf8.count >= 3, let value = UInt8(String(decoding: utf8.prefix(3), as: UTF8.self), radix: 8) {
                bytes.append(value)
                utf8 = utf8.dropFirst(3)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A small file's text, or `nil`.
    static func read(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while bytes.count < 1 << 20 {
            let count = buffer.withUnsafeMutableBytes { Platform.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += buffer[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
