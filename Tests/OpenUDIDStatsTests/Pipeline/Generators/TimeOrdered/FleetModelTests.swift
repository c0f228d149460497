import CollisionStatistics
import RunProgress
import TestTiers
import Testing
import OpenUDIDCore
@testable import OpenUDIDStats

/// The fleet formulas against the simulation: fleets scaled down (the same devices and
/// schedule, fewer random bits) collide often enough to count, and their counts fall where
/// the derived expectation says; the full designs raise no false alarm over many seeds.
@Suite struct FleetModelTests {
    /// Method 1 with a 12-bit counter (an 11-bit seed, the core's narrowest) and 6 random tail
    /// bits: two devices' runs of 16 meet on 256/2048 counters on average.
    struct TinyCounterFleet: V7FleetGenerator {
        static let profile = GeneratorProfile(
            name: "test-tiny-counter-fleet", title: "Tiny counter fleet", format: .uuidV7CounterFleet,
            pairCollisionProbability: 0, collisionModel: "test")
        static let method = CounterRun(counterBits: 12, tailBits: 6)
        let fleet: V7Fleet<CounterRun>
    }

    /// Method 3 with 4 random bits.
    struct TinySubMillisecondFleet: V7FleetGenerator {
        static let profile = GeneratorProfile(
            name: "test-tiny-subms-fleet", title: "Tiny sub-ms fleet", format: .uuidV7,
            pairCollisionProbability: 0, collisionModel: "test")
        static let method = SubMillisecondRun(randomBits: 4)
        let fleet: V7Fleet<SubMillisecondRun>
    }

    /// The random method with 16 random bits.
    struct TinyRandomFleet: V7FleetGenerator {
        static let profile = GeneratorProfile(
            name: "test-tiny-random-fleet", title: "Tiny random fleet", format: .uuidV7,
            pairCollisionProbability: 0, collisionModel: "test")
        static let method = RandomRun(randomBits: 16)
        let fleet: V7Fleet<RandomRun>
    }

    static let bits = Array(stride(from: 16, through: 64, by: 4)) + [66, 68, 72, 80, 96, 112]

    /// Runs the pipeline over `D` and returns the measurement.
    static func measure<D: V7FleetGenerator>(_: D.Type, devices: Int, rate: Int, milliseconds: Int, seed: UInt64) throws
        -> GeneratorMeasurement
    {
        var settings = PipelineSettings(
            count: devices * rate * milliseconds, seed: seed, threads: 2, memoryLimit: 1 << 30, prefixBits: bits)
        settings.fleetRate = rate
        return try StatsGenerator(D.self).measure(settings: settings, fleetSize: devices, progress: ProgressCounter(), poll: {})
    }

