internal import OpenUDIDCore

/// UUID version 6 from `--fleet` devices that all boot in the same 100 ns tick
/// (``TimeBasedFleet``, as ``UUIDv1FleetKeys``), in version 6's sorting order.
///
/// The K identifiers of one tick share the timestamp and differ by node (47 random bits) and
/// clock sequence (14): two are equal with probability 2^−61, so each tick expects
/// C(K, 2)·2^−61 collisions; identifiers of different ticks never collide.
struct UUIDv6FleetKeys: TimeBasedGenerator, ScheduledGenerator {
    static let profile = GeneratorProfile(
        name: "uuid6-fleet", title: "UUID v6 (fleet)", format: .uuidV6Fleet,
        pairCollisionProbability: 0x1p-61, collisionModel: "same tick: equal node (47 random bits) and clock sequence (14 bits), 2^-61")

    @inline(__always)
    static func layout(_ fields: (timestamp: UInt64, clockSequence: UInt16, node: UInt64)) -> RFCUUID {
        RFCUUID(v6Timestamp: fields.timestamp, clockSequence: fields.clockSequence, node: fields.node)
    }

    let devices: TimeBasedFleet

    var schedule: OrderedSchedule { devices.schedule }

    func cluster(count: Int) -> Double { devices.cluster(count: count) }
}
