/// Turns measurements into comparisons with the ideal generators.
enum StatsAnalysis {
    /// The report-wide significance level: 5 % shared among `tests` comparisons (Bonferroni).
    static func familyAlpha(tests: Int) -> Double { 0.05 / Double(Swift.max(1, tests)) }

    /// Analyses every measurement; the Bonferroni corrections count the comparisons of all of
    /// them together, since the report draws its verdicts from all of them.
    static func analyze(_ measurements: [GeneratorMeasurement]) -> [GeneratorAnalysis] {
        let prefixTests = measurements.reduce(0) { $0 + $1.prefixBits.count }
        let digitTests = measurements.reduce(0) { $0 + $1.generator.format.uniformPositions.count }
        let prefixAlpha = familyAlpha(tests: prefixTests)
        let digitAlpha = familyAlpha(tests: digitTests)
        return measurements.map { analyze($0, prefixAlpha: prefixAlpha, digitAlpha: digitAlpha) }
    }

    static func analyze(_ m: GeneratorMeasurement, prefixAlpha: Double, digitAlpha: Double) -> GeneratorAnalysis {
        let format = m.generator.format
        let prefixes = zip(m.prefixBits, m.prefixPairs).map { bits, observed in
            comparePrefix(bits: bits, observed: observed, count: m.count, format: format, familyAlpha: prefixAlpha)
        }
        let pairs = Double(m.count) * Double(m.count - 1) / 2
        let bound = Poisson.upperBound(observed: Double(m.exactPairs)) / pairs
        let uniformity = format.uniformPositions.map { position in
            let statistic = ChiSquare.uniformStatistic(m.digitCounts[position])
            return DigitUniformity(position: position, statistic: statistic, degreesOfFreedom: 15,
                                   pValue: ChiSquare.survival(statistic, degreesOfFreedom: 15))
        }
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
            measurement: m, prefixes: prefixes, pairProbabilityBound: bound, uniformity: uniformity,
            nonUniformPositions: uniformity.filter { $0.pValue < digitAlpha }.map(\.position),
            suffix: suffix)
    }

    /// Compares one prefix count with Poisson(N(N − 1)/2^(free + 1)).
    static func comparePrefix(bits: Int, observed: UInt64, count: Int, format: IdentifierFormat,
                              familyAlpha: Double) -> PrefixComparison {
        let free = format.freeBits(inPrefix: bits)
        let expected = Birthday.expectedPairs(count: count, freeBits: free)
        let interval = Poisson.interval(mean: expected)
        let p = Poisson.twoSidedPValue(Double(observed), mean: expected)
        return PrefixComparison(
            bits: bits, freeBits: free, observed: observed, expected: expected, interval: interval, pValue: p,
            verdict: Verdict.classify(observed: Double(observed), expected: expected, interval: interval,
                                      pValue: p, familyAlpha: familyAlpha))
    }
}
