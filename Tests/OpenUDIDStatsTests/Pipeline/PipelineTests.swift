import CollisionStatistics
import RunProgress
import TestTiers
import Testing
@testable import OpenUDIDStats

@Suite struct PipelineTests {
    func measure(
        _ generator: StatsGenerator, count: Int, threads: Int = 2, memoryLimit: Int = 1 << 30,
        bits: [Int] = [16, 24, 32, 40, 64], seed: UInt64 = 2012
    ) throws -> GeneratorMeasurement {
        let settings = PipelineSettings(count: count, seed: seed, threads: threads, memoryLimit: memoryLimit, prefixBits: bits)
        return try generator.measure(settings: settings, fleetSize: 100, progress: ProgressCounter(), poll: {})
    }

    /// The weak control's 32 random bits collide at the birthday rate: N(N−1)/2^33 pairs.
    @Test func weakControlCollidesAtThePredictedRate() throws {
        let n = 300_000
        let m = try measure(.weak32, count: n)
        let expected = Birthday.expectedPairs(count: n, freeBits: 32)  // ≈ 10.5
        let interval = Poisson.interval(mean: expected)
        #expect(interval.contains(Double(m.exactPairs)), "\(m.exactPairs) pairs, expected \(expected)")
        // Past 32 bits nothing changes: the other 96 bits are zeros.
        #expect(m.prefixPairs[2] == m.exactPairs && m.prefixPairs[3] == m.exactPairs && m.prefixPairs[4] == m.exactPairs)
    }

    /// The detector flags the weak control exactly where theory says a 128-bit identifier
    /// should not collide, and not where its 32 random bits behave.
    @Test func reportFlagsTheWeakControl() throws {
        let report = try Self.weakControlReport.get()
        let weak = report.analyses[0], v4 = report.analyses[1]
        #expect(weak.prefixes.filter { $0.bits >= 40 }.allSatisfy { $0.verdict == .excess })
        #expect(weak.prefixes.filter { $0.bits <= 32 }.allSatisfy { $0.verdict != .excess })
        #expect(v4.prefixes.allSatisfy { $0.verdict != .excess && $0.verdict != .deficit })
        #expect(v4.measurement.exactPairs == 0)
        #expect(weak.nonUniformPositions == Array(8..<32))
    }

    /// 300 000 identifiers of the weak control and of UUID v4, seed 1: made once, checked by
    /// several tests.
    /// Made once; a failure is reported by each test that reads it (`try …get()`).
    static let weakControlReport: Result<StatsReport, any Error> = {
        var options = StatsOptions()
        options.count = 300_000
        options.generators = [.weak32, .uuidV4]
        options.seed = 1
        options.outputDirectory = nil
        return Result { try Stats.run(options) }
    }()

    /// Thread count and memory passes change how the work is split, never the counts. (The v1
    /// fleet is left out of the passes: its keys crowd into one or two slices, and one slice
    /// cannot be split.) The default tier splits v4 and the v1 fleet, the long tier also the
    /// OpenUDIDs (with their suffixes) and the weak control (with its duplicates).
    @Test(arguments: [StatsGenerator.uuidV4, .uuidV1Fleet])
    func countsDoNotDependOnThreadsOrPasses(generator: StatsGenerator) throws {
        try expectCountsIndependentOfThreadsAndPasses(generator)
    }

    @Test(.longTier, arguments: [StatsGenerator.openUDID2011, .openUDID2012, .weak32])
    func countsDoNotDependOnThreadsOrPassesForEveryFormat(generator: StatsGenerator) throws {
        try expectCountsIndependentOfThreadsAndPasses(generator)
    }

