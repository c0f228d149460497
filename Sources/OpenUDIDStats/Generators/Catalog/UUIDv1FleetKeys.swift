internal import OpenUDIDCore

/// UUID version 1 from `--fleet` independent generators (devices) that all boot in the same 100 ns tick,
/// as when a fleet is powered on together.
///
/// Each device has its own random node (multicast bit set) and clock sequence, drawn as the
/// core's ``OpenUDIDCore/TimeBasedUUIDGenerator`` draws them. Identifier `i` is device
/// `i % devices`'s UUID number `i / devices`, each device issuing consecutive ticks from the
/// shared start. So the timestamp fields, the first 64 bits, are shared by all devices, and
/// only the node and clock sequence (61 random bits) keep the UUIDs apart.
///
/// Two devices that boot in the same tick make equal UUIDs when their nodes (47 random bits,
/// the multicast bit being set) and clock sequences (14 bits) agree: 2^−61. That is the worst
/// case, all devices in one tick. The fleet has `--fleet` devices (``GeneratorSetup/fleetSize``).
struct UUIDv1FleetKeys: GeneratorDefinition {
    static let profile = GeneratorProfile(name: "uuid1-fleet", title: "UUID v1 (fleet)", format: .uuid, pinnedStream: 6,
        pairCollisionProbability: 0x1p-61,
        collisionModel: "same tick: equal node (47 random bits) and clock sequence (14 bits), 2^-61")

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

    @inline(__always)
    func make(index: Int, random: inout ChaCha20Random) -> GeneratedKey {
        let (tick, device) = index.quotientAndRemainder(dividingBy: nodes.count)
        let uuid = RFCUUID(v1Timestamp: start &+ UInt64(tick), clockSequence: clockSequences[device], node: nodes[device])
        return GeneratedKey(key: StatsKey(uuid))
    }
}
