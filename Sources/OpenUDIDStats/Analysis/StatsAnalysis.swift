import CollisionStatistics

/// Turns counts into comparisons with the ideal generator of a format.
///
/// The pieces take counts and a format, not a generator, so that any group of identifiers can
/// be judged the same way (the report's generators here; a group read from files later).
enum StatsAnalysis {
    /// The fleet sizes whose chance of any collision the report gives: 10^6, 10^9, 10^12.
    static let fleetSizes: [Double] = [1e6, 1e9, 1e12]

    /// The tests of `measurements` that can raise a flag: one per prefix length and one per
    /// freely varying digit position, of every generator.
    static func falseAlarmLevel(_ measurements: [GeneratorMeasurement]) -> FalseAlarmLevel {
        FalseAlarmLevel(tests: measurements.reduce(0) { $0 + $1.prefixBits.count + $1.uniformPositions.count })
    }

    /// Analyses every measurement; the false-alarm level is shared by all of them, since the
    /// report draws its verdicts from all of them.
    static func analyze(_ measurements: [GeneratorMeasurement]) -> [GeneratorAnalysis] {
        let level = falseAlarmLevel(measurements).perTest
        return measurements.map { analyze($0, level: level) }
    }

    /// Analyses one measurement, each test flagging at p < `level`.
    static func analyze(_ m: GeneratorMeasurement, level: Double) -> GeneratorAnalysis {
        let format = m.generator.format
        let uniformity = digitUniformity(
            m.digitCounts, format: format, positions: m.uniformPositions, clusters: m.ideal?.digitClusters)
        var suffix: SuffixSummary?
        if format.hasSuffix {
            let expected = SuffixBias.expectedCounts(count: m.count, legacy: m.generator.profile.suffixLaw == .legacyModulo)
            suffix = SuffixSummary(
                zero: m.suffixZero, expectedZero: expected.zero,
                allOnes: m.suffixAllOnes, expectedAllOnes: expected.allOnes,
                byteTests: m.suffixByteCounts.map { counts in
                    let statistic = ChiSquare.uniformStatistic(counts)
                    return .init(statistic: statistic, pValue: ChiSquare.survival(statistic, degreesOfFreedom: 255))
                })
        }
        return GeneratorAnalysis(
            measurement: m,
            prefixes: comparePrefixes(
                bits: m.prefixBits, pairs: m.prefixPairs, count: m.count, format: format,
                ideal: m.ideal?.prefixes, level: level),
            pairProbabilityBound: pairProbabilityBound(exactPairs: m.exactPairs, count: m.count),
            exactPairsTest: m.ideal.map { ideal in
                let (interval, p) = ideal.exact.test(m.exactPairs)
                return ExactPairsTest(expected: ideal.exact.expected, interval: interval, pValue: p)
            },
            fleetCollisions: fleetSizes.map { devices in
                FleetCollision(
                    devices: devices,
                    probability: Birthday.anyCollision(count: devices, pairProbability: m.generator.pairCollisionProbability))
            },
            uniformity: uniformity,
            nonUniformPositions: uniformity.filter { $0.pValue < level }.map(\.position),
            suffix: suffix)
    }

    /// One comparison per prefix length: `pairs[i]` pairs agreeing on the first `bits[i]` bits
    /// among `count` identifiers of `format`, against `ideal[i]` when the generator's design
    /// has its own ideal.
    static func comparePrefixes(
        bits: [Int], pairs: [UInt64], count: Int, format: IdentifierFormat,
        ideal: [IdealCount]? = nil, level: Double
    ) -> [PrefixComparison] {
        bits.indices.map {
            comparePrefix(bits: bits[$0], observed: pairs[$0], count: count, format: format, ideal: ideal?[$0], level: level)
        }
    }

    /// Compares one prefix count with its ideal: by default Poisson(N(N − 1)/2^(free + 1)), the
    /// format's birthday expectation.
    static func comparePrefix(
        bits: Int, observed: UInt64, count: Int, format: IdentifierFormat,
        ideal: IdealCount? = nil, level: Double
    ) -> PrefixComparison {
        let free = format.freeBits(inPrefix: bits)
        let ideal = ideal ?? IdealCount(expected: Birthday.expectedPairs(count: count, freeBits: free))
        let (interval, p) = ideal.test(observed)
        return PrefixComparison(
            bits: bits, freeBits: free, observed: observed, expected: ideal.expected, interval: interval, pValue: p,
            verdict: Verdict.classify(
                observed: Double(observed), expected: ideal.expected, interval: interval,
                pValue: p, level: level))
    }

    /// The chi-square test of every digit position that `format` leaves free (or of
    /// `positions`, those of them the design does not schedule); `digitCounts`
    /// holds 16 counts per position of the written identifier. Where identifiers share a draw
    /// of a digit (`clusters[position]` of them), Pearson's statistic is divided by that
    /// cluster (the design effect of Rao & Scott 1981): the counts of one digit are then the
    /// cluster times a uniform multinomial.
    static func digitUniformity(
        _ digitCounts: [[UInt64]], format: IdentifierFormat, positions: [Int]? = nil, clusters: [Double]? = nil
    ) -> [DigitUniformity] {
        (positions ?? format.uniformPositions).map { position in
            var statistic = ChiSquare.uniformStatistic(digitCounts[position])
            if let clusters, position < clusters.count { statistic /= clusters[position] }
            return DigitUniformity(
                position: position, statistic: statistic, degreesOfFreedom: 15,
                pValue: ChiSquare.survival(statistic, degreesOfFreedom: 15))
        }
    }

    /// The one-sided 95 % upper bound on the per-pair collision probability, from `exactPairs`
    /// among the C(N, 2) pairs of `count` identifiers (Garwood).
    static func pairProbabilityBound(exactPairs: UInt64, count: Int) -> Double {
        let pairs = Double(count) * Double(count - 1) / 2
        return Poisson.upperBound(observed: Double(exactPairs)) / pairs
    }
}
