import CollisionStatistics
internal import OpenUDIDCore

/// Version 1 UUIDs measured in time order.
///
/// Version 1 lays its 60-bit timestamp out low field first (`time_low`, `time_mid`,
/// `time_hi`), so the clock's fastest bits lead the UUID and its slowest sit in the middle. A
/// prefix of such a UUID mixes clock bits of every speed, and no count of pairs agreeing on
/// one follows from the design's schedule the way a prefix of a timestamp read most
/// significant bit first does. RFC 9562 §5.6 defines version 6 as exactly the same fields
/// with the timestamp in order; so the report keys a version 1 UUID by that reordering (the
/// version nibble stays 1), which is a bijection: two v1 UUIDs are equal exactly when their
/// keys are, and the keys sort by time, so the ideal of the v6 design (``OrderedIdeal``,
/// ``IdentifierFormat/uuidV1InTimeOrder``) judges them. The report writes the identifiers
/// behind a key as the real version 1 UUID (``IdentifierFormat/Spelling/uuidV1InTimeOrder``).
extension RFCUUID {
    /// The key-order form of the version 1 UUID of these fields: version 6's layout with
    /// version 1's nibble.
    @inline(__always)
    static func v1InTimeOrder(timestamp: UInt64, clockSequence: UInt16, node: UInt64) -> RFCUUID {
        let ordered = RFCUUID(v6Timestamp: timestamp, clockSequence: clockSequence, node: node)
        return RFCUUID(high: ordered.high & ~0xF000 | 0x1000, low: ordered.low)
    }

    /// The version 1 UUID whose key-order form is `key` (the inverse of
    /// ``v1InTimeOrder(timestamp:clockSequence:node:)``).
    init(timeOrderedV1Key key: StatsKey) {
        let timestamp = (key.high &>> 16) &<< 12 | key.high & 0x0FFF
        self.init(high: RFCUUID(v1Timestamp: timestamp, clockSequence: 0, node: 0).high, low: key.low)
    }
}

extension IdentifierFormat {
    /// Version 1 from one generator, keyed in time order (``RFCUUID/v1InTimeOrder(timestamp:clockSequence:node:)``):
    /// as ``uuidV6``, the timestamp ordered and the generator's one clock sequence and node
    /// fixed, so nothing is free.
    static let uuidV1InTimeOrder = TimeOrderedDesign(.v1, .clock).format

    /// Version 1 from a fleet, keyed in time order: as ``uuidV6Fleet``, the timestamp ordered,
    /// each device's clock sequence (14 bits) and node (47 bits, the multicast bit set) free.
    static let uuidV1FleetInTimeOrder = TimeOrderedDesign(.v1, .clock, scope: .fleet).format
}

extension TimeBasedDevice {
    /// One tick per identifier, from the start.
    var schedule: OrderedSchedule { OrderedSchedule(first: UInt128(start), perWindow: 1) }
}

extension TimeBasedFleet {
    /// One tick per round of the fleet, from the start.
    var schedule: OrderedSchedule { OrderedSchedule(first: UInt128(start), perWindow: nodes.count) }

    /// A device keeps its node and clock sequence: two devices whose bits agree on a prefix
    /// agree in every tick, so the pairs of the first `count` identifiers agree in clusters of
    /// one per tick.
    func cluster(count: Int) -> Double { Double((count + nodes.count - 1) / nodes.count) }
}
