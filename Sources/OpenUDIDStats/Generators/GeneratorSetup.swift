/// What a generator may draw on when a run makes it: its own setup stream, and the run's
/// options that shape a generator (the fleet size).
struct GeneratorSetup {
    /// The generator's setup stream (``GeneratorDefinition/setupRandom(seed:)``): draw per-run
    /// parameters from here, in a fixed order, so the same seed gives the same generator.
    var random: ChaCha20Random
    /// Devices in a simulated fleet (`--fleet`), for generators that simulate one.
    let fleetSize: Int
}