    /// Checks one scaled-down fleet: the measured collisions against the simulation's ideal and
    /// the closed-form λ, and against expectations half and twice as large (which the count must
    /// rule out, or the test could not tell a wrong formula); every prefix verdict consistent.
    func check<D: V7FleetGenerator>(_ definition: D.Type, devices: Int, rate: Int, milliseconds: Int, seed: UInt64) throws {
        let measurement = try Self.measure(definition, devices: devices, rate: rate, milliseconds: milliseconds, seed: seed)
        let ideal = try #require(measurement.ideal)
        let lambda = D.method.collisionsPerMillisecond(devices: devices, rate: Double(rate))
        #expect(abs(ideal.exact.expected - Double(milliseconds) * lambda) < 1e-9 * ideal.exact.expected)
        #expect(ideal.exact.expected > 100, "frequent enough to count: \(ideal.exact.expected)")
        let observed = measurement.exactPairs
        let (interval, p) = ideal.exact.test(observed)
        #expect(p >= 0.001, "\(D.profile.name): \(observed) collisions, expected \(ideal.exact.expected) (\(interval))")
        for factor in [0.5, 2.0] {
            var wrong = ideal.exact
            wrong.expected *= factor
            #expect(wrong.test(observed).pValue < 1e-6, "\(D.profile.name): a formula off by \(factor) is ruled out")
        }
        let level = FalseAlarmLevel(tests: Self.bits.count).perTest
        let analysis = StatsAnalysis.analyze(measurement, level: level)
        for prefix in analysis.prefixes {
            #expect(
                prefix.verdict != .excess && prefix.verdict != .deficit,
                "\(D.profile.name) k = \(prefix.bits): \(prefix.observed) against \(prefix.expected)")
        }
    }

    @Test(arguments: [(32, 16, 200), (64, 4, 500), (8, 64, 300)])
    func counterCollisionsMatchTheDerivation(devices: Int, rate: Int, milliseconds: Int) throws {
        try check(TinyCounterFleet.self, devices: devices, rate: rate, milliseconds: milliseconds, seed: 21)
    }

    @Test(arguments: [(32, 16, 200), (256, 1, 400), (4, 256, 300)])
    func subMillisecondCollisionsMatchTheDerivation(devices: Int, rate: Int, milliseconds: Int) throws {
        try check(TinySubMillisecondFleet.self, devices: devices, rate: rate, milliseconds: milliseconds, seed: 22)
    }

    @Test(arguments: [(32, 16, 200), (1, 512, 200)])
    func randomCollisionsMatchTheDerivation(devices: Int, rate: Int, milliseconds: Int) throws {
        try check(TinyRandomFleet.self, devices: devices, rate: rate, milliseconds: milliseconds, seed: 23)
    }

    /// Within one device, methods 1 and 3 never collide; the random method does.
    @Test func aSingleDeviceCollidesOnlyByTheRandomMethod() throws {
        let counter = try Self.measure(TinyCounterFleet.self, devices: 1, rate: 1024, milliseconds: 100, seed: 24)
        let subms = try Self.measure(TinySubMillisecondFleet.self, devices: 1, rate: 1024, milliseconds: 100, seed: 24)
        let random = try Self.measure(TinyRandomFleet.self, devices: 1, rate: 1024, milliseconds: 100, seed: 24)
        #expect(counter.exactPairs == 0 && counter.ideal?.exact.expected == 0)
        #expect(subms.exactPairs == 0 && subms.ideal?.exact.expected == 0)
        #expect(random.exactPairs > 0 && random.ideal!.exact.test(random.exactPairs).pValue >= 0.001)
    }

    /// The ten time-ordered generators (v1 and v6 measured in time order, v7) at full width, compared with the ideals of their
    /// designs over 200 seeds and prefixes deep into the random bits: at the report's 0.1 %
    /// family-wise level no report raises a flag (0.2 are expected). A plain Poisson test of the
    /// same counts, blind to clusters, flags many. A sweep of 2 000 generator runs: long tier.
    @Test(.longTier) func designsRaiseNoFalseAlarms() {
        let generators = StatsGenerator.allCases.filter { $0.format.orderedBits(inPrefix: 128) > 0 }
        #expect(generators.count == 10)
        let bits = Array(stride(from: 16, through: 100, by: 4))
        var flagged: [UInt64] = [], flaggedWithoutClusters = 0
        for seed in UInt64(1)...200 {
            let measurements = generators.map {
                FalseAlarmTests.measure($0, count: 1_024, seed: seed, bits: bits, fleetSize: 8, fleetRate: 8)
            }
            let level = FalseAlarmLevel(tests: measurements.reduce(0) { $0 + bits.count + $1.uniformPositions.count })
                .perTest
            let analyses = measurements.map { StatsAnalysis.analyze($0, level: level) }
            if analyses.contains(where: { a in
                a.prefixes.contains { $0.verdict == .excess || $0.verdict == .deficit } || !a.nonUniformPositions.isEmpty
            }) {
                flagged.append(seed)
            }
            let plain = measurements.contains { m in
                zip(m.prefixPairs, m.ideal!.prefixes).contains { observed, ideal in
                    ideal.fixed < ideal.expected && Poisson.twoSidedPValue(Double(observed), mean: ideal.expected) < level
                }
            }
            if plain { flaggedWithoutClusters += 1 }
        }
        #expect(flagged.isEmpty, "seeds \(flagged)")
        #expect(flaggedWithoutClusters >= 20, "\(flaggedWithoutClusters) of 200 reports flagged by a plain Poisson test")
    }
}
