import Foundation
import AtomicOutput
package import CommandLineSupport

/// The whole life of a benchmark executable: options, the debug-build guard, running the
/// selected benchmarks, the Markdown table on standard output, progress on standard error,
/// the JSON file and the baseline comparison.
///
/// On Linux a run (not `--help` or `--list`) first re-executes the program once with address
/// randomization off, unless `--keep-aslr` is given: see ``AddressRandomization`` for why.
/// With `--processes N` (N above 1) it measures nothing itself: it runs the program N times
/// and reports the combined results (see ``ProcessAggregation``).
///
/// ```swift
/// // main.swift
/// let status = BenchmarkMain.run(program: "openudid-bench", arguments: Array(CommandLine.arguments.dropFirst())) { configuration in
///     md5Benchmarks(configuration) + uuidBenchmarks(configuration)
/// }
/// exit(status.rawValue)
/// ```
package enum BenchmarkMain {
    /// Runs the benchmarks `makeBenchmarks` returns for the configuration the options ask for,
    /// and returns the exit status (see ``ExitCode``).
    ///
    /// Standard output is written through ``StandardStreams``: a failed write ends the run (141
    /// quietly for a closed pipe, 1 with one line otherwise). The files of `--json` and `--svg`
    /// are checked before anything is measured (exit 2 when one cannot be made) and written
    /// whole at the end (`AtomicFile`: under a temporary name, flushed to disk, renamed).
    package static func run(
        program: String,
        arguments: [String],
        makeBenchmarks: (SuiteConfiguration) -> [Benchmark]
    ) -> ExitCode {
        StandardStreams.setProgram(program)
        return StandardStreams.status(after: runSuite(program: program, arguments: arguments, makeBenchmarks: makeBenchmarks))
    }

    /// ``run(program:arguments:makeBenchmarks:)`` before the last flush of standard output.
    static func runSuite(
        program: String,
        arguments: [String],
        makeBenchmarks: (SuiteConfiguration) -> [Benchmark]
    ) -> ExitCode {
        let options: BenchmarkOptions
        do { options = try BenchmarkOptions(parsing: arguments, program: program) } catch {
            printError(error.description)
            printError(error.hint)
            return ExitCode.usage
        }
        if options.help {
            StandardStreams.print(BenchmarkOptions.usage(program: program), terminator: "")
            return ExitCode.success
        }
        if options.version {
            StandardStreams.print(PackageVersion.line(program: program), terminator: "")
            return ExitCode.success
        }
        // Minutes of measuring must not end in a file that cannot be written.
        if !options.list {
            for case let path? in [options.jsonPath, options.svgPath] {
                do { try AtomicFile.checkWritable(path) } catch {
                    printError("\(program): \(error)")
                    return ExitCode.usage
                }
            }
        }
        let build = BuildConfiguration.current
        if build.isDebug && !options.allowDebug {
            printError("""
                \(program): refusing to run a debug build (\(build.flagsDescription)): its timings \
                measure the unoptimized code, not the library.
                Build with `swift build -c release`, or pass --allow-debug to run anyway.
                """)
            return ExitCode.usage
        }
        // Before any work: the re-execution starts this function over. Not for --list, nor for
        // the parent of --processes: they measure nothing (each child establishes its own).
        let addressRandomization = options.list || options.processes > 1
            ? AddressRandomization(isOff: false, reason: "not changed: nothing measured in this process")
            : AddressRandomization.establish(keepRequested: options.keepASLR)
        let configuration = SuiteConfiguration(quick: options.quick, threads: options.threads)
        let benchmarks = makeBenchmarks(configuration).filter { options.selects($0.name) }
        if options.list {
            benchmarks.forEach { StandardStreams.print($0.name) }
            return ExitCode.success
        }
        guard !benchmarks.isEmpty else {
            printError("\(program): no benchmark matches --filter '\(options.filter ?? "")'; see --list")
            return ExitCode.usage
        }

        if options.processes > 1 {
            return runInProcesses(program: program, arguments: arguments, options: options, build: build,
                                  benchmarkCount: benchmarks.count)
        }

        let machine = MachineDescription.current()
        let command = ([program] + arguments).map(shellQuoted).joined(separator: " ")
        let plan = options.plan
        StandardStreams.print(preamble(machine: machine, build: build, command: command, plan: plan, clock: options.clock,
                       quick: options.quick, addressRandomization: addressRandomization), terminator: "")
        StandardStreams.print(MarkdownReport.header)
        flushStandardOutput()

        var records: [BenchmarkRecord] = []
        let suiteStart = ClockReading.wallNow()
        for (index, benchmark) in benchmarks.enumerated() {
            let position = "[\(index + 1)/\(benchmarks.count)]"
            printError("\(position) \(benchmark.name) …")
            let start = ClockReading.wallNow()
            let record = BenchmarkRecord.measure(benchmark, plan: plan, clock: options.clock)
            records.append(record)
            MarkdownReport.rows(for: record).forEach { StandardStreams.print($0) }
            flushStandardOutput()
            let seconds = Double(ClockReading.wallNow() &- start) / 1e9
            if case let .failed(message) = record.outcome {
                printError("\(position) \(benchmark.name) FAILED: \(message)")
            } else {
                printError("\(position) \(benchmark.name) done in \(String(format: "%.2f", seconds)) s")
            }
        }
        let total = Double(ClockReading.wallNow() &- suiteStart) / 1e9
        printError("\(benchmarks.count) benchmarks in \(String(format: "%.1f", total)) s")

        var status = ExitCode.success
        let failures = records.filter { if case .failed = $0.outcome { return true } else { return false } }
        if !failures.isEmpty {
            StandardStreams.print("\n**\(failures.count) benchmark(s) failed**: " + failures.map(\.name).joined(separator: ", "))
            status = ExitCode.failure
        }

        let report = GoogleBenchmarkJSON(
            context: .init(machine: machine, build: build,
                           executable: CommandLine.arguments.first ?? program,
                           command: command, quick: options.quick,
                           addressRandomization: addressRandomization),
            benchmarks: records.flatMap(GoogleBenchmarkJSON.entries(for:)))
        return finish(report: report, program: program, options: options, status: status)
    }

    /// Reports the rows that allocated more than their claim, writes `report` where `--json` and
    /// `--svg` ask, compares it with `--baseline`, flushes standard output and returns the exit
    /// status: `status` unless writing fails or a regression or an unreadable baseline changes it.
    static func finish(report: GoogleBenchmarkJSON, program: String, options: BenchmarkOptions,
                       status: ExitCode) -> ExitCode {
        var status = status
        let overLimit = report.benchmarks.filter { entry in
            entry.allocationLimit.map { Double($0) < (entry.allocationsPerOp ?? 0) } ?? false
        }
        if !overLimit.isEmpty {
            let names = overLimit.map {
                "\($0.name) (\(NumberFormatting.compact($0.allocationsPerOp!))/op, expected \($0.allocationLimit!) at most)"
            }
            StandardStreams.print("\n**\(overLimit.count) benchmark(s) allocated more than they may**: " + names.joined(separator: ", "))
            printError("\(program): allocated more than they may: " + names.joined(separator: ", "))
        }
        let outputs: [(path: String?, contents: () throws -> Data)] = [
            (options.jsonPath, { try report.encoded() }),
            (options.svgPath, { Data(RatioChart.render(report).utf8) }),
        ]
        for case let (path?, contents) in outputs {
            do {
                try AtomicFile.write(try contents(), to: path)
                printError("wrote \(path)")
            } catch let error as OutputFailure {
                printError("\(program): \(error)")
                status = ExitCode.failure
            } catch {
                printError("\(program): cannot write '\(path)': cannot encode it: \(error)")
                status = ExitCode.failure
            }
        }
        if let path = options.baselinePath {
            do {
                var baseline = try GoogleBenchmarkJSON.decode(Data(contentsOf: URL(fileURLWithPath: path)))
                // Benchmarks deselected by --filter were not run, not lost.
                baseline.benchmarks.removeAll { !options.selects($0.peerOf ?? $0.name) }
                let comparison = BaselineComparison(current: report, baseline: baseline,
                                                    thresholdPercent: options.thresholdPercent, alpha: options.alpha)
                if let warning = comparison.machine.warning { printError("\(program): warning: \(warning)") }
                StandardStreams.print("\n## Against the baseline `\(path)` (\(baseline.context.date))\n")
                StandardStreams.print(comparison.markdown)
                let regressions = comparison.changes.filter(\.isRegression)
                if !regressions.isEmpty {
                    printError("\(regressions.count) regression(s) over \(BaselineComparison.plain(options.thresholdPercent)) %: "
                               + regressions.map(\.name).joined(separator: ", "))
                    if status == ExitCode.success { status = comparison.exitCode }
                }
            } catch {
                printError("\(program): cannot read the baseline \(path): \(error)")
                status = ExitCode.usage
            }
        }
        flushStandardOutput()
        return status
    }

    /// The Markdown lines before the table, each ending in a newline, the last one empty.
    /// `processes` is the count of a `--processes` run, `nil` for a run in this process.
    static func preamble(machine: MachineDescription, build: BuildConfiguration, command: String,
                         plan: SamplingPlan, clock: MeasurementClock, quick: Bool,
                         addressRandomization: AddressRandomization, processes: Int? = nil) -> String {
        var text = """
            # openudid-bench

            - Date: \(machine.date)
            - Machine: \(machine.cpuModel) (\(machine.cpuFlags.isEmpty ? "no listed extensions" : machine.cpuFlags.joined(separator: " "))), \
            \(machine.cpuCount) logical CPUs, \(machine.kernel), host `\(machine.hostName)`, \
            load average \(machine.loadAverage.map { String(format: "%.2f", $0) }.joined(separator: " "))
            - Build: \(build.compiler), \(build.flagsDescription), \(build.targetDescription)
            - Command: `\(command)`
            - Sampling: batches of ≥ \(NumberFormatting.compact(plan.targetSampleTime * 1000)) ms, \
            ≥ \(plan.minimumSamples) samples and ≥ \(NumberFormatting.compact(plan.minimumTime)) s per benchmark, \
            contenders interleaved (A B A B …).
            - Clock: \(clockDescription(clock))
            - Peer/ours: peer median ÷ our median; above 1 means ours is faster. In brackets its 95 % \
            interval, a paired bootstrap over the interleaved rounds\(processes.map { _ in " and the processes" } ?? "").
            - Allocations: heap calls per operation, \(AllocationCounter.description); \
            ✓ marks a count within its claim (`0 ✓`: must allocate nothing, and did not; ✗ a claim broken).
            - ASLR: \(addressRandomization.summary)

            """
        if let processes {
            text += "- Processes: \(processes) fresh processes; each figure is the median of the \(processes) "
                + "per-process medians, spread shown in Notes; p10 is the lowest and p90 the highest of the "
                + "processes' own, min the fastest sample of all.\n"
        }
        if quick {
            text += "- **Quick mode**: a smoke pass (\(plan.minimumSamples) samples, reduced sizes where noted). "
                + "Do not quote these numbers.\n"
        }
        return text + "\n"
    }

    static func clockDescription(_ clock: MeasurementClock) -> String {
        switch clock {
        case .cpu:
            return "process CPU ns per operation: time the process was descheduled is excluded "
                + "(wall-clock medians are `real_time` in the JSON); rows noted \"wall clock\" use wall time."
        case .wall:
            return "wall-clock ns per operation."
        }
    }

    static func printError(_ line: String) {
        StandardStreams.printError(line)
    }

    static func flushStandardOutput() {
        StandardStreams.flushOutput()
    }

    /// `word` as a shell would need it to stay one argument.
    static func shellQuoted(_ word: String) -> String {
        let plain = word.allSatisfy { $0.isLetter || $0.isNumber || "-_./=,:@+".contains($0) }
        return plain && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
