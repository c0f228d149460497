import Foundation

/// The machine and moment a run happened on: what a reader needs to judge its numbers.
package struct MachineDescription: Sendable, Equatable {
    /// The host name.
    package var hostName: String
    /// Logical CPUs online.
    package var cpuCount: Int
    /// The CPU model, from `/proc/cpuinfo` (`unknown` elsewhere).
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
        func field(_ key: String) -> String? {
            for line in info.split(separator: "\n") where line.hasPrefix(key) {
                if let colon = line.firstIndex(of: ":") {
                    return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                }
            }
            return nil
        }
        var loads = [Double](repeating: 0, count: 3)
        let got = getloadavg(&loads, 3)
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = .current
        return MachineDescription(
            hostName: ProcessInfo.processInfo.hostName,
            cpuCount: ProcessInfo.processInfo.activeProcessorCount,
            cpuModel: field("model name") ?? "unknown",
            megahertz: field("cpu MHz").flatMap(Double.init) ?? 0,
            cpuFlags: InstructionSetExtensions.present(inCPUInfoFlags: (field("flags") ?? "").split(separator: " ")),
            kernel: kernelDescription(),
            loadAverage: got == 3 ? loads : [],
            date: formatter.string(from: Date()))
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
