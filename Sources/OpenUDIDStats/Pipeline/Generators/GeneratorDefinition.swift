import CollisionStatistics
import RunProgress

/// One generator of the report, whole: its ``profile`` (names, written form, random sub-stream,
/// collision model) and how it makes keys (``KeySource``).
///
/// A generator is one type conforming to this protocol, in its own file under
/// `Pipeline/Generators/Catalog/`, plus one entry in ``StatsGenerator/registry``. Nothing else switches
/// over generators: the pipeline, the analysis, the report and the charts read what they need
/// from the profile, and ``measure(settings:fleetSize:progress:arena:poll:)`` runs the pipeline
/// specialised for the conforming type, so its hot loop calls `make`/`makeBatch` directly.
///
/// Everything a generator needs besides its block streams is drawn in `init(setup:)` from its
/// setup stream (``GeneratorSetup/random``), so identifier `i` is the same on every thread and
/// in every pass.
protocol GeneratorDefinition: KeySource {
    /// Names, written form, stream and collision model.
    static var profile: GeneratorProfile { get }

    /// Draws the per-run parameters (nodes, start times, name tags) from `setup.random`.
    init(setup: inout GeneratorSetup)

    /// Generates `settings.count` identifiers and counts their collisions and digits.
    ///
    /// The default runs ``KeyPipeline`` over `Self`. It is a requirement, not only an extension
    /// method, so that a call through ``StatsGenerator`` (an existential metatype) reaches the
    /// witness specialised for the conforming type instead of the unspecialised generic code.
    static func measure(
        settings: PipelineSettings, fleetSize: Int, progress: ProgressCounter, arena: KeyArena,
        poll: () -> Void
    ) throws(StatsError) -> GeneratorMeasurement

    /// Generates the same identifiers again and returns where each of `keys` was made (its
    /// smallest indices, with their suffixes): the identifiers behind colliding keys. A
    /// requirement for the same reason as `measure`.
    static func locate(
        _ keys: [StatsKey], blocks: BlockSelection?, settings: PipelineSettings, fleetSize: Int,
        progress: ProgressCounter, poll: () -> Void
    ) -> [StatsKey: [LocatedKey]]

    /// Generates the identifiers of `blocks` (a map shard's share) into `writer`'s shuffle
    /// files and returns their tallies. A requirement for the same reason as `measure`.
    static func shuffle(
        blocks: Range<Int>, into writer: ShuffleWriter, settings: PipelineSettings, fleetSize: Int,
        progress: ProgressCounter, poll: () -> Void
    ) -> TallyTotals

    /// What the ideal of this generator's *design* expects of the pairs, among the first
    /// `count` identifiers of this run, that agree on their first `prefixBits` bits (1...128);
    /// `nil` (the default) for the ideal of its format, Poisson(N(N − 1)/2^(b + 1)).
    ///
    /// A time-ordered generator answers it: its ordered bits are what its clock and schedule
    /// make them, so the ideal keeps them and draws only the rest at random (see
    /// ``OrderedIdeal``). A requirement, so that a call through an existential reaches it.
    func idealPairs(prefixBits: Int, count: Int) -> IdealCount?

    /// How many of the first `count` identifiers share one random draw of the hex digit at
    /// `position` (0..<32): 1 (the default) when every identifier draws its own. A v6 fleet's
    /// device keeps its node in every tick, a v7 device its counter's seed for its whole run in
    /// a millisecond: Pearson's statistic over such digits grows with the cluster, so the
    /// uniformity test divides it by the cluster (a design effect, Rao & Scott 1981).
    func digitCluster(position: Int, count: Int) -> Double

    /// Whether the hex digit at `position` (0..<32), free in the format, is set by the design's
    /// schedule in this run rather than drawn: false (the default) for every digit. A v7
    /// fleet's device spreads its r identifiers of a millisecond evenly through it, so the
    /// fraction's bits above the step count its rounds: uniform over a whole millisecond, but
    /// a partial millisecond holds only its first rounds, so such a digit is left out of the
    /// uniformity tests, as the digits of the time are. A requirement, so that a call through
    /// an existential reaches it.
    func isScheduledDigit(position: Int) -> Bool
}

extension GeneratorDefinition {
    func idealPairs(prefixBits: Int, count: Int) -> IdealCount? { nil }
    func digitCluster(position: Int, count: Int) -> Double { 1 }
    func isScheduledDigit(position: Int) -> Bool { false }
}

/// A generator without per-run parameters: every identifier comes from its block stream alone.
protocol ParameterlessGenerator: GeneratorDefinition {
    init()
}

extension ParameterlessGenerator {
    init(setup: inout GeneratorSetup) { self.init() }
}

extension GeneratorDefinition {
    /// Makes the generator of a run with `seed`, its parameters drawn as the pipeline draws
    /// them.
    init(seed: UInt64, fleetSize: Int = 1_000, fleetRate: Int = 16) {
        var setup = GeneratorSetup(random: Self.setupRandom(seed: seed), fleetSize: fleetSize, fleetRate: fleetRate)
        self.init(setup: &setup)
    }

    /// The sub-stream this generator draws from.
    static var stream: UInt32 { profile.stream }

    /// The stream of the per-run parameters: a block number no identifier block reaches.
    static func setupRandom(seed: UInt64) -> ChaCha20Random {
        ChaCha20Random(seed: seed, stream: stream, block: .max)
    }

    /// The stream of identifier block `block`.
    @inline(__always)
    static func blockRandom(seed: UInt64, block: Int) -> ChaCha20Random {
        ChaCha20Random(seed: seed, stream: stream, block: UInt64(block))
    }
}
