extension GeneratorDefinition {
    /// Runs ``KeyPipeline`` over this generator; the witness of each conforming type is
    /// specialised, so its hot loop calls `make`/`makeBatch` directly.
    static func measure(settings: PipelineSettings, fleetSize: Int, progress: ProgressCounter, arena: KeyArena,
                        poll: () -> Void) throws(StatsError) -> GeneratorMeasurement {
        let pipeline = pipeline(settings: settings, fleetSize: fleetSize, progress: progress)
        var measurement = try pipeline.run(arena: arena, poll: poll)
        measurement.ideal = DesignIdeal(pipeline.source, prefixBits: settings.prefixBits, count: settings.count)
        return measurement
    }

    /// Runs ``KeyPipeline/locate(_:poll:)`` over this generator.
    static func locate(_ keys: [StatsKey], settings: PipelineSettings, fleetSize: Int, progress: ProgressCounter,
                       poll: () -> Void) -> [StatsKey: [LocatedKey]] {
        pipeline(settings: settings, fleetSize: fleetSize, progress: progress).locate(keys, poll: poll)
    }

    /// The pipeline over the generator of this run, its parameters drawn from its setup stream.
    static func pipeline(settings: PipelineSettings, fleetSize: Int, progress: ProgressCounter) -> KeyPipeline<Self> {
        var setup = GeneratorSetup(random: setupRandom(seed: settings.seed), fleetSize: fleetSize, fleetRate: settings.fleetRate)
        return KeyPipeline(source: Self(setup: &setup), settings: settings, progress: progress)
    }
}

extension StatsGenerator {
    /// Measures this generator (see ``GeneratorDefinition/measure(settings:fleetSize:progress:arena:poll:)``).
    func measure(settings: PipelineSettings, fleetSize: Int, progress: ProgressCounter, arena: KeyArena = KeyArena(),
                 poll: () -> Void) throws(StatsError) -> GeneratorMeasurement {
        try definition.measure(settings: settings, fleetSize: fleetSize, progress: progress, arena: arena, poll: poll)
    }

    /// Finds where `keys` were made (see ``GeneratorDefinition/locate(_:settings:fleetSize:progress:poll:)``).
    func locate(_ keys: [StatsKey], settings: PipelineSettings, fleetSize: Int, progress: ProgressCounter,
                poll: () -> Void) -> [StatsKey: [LocatedKey]] {
        definition.locate(keys, settings: settings, fleetSize: fleetSize, progress: progress, poll: poll)
    }
}
