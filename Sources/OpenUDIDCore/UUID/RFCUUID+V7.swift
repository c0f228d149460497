extension RFCUUID {
    /// A version 7 UUID from its fields (RFC 9562 §5.7):
    ///
    /// ```
    ///  byte  0-5   unix_ts_ms   milliseconds since 1970-01-01 00:00:00 UTC (48 bits)
    ///  byte  6-7   ver (7) + rand_a (12 bits)
    ///  byte  8-15  var (2 bits) + rand_b (62 bits)
    /// ```
    ///
    /// `rand_a` and `rand_b` are random bits, or partly a counter or a finer time when a
    /// generator keeps its UUIDs increasing (§6.2; see ``UUIDv7Generator``).
    ///
    /// - Parameters:
    ///   - milliseconds: the low 48 bits are used.
    ///   - randomA: the low 12 bits are used.
    ///   - randomB: the low 62 bits are used.
    @inlinable
    public init(v7UnixMilliseconds milliseconds: UInt64, randomA: UInt16, randomB: UInt64) {
        self.init(version: 7, leading48: milliseconds, middle12: randomA, trailing62: randomB)
    }

    /// The layout that versions 7 and 8 share (RFC 9562 §5.7, §5.8): 48 bits, the version, 12
    /// bits, the variant `10`, 62 bits; each field from the low bits of its argument.
    @inlinable
    init(version: UInt64, leading48: UInt64, middle12: UInt16, trailing62: UInt64) {
        self.init(
            high: (leading48 & 0xFFFF_FFFF_FFFF) &<< 16 | version &<< 12 | UInt64(middle12 & 0x0FFF),
            low: 0x8000_0000_0000_0000 | (trailing62 & 0x3FFF_FFFF_FFFF_FFFF))
    }

    /// A version 7 UUID from ``UUIDv7Generator/shared``: the current millisecond, 12 bits of
    /// sub-millisecond time and 62 random bits, increasing within the process (RFC 9562 §6.2,
    /// method 3).
    public static func v7() -> RFCUUID {
        UUIDv7Generator.shared.next()
    }
}
