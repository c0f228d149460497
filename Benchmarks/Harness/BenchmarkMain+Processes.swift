import Foundation
import CommandLineSupport

extension BenchmarkMain {
    /// `--processes N` with N above 1: runs this executable N times, one process after another,
    /// with the same arguments less `--processes`, `--json`, `--baseline` and `--threshold`, plus
    /// `--json` into a temporary directory; passes each child's standard error through, prefixed
    /// `[process k/N] `; discards their tables; then prints the preamble and the table of the
    /// combined results (``ProcessAggregation``), and writes and compares them as a run in one
    /// process would. This process measures nothing itself. Each child turns address
    /// randomization off for itself as usual (``AddressRandomization``).
    ///
    /// A child that fails (a failed benchmark, a crash, no readable JSON) ends the run with a
    /// message naming the process and the last lines it wrote to standard error; the status is
    /// the child's 2 for bad options, else ``ExitCode/failure``.
    static func runInProcesses(program: String, arguments: [String], options: BenchmarkOptions,
                               build: BuildConfiguration, benchmarkCount: Int) -> ExitCode {
        let machine = MachineDescription.current()
        let command = ([program] + arguments).map(shellQuoted).joined(separator: " ")
        let count = options.processes
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(program)-processes-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        do { try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true) } catch {
            printError("\(program): cannot create a temporary directory \(directory.path): \(error)")
            return ExitCode.failure
        }
        defer { try? FileManager.default.removeItem(at: directory) }

        let executable = currentExecutable()
        let start = ClockReading.wallNow()
        var runs: [GoogleBenchmarkJSON] = []
        for index in 1...count {
            let name = "process \(index)/\(count)"
            let jsonPath = directory.appendingPathComponent("process-\(index).json").path
            let child = ChildRun(
                executable: executable, arguments: options.childArguments(jsonPath: jsonPath),
                tablePath: directory.appendingPathComponent("process-\(index).md").path, prefix: "[\(name)] ",
                hiddenLine: "wrote \(jsonPath)")
            let outcome = child.run()
            if let failure = outcome.failure {
                let tail = outcome.lastLines.isEmpty
                    ? "it wrote nothing to standard error"
                    : "its last lines on standard error:\n" + outcome.lastLines.map { "  " + $0 }.joined(separator: "\n")
                printError("\(program): \(name) \(failure); \(tail)")
                return outcome.exitStatus == ExitCode.usage.rawValue ? ExitCode.usage : ExitCode.failure
            }
            do {
                runs.append(try GoogleBenchmarkJSON.decode(Data(contentsOf: URL(fileURLWithPath: jsonPath))))
            } catch {
                printError("\(program): \(name) exited 0 but its JSON \(jsonPath) cannot be read: \(error)")
                return ExitCode.failure
            }
        }
        let seconds = Double(ClockReading.wallNow() &- start) / 1e9
        printError("\(count) processes of \(benchmarkCount) benchmarks in \(String(format: "%.1f", seconds)) s")

        let entries: [GoogleBenchmarkJSON.Entry]
        do { entries = try ProcessAggregation.entries(runs) } catch {
            printError("\(program): cannot combine the processes' results: \(error)")
            return ExitCode.failure
        }
        let addressRandomization = Self.addressRandomization(of: runs)
        StandardStreams.print(preamble(machine: machine, build: build, command: command, plan: options.plan, clock: options.clock,
                       quick: options.quick, addressRandomization: addressRandomization, processes: count),
              terminator: "")
        StandardStreams.print(MarkdownReport.header)
        MarkdownReport.rows(forEntries: entries).forEach { StandardStreams.print($0) }
        flushStandardOutput()

        var context = GoogleBenchmarkJSON.Context(
            machine: machine, build: build, executable: CommandLine.arguments.first ?? program, command: command,
            quick: options.quick, addressRandomization: addressRandomization)
        context.processes = count
        return finish(report: GoogleBenchmarkJSON(context: context, benchmarks: entries), program: program,
                      options: options, status: ExitCode.success)
    }

    /// The randomization state of the children, as their reports' `aslr` fields say: off only
    /// when every one says off.
    static func addressRandomization(of runs: [GoogleBenchmarkJSON]) -> AddressRandomization {
        let off = runs.filter { $0.context.aslr == "off" }.count
        if off == runs.count {
            return AddressRandomization(isOff: true, reason: "in each of the \(runs.count) processes")
        }
        return AddressRandomization(isOff: false, reason: "off in \(off) of the \(runs.count) processes only")
    }

    /// This program's executable: `/proc/self/exe` resolved on Linux, else the path it was run as.
    static func currentExecutable() -> String {
        #if os(Linux)
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
        #endif
        return CommandLine.arguments.first ?? "/proc/self/exe"
    }
}
