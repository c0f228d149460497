package import CollisionStatistics

/// One prefix length of one generator: observed duplicate pairs against the birthday bound.
package struct PrefixComparison: Sendable, Hashable {
    /// The prefix length k, in bits.
    package var bits: Int
    /// How many of those bits the format leaves free (k minus fixed version/variant bits).
    package var freeBits: Int
    /// Duplicate pairs observed.
    package var observed: UInt64
    /// The ideal generator's expectation, N(N − 1)/2^(free + 1).
    package var expected: Double
    /// The central 95 % interval of Poisson(expected).
    package var interval: ClosedRange<Double>
    /// The two-sided Poisson p-value of the observation.
    package var pValue: Double
    /// The judgement at the report's false-alarm level (``FalseAlarmLevel``).
    package var verdict: Verdict
}

/// The chi-square test of one hex-digit position.
package struct DigitUniformity: Sendable, Hashable {
    /// The digit position in the written identifier (0-based; 32...39 is an OpenUDID's suffix).
    package var position: Int
    /// Pearson's statistic against 16 equally likely digits.
    package var statistic: Double
    /// Always 15 (16 digits, one constraint).
    package var degreesOfFreedom: Int
    /// P(χ²_15 ≥ statistic).
    package var pValue: Double
}

/// What the suffixes of an OpenUDID generator looked like.
package struct SuffixSummary: Sendable, Hashable {
    /// Suffixes `00000000` observed.
    package var zero: UInt64
    /// Suffixes `00000000` expected under the generator's own law.
    package var expectedZero: Double
    /// Suffixes `ffffffff` observed.
    package var allOnes: UInt64
    /// Suffixes `ffffffff` expected under the generator's own law (0 for the 2011 generator,
    /// which never writes it).
    package var expectedAllOnes: Double
    /// Chi-square statistic and p-value of each suffix byte against 256 equally likely values
    /// (255 degrees of freedom).
    package var byteTests: [ByteTest]

    /// The chi-square test of one suffix byte.
    package struct ByteTest: Sendable, Hashable {
        /// Pearson's statistic.
        package var statistic: Double
        /// P(χ²_255 ≥ statistic).
        package var pValue: Double
    }
}

/// The exact (128-bit) duplicate pairs of a time-ordered generator against the expectation of
/// its design.
package struct ExactPairsTest: Sendable, Hashable {
    /// The pairs the design's ideal expects.
    package var expected: Double
    /// The central 95 % interval of the count.
    package var interval: ClosedRange<Double>
    /// The two-sided p-value of the observed pairs.
    package var pValue: Double
}

/// The probability that a fleet of devices, each making one identifier, holds any two equal.
package struct FleetCollision: Sendable, Hashable {
    /// The devices, D.
    package var devices: Double
    /// P(any collision) = 1 − exp(−D(D − 1)/2 · p), p the generator's pair probability.
    package var probability: Double
}

/// Everything the report says about one generator.
package struct GeneratorAnalysis: Sendable, Hashable {
    /// The raw counts.
    package var measurement: GeneratorMeasurement
    /// One comparison per prefix length.
    package var prefixes: [PrefixComparison]
    /// The one-sided 95 % upper bound on the probability that a given pair of identifiers
    /// collides, from the exact (128-bit) duplicates observed among C(N, 2) pairs.
    package var pairProbabilityBound: Double
    /// For a generator whose design has its own ideal (the time-ordered ones), its exact
    /// duplicate pairs against that ideal.
    package var exactPairsTest: ExactPairsTest?
    /// The chance of any collision among ``StatsAnalysis/fleetSizes`` devices.
    package var fleetCollisions: [FleetCollision]
    /// One test per freely varying hex-digit position.
    package var uniformity: [DigitUniformity]
    /// Positions whose digit distribution is significantly non-uniform at the report's
    /// per-test level (``FalseAlarmLevel``).
    package var nonUniformPositions: [Int]
    /// For OpenUDIDs, the suffix checks.
    package var suffix: SuffixSummary?
    /// When a prefix is flagged `excess`: colliding identifiers at the longest such prefix.
    package var evidence: CollisionEvidence?

    /// The generator.
    package var generator: StatsGenerator { measurement.generator }

    /// The comparisons flagged `excess`.
    package var excessPrefixes: [PrefixComparison] { prefixes.filter { $0.verdict == .excess } }
}
