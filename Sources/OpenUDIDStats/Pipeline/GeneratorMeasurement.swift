import CollisionStatistics

/// The raw counts measured for one generator, before any statistics are applied.
package struct GeneratorMeasurement: Sendable, Hashable {
    /// The generator measured.
    package var generator: StatsGenerator
    /// How many identifiers were generated.
    package var count: Int
    /// The prefix lengths counted, ascending.
    package var prefixBits: [Int]
    /// Duplicate pairs observed per prefix length (same order as ``prefixBits``): pairs of
    /// identifiers whose first k bits are equal.
    package var prefixPairs: [UInt64]
    /// Pairs of identifiers whose whole 128-bit keys are equal. For OpenUDIDs the key is the
    /// MD5 part, so this bounds the duplicates of the full 40 digits from above.
    package var exactPairs: UInt64
    /// Per hex-digit position of the written identifier (0..<32, then 32..<40 for an
    /// OpenUDID's suffix): how often each of the 16 digits occurred.
    package var digitCounts: [[UInt64]]
    /// Per suffix byte (4 × 256), for OpenUDIDs; empty otherwise.
    package var suffixByteCounts: [[UInt64]]
    /// How many suffixes were `00000000`.
    package var suffixZero: UInt64
    /// How many suffixes were `ffffffff`.
    package var suffixAllOnes: UInt64
    /// How many times the N identifiers were generated: the passes the memory limit needed (the
    /// survey of the multi-pass mode included), plus one for a generator flagged `excess`, to
    /// find the colliding identifiers listed as evidence.
    package var generations: Int
    /// Wall-clock seconds spent on this generator.
    package var seconds: Double
    /// A few colliding key pairs per counted prefix length, for the evidence of a flag.
    var samples = CollisionSamples()
    /// The expectations of the generator's design, for a generator whose ideal is not its
    /// format's (``GeneratorDefinition/idealPairs(prefixBits:count:)``).
    var ideal: DesignIdeal?

    /// The digit positions the uniformity tests judge: those the format leaves free, less any
    /// the design schedules (``DesignIdeal/uniformPositions``).
    var uniformPositions: [Int] { ideal?.uniformPositions ?? generator.format.uniformPositions }
}

/// What the ideal of a generator's design expects: pairs agreeing on each counted prefix,
/// exact duplicates, and how the digits of its identifiers cluster.
struct DesignIdeal: Sendable, Hashable {
    /// Per prefix length, in the order of ``GeneratorMeasurement/prefixBits``.
    var prefixes: [IdealCount]
    /// Pairs equal in all 128 bits.
    var exact: IdealCount
    /// Per hex-digit position of the key (0..<32), how many identifiers share one draw of that
    /// digit (``GeneratorDefinition/digitCluster(position:count:)``).
    var digitClusters: [Double]
    /// The digit positions the format leaves free and the design does not schedule in this
    /// run (``GeneratorDefinition/isScheduledDigit(position:)``): those the uniformity tests
    /// judge.
    var uniformPositions: [Int]

    /// The expectations of `source` for `count` identifiers, or `nil` when its ideal is its
    /// format's.
    init?(_ source: some GeneratorDefinition, prefixBits: [Int], count: Int) {
        guard let exact = source.idealPairs(prefixBits: 128, count: count) else { return nil }
        self.exact = exact
        prefixes = prefixBits.map { source.idealPairs(prefixBits: $0, count: count) ?? exact }
        digitClusters = (0..<32).map { source.digitCluster(position: $0, count: count) }
        uniformPositions = type(of: source).profile.format.uniformPositions.filter { !source.isScheduledDigit(position: $0) }
    }
}
