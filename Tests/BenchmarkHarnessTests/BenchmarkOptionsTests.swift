import Testing
@testable import BenchmarkHarness
import CommandLineSupport

@Suite struct BenchmarkOptionsTests {
    @Test func defaults() throws {
        let options = try BenchmarkOptions(parsing: [])
        #expect(options == BenchmarkOptions())
        #expect(options.threads == [1, 2])
        #expect(options.clock == .cpu)
        #expect(options.thresholdPercent == 10)
        #expect(options.plan == .standard)
        #expect(!options.keepASLR, "randomization is turned off unless asked to keep it")
        #expect(!options.yardsticks && !options.plan.yardsticks, "no yardsticks unless asked")
        #expect(options.processes == 1, "one process, measuring itself, unless asked")
    }

    @Test func versionFlag() throws {
        #expect(try BenchmarkOptions(parsing: ["--version"]).version)
        #expect(try !BenchmarkOptions(parsing: []).version)
    }

    @Test func everyOptionInBothSpellings() throws {
        let options = try BenchmarkOptions(parsing: [
            "--filter", "^md5/", "--quick", "--min-time=2", "--threads", "1,2,4", "--json=out.json",
            "--baseline", "base.json", "--threshold=5", "--allow-debug", "--list", "--clock", "wall", "--keep-aslr",
            "--svg", "chart.svg", "--alpha=0.01", "--yardsticks",
        ])
        #expect(options.yardsticks && options.plan.yardsticks)
        #expect(options.svgPath == "chart.svg")
        #expect(options.alpha == 0.01)
        #expect(options.keepASLR)
        #expect(options.clock == .wall)
        #expect(options.filter == "^md5/")
        #expect(options.quick && options.allowDebug && options.list)
        #expect(options.minimumTime == 2)
        #expect(options.threads == [1, 2, 4])
        #expect(options.jsonPath == "out.json")
        #expect(options.baselinePath == "base.json")
        #expect(options.thresholdPercent == 5)
    }

    @Test(arguments: [
        ["--bogus"], ["--filter"], ["--filter", "("], ["--min-time", "-1"], ["--min-time", "soon"],
        ["--threads", "0"], ["--clock", "tsc"], ["--processes"], ["--processes", "0"], ["--processes", "-2"],
        ["--processes", "1.5"], ["--processes", "two"], ["--processes=101"], ["--threads", "1,,2"], ["--quick=yes"], ["--keep-aslr=yes"],
        ["positional"],
        ["--json", ""], ["--threshold", "-5"], ["--svg", ""], ["--alpha", "0"], ["--alpha", "1"], ["--alpha", "5"],
        ["--alpha", "p"],
    ])
    func rejects(_ arguments: [String]) {
        #expect(throws: UsageError.self) { try BenchmarkOptions(parsing: arguments) }
    }

