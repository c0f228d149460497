import Foundation
import Testing
@testable import BenchmarkHarness

@Suite struct AddressRandomizationTests {
    static let linux: UInt32 = 0  // PER_LINUX
    static let noRandomize: UInt32 = 0x0040000  // ADDR_NO_RANDOMIZE of <sys/personality.h>

    @Test func randomizationOnIsTurnedOffByReexecutingWithTheFlagAdded() {
        #expect(
            AddressRandomization.step(persona: Self.linux, keepRequested: false, reexecuted: false)
                == .reexecute(persona: Self.noRandomize))
        // Other personality bits are kept (here READ_IMPLIES_EXEC and the PER_LINUX32 domain).
        let other: UInt32 = 0x0400000 | 0x0008
        #expect(
            AddressRandomization.step(persona: other, keepRequested: false, reexecuted: false)
                == .reexecute(persona: other | Self.noRandomize))
    }

    @Test func alreadyOffAtStartIsReportedAndNotReexecuted() {
        for keep in [false, true] {
            guard
                case let .report(state) = AddressRandomization.step(
                    persona: Self.noRandomize, keepRequested: keep, reexecuted: false)
            else {
                Issue.record("re-executes although randomization is already off (keep: \(keep))")
                continue
            }
            #expect(state.isOff && state.jsonValue == "off")
            #expect(state.reason.contains("already off"))
        }
    }

    @Test func theReexecutionReportsOffAndNeverReexecutesAgain() {
        let done = AddressRandomization.step(persona: Self.noRandomize, keepRequested: false, reexecuted: true)
        #expect(done == .report(.reexecutedOff))
        #expect(
            AddressRandomization.reexecutedOff.summary
                == "off (re-executed with ADDR_NO_RANDOMIZE; --keep-aslr keeps it)")
        // The flag did not survive the exec: report it, do not loop.
        guard
            case let .report(state) = AddressRandomization.step(
                persona: Self.linux, keepRequested: false, reexecuted: true)
        else {
            Issue.record("re-executes a second time")
            return
        }
        #expect(!state.isOff)
        #expect(state.summary.hasPrefix("on (could not disable: "))
    }

    @Test func keepASLRLeavesItOn() {
        let kept = AddressRandomization.step(persona: Self.linux, keepRequested: true, reexecuted: false)
        #expect(kept == .report(.kept))
        #expect(AddressRandomization.kept.summary == "on (--keep-aslr)")
        #expect(AddressRandomization.kept.jsonValue == "on")
    }

    @Test func valgrindIsLeftAlone() {
        #expect(
            AddressRandomization.step(
                persona: Self.linux, keepRequested: false, reexecuted: false,
                underValgrind: true) == .report(.valgrind))
        #expect(!AddressRandomization.valgrind.isOff)
        #expect(
            AddressRandomization.step(
                persona: Self.noRandomize, keepRequested: false, reexecuted: false,
                underValgrind: true) == .report(.alreadyOff))
    }

    @Test func preambleCarriesTheState() {
        for state in [AddressRandomization.reexecutedOff, .kept, .couldNotDisable("execv /proc/self/exe: No such file")] {
            let text = BenchmarkMain.preamble(
                machine: MachineDescription(
                    hostName: "h", cpuCount: 2, cpuModel: "CPU", megahertz: 3000,
                    loadAverage: [0, 0, 0], date: "2026-01-01T00:00:00Z"),
                build: .current, command: "openudid-bench", plan: .quick, clock: .cpu, quick: true,
                addressRandomization: state)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.contains { $0 == "- ASLR: \(state.summary)" })
            #expect(text.hasSuffix("\n\n"), "the table needs an empty line before it")
        }
    }

    @Test func jsonContextCarriesTheState() throws {
        let machine = MachineDescription.current()
        for state in [AddressRandomization.reexecutedOff, .kept] {
            let context = GoogleBenchmarkJSON.Context(
                machine: machine, build: .current, executable: "b",
                command: "b", quick: false, addressRandomization: state)
            let report = GoogleBenchmarkJSON(context: context, benchmarks: [])
            let object = try #require(try JSONSerialization.jsonObject(with: report.encoded()) as? [String: Any])
            let written = try #require(object["context"] as? [String: Any])
            #expect(written["aslr"] as? String == state.jsonValue)
            #expect(try GoogleBenchmarkJSON.decode(report.encoded()).context.aslr == state.jsonValue)
        }
        // Files from before the field, or from Google Benchmark, read as unknown.
        let old = try GoogleBenchmarkJSON.decode(Data(#"{"context": {}, "benchmarks": []}"#.utf8))
        #expect(old.context.aslr == "")
    }

    #if os(Linux)
    /// The real `personality` lookup, without the exec: `--keep-aslr` never re-executes, so
    /// the test process stays; its answer must match what the kernel shows in /proc.
    @Test func keepingReadsThePersonalityTheKernelShows() throws {
        let text = try String(contentsOfFile: "/proc/self/personality", encoding: .utf8)
        let persona = try #require(UInt32(text.trimmingCharacters(in: .whitespacesAndNewlines), radix: 16))
        let state = AddressRandomization.establish(keepRequested: true)
        #expect(state.isOff == (persona & Self.noRandomize != 0), "\(state.summary), /proc says \(text)")
        #expect(!state.reason.contains("could not"))
    }
    #endif
}
