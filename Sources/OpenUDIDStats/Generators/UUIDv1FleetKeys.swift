internal import OpenUDIDCore

/// UUID version 1 from `devices` independent generators that all boot in the same 100 ns tick,
/// as when a fleet is powered on together.
///
/// Each device has its own random node (multicast bit set) and clock sequence, drawn as the
/// core's ``OpenUDIDCore/TimeBasedUUIDGenerator`` draws them. Identifier `i` is device
/// `i % devices`'s UUID number `i / devices`, each device issuing consecutive ticks from the
/// shared start. So the timestamp fields, the first 64 bits, are shared by all devices, and
/// only the node and clock sequence (61 random bits) keep the UUIDs apart.
struct UUIDv1FleetKeys: KeySource {
    let start: UInt64
    let nodes: [UInt64]
    let clockSequences: [UInt16]

    init(seed: UInt64, devices: Int) {
        var random = StatsGenerator.uuidV1Fleet.setupRandom(seed: seed)
        start = simulatedStartTicks(using: &random)
        var nodes: [UInt64] = [], sequences: [UInt16] = []
        nodes.reserveCapacity(devices)
        sequences.reserveCapacity(devices)
        for _ in 0..<devices {
            let generator = TimeBasedUUIDGenerator(clock: { 0 }, using: &random)
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
