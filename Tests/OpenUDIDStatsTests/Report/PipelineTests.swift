import Testing
@testable import OpenUDIDStats

@Suite struct PipelineTests {
    func measure(_ generator: StatsGenerator, count: Int, threads: Int = 2, memoryLimit: Int = 1 << 30,
                 bits: [Int] = [16, 24, 32, 40, 64], seed: UInt64 = 2012) throws -> GeneratorMeasurement {
        let settings = PipelineSettings(count: count, seed: seed, threads: threads, memoryLimit: memoryLimit, prefixBits: bits)
        return try generator.measure(settings: settings, fleetSize: 100, progress: ProgressCounter(), poll: {})
    }

    /// The weak control's 32 random bits collide at the birthday rate: N(N−1)/2^33 pairs.
    @Test func weakControlCollidesAtThePredictedRate() throws {
        let n = 300_000
        let m = try measure(.weak32, count: n)
        let expected = Birthday.expectedPairs(count: n, freeBits: 32)   // ≈ 10.5
        let interval = Poisson.interval(mean: expected)
        #expect(interval.contains(Double(m.exactPairs)), "\(m.exactPairs) pairs, expected \(expected)")
        // Past 32 bits nothing changes: the other 96 bits are zeros.
        #expect(m.prefixPairs[2] == m.exactPairs && m.prefixPairs[3] == m.exactPairs && m.prefixPairs[4] == m.exactPairs)
    }

    /// The detector flags the weak control exactly where theory says a 128-bit identifier
    /// should not collide, and not where its 32 random bits behave.
    @Test func reportFlagsTheWeakControl() throws {
        var options = StatsReport.Options()
        options.count = 300_000
        options.generators = [.weak32, .uuidV4]
        options.seed = 1
        options.outputDirectory = nil
        let report = try StatsReport.run(options: options)
        let weak = report.analyses[0], v4 = report.analyses[1]
        #expect(weak.prefixes.filter { $0.bits >= 40 }.allSatisfy { $0.verdict == .excess })
        #expect(weak.prefixes.filter { $0.bits <= 32 }.allSatisfy { $0.verdict != .excess })
        #expect(v4.prefixes.allSatisfy { $0.verdict != .excess && $0.verdict != .deficit })
        #expect(v4.measurement.exactPairs == 0)
        #expect(weak.nonUniformPositions == Array(8..<32))
    }

    /// Thread count and memory passes change how the work is split, never the counts. (The v1
    /// fleet is left out of the passes: its keys crowd into one or two slices, and one slice
    /// cannot be split.)
    @Test(arguments: [StatsGenerator.uuidV4, .openUDID2011, .openUDID2012, .uuidV1Fleet, .weak32])
    func countsDoNotDependOnThreadsOrPasses(generator: StatsGenerator) throws {
        let n = 70_000
        let reference = try measure(generator, count: n, threads: 1)
        var others = [try measure(generator, count: n, threads: 3)]
        if generator != .uuidV1Fleet {
            let tight = MemoryPlan.overhead(threads: 2) + 16 * 30_000
            let passes = try measure(generator, count: n, threads: 2, memoryLimit: tight)
            #expect(passes.generations >= 3)
            others.append(passes)
        }
        for other in others {
            #expect(other.prefixPairs == reference.prefixPairs)
            #expect(other.exactPairs == reference.exactPairs)
            #expect(other.digitCounts == reference.digitCounts)
            #expect(other.suffixZero == reference.suffixZero)
        }
    }

    /// The v1 fleet shares its first 64 bits across devices: every device pair of a tick.
    @Test func fleetPairsShareTimestamps() throws {
        let m = try measure(.uuidV1Fleet, count: 10_000)   // 100 devices × 100 ticks
        #expect(m.prefixPairs[4] == 100 * (100 * 99 / 2))
        #expect(m.exactPairs == 0)
    }

    @Test func memoryPlanSplitsSlicesIntoPasses() throws {
        var slices = [Int](repeating: 0, count: 1 << 16)
        slices[0] = 100; slices[1] = 100; slices[2] = 100
        let overhead = MemoryPlan.overhead(threads: 1)
        // Room for 200 keys + 100 of scratch: two slices per pass.
        let plan = try MemoryPlan.passes(sliceCounts: slices, threads: 1, limit: overhead + 16 * 300)
        #expect(plan.ranges == [0..<2, 2..<65_536])
        #expect(throws: StatsError.self) {
            try MemoryPlan.passes(sliceCounts: slices, threads: 1, limit: overhead + 16 * 150)
        }
        #expect(MemoryPlan.staged(count: 1000, threads: 1, limit: overhead + 32_000) != nil)
        #expect(MemoryPlan.staged(count: 1001, threads: 1, limit: overhead + 32_000) == nil)
    }

    @Test func invalidOptionsAreRejected() {
        var options = StatsReport.Options()
        options.count = 1
        #expect(throws: StatsError.self) { try StatsReport.run(options: options) }
        options.count = 10
        options.prefixBits = [0]
        #expect(throws: StatsError.self) { try StatsReport.run(options: options) }
    }
}