    func expectCountsIndependentOfThreadsAndPasses(_ generator: StatsGenerator) throws {
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
            #expect(other.samples == reference.samples)
        }
    }

    func measurePaged(
        _ generator: StatsGenerator, count: Int, threads: Int = 2, keysPerPage: Int,
        memoryLimit: Int = 1 << 30, bits: [Int] = [16, 24, 32, 40, 64]
    ) throws -> GeneratorMeasurement {
        var settings = PipelineSettings(count: count, seed: 2012, threads: threads, memoryLimit: memoryLimit, prefixBits: bits)
        settings.keysPerPage = keysPerPage
        settings.avoidStaging = true
        return try generator.measure(settings: settings, fleetSize: 100, progress: ProgressCounter(), poll: {})
    }

    /// The paged one-generation mode (14-byte records in per-slice page chains) counts exactly
    /// what the staged mode counts, in one generation, whatever the page size: one key per
    /// page, pages that split every chain, and the default 4 KiB pages. The default tier checks
    /// the weak control (duplicates) and v1 (keys crowded into few slices), the long tier the
    /// other formats.
    @Test(arguments: [StatsGenerator.weak32, .uuidV1])
    func pagedModeCountsLikeTheStagedMode(generator: StatsGenerator) throws {
        try expectPagedCountsLikeStaged(generator)
    }

    @Test(.longTier, arguments: [StatsGenerator.openUDID2011, .uuidV3, .uuidV4])
    func pagedModeCountsLikeTheStagedModeForEveryFormat(generator: StatsGenerator) throws {
        try expectPagedCountsLikeStaged(generator)
    }

    func expectPagedCountsLikeStaged(_ generator: StatsGenerator) throws {
        let n = 70_000
        let bits = [8, 16, 17, 24, 32, 40, 48, 49, 64, 100]
        let reference = try measure(generator, count: n, threads: 1, bits: bits)
        for (threads, keysPerPage) in [(2, 1), (3, 5), (2, PagedKeyStore.defaultKeysPerPage)] {
            let paged = try measurePaged(generator, count: n, threads: threads, keysPerPage: keysPerPage, bits: bits)
            #expect(paged.generations == 1)
            #expect(paged.prefixPairs == reference.prefixPairs, "threads \(threads), \(keysPerPage) keys per page")
            #expect(paged.exactPairs == reference.exactPairs)
            #expect(paged.digitCounts == reference.digitCounts)
            #expect(paged.suffixZero == reference.suffixZero && paged.suffixAllOnes == reference.suffixAllOnes)
            #expect(paged.samples == reference.samples)
        }
    }

    /// Exact duplicates survive the 14-byte records: the weak control's keys differ only in
    /// bits the records keep or in the slice bits they drop.
    @Test func pagedModeKeepsExactDuplicates() throws {
        let paged = try measurePaged(.weak32, count: 300_000, keysPerPage: 7)
        let staged = try measure(.weak32, count: 300_000)
        #expect(paged.exactPairs > 0 && paged.exactPairs == staged.exactPairs)
    }

    /// Keys crowded into a few slices (the v1 fleet) need sort buffers the paged plan did not
    /// foresee; that generation then serves as the survey of the multi-pass mode, and the
    /// counts do not change.
    @Test func pagedModeFallsBackToPassesWhenSlicesAreCrowded() throws {
        let n = 70_000, threads = 2, keysPerPage = 5
        let typical = 4 * (n / ThreadTally.sliceCount) + 4096
        let limit =
            MemoryPlan.overhead(threads: threads)
            + PagedKeyStore.reservedBytes(count: n, threads: threads, keysPerPage: keysPerPage)
            + threads * 2 * typical * MemoryLayout<StatsKey>.stride
        #expect(MemoryPlan.paged(count: n, threads: threads, keysPerPage: keysPerPage, limit: limit))
        let reference = try measure(.uuidV1Fleet, count: n, threads: 1)
        let fallback = try measurePaged(.uuidV1Fleet, count: n, threads: threads, keysPerPage: keysPerPage, memoryLimit: limit)
        #expect(fallback.generations == 2)
        #expect(fallback.prefixPairs == reference.prefixPairs)
        #expect(fallback.digitCounts == reference.digitCounts)
    }

    @Test func pagedStoreRoundTripsKeysPerSlice() {
        let store = PagedKeyStore(count: 1_000, threads: 2, keysPerPage: 3)
        var expected: [Int: [StatsKey]] = [:]
        var random = ChaCha20Random(seed: 3, stream: 9, block: 0)
        for index in 0..<1_000 {
            // Few slices, so chains span many pages; both threads write every slice.
            let key = StatsKey(high: (random.next() % 4) << 48 | random.next() >> 16, low: random.next())
            store.append(key, thread: index % 2)
            expected[key.slice, default: []].append(key)
        }
        let buffer = UnsafeMutablePointer<StatsKey>.allocate(capacity: 1_000)
        defer { buffer.deallocate() }
        for slice in 0..<4 {
            let count = store.gather(slice: slice, into: buffer)
            let keys = Array(UnsafeBufferPointer(start: buffer, count: count))
            #expect(keys.sorted() == (expected[slice] ?? []).sorted())
        }
        store.reset()
        #expect(store.gather(slice: 0, into: buffer) == 0)
    }

    /// The v1 fleet shares its first 64 bits across devices: every device pair of a tick.
    @Test func fleetPairsShareTimestamps() throws {
        let m = try measure(.uuidV1Fleet, count: 10_000)  // 100 devices × 100 ticks
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
        var options = StatsOptions()
        options.count = 1
        #expect(throws: StatsError.self) { try Stats.run(options) }
        options.count = 10
        options.prefixBits = [0]
        #expect(throws: StatsError.self) { try Stats.run(options) }
    }
}
