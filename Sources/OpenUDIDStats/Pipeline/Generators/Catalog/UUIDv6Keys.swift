internal import OpenUDIDCore

/// UUID version 6 from one generator asked faster than its clock ticks: the fields of
/// ``UUIDv1Keys`` (the start tick plus `i`, one node, one clock sequence) in version 6's
/// sorting order, as ``OpenUDIDCore/TimeBasedUUIDGenerator/nextV6()`` lays them out.
///
/// Its identifiers never repeat. The format orders the timestamp and fixes the clock sequence
/// and node (one generator has one of each), so nothing in it is random: every prefix count
/// is what the consecutive ticks make it.
struct UUIDv6Keys: TimeBasedGenerator, ScheduledGenerator {
    static let profile = GeneratorProfile(
        name: "uuid6", title: "UUID v6 (1 generator)", format: .uuidV6,
        pairCollisionProbability: 0, collisionModel: "consecutive timestamps from one generator never repeat")

    @inline(__always)
    static func layout(_ fields: (timestamp: UInt64, clockSequence: UInt16, node: UInt64)) -> RFCUUID {
        RFCUUID(v6Timestamp: fields.timestamp, clockSequence: fields.clockSequence, node: fields.node)
    }

    let devices: TimeBasedDevice

    var schedule: OrderedSchedule { devices.schedule }
}
