import Testing
@testable import BenchmarkHarness

@Suite struct SampleStatisticsTests {
    @Test func samplesAreKeptToSixSignificantDigits() {
        #expect(NumberFormatting.rounded(33.83269972451791, significantDigits: 6) == 33.8327)
        #expect("\(NumberFormatting.rounded(4124.076411960133, significantDigits: 6))" == "4124.08")
        #expect(NumberFormatting.rounded(1_234_567_891, significantDigits: 6) == 1_234_570_000)
        #expect(NumberFormatting.rounded(0.000123456789, significantDigits: 6) == 0.000123457)
        #expect(NumberFormatting.rounded(0, significantDigits: 6) == 0)
    }

    @Test func medianOfOddCountIsTheMiddleSample() throws {
        let stats = try #require(SampleStatistics([9, 1, 5, 3, 7]))
        #expect(stats.median == 5)
        #expect(stats.minimum == 1)
        #expect(stats.maximum == 9)
        #expect(stats.count == 5)
    }

    @Test func medianOfEvenCountIsTheMeanOfTheMiddleTwo() {
        #expect(SampleStatistics([4, 1, 3, 2])?.median == 2.5)
    }

    /// Values NumPy's default (`numpy.percentile(range(1, 11), p)`) gives for 1…10.
    @Test(arguments: [(10.0, 1.9), (50.0, 5.5), (90.0, 9.1), (0.0, 1.0), (100.0, 10.0), (25.0, 3.25)])
    func percentilesInterpolateLinearlyBetweenRanks(percent: Double, expected: Double) {
        let sorted = (1...10).map(Double.init)
        #expect(abs(SampleStatistics.percentile(percent, ofSorted: sorted) - expected) < 1e-12)
    }

    @Test func p10AndP90OfUnsortedSamples() throws {
        let stats = try #require(SampleStatistics([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]))
        #expect(abs(stats.p10 - 1.9) < 1e-12)
        #expect(abs(stats.p90 - 9.1) < 1e-12)
        #expect(stats.mean == 5.5)
    }

    @Test func oneSampleIsEveryPercentile() throws {
        let stats = try #require(SampleStatistics([42]))
        #expect(stats.median == 42 && stats.p10 == 42 && stats.p90 == 42 && stats.minimum == 42)
    }

    @Test func noSamplesHaveNoStatistics() {
        #expect(SampleStatistics([]) == nil)
    }

    @Test func outlierMovesTheMeanButNotTheMedian() throws {
        let stats = try #require(SampleStatistics([10, 10, 10, 10, 1000]))
        #expect(stats.median == 10)
        #expect(stats.mean == 208)
    }

    @Test func ratioIsPeerMedianOverOurs() {
        #expect(SpeedRatio.of(peerMedian: 300, oursMedian: 100) == 3)
        #expect(SpeedRatio.of(peerMedian: 50, oursMedian: 100) == 0.5)
    }

    @Test func ratioNeedsAPositiveMedianOfOurs() {
        #expect(SpeedRatio.of(peerMedian: 300, oursMedian: 0) == nil)
        #expect(SpeedRatio.of(peerMedian: .infinity, oursMedian: 1) == nil)
    }
}
