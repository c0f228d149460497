import BenchmarkHarness
import BenchmarkPeers
import Foundation
import OpenUDIDCore

/// Seed 004's check digest: `make` (`encryptUUID`) and `check` (`checkDeviceIdAvailable`) of
/// an IDFV-shaped ID; peer: the Foundation port of the Objective-C source.
func deviceIDBenchmarks(_ configuration: SuiteConfiguration) -> [Benchmark] {
    [
        Benchmark("deviceid/make") { try deviceIDMake() },
        Benchmark("deviceid/check") { try deviceIDCheck() },
    ]
}

/// Seed 002's IDFV example, as `UUIDString` writes it.
private let vendorID = "599F9C00-92DC-4B5C-9464-7971F01F8370"

/// Both sides return the 41-character ID; they must agree before anything is timed.
private func deviceIDMake() throws -> BenchmarkSubjects {
    let ours = try DeviceIDTool.encryptUUID(vendorID)
    let port = FoundationDeviceIDTool.encryptUUID(vendorID as NSString) as String
    guard ours == port else { throw BenchmarkError("encryptUUID: ours \(ours), Foundation port \(port)") }
    let oursWorkload = Workload(id: "ours", label: "DeviceIDTool.encryptUUID") { iterations in
        for _ in 0..<iterations { blackHole(try? DeviceIDTool.encryptUUID(identity(vendorID))) }
    }
    let text = vendorID as NSString
    let portWorkload = Workload(id: "foundation", label: "Foundation port (NSString, textbook MD5, %02X)") { iterations in
        for _ in 0..<iterations { blackHole(FoundationDeviceIDTool.encryptUUID(identity(text))) }
    }
    return BenchmarkSubjects(ours: oursWorkload, peers: [.available(portWorkload)])
}

/// A valid ID, so both sides run the whole check (both digests, the comparison).
private func deviceIDCheck() throws -> BenchmarkSubjects {
    let id = try DeviceIDTool.encryptUUID(vendorID)
    guard DeviceIDTool.checkDeviceIdAvailable(id).isAvailable,
        FoundationDeviceIDTool.checkDeviceIdAvailable(id as NSString)
    else {
        throw BenchmarkError("\(id) is not accepted by both checks")
    }
    let oursWorkload = Workload(id: "ours", label: "DeviceIDTool.checkDeviceIdAvailable") { iterations in
        for _ in 0..<iterations { blackHole(DeviceIDTool.checkDeviceIdAvailable(identity(id)).isAvailable) }
    }
    let text = id as NSString
    let portWorkload = Workload(id: "foundation", label: "Foundation port of checkDeviceIdAvailable:") { iterations in
        for _ in 0..<iterations { blackHole(FoundationDeviceIDTool.checkDeviceIdAvailable(identity(text))) }
    }
    return BenchmarkSubjects(ours: oursWorkload, peers: [.available(portWorkload)])
}
