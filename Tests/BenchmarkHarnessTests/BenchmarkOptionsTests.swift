import Testing
import BenchmarkHarness

@Suite struct BenchmarkOptionsTests {
    @Test func defaults() throws {
        let options = try BenchmarkOptions(parsing: [])
        #expect(options == BenchmarkOptions())
        #expect(options.threads == [1, 2])
        #expect(options.clock == .cpu)
        #expect(options.thresholdPercent == 10)
        #expect(options.plan == .standard)
        #expect(!options.keepASLR, "randomization is turned off unless asked to keep it")
    }

    @Test func everyOptionInBothSpellings() throws {
        let options = try BenchmarkOptions(parsing: [
            "--filter", "^md5/", "--quick", "--min-time=2", "--threads", "1,2,4", "--json=out.json",
            "--baseline", "base.json", "--threshold=5", "--allow-debug", "--list", "--clock", "wall", "--keep-aslr",
        ])
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
        ["--threads", "0"], ["--clock", "tsc"], ["--threads", "1,,2"], ["--quick=yes"], ["--keep-aslr=yes"], ["positional"],
    ])
    func rejects(_ arguments: [String]) {
        #expect(throws: OptionsError.self) { try BenchmarkOptions(parsing: arguments) }
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

    @Test func usageNamesEveryOption() {
        let usage = BenchmarkOptions.usage(program: "openudid-bench")
        for option in ["--filter", "--quick", "--min-time", "--threads", "--json", "--baseline", "--threshold", "--allow-debug", "--list", "--help", "--clock", "--keep-aslr"] {
            #expect(usage.contains(option))
        }
    }
}
