package import CommandLineSupport
import Foundation

extension BenchmarkOptions {
    /// One option of a benchmark executable: its declaration (names, value, help line, parser),
    /// the field of ``BenchmarkOptions`` its value goes to, and whether the child processes of a
    /// `--processes` run are given it.
    struct Declared: Sendable {
        /// The option.
        let declaration: any OptionDeclaration
        /// Whether a child process of a `--processes` run gets it; the parent keeps the options
        /// it alone acts on (`--json`, `--baseline`, …).
        let forwarded: Bool
        /// Stores the option's value, when given, into the options.
        let store: @Sendable (inout BenchmarkOptions, ParsedArguments) -> Void

        /// An option whose value replaces a field's default.
        init<Value>(_ option: Option<Value>, _ field: any WritableKeyPath<BenchmarkOptions, Value> & Sendable, forwarded: Bool = true) {
            declaration = option
            self.forwarded = forwarded
            store = { options, arguments in
                if let value = arguments[option] { options[keyPath: field] = value }
            }
        }

        /// An option whose value fills an optional field.
        init<Value>(_ option: Option<Value>, _ field: any WritableKeyPath<BenchmarkOptions, Value?> & Sendable, forwarded: Bool = true) {
            declaration = option
            self.forwarded = forwarded
            store = { options, arguments in
                if let value = arguments[option] { options[keyPath: field] = value }
            }
        }

        /// A flag that sets a field.
        init(_ flag: Flag, _ field: any WritableKeyPath<BenchmarkOptions, Bool> & Sendable) {
            declaration = flag
            forwarded = true
            store = { options, arguments in
                if arguments.has(flag) { options[keyPath: field] = true }
            }
        }
    }

    /// Every option, in the order `--help` lists them. The parser, the help text and the child
    /// processes' arguments are made from this list: adding an option is adding a line here
    /// (and its field).
    static let declared: [Declared] = {
        let defaults = BenchmarkOptions()
        return [
            Declared(
                Option(
                    "--filter", value: "REGEX", help: "run only benchmarks whose name contains a match (e.g. '^md5/')",
                    parser: .regularExpression), \.filter),
            Declared(Flag("--quick", help: "smoke pass: 5 short samples each, reduced sizes; for CI, not for quoting"), \.quick),
            Declared(
                Option(
                    "--min-time", value: "SECONDS", help: "least sampling time per benchmark",
                    parser: .nonNegativeNumber,
                    defaultNote: String(format: "%g; quick: none", SamplingPlan.standard.minimumTime)),
                \.minimumTime),
            Declared(
                Option(
                    "--clock", value: "cpu|wall",
                    help: """
                        clock of the statistics and ratios: cpu is the time the process ran, immune to \
                        preemption by other load; wall is what a caller waits. Multi-threaded benchmarks \
                        always use wall
                        """, parser: .choice(MeasurementClock.self), defaultNote: defaults.clock.rawValue), \.clock),
            Declared(
                Option(
                    "--threads", value: "N[,M…]", help: "thread counts for the scaling benchmarks",
                    parser: .list(
                        of: .count(in: 1...1024), expecting: "thread counts from 1 to 1024 separated by commas",
                        duplicates: .drop),
                    defaultNote: defaults.threads.map(String.init).joined(separator: ",")), \.threads),
            Declared(
                Option(
                    "--json", value: "FILE", help: "also write the results as Google Benchmark JSON",
                    parser: .path), \.jsonPath, forwarded: false),
            Declared(
                Option(
                    "--svg", value: "FILE",
                    help: """
                        also write an SVG chart of every peer/ours ratio (log scale, 95 % intervals as \
                        whiskers, a line at 1x)
                        """, parser: .path), \.svgPath, forwarded: false),
            Declared(
                Option(
                    "--baseline", value: "FILE",
                    help: """
                        compare with an earlier JSON: a Mann-Whitney U test per benchmark, absolute times \
                        on the same CPU and build, ratios to peers otherwise; exit 3 on a regression
                        """, parser: .path), \.baselinePath, forwarded: false),
            Declared(
                Option(
                    "--threshold", value: "PCT",
                    help: """
                        percent slower than the baseline that counts as a regression, when the change is \
                        also significant (see --alpha)
                        """, parser: .nonNegativeNumber, defaultNote: String(format: "%g", defaults.thresholdPercent)),
                \.thresholdPercent, forwarded: false),
            Declared(
                Option(
                    "--alpha", value: "P",
                    help: """
                        significance level of the baseline test: a change counts when its p-value is below P
                        """, parser: .probability, defaultNote: String(format: "%g", defaults.alpha)), \.alpha, forwarded: false),
            Declared(Flag("--allow-debug", help: "run even in a debug build (numbers are meaningless)"), \.allowDebug),
            Declared(
                Flag(
                    "--keep-aslr",
                    help: """
                        Linux: keep address randomization on. By default the program re-executes itself \
                        without it, because where the loader puts the Swift runtime can change allocation \
                        costs from run to run
                        """), \.keepASLR),
            Declared(
                Flag(
                    "--yardsticks",
                    help: """
                        also time two C loops in every round of every benchmark, as peers named \
                        yardstick: an arithmetic chain and copies within the first-level cache. When \
                        ours and a peer move between rounds or processes with the copies and not \
                        with the chain, the host disturbs memory access (Benchmarks/spread.py \
                        --yardsticks reads them)
                        """), \.yardsticks),
            Declared(
                Option(
                    "--processes", value: "N",
                    help: """
                        run the suite in N fresh processes, one after another, and report per benchmark \
                        the median of their N medians, with the spread of the medians in Notes (1: measure \
                        in this process). Rows that allocate or run threads settle in a different state in \
                        each process (e.g. 32 or 47 ns for uuid/format/braced), so one process's figure is a draw
                        """, parser: .count(in: 1...maximumProcesses), defaultNote: String(defaults.processes)),
                \.processes, forwarded: false),
            Declared(Flag("--list", help: "print the selected benchmark names and exit"), \.list),
            Declared(PackageVersion.flag, \.version),
        ]
    }()

