internal import OpenUDIDCore

/// UUID version 1 from `--fleet` independent generators (devices) that all boot in the same 100 ns tick,
/// as when a fleet is powered on together (``TimeBasedFleet``).
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
///
/// It is measured in time order, as ``UUIDv1Keys``: judged as ``UUIDv6FleetKeys`` is, the
/// timestamp as scheduled and each device's clock sequence and node drawn once, at random.
struct UUIDv1FleetKeys: TimeBasedGenerator, ScheduledGenerator {
    static let profile = GeneratorProfile(
        name: "uuid1-fleet", title: "UUID v1 (fleet)", format: .uuidV1FleetInTimeOrder, pinnedStream: 6,
        pairCollisionProbability: 0x1p-61,
        collisionModel: "same tick: equal node (47 random bits) and clock sequence (14 bits), 2^-61")

    @inline(__always)
    static func layout(_ fields: (timestamp: UInt64, clockSequence: UInt16, node: UInt64)) -> RFCUUID {
        .v1InTimeOrder(timestamp: fields.timestamp, clockSequence: fields.clockSequence, node: fields.node)
    }

    let devices: TimeBasedFleet

    var schedule: OrderedSchedule { devices.schedule }

    func cluster(count: Int) -> Double { devices.cluster(count: count) }
}
