internal import OpenUDIDCore

/// UUID version 1 from one generator asked faster than its clock ticks.
///
/// ``OpenUDIDCore/TimeBasedUUIDGenerator`` then issues the last timestamp plus one for every
/// UUID (RFC 9562 §6.2), so identifier `i` carries the start tick plus `i`, with the
/// generator's one node and clock sequence (``TimeBasedDevice``). Computing that directly,
/// rather than through the generator's lock, lets blocks be made in parallel and out of order.
/// Its identifiers never repeat: the pair collision probability is 0.
struct UUIDv1Keys: TimeBasedGenerator {
    static let profile = GeneratorProfile(
        name: "uuid1", title: "UUID v1 (1 generator)", format: .uuid, pinnedStream: 5,
        pairCollisionProbability: 0, collisionModel: "consecutive timestamps from one generator never repeat")

    @inline(__always)
    static func layout(_ fields: (timestamp: UInt64, clockSequence: UInt16, node: UInt64)) -> RFCUUID {
        RFCUUID(v1Timestamp: fields.timestamp, clockSequence: fields.clockSequence, node: fields.node)
    }

    let devices: TimeBasedDevice
}
