/// What a generator may draw on when a run makes it: its own setup stream, and the run's
/// options that shape a generator (the fleet's size and rate).
struct GeneratorSetup {
    /// The generator's setup stream (``GeneratorDefinition/setupRandom(seed:)``): draw per-run
    /// parameters from here, in a fixed order, so the same seed gives the same generator.
    var random: ChaCha20Random
    /// Devices in a simulated fleet (`--fleet`), for generators that simulate one.
    let fleetSize: Int
    /// Identifiers each device of a simulated v7 fleet makes per millisecond (`--rate`): a
    /// power of two from 1 to 4096.
    var fleetRate = 16
}