    /// The most `--processes` accepts: more is a typo rather than a plan.
    static let maximumProcesses = 100

    /// The command line of a benchmark executable called `program`.
    package static func spec(program: String) -> CommandSpec {
        CommandSpec(
            name: program,
            abstract: "Run the benchmarks.",
            discussion: """
                Runs the benchmarks (each next to its peers, interleaved in one process), prints a
                Markdown table to standard output and progress to standard error.
                """,
            options: [OptionGroup("Options", declared.map(\.declaration))],
            epilogue: """
                Exit status: 0 success, 1 a benchmark failed (or a --processes child failed or
                crashed, or a write failed), 2 bad options, a --json or --svg file that cannot be
                created (checked before measuring) or a debug build, 3 a regression against
                --baseline, 141 standard output closed by its reader (the run stops quietly).
                """)
    }

    /// Parses `arguments` (without the program name) for the executable `program`.
    ///
    /// - Throws: ``CommandLineSupport/UsageError`` for an unknown option or a missing or
    ///   malformed value, worded as `openudid` words it.
    package init(parsing arguments: [String], program: String = "openudid-bench") throws(UsageError) {
        self.init()
        let parsed = try Self.spec(program: program).parse(arguments, command: program)
        help = parsed.helpRequested
        for option in Self.declared { option.store(&self, parsed) }
        forwardedArguments = parsed.words(excluding: Self.declared.filter { !$0.forwarded }.map(\.declaration))
    }

    /// The arguments of each child of a `--processes` run: the parent's, as written, less the
    /// options the parent alone acts on (`--processes`, `--json`, `--svg`, `--baseline`,
    /// `--threshold`, `--alpha`),
    /// plus `--json jsonPath`. The parent does the comparing and the writing.
    func childArguments(jsonPath: String) -> [String] {
        forwardedArguments + ["--json", jsonPath]
    }

    /// Whether `name` passes the `--filter` expression.
    package func selects(_ name: String) -> Bool {
        guard let filter, let regex = try? Regex(filter) else { return true }
        return name.contains(regex)
    }

    /// The `--help` text of the executable `program`.
    package static func usage(program: String) -> String {
        spec(program: program).help(command: program)
    }
}

extension ValueParser where Value == Double {
    /// A probability strictly between 0 and 1: `0.05`, `1e-3`.
    static var probability: ValueParser<Double> {
        ValueParser(expecting: "a number between 0 and 1 (exclusive)") { (text) throws(InvalidValue) in
            guard let number = Double(text), number > 0, number < 1 else { throw InvalidValue() }
            return number
        }
    }
}
