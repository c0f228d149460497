internal import OpenUDIDCore

/// UUID version 1 from one generator asked faster than its clock ticks.
///
/// ``OpenUDIDCore/TimeBasedUUIDGenerator`` then issues the last timestamp plus one for every
/// UUID (RFC 9562 §6.2), so identifier `i` carries the start tick plus `i`, with the
/// generator's one node and clock sequence. Computing that directly, rather than through the
/// generator's lock, lets blocks be made in parallel and out of order. Its identifiers never
/// repeat: the pair collision probability is 0.
struct UUIDv1Keys: GeneratorDefinition {
    static let profile = GeneratorProfile(name: "uuid1", title: "UUID v1 (1 generator)", format: .uuid, pinnedStream: 5,
        pairCollisionProbability: 0, collisionModel: "consecutive timestamps from one generator never repeat")

    let start: UInt64
    let node: UInt64
    let clockSequence: UInt16

    init(setup: inout GeneratorSetup) {
        start = SimulatedClock.startTicks(using: &setup.random)
        // Node and clock sequence as the core draws them when none is given.
        let generator = TimeBasedUUIDGenerator(clock: { 0 }, using: &setup.random)
        node = generator.node
        clockSequence = generator.clockSequence
    }

    @inline(__always)
    func make(index: Int, random: inout ChaCha20Random) -> GeneratedKey {
        GeneratedKey(key: StatsKey(RFCUUID(v1Timestamp: start &+ UInt64(index), clockSequence: clockSequence, node: node)))
    }
}