    /// The same message, hint and exit status as every `openudid` command (`ToolTests`).
    @Test func unknownOptionsAreRefusedAsOpenudidRefusesThem() {
        for option in ["--no-such-option", "--no-such-option=1", "-Z"] {
            let name = option.split(separator: "=")[0]
            #expect(throws: UsageError(command: "openudid-bench", "unknown option '\(name)'")) {
                try BenchmarkOptions(parsing: [option])
            }
        }
        let error = UsageError(command: "openudid-bench", "unknown option '--no-such-option'")
        #expect(error.report == "openudid-bench: unknown option '--no-such-option'\nTry 'openudid-bench --help' for more information.\n")
    }

    @Test func countsAndThreadListsUseTheSharedSyntax() throws {
        #expect(try BenchmarkOptions(parsing: ["--processes", "1e1"]).processes == 10)
        #expect(try BenchmarkOptions(parsing: ["--threads", "1,2,1,4"]).threads == [1, 2, 4])
        #expect(try BenchmarkOptions(parsing: ["--help", "--bogus"]).help, "help wins, as in openudid")
    }

    @Test func processesInBothSpellings() throws {
        #expect(try BenchmarkOptions(parsing: ["--processes", "5"]).processes == 5)
        #expect(try BenchmarkOptions(parsing: ["--processes=1"]).processes == 1)
        #expect(try BenchmarkOptions(parsing: ["--processes=100"]).processes == 100)
    }

    @Test func badProcessCountSaysWhatIsNeeded() {
        #expect(throws: UsageError(command: "openudid-bench", "--processes expects an integer from 1 to 100, got '0'")) {
            try BenchmarkOptions(parsing: ["--processes", "0"])
        }
    }

    /// The children get the parent's selection and sampling, but never compare or write where
    /// the parent was asked to: those are the parent's, on the combined results.
    @Test func childArgumentsDropWhatTheParentDoesAndAddTheirJSON() throws {
        let parent = [
            "--processes", "3", "--filter", "--json", "--json=mine.json", "--quick", "--baseline", "b.json",
            "--threshold=5", "--processes=2", "--threads", "1,4", "--keep-aslr", "--svg", "c.svg", "--alpha=0.1",
        ]
        let child = try BenchmarkOptions(parsing: parent).childArguments(jsonPath: "/tmp/p-1.json")
        #expect(child == ["--filter", "--json", "--quick", "--threads", "1,4", "--keep-aslr", "--json", "/tmp/p-1.json"])
        let options = try BenchmarkOptions(parsing: child)
        #expect(options.processes == 1 && options.baselinePath == nil && options.jsonPath == "/tmp/p-1.json")
        #expect(options.svgPath == nil, "the parent draws the chart of the combined results")
        #expect(options.filter == "--json" && options.quick && options.keepASLR && options.threads == [1, 4])
    }

    @Test func filterMatchesAnywhereInTheName() throws {
        let options = try BenchmarkOptions(parsing: ["--filter", "parse/(canonical|urn)$"])
        #expect(options.selects("uuid/parse/canonical"))
        #expect(options.selects("uuid/parse/urn"))
        #expect(!options.selects("uuid/parse/braced"))
        #expect(BenchmarkOptions().selects("anything"))
    }

    @Test func quickPlanIsShortAndMinTimeOverridesIt() throws {
        #expect(try BenchmarkOptions(parsing: ["--quick"]).plan == .quick)
        let plan = try BenchmarkOptions(parsing: ["--quick", "--min-time", "1"]).plan
        #expect(plan.minimumTime == 1)
        #expect(plan.targetSampleTime == SamplingPlan.quick.targetSampleTime)
        #expect(SamplingPlan.standard.minimumSamples >= 15)
        #expect(SamplingPlan.standard.targetSampleTime >= 0.005)
    }

    /// The help is made from the declarations: every declared option has its entry and its
    /// place in the usage line, and the list of declarations is the list the tests knew of.
    @Test func usageNamesEveryOption() {
        let help = BenchmarkOptions.usage(program: "openudid-bench")
        let usage = help.components(separatedBy: "\n\n")[0]
        let declared = BenchmarkOptions.spec(program: "openudid-bench").allOptions.map(\.spec.name)
        #expect(
            Set(declared) == [
                "--processes", "--filter", "--quick", "--min-time", "--threads", "--json", "--baseline",
                "--threshold", "--allow-debug", "--list", "--version", "--help", "--clock", "--keep-aslr", "--svg",
                "--alpha", "--yardsticks",
            ])
        for option in declared {
            #expect(help.contains("\n  \(option) ") || help.contains(", \(option) "), "\(option) has no entry")
            if option != "--help" { #expect(usage.contains("[\(option)"), "\(option) missing from the usage line") }
        }
        #expect(help.hasPrefix("usage: openudid-bench [--filter REGEX] [--quick]"))
    }

    /// The help reads in an 80-column terminal and names each option once in its usage line.
    @Test func helpFitsEightyColumns() {
        let problems = BenchmarkOptions.spec(program: "openudid-bench").helpProblems(command: "openudid-bench")
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        #expect(BenchmarkOptions.usage(program: "openudid-bench").split(separator: "\n").allSatisfy { $0.count <= 80 })
    }
}
