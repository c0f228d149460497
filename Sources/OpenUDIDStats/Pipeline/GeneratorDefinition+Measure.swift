import RunProgress

extension GeneratorDefinition {
    /// Runs ``KeyPipeline`` over this generator; the witness of each conforming type is
    /// specialised, so its hot loop calls `make`/`makeBatch` directly.
    static func measure(
        settings: PipelineSettings, fleetSize: Int, progress: ProgressCounter, arena: KeyArena,
        poll: () -> Void
    ) throws(StatsError) -> GeneratorMeasurement {
        let pipeline = pipeline(settings: settings, fleetSize: fleetSize, progress: progress)
        var measurement = try pipeline.run(arena: arena, poll: poll)
        measurement.ideal = DesignIdeal(pipeline.source, prefixBits: settings.prefixBits, count: settings.count)
        return measurement
    }

    /// The ideal of this generator's design for the run of `settings` (``DesignIdeal``):
    /// what ``measure(settings:fleetSize:progress:arena:poll:)`` attaches to its measurement,
    /// for a measurement put together from shards. Drawing the generator's parameters is all
    /// it costs; nothing is generated.
    static func designIdeal(settings: PipelineSettings, fleetSize: Int) -> DesignIdeal? {
        var setup = GeneratorSetup(random: setupRandom(seed: settings.seed), fleetSize: fleetSize, fleetRate: settings.fleetRate)
        return DesignIdeal(Self(setup: &setup), prefixBits: settings.prefixBits, count: settings.count)
    }

    /// Runs ``KeyPipeline/locate(_:blocks:poll:)`` over this generator.
    static func locate(
        _ keys: [StatsKey], blocks: BlockSelection?, settings: PipelineSettings, fleetSize: Int,
        progress: ProgressCounter, poll: () -> Void
    ) -> [StatsKey: [LocatedKey]] {
        pipeline(settings: settings, fleetSize: fleetSize, progress: progress).locate(keys, blocks: blocks, poll: poll)
    }

    /// Runs ``KeyPipeline/shuffle(blocks:into:poll:)`` over this generator.
    static func shuffle(
        blocks: Range<Int>, into writer: ShuffleWriter, settings: PipelineSettings, fleetSize: Int,
        progress: ProgressCounter, poll: () -> Void
    ) -> TallyTotals {
        pipeline(settings: settings, fleetSize: fleetSize, progress: progress).shuffle(blocks: blocks, into: writer, poll: poll)
    }

    /// The pipeline over the generator of this run, its parameters drawn from its setup stream.
    static func pipeline(settings: PipelineSettings, fleetSize: Int, progress: ProgressCounter) -> KeyPipeline<Self> {
        var setup = GeneratorSetup(random: setupRandom(seed: settings.seed), fleetSize: fleetSize, fleetRate: settings.fleetRate)
        return KeyPipeline(source: Self(setup: &setup), settings: settings, progress: progress)
    }
}

extension StatsGenerator {
    /// The ideal of this generator's design for the run of `settings` (see
    /// ``GeneratorDefinition/designIdeal(settings:fleetSize:)``).
    func designIdeal(settings: PipelineSettings, fleetSize: Int) -> DesignIdeal? {
        definition.designIdeal(settings: settings, fleetSize: fleetSize)
    }

    /// Measures this generator (see ``GeneratorDefinition/measure(settings:fleetSize:progress:arena:poll:)``).
    func measure(
        settings: PipelineSettings, fleetSize: Int, progress: ProgressCounter, arena: KeyArena = KeyArena(),
        poll: () -> Void
    ) throws(StatsError) -> GeneratorMeasurement {
        try definition.measure(settings: settings, fleetSize: fleetSize, progress: progress, arena: arena, poll: poll)
    }

    /// Finds where `keys` were made, generating `blocks` (all N by default; see
    /// ``GeneratorDefinition/locate(_:blocks:settings:fleetSize:progress:poll:)``).
    func locate(
        _ keys: [StatsKey], blocks: BlockSelection? = nil, settings: PipelineSettings, fleetSize: Int,
        progress: ProgressCounter, poll: () -> Void
    ) -> [StatsKey: [LocatedKey]] {
        definition.locate(keys, blocks: blocks, settings: settings, fleetSize: fleetSize, progress: progress, poll: poll)
    }
}
