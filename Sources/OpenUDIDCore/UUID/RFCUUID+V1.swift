public import struct Foundation.Date

extension RFCUUID {
    /// A version 1 UUID from its three fields (RFC 9562 §5.1).
    ///
    /// - Parameters:
    ///   - timestamp: 100 ns intervals since 1582-10-15 00:00:00 UTC; the low 60 bits are used.
    ///   - clockSequence: the low 14 bits are used.
    ///   - node: the low 48 bits are used.
    @inlinable
    public init(v1Timestamp timestamp: UInt64, clockSequence: UInt16, node: UInt64) {
        let timeLow = timestamp & 0xFFFF_FFFF
        let timeMid = (timestamp &>> 32) & 0xFFFF
        let timeHigh = (timestamp &>> 48) & 0x0FFF
        self.init(
            high: timeLow &<< 32 | timeMid &<< 16 | 0x1000 | timeHigh,
            low: 0x8000_0000_0000_0000
                | UInt64(clockSequence & 0x3FFF) &<< 48
                | (node & 0xFFFF_FFFF_FFFF))
    }

    /// The 60-bit timestamp of a version 1 UUID (100 ns since 1582-10-15); `nil` for other
    /// versions or variants.
    @inlinable
    public var timestamp: UInt64? {
        guard isV1 else { return nil }
        let timeLow = high &>> 32
        let timeMid = (high &>> 16) & 0xFFFF
        let timeHigh = high & 0x0FFF
        return timeHigh &<< 48 | timeMid &<< 32 | timeLow
    }

    /// The time a version 1 UUID was made; `nil` for other versions.
    public var date: Date? { timestamp.map(GregorianTime.date(ticks:)) }

    /// The 14-bit clock sequence of a version 1 UUID; `nil` for other versions.
    @inlinable
    public var clockSequence: UInt16? {
        guard isV1 else { return nil }
        return UInt16(truncatingIfNeeded: low &>> 48) & 0x3FFF
    }

    /// The 48-bit node of a version 1 UUID; `nil` for other versions.
    @inlinable
    public var node: UInt64? {
        guard isV1 else { return nil }
        return low & 0xFFFF_FFFF_FFFF
    }

    @inlinable
    var isV1: Bool { version == 1 && variant == .rfc9562 }
}
