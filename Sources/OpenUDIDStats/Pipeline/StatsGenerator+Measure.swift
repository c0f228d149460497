extension StatsGenerator {
    /// Measures this generator with its key source; generic dispatch keeps every source's hot
    /// loop specialised.
    func measure(settings: PipelineSettings, fleetSize: Int, progress: ProgressCounter, arena: KeyArena = KeyArena(),
                 poll: () -> Void) throws(StatsError) -> GeneratorMeasurement {
        func run<S: KeySource>(_ source: S) throws(StatsError) -> GeneratorMeasurement {
            try KeyPipeline(source: source, generator: self, settings: settings, progress: progress).run(arena: arena, poll: poll)
        }
        switch self {
        case .openUDID2012: return try run(OpenUDID2012Keys())
        case .openUDID2011: return try run(OpenUDID2011Keys(seed: settings.seed))
        case .uuidV4: return try run(UUIDv4Keys())
        case .uuidV3: return try run(UUIDv3Keys(seed: settings.seed))
        case .uuidV1: return try run(UUIDv1Keys(seed: settings.seed))
        case .uuidV1Fleet: return try run(UUIDv1FleetKeys(seed: settings.seed, devices: fleetSize))
        case .weak32: return try run(WeakControlKeys())
        }
    }
}
