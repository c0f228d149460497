/// The raw counts measured for one generator, before any statistics are applied.
public struct GeneratorMeasurement: Sendable, Hashable {
    /// The generator measured.
    public var generator: StatsGenerator
    /// How many identifiers were generated.
    public var count: Int
    /// The prefix lengths counted, ascending.
    public var prefixBits: [Int]
    /// Duplicate pairs observed per prefix length (same order as ``prefixBits``): pairs of
    /// identifiers whose first k bits are equal.
    public var prefixPairs: [UInt64]
    /// Pairs of identifiers whose whole 128-bit keys are equal. For OpenUDIDs the key is the
    /// MD5 part, so this bounds the duplicates of the full 40 digits from above.
    public var exactPairs: UInt64
    /// Per hex-digit position of the written identifier (0..<32, then 32..<40 for an
    /// OpenUDID's suffix): how often each of the 16 digits occurred.
    public var digitCounts: [[UInt64]]
    /// Per suffix byte (4 × 256), for OpenUDIDs; empty otherwise.
    public var suffixByteCounts: [[UInt64]]
    /// How many suffixes were `00000000`.
    public var suffixZero: UInt64
    /// How many suffixes were `ffffffff`.
    public var suffixAllOnes: UInt64
    /// How many times the N identifiers were generated: the passes the memory limit needed (the
    /// survey of the multi-pass mode included), plus one for a generator flagged `excess`, to
    /// find the colliding identifiers listed as evidence.
    public var generations: Int
    /// Wall-clock seconds spent on this generator.
    public var seconds: Double
    /// A few colliding key pairs per counted prefix length, for the evidence of a flag.
    var samples = CollisionSamples()
}
