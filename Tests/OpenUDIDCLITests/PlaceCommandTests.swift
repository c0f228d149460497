import Foundation
import Testing
@testable import OpenUDIDCLI
import WorkerThreads

/// The commands where they run for real: a machine or container with less memory than asked
/// for, inputs that change while they are read, reports that leave the machine.
@Suite struct PlaceCommandTests {
    /// A `--memory-limit` above what this process may use is lowered to the default with one
    /// line naming both figures, and the run completes (it used to reserve the limit's share
    /// up front and abort).
    @Test func aMemoryLimitAboveTheMachineIsLoweredWithOneLine() throws {
        let directory = try TemporaryDirectory()
        let input = try directory.file("ids.txt", AuditCommandTests.ids)
        let out = directory.url.appendingPathComponent("r").path
        let available = MemoryAvailable.current
        let result = openudid("audit", input, "--out", out, "--quiet", "--memory-limit", "1000T")
        #expect(result.code == .success, "\(result.errors)")
        #expect(
            result.errors
                == "openudid audit: --memory-limit 1000T is more than the \(MemoryLimitFit.size(available.bytes)) this process may use "
                + "(\(available.source)); using \(MemoryLimitFit.size(available.defaultLimit))\n")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out + "/report.json"))) as? [String: Any])
        #expect((json["run"] as? [String: Any])?["memoryLimit"] as? Int == available.defaultLimit)

        let stats = openudid(
            "stats", "-n", "1000", "--generators", "uuid4", "--out", directory.url.appendingPathComponent("s").path,
            "--quiet", "--memory-limit", "1000T")
        #expect(stats.code == .success, "\(stats.errors)")
        #expect(stats.errors.hasPrefix("openudid stats: --memory-limit 1000T is more than the "))
    }

    /// A limit within what is available is taken as given, silently.
    @Test func aLimitThatFitsIsKept() {
        let available = MemoryAvailable(physical: 24 << 30, cgroupLimit: (300 << 20, "/sys/fs/cgroup/memory.max"))
        #expect(MemoryLimitFit.fit(200 << 20, command: "audit", available: available) == (200 << 20, nil))
        let lowered = MemoryLimitFit.fit(1 << 30, command: "audit", available: available)
        #expect(lowered.limit == 225 << 20)
        #expect(
            lowered.note
                == "openudid audit: --memory-limit 1G is more than the 300M this process may use (/sys/fs/cgroup/memory.max); using 225M")
    }
}
