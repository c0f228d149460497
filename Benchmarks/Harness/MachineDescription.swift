import Foundation

/// The machine and moment a run happened on: what a reader needs to judge its numbers.
package struct MachineDescription: Sendable, Equatable {
    /// The host name.
    package var hostName: String
    /// Logical CPUs online.
    package var cpuCount: Int
    /// The CPU: its model name from `/proc/cpuinfo` and, where the file gives them, its family
    /// and model numbers (`AMD EPYC (family 25 model 17)`; ``cpuName(inCPUInfo:)``), `unknown`
    /// elsewhere.
    package var cpuModel: String
    /// The clock of the first CPU in MHz as `/proc/cpuinfo` reports it, 0 when unknown.
    package var megahertz: Double
    /// The extensions of ``InstructionSetExtensions/relevant`` that the CPU has, from the
    /// `flags` of `/proc/cpuinfo` (empty elsewhere).
    package var cpuFlags: [String] = []
    /// The kernel: `uname`'s system name and release (`Linux 6.1.0-18-amd64`).
    package var kernel: String = ""
    /// The 1, 5 and 15 minute load averages when the run started.
    package var loadAverage: [Double]
    /// When the run started, ISO 8601 with the local offset.
    package var date: String

    /// Describes this machine now.
    package static func current() -> MachineDescription {
        let info = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        func field(_ key: String) -> String? { cpuInfoField(key, in: info) }
        var loads = [Double](repeating: 0, count: 3)
        let got = getloadavg(&loads, 3)
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = .current
        return MachineDescription(
            hostName: ProcessInfo.processInfo.hostName,
            cpuCount: ProcessInfo.processInfo.activeProcessorCount,
            cpuModel: cpuName(inCPUInfo: info),
            megahertz: field("cpu MHz").flatMap(Double.init) ?? 0,
            cpuFlags: InstructionSetExtensions.present(inCPUInfoFlags: (field("flags") ?? "").split(separator: " ")),
            kernel: kernelDescription(),
            loadAverage: got == 3 ? loads : [],
            date: formatter.string(from: Date()))
    }

    /// The CPU's name in `/proc/cpuinfo`'s text `info`: the model name, then the family and
    /// model numbers in brackets when the file gives them. A model name alone can name several
    /// CPUs: VMs of an AMD EPYC of family 25 (Zen 4) and of family 26 (Zen 5) both report
    /// `AMD EPYC`, and a ratio or time measured on one does not hold on the other.
    static func cpuName(inCPUInfo info: String) -> String {
        let name = cpuInfoField("model name", in: info) ?? "unknown"
        guard let family = cpuInfoField("cpu family", in: info), let model = cpuInfoField("model", in: info),
            !family.isEmpty, !model.isEmpty
        else { return name }
        return "\(name) (family \(family) model \(model))"
    }

    /// The value of the first line of `info` whose key (the text before the colon, without its
    /// padding) is `key`, or `nil`.
    static func cpuInfoField(_ key: String, in info: String) -> String? {
        for line in info.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":"),
                line[..<colon].trimmingCharacters(in: .whitespaces) == key
            else { continue }
            return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return nil
    }

    /// `uname`'s system name and release, or `unknown`.
    static func kernelDescription() -> String {
        var names = utsname()
        guard uname(&names) == 0 else { return "unknown" }
        func text<T>(_ field: T) -> String {
            withUnsafeBytes(of: field) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        }
        return "\(text(names.sysname)) \(text(names.release))"
    }
}
