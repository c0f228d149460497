import Foundation
import Testing
@testable import WorkerThreads

/// The memory a process may use: the least of physical memory and its cgroups' limits, read
/// from a folder laid out as `/proc` and `/sys/fs/cgroup` are in a container of each kind.
@Suite struct MemoryAvailableTests {
    let manager = FileManager.default

    /// Writes `files` (path below the root → text) under a new folder; returns the folder.
    func root(_ files: [String: String]) throws -> String {
        let root = manager.temporaryDirectory.appendingPathComponent("cgroup-\(UUID().uuidString)").path
        for (path, text) in files {
            let full = root + path
            try manager.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: full, atomically: false, encoding: .utf8)
        }
        return root
    }

    static let v2Mount = "30 23 0:26 / /sys/fs/cgroup rw,nosuid,nodev,noexec,relatime shared:4 - cgroup2 cgroup2 rw,nsdelegate\n"
    static let v1Mounts = """
        35 25 0:30 / /sys/fs/cgroup/cpu rw,relatime - cgroup cgroup rw,cpu
        36 25 0:31 / /sys/fs/cgroup/memory rw,relatime - cgroup cgroup rw,memory
        37 25 0:32 / /sys/fs/cgroup/unified rw,relatime - cgroup2 cgroup2 rw

        """

    /// cgroup v2: the process's own `memory.max`, and a parent's when it is lower.
    @Test func version2OwnAndParentLimits() throws {
        let own = try root([
            "/proc/self/cgroup": "0::/job/step\n",
            "/proc/self/mountinfo": Self.v2Mount,
            "/sys/fs/cgroup/job/step/memory.max": "314572800\n",
            "/sys/fs/cgroup/job/memory.max": "max\n",
        ])
        defer { try? manager.removeItem(atPath: own) }
        let limit = try #require(CgroupMemory.limit(root: own))
        #expect(limit.bytes == 300 << 20)
        #expect(limit.file == "/sys/fs/cgroup/job/step/memory.max")

        let parent = try root([
            "/proc/self/cgroup": "0::/job/step\n",
            "/proc/self/mountinfo": Self.v2Mount,
            "/sys/fs/cgroup/job/step/memory.max": "max\n",
            "/sys/fs/cgroup/job/memory.max": "1073741824\n",
        ])
        defer { try? manager.removeItem(atPath: parent) }
        #expect(CgroupMemory.limit(root: parent)?.bytes == 1 << 30)
    }

    /// cgroup v1 (with v2 mounted beside it, as on hybrid systems): the memory controller's
    /// `memory.limit_in_bytes`; its "no limit" figure counts as none.
    @Test func version1MemoryController() throws {
        let limited = try root([
            "/proc/self/cgroup": "4:memory:/process_api/abc\n1:cpu:/\n0::/\n",
            "/proc/self/mountinfo": Self.v1Mounts,
            "/sys/fs/cgroup/memory/process_api/abc/memory.limit_in_bytes": "314572800\n",
            "/sys/fs/cgroup/memory/process_api/memory.limit_in_bytes": "9223372036854771712\n",
            "/sys/fs/cgroup/unified/memory.max": "max\n",
        ])
        defer { try? manager.removeItem(atPath: limited) }
        #expect(CgroupMemory.limit(root: limited)?.bytes == 300 << 20)

        let unlimited = try root([
            "/proc/self/cgroup": "4:memory:/process_api/abc\n0::/\n",
            "/proc/self/mountinfo": Self.v1Mounts,
            "/sys/fs/cgroup/memory/process_api/abc/memory.limit_in_bytes": "9223372036854771712\n",
        ])
        defer { try? manager.removeItem(atPath: unlimited) }
        #expect(CgroupMemory.limit(root: unlimited) == nil)
    }

    /// In a container the cgroup file system shows the container's own cgroup as its root:
    /// the path in /proc/self/cgroup is read below the mount's root.
    @Test func mountRootInsideAContainer() throws {
        let container = try root([
            "/proc/self/cgroup": "0::/docker/abc\n",
            "/proc/self/mountinfo": "30 23 0:26 /docker/abc /sys/fs/cgroup ro,nosuid - cgroup2 cgroup2 rw\n",
            "/sys/fs/cgroup/memory.max": "536870912\n",
        ])
        defer { try? manager.removeItem(atPath: container) }
        #expect(CgroupMemory.limit(root: container)?.bytes == 512 << 20)
    }

    @Test func noCgroupFilesMeansNoLimit() throws {
        let empty = try root(["/proc/self/cgroup": "0::/\n", "/proc/self/mountinfo": ""])
        defer { try? manager.removeItem(atPath: empty) }
        #expect(CgroupMemory.limit(root: empty) == nil)
        #expect(CgroupMemory.limit(root: empty + "/missing") == nil)
    }

    /// The default limit: three quarters of the least figure, at most 16 GiB.
    @Test func defaultLimitIsThreeQuartersOfTheLeast() {
        let container = MemoryAvailable(physical: 24 << 30, cgroupLimit: (300 << 20, "/sys/fs/cgroup/memory.max"))
        #expect(container.bytes == 300 << 20)
        #expect(container.defaultLimit == 225 << 20)
        #expect(container.source == "/sys/fs/cgroup/memory.max")
        let machine = MemoryAvailable(physical: 24 << 30, cgroupLimit: nil)
        #expect(machine.defaultLimit == 16 << 30)
        #expect(machine.source == "physical memory")
        let small = MemoryAvailable(physical: 8 << 30, cgroupLimit: (64 << 30, "/x"))
        #expect(small.bytes == 8 << 30 && small.defaultLimit == 6 << 30 && small.source == "physical memory")
    }

    @Test func mountinfoEscapes() {
        #expect(CgroupMemory.unescape("/a\\040b") == "/a b")
        #expect(CgroupMemory.unescape("/plain") == "/plain")
    }
}
