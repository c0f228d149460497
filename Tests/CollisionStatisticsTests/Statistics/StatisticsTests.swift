import Testing
@testable import CollisionStatistics

/// Reference values computed by hand or with SciPy 1.17 (`scipy.stats`, `scipy.special`).
@Suite struct StatisticsTests {
    func close(_ a: Double, _ b: Double, relative: Double = 1e-9) -> Bool {
        abs(a - b) <= relative * Swift.max(abs(a), abs(b))
    }

    @Test func birthdayExpectationMatchesNTimesNMinusOneOverTwoToTheKPlusOne() {
        // 10^6 · 999 999 / 2^33
        #expect(close(Birthday.expectedPairs(count: 1_000_000, freeBits: 32), 116.41520541161299))
        // 10^7 · 9 999 999 / 2^65
        #expect(close(Birthday.expectedPairs(count: 10_000_000, freeBits: 64), 2.710505160163218e-06))
        #expect(Birthday.expectedPairs(count: 2, freeBits: 0) == 1)
    }

    @Test func anyCollisionProbability() {
        // 1 − exp(−C(2^16, 2)/2^32) = 1 − exp(−0.49999237…) for a 32-bit value among 65 536.
        #expect(close(Birthday.anyCollision(count: 65_536, pairProbability: 0x1p-32), 0.3934647128080159, relative: 1e-9))
        // Tiny probabilities keep their digits: C(10^6, 2) · 2^−122.
        #expect(close(Birthday.anyCollision(count: 1e6, pairProbability: 0x1p-122), 499_999_500_000 * 0x1p-122, relative: 1e-9))
        #expect(Birthday.anyCollision(count: 1e12, pairProbability: 0) == 0)
    }

    @Test func regularizedIncompleteGamma() {
        #expect(close(IncompleteGamma.lower(3, 2), 0.32332358381693654, relative: 1e-12))
        #expect(close(IncompleteGamma.upper(3, 2), 0.6766764161830634, relative: 1e-12))
        // P(1, x) = 1 − e^−x exactly.
        #expect(close(IncompleteGamma.lower(1, 0.5), 1 - 0.6065306597126334, relative: 1e-12))
        // The Wilson–Hilferty branch, past 10^5.
        #expect(close(IncompleteGamma.upper(2e5, 2e5 + 500), 0.13181577674527703, relative: 1e-3))
        #expect(close(IncompleteGamma.lower(2e5, 2e5 - 300), 0.2512980243534526, relative: 1e-3))
    }

    @Test func chiSquarePValues() {
        #expect(close(ChiSquare.survival(15, degreesOfFreedom: 15), 0.4514172112257256, relative: 1e-9))
        #expect(close(ChiSquare.survival(30.578, degreesOfFreedom: 15), 0.009999737558159146, relative: 1e-7))
        #expect(close(ChiSquare.survival(300, degreesOfFreedom: 255), 0.02772752205390483, relative: 1e-7))
        #expect(close(ChiSquare.criticalValue(alpha: 0.0005, degreesOfFreedom: 15), 39.71875978963196, relative: 1e-7))
        #expect(ChiSquare.uniformStatistic([10, 10, 10, 10]) == 0)
        // (20 − 10)²/10 + 3 · (0 or 10 apart)… : counts 20, 0, 10, 10 against 10 each.
        #expect(ChiSquare.uniformStatistic([20, 0, 10, 10]) == 20)
    }

    @Test func chiSquareLowerTail() {
        // Two degrees of freedom: P(χ² ≤ x) = 1 − exp(−x/2).
        #expect(close(ChiSquare.cdf(2, degreesOfFreedom: 2), 0.6321205588285577, relative: 1e-12))
        #expect(close(ChiSquare.cdf(15, degreesOfFreedom: 15) + ChiSquare.survival(15, degreesOfFreedom: 15), 1, relative: 1e-12))
        // A negative statistic counts as 0.
        #expect(ChiSquare.cdf(-1, degreesOfFreedom: 15) == 0)
    }

    @Test(arguments: [
        (10.0, 4.0, 17.0),
        (116.41520541161299, 96.0, 138.0),
        (1e6, 998_041.0, 1_001_960.0),
        (0.0, 0.0, 0.0),
        (2.7e-6, 0.0, 0.0),
    ])
    func poissonInterval(mean: Double, lower: Double, upper: Double) {
        let interval = Poisson.interval(mean: mean)
        #expect(interval.lowerBound == lower)
        #expect(interval.upperBound == upper)
    }

    /// Past 10^5 the quantiles come from the normal approximation: within one count.
    @Test func poissonIntervalForLargeMeans() {
        let interval = Poisson.interval(mean: 1e7)
        #expect(abs(interval.lowerBound - 9_993_803) <= 1)
        #expect(abs(interval.upperBound - 10_006_198) <= 1)
    }

    @Test func poissonTwoSidedPValue() {
        #expect(close(Poisson.twoSidedPValue(130, mean: 116.41520541161299), 0.22774297891687764, relative: 1e-6))
        #expect(Poisson.twoSidedPValue(0, mean: 0) == 1)
        // One pair where 2.7 × 10^−6 are expected: P(X ≥ 1) ≈ the mean.
        #expect(close(Poisson.twoSidedPValue(1, mean: 2.7e-6), 2 * 2.7e-6, relative: 1e-5))
    }

    @Test func garwoodUpperBound() {
        // The rule of three: −ln 0.05.
        #expect(close(Poisson.upperBound(observed: 0), 2.995732273553991, relative: 1e-9))
        #expect(close(Poisson.upperBound(observed: 5), 10.513034908741535, relative: 1e-9))
    }

    @Test func verdicts() {
        let interval = Poisson.interval(mean: 10)
        #expect(Verdict.classify(observed: 12, expected: 10, interval: interval, pValue: 0.5, level: 0.001) == .consistent)
        #expect(Verdict.classify(observed: 19, expected: 10, interval: interval, pValue: 0.01, level: 0.001) == .marginal)
        #expect(Verdict.classify(observed: 40, expected: 10, interval: interval, pValue: 1e-9, level: 0.001) == .excess)
        #expect(Verdict.classify(observed: 0, expected: 10, interval: interval, pValue: 9e-5, level: 0.001) == .deficit)
    }

    @Test func legacySuffixBias() {
        #expect(SuffixBias.legacyZero == 2 * SuffixBias.uniformValue)
        // Σ p² = (2^32 − 2)/2^64 + (2/2^32)².
        #expect(close(SuffixBias.legacyPairAgreement, (0x1p32 - 2) * 0x1p-64 + 0x1p-31 * 0x1p-31, relative: 1e-15))
        let expected = SuffixBias.expectedCounts(count: 1 << 32, legacy: true)
        #expect(expected.zero == 2 && expected.allOnes == 0)
    }

    @Test func formatFreeBits() {
        #expect(IdentifierFormat.uuid.freeBits(inPrefix: 48) == 48)
        #expect(IdentifierFormat.uuid.freeBits(inPrefix: 52) == 48)
        #expect(IdentifierFormat.uuid.freeBits(inPrefix: 64) == 60)
        #expect(IdentifierFormat.uuid.freeBits(inPrefix: 128) == 122)
        #expect(IdentifierFormat.openUDID.freeBits(inPrefix: 64) == 64)
        #expect(IdentifierFormat.uuid.uniformPositions.count == 30)
        #expect(!IdentifierFormat.uuid.uniformPositions.contains(12) && !IdentifierFormat.uuid.uniformPositions.contains(16))
        #expect(IdentifierFormat.openUDID.uniformPositions == Array(0..<40))
    }
}
