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
}
