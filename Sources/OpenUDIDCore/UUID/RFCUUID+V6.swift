extension RFCUUID {
    /// A version 6 UUID from its three fields (RFC 9562 §5.6): version 1's timestamp, clock
    /// sequence and node, with the timestamp's bits in order (most significant first) so that
    /// the UUIDs sort by time as bytes and as strings.
    ///
    /// ```
    ///  byte  0-3   time_high   timestamp bits 59-28
    ///  byte  4-5   time_mid    timestamp bits 27-12
    ///  byte  6-7   ver (6) + time_low, timestamp bits 11-0
    ///  byte  8-15  variant, clock sequence and node, as in version 1
    /// ```
    ///
    /// - Parameters:
    ///   - timestamp: 100 ns intervals since 1582-10-15 00:00:00 UTC; the low 60 bits are used.
    ///   - clockSequence: the low 14 bits are used.
    ///   - node: the low 48 bits are used.
    @inlinable
    public init(v6Timestamp timestamp: UInt64, clockSequence: UInt16, node: UInt64) {
        let ticks = timestamp & 0x0FFF_FFFF_FFFF_FFFF
        let version1 = RFCUUID(v1Timestamp: 0, clockSequence: clockSequence, node: node)
        self.init(high: (ticks &>> 12) &<< 16 | 0x6000 | (ticks & 0x0FFF), low: version1.low)
    }

    /// The same fields as a version 6 UUID: for a version 1 UUID, its version 6 twin; `nil`
    /// for any other UUID. RFC 9562 §5.6 describes version 6 as exactly this reordering.
    @inlinable
    public var reorderedToVersion6: RFCUUID? {
        guard version == 1, variant == .rfc9562, let timestamp else { return nil }
        return RFCUUID(v6Timestamp: timestamp.gregorianTicks, clockSequence: clockSequence!, node: node!)
    }

    /// A version 6 UUID from ``TimeBasedUUIDGenerator/shared`` (the precise clock, a random node
    /// with the multicast bit, a random clock sequence).
    public static func v6() -> RFCUUID {
        TimeBasedUUIDGenerator.shared.nextV6()
    }
}
