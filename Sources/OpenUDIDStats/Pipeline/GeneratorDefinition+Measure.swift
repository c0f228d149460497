extension GeneratorDefinition {
    /// Runs ``KeyPipeline`` over this generator; the witness of each conforming type is
    /// specialised, so its hot loop calls `make`/`makeBatch` directly.
    static func measure(settings: PipelineSettings, fleetSize: Int, progress: ProgressCounter, arena: KeyArena,
                        poll: () -> Void) throws(StatsError) -> GeneratorMeasurement {
        var setup = GeneratorSetup(random: setupRandom(seed: settings.seed), fleetSize: fleetSize)
        let source = Self(setup: &setup)
        return try KeyPipeline(source: source, settings: settings, progress: progress).run(arena: arena, poll: poll)
    }
}

extension StatsGenerator {
    /// Measures this generator (see ``GeneratorDefinition/measure(settings:fleetSize:progress:arena:poll:)``).
    func measure(settings: PipelineSettings, fleetSize: Int, progress: ProgressCounter, arena: KeyArena = KeyArena(),
                 poll: () -> Void) throws(StatsError) -> GeneratorMeasurement {
        try definition.measure(settings: settings, fleetSize: fleetSize, progress: progress, arena: arena, poll: poll)
    }
}
