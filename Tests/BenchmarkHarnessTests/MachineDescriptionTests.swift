import Foundation
import Testing
@testable import BenchmarkHarness

/// The CPU a run names: a model name shared by several CPUs is told apart by family and model.
@Suite struct MachineDescriptionTests {
    /// The head of `/proc/cpuinfo` on a 2-vCPU KVM guest of each kind, as the kernel writes it
    /// (the `model` line comes before `model name`, and both start with `model`).
    static func cpuInfo(vendor: String, family: Int, model: Int, name: String) -> String {
        """
        processor\t: 0
        vendor_id\t: \(vendor)
        cpu family\t: \(family)
        model\t\t: \(model)
        model name\t: \(name)
        stepping\t: 1
        cpu MHz\t\t: 2596.000
        flags\t\t: fpu avx2 avx512f sha_ni

        processor\t: 1
        vendor_id\t: \(vendor)
        cpu family\t: \(family)
        model\t\t: \(model)
        model name\t: \(name)

        """
    }

    @Test func theNameCarriesFamilyAndModel() {
        let zen4 = Self.cpuInfo(vendor: "AuthenticAMD", family: 25, model: 17, name: "AMD EPYC")
        let zen5 = Self.cpuInfo(vendor: "AuthenticAMD", family: 26, model: 2, name: "AMD EPYC")
        let xeon = Self.cpuInfo(vendor: "GenuineIntel", family: 6, model: 207, name: "Intel(R) Xeon(R) Processor")
        #expect(MachineDescription.cpuName(inCPUInfo: zen4) == "AMD EPYC (family 25 model 17)")
        #expect(MachineDescription.cpuName(inCPUInfo: zen5) == "AMD EPYC (family 26 model 2)")
        #expect(MachineDescription.cpuName(inCPUInfo: xeon) == "Intel(R) Xeon(R) Processor (family 6 model 207)")
        #expect(MachineDescription.cpuInfoField("model", in: zen4) == "17")
        #expect(MachineDescription.cpuInfoField("model name", in: zen4) == "AMD EPYC")
        #expect(MachineDescription.cpuInfoField("cpu MHz", in: zen4) == "2596.000")
    }

    @Test func withoutFamilyOrModelTheNameStandsAlone() {
        #expect(MachineDescription.cpuName(inCPUInfo: "model name\t: Some CPU\n") == "Some CPU")
        #expect(MachineDescription.cpuName(inCPUInfo: "") == "unknown")
        #expect(MachineDescription.cpuInfoField("flags", in: "model name\t: x\n") == nil)
    }

    /// Two EPYCs that report the same model name are different CPUs to the baseline comparison:
    /// it compares ratios to peers, not times.
    @Test func twoEPYCsAreNotComparedByTime() throws {
        var zen5 = Fixtures.context
        zen5.cpuModel = MachineDescription.cpuName(
            inCPUInfo: Self.cpuInfo(vendor: "AuthenticAMD", family: 26, model: 2, name: "AMD EPYC"))
        var zen4 = zen5
        zen4.cpuModel = MachineDescription.cpuName(
            inCPUInfo: Self.cpuInfo(vendor: "AuthenticAMD", family: 25, model: 17, name: "AMD EPYC"))
        let comparison = MachineComparison(current: zen4, baseline: zen5)
        #expect(comparison.comparesRatios)
        #expect(
            comparison.decisive == [
                "CPU model: `AMD EPYC (family 26 model 2)` in the baseline, `AMD EPYC (family 25 model 17)` now"
            ])
        // A file written before the family was recorded names the model alone: it is not taken
        // for the same CPU either.
        var old = zen5
        old.cpuModel = "AMD EPYC"
        #expect(MachineComparison(current: zen5, baseline: old).comparesRatios)
        #expect(!MachineComparison(current: zen5, baseline: zen5).comparesRatios)
    }

    @Test func thisMachineNamesItsFamilyWhereTheKernelGivesIt() throws {
        let machine = MachineDescription.current()
        let info = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        if MachineDescription.cpuInfoField("cpu family", in: info) != nil {
            #expect(machine.cpuModel.contains("(family "), "\(machine.cpuModel)")
        } else {
            #expect(!machine.cpuModel.contains("(family "), "\(machine.cpuModel)")
        }
    }
}
