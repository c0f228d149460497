import CollisionStatistics
import Testing
@testable import OpenUDIDStats

/// The analysis step computes what the report prints, so that rendering only formats: the
/// exact-pairs test of a design with its own ideal, and the chance of any collision among
/// fleets of devices.
@Suite struct StatsAnalysisTests {
    @Test func exactPairsAreTestedAgainstTheDesignOfTimeOrderedGenerators() throws {
        let analyses = StatsAnalysis.analyze([
            FalseAlarmTests.measure(.uuidV4, count: 1_000, seed: 1),
            FalseAlarmTests.measure(.uuidV1Fleet, count: 1_000, seed: 1),
        ])
        // v4 is judged against the ideal of its format: no design of its own.
        #expect(analyses[0].exactPairsTest == nil)
        let fleet = try #require(analyses[1].measurement.ideal?.exact)
        let test = try #require(analyses[1].exactPairsTest)
        let (interval, p) = fleet.test(analyses[1].measurement.exactPairs)
        #expect(test == ExactPairsTest(expected: fleet.expected, interval: interval, pValue: p))
        #expect(test.pValue > 0 && test.pValue <= 1)
    }

    @Test func fleetCollisionsFollowTheBirthdayBoundOfThePairProbability() {
        let analysis = StatsAnalysis.analyze([FalseAlarmTests.measure(.weak32, count: 1_000, seed: 1)])[0]
        let p = analysis.generator.pairCollisionProbability
        #expect(analysis.fleetCollisions.map(\.devices) == [1e6, 1e9, 1e12])
        for fleet in analysis.fleetCollisions {
            #expect(fleet.probability == Birthday.anyCollision(count: fleet.devices, pairProbability: p))
        }
        // A 32-bit generator collides almost surely in a million devices.
        #expect(analysis.fleetCollisions[0].probability > 0.99)
    }
}
