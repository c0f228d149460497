internal import OpenUDIDCore

/// UUID version 1 from one generator asked faster than its clock ticks.
///
/// ``OpenUDIDCore/TimeBasedUUIDGenerator`` then issues the last timestamp plus one for every
/// UUID (RFC 9562 §6.2), so identifier `i` carries the start tick plus `i`, with the
/// generator's one node and clock sequence (``TimeBasedDevice``). Computing that directly,
/// rather than through the generator's lock, lets blocks be made in parallel and out of order.
/// Its identifiers never repeat: the pair collision probability is 0.
///
/// It is measured in time order (see ``RFCUUID/v1InTimeOrder(timestamp:clockSequence:node:)``):
/// its key holds the fields as version 6 lays them out, so that the ideal of its design, the
/// timestamp as the schedule sets it and the generator's own clock sequence and node, judges
/// it as it judges ``UUIDv6Keys``; the report writes its identifiers as the real v1 UUIDs.
struct UUIDv1Keys: TimeBasedGenerator, ScheduledGenerator {
    static let profile = GeneratorProfile(
        name: "uuid1", title: "UUID v1 (1 generator)", format: .uuidV1InTimeOrder, pinnedStream: 5,
        pairCollisionProbability: 0, collisionModel: "consecutive timestamps from one generator never repeat")

    @inline(__always)
    static func layout(_ fields: (timestamp: UInt64, clockSequence: UInt16, node: UInt64)) -> RFCUUID {
        .v1InTimeOrder(timestamp: fields.timestamp, clockSequence: fields.clockSequence, node: fields.node)
    }

    let devices: TimeBasedDevice

    var schedule: OrderedSchedule { devices.schedule }
}
