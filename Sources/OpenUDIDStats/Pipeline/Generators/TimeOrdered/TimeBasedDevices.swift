internal import OpenUDIDCore

/// One simulated version 1 or 6 generator: a start tick in 2012, and the random node and clock
/// sequence the core's ``OpenUDIDCore/TimeBasedUUIDGenerator`` draws (in that order).
struct TimeBasedDevice: Sendable {
    /// The first timestamp, 100 ns ticks since 1582.
    let start: UInt64
    let node: UInt64
    let clockSequence: UInt16

    init(setup: inout GeneratorSetup) {
        start = SimulatedClock.startTicks(using: &setup.random)
        let generator = TimeBasedUUIDGenerator(clock: { 0 }, using: &setup.random)
        node = generator.node
        clockSequence = generator.clockSequence
    }
}

/// A simulated fleet of version 1 or 6 generators (`--fleet` devices) that all boot in the same
/// 100 ns tick, each with its own random node (multicast bit set) and clock sequence, drawn as
/// the core draws them, and each issuing consecutive ticks from the shared start: identifier
/// `i` is device `i % devices`'s UUID number `i / devices`.
struct TimeBasedFleet: Sendable {
    /// The shared first tick.
    let start: UInt64
    let nodes: [UInt64]
    let clockSequences: [UInt16]

    init(setup: inout GeneratorSetup) {
        start = SimulatedClock.startTicks(using: &setup.random)
        var nodes: [UInt64] = [], sequences: [UInt16] = []
        nodes.reserveCapacity(setup.fleetSize)
        sequences.reserveCapacity(setup.fleetSize)
        for _ in 0..<setup.fleetSize {
            let generator = TimeBasedUUIDGenerator(clock: { 0 }, using: &setup.random)
            nodes.append(generator.node)
            sequences.append(generator.clockSequence)
        }
        self.nodes = nodes
        self.clockSequences = sequences
    }

    /// The fields of identifier `index`.
    @inline(__always)
    func fields(index: Int) -> (timestamp: UInt64, clockSequence: UInt16, node: UInt64) {
        let (tick, device) = index.quotientAndRemainder(dividingBy: nodes.count)
        return (start &+ UInt64(tick), clockSequences[device], nodes[device])
    }
}

/// A version 1 or 6 generator of the report: its layout of the three fields, and one simulated
/// device (``TimeBasedDevice``) or a fleet of them (``TimeBasedFleet``) to fill them.
protocol TimeBasedGenerator: GeneratorDefinition {
    /// Where the devices come from.
    associatedtype Devices: TimeBasedDevices
    /// Lays out a timestamp, a clock sequence and a node: `RFCUUID(v1Timestamp:…)` or
    /// `RFCUUID(v6Timestamp:…)`.
    static func layout(_ fields: (timestamp: UInt64, clockSequence: UInt16, node: UInt64)) -> RFCUUID
    var devices: Devices { get }
    init(devices: Devices)
}

extension TimeBasedGenerator {
    init(setup: inout GeneratorSetup) {
        self.init(devices: Devices(setup: &setup))
    }

    @inline(__always)
    func make(index: Int, random: inout ChaCha20Random) -> GeneratedKey {
        GeneratedKey(key: StatsKey(Self.layout(devices.fields(index: index))))
    }
}

/// One device or a fleet: the fields of identifier `index`.
protocol TimeBasedDevices: Sendable {
    init(setup: inout GeneratorSetup)
    func fields(index: Int) -> (timestamp: UInt64, clockSequence: UInt16, node: UInt64)
}

extension TimeBasedDevice: TimeBasedDevices {
    /// Consecutive ticks from the start.
    @inline(__always)
    func fields(index: Int) -> (timestamp: UInt64, clockSequence: UInt16, node: UInt64) {
        (start &+ UInt64(index), clockSequence, node)
    }
}

extension TimeBasedFleet: TimeBasedDevices {}
