/// A command line the benchmark executable cannot accept.
package struct OptionsError: Error, Equatable, CustomStringConvertible {
    /// What is wrong with it.
    package let description: String

    init(_ description: String) { self.description = description }
}

extension BenchmarkOptions {
    /// Parses `arguments` (without the program name). Each option taking a value accepts both
    /// `--option value` and `--option=value`.
    ///
    /// - Throws: ``OptionsError`` for an unknown option, a missing or malformed value.
    package init(parsing arguments: [String]) throws(OptionsError) {
        self.init()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            let (name, inlineValue) = Self.split(argument)
            func value() throws(OptionsError) -> String {
                if let inlineValue { return inlineValue }
                guard let next = remaining.popFirst() else { throw OptionsError("\(name) needs a value") }
                return next
            }
            func number(_ text: String) throws(OptionsError) -> Double {
                guard let number = Double(text), number.isFinite, number >= 0 else {
                    throw OptionsError("\(name) needs a non-negative number, not '\(text)'")
                }
                return number
            }
            switch name {
            case "--filter":
                let pattern = try value()
                guard (try? Regex(pattern)) != nil else { throw OptionsError("--filter: '\(pattern)' is not a valid regular expression") }
                filter = pattern
            case "--quick": quick = true
            case "--min-time": minimumTime = try number(try value())
            case "--clock":
                let text = try value()
                guard let parsed = MeasurementClock(rawValue: text) else { throw OptionsError("--clock needs cpu or wall, not '\(text)'") }
                clock = parsed
            case "--threads": threads = try Self.threadCounts(try value())
            case "--json": jsonPath = try value()
            case "--baseline": baselinePath = try value()
            case "--threshold": thresholdPercent = try number(try value())
            case "--allow-debug": allowDebug = true
            case "--keep-aslr": keepASLR = true
            case "--processes": processes = try Self.processCount(try value())
            case "--list": list = true
            case "--help", "-h": help = true
            default: throw OptionsError("unknown option '\(argument)'; see --help")
            }
            if inlineValue != nil && ["--quick", "--allow-debug", "--keep-aslr", "--list", "--help", "-h"].contains(name) {
                throw OptionsError("\(name) takes no value")
            }
        }
    }

    /// `--name=value` into its two halves; other arguments whole.
    static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// `2` or `1,2,4`: positive thread counts, duplicates removed, in the order given.
    static func threadCounts(_ text: String) throws(OptionsError) -> [Int] {
        var counts: [Int] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let count = Int(part), (1...1024).contains(count) else {
                throw OptionsError("--threads needs counts from 1 to 1024 separated by commas, not '\(text)'")
            }
            if !counts.contains(count) { counts.append(count) }
        }
        return counts
    }

    /// The most `--processes` accepts: more is a typo rather than a plan.
    static let maximumProcesses = 100

    /// `N` of `--processes N`: a whole number from 1 to ``maximumProcesses``.
    static func processCount(_ text: String) throws(OptionsError) -> Int {
        guard let count = Int(text), (1...maximumProcesses).contains(count) else {
            throw OptionsError("--processes needs a whole number of processes from 1 to \(maximumProcesses), not '\(text)'")
        }
        return count
    }

    /// The arguments of each child of a `--processes` run: `arguments` (the parent's, without the
    /// program name) less `--processes`, `--json`, `--baseline` and `--threshold` with their values
    /// (in either spelling), plus `--json jsonPath`. The parent does the comparing and the writing.
    static func childArguments(_ arguments: [String], jsonPath: String) -> [String] {
        let dropped: Set = ["--processes", "--json", "--baseline", "--threshold"]
        let takingValues = dropped.union(["--filter", "--min-time", "--clock", "--threads"])
        var kept: [String] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            let (name, inlineValue) = split(argument)
            var words = [argument]
            // The value of `--name value` goes with its option, even when it looks like one.
            if inlineValue == nil && takingValues.contains(name), let value = remaining.popFirst() {
                words.append(value)
            }
            if !dropped.contains(name) { kept += words }
        }
        return kept + ["--json", jsonPath]
    }

    /// Whether `name` passes the `--filter` expression.
    package func selects(_ name: String) -> Bool {
        guard let filter, let regex = try? Regex(filter) else { return true }
        return name.contains(regex)
    }

    /// The `--help` text of the executable `program`.
    package static func usage(program: String) -> String {
        """
        USAGE: \(program) [options]

        Runs the benchmarks (each next to its peers, interleaved in one process), prints a
        Markdown table to standard output and progress to standard error.

        OPTIONS:
          --filter REGEX      Run only benchmarks whose name contains a match (e.g. '^md5/').
          --quick             Smoke pass: 5 short samples each, reduced sizes; for CI, not for
                              quoting.
          --min-time SECONDS  Least sampling time per benchmark (default 0.5; quick: none).
          --clock cpu|wall    Clock of the statistics and ratios (default cpu: time the process
                              ran, immune to preemption by other load; wall is what a
                              caller waits). Multi-threaded benchmarks always use wall.
          --threads N[,M…]    Thread counts for the scaling benchmarks (default 1,2).
          --json FILE         Also write the results as Google Benchmark JSON.
          --baseline FILE     Compare with an earlier JSON; exit 3 on a regression.
          --threshold PCT     Percent slower than the baseline that counts as a regression
                              (default 10).
          --allow-debug       Run even in a debug build (numbers are meaningless).
          --keep-aslr         Linux: keep address randomization on. By default the program
                              re-executes itself without it, because where the loader puts
                              the Swift runtime can change allocation costs from run to run.
          --processes N       Run the suite in N fresh processes, one after another, and
                              report per benchmark the median of their N medians, with
                              the spread of the medians in Notes (default 1: measure in
                              this process). Rows that allocate or run threads settle in
                              a different state in each process (e.g. 32 or 47 ns for
                              uuid/format/braced), so one process's figure is a draw.
          --list              Print the selected benchmark names and exit.
          -h, --help          Show this help.

        EXIT STATUS:
          0 success, 1 a benchmark failed (or a --processes child failed or crashed),
          2 bad options or a debug build,
          3 a regression against --baseline.
        """
    }
}
