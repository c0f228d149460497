/// One prefix length of one generator: observed duplicate pairs against the birthday bound.
public struct PrefixComparison: Sendable, Hashable {
    /// The prefix length k, in bits.
    public var bits: Int
    /// How many of those bits the format leaves free (k minus fixed version/variant bits).
    public var freeBits: Int
    /// Duplicate pairs observed.
    public var observed: UInt64
    /// The ideal generator's expectation, N(N − 1)/2^(free + 1).
    public var expected: Double
    /// The central 95 % interval of Poisson(expected).
    public var interval: ClosedRange<Double>
    /// The two-sided Poisson p-value of the observation.
    public var pValue: Double
    /// The judgement at the report's false-alarm level (``FalseAlarmLevel``).
    public var verdict: Verdict
}

/// The chi-square test of one hex-digit position.
public struct DigitUniformity: Sendable, Hashable {
    /// The digit position in the written identifier (0-based; 32...39 is an OpenUDID's suffix).
    public var position: Int
    /// Pearson's statistic against 16 equally likely digits.
    public var statistic: Double
    /// Always 15 (16 digits, one constraint).
    public var degreesOfFreedom: Int
    /// P(χ²_15 ≥ statistic).
    public var pValue: Double
}

/// What the suffixes of an OpenUDID generator looked like.
public struct SuffixSummary: Sendable, Hashable {
    /// Suffixes `00000000` observed.
    public var zero: UInt64
    /// Suffixes `00000000` expected under the generator's own law.
    public var expectedZero: Double
    /// Suffixes `ffffffff` observed.
    public var allOnes: UInt64
    /// Suffixes `ffffffff` expected under the generator's own law (0 for the 2011 generator,
    /// which never writes it).
    public var expectedAllOnes: Double
    /// Chi-square statistic and p-value of each suffix byte against 256 equally likely values
    /// (255 degrees of freedom).
    public var byteTests: [ByteTest]

    /// The chi-square test of one suffix byte.
    public struct ByteTest: Sendable, Hashable {
        /// Pearson's statistic.
        public var statistic: Double
        /// P(χ²_255 ≥ statistic).
        public var pValue: Double
    }
}

/// Everything the report says about one generator.
public struct GeneratorAnalysis: Sendable, Hashable {
    /// The raw counts.
    public var measurement: GeneratorMeasurement
    /// One comparison per prefix length.
    public var prefixes: [PrefixComparison]
    /// The one-sided 95 % upper bound on the probability that a given pair of identifiers
    /// collides, from the exact (128-bit) duplicates observed among C(N, 2) pairs.
    public var pairProbabilityBound: Double
    /// One test per freely varying hex-digit position.
    public var uniformity: [DigitUniformity]
    /// Positions whose digit distribution is significantly non-uniform at the report's
    /// per-test level (``FalseAlarmLevel``).
    public var nonUniformPositions: [Int]
    /// For OpenUDIDs, the suffix checks.
    public var suffix: SuffixSummary?
    /// When a prefix is flagged `excess`: colliding identifiers at the longest such prefix.
    public var evidence: CollisionEvidence?

    /// The generator.
    public var generator: StatsGenerator { measurement.generator }

    /// The comparisons flagged `excess`.
    public var excessPrefixes: [PrefixComparison] { prefixes.filter { $0.verdict == .excess } }
}
