import CollisionStatistics

/// The formats of the time-ordered generators: which bits their designs fix, which a clock or
/// a counter orders, and which are random (RFC 9562 §5.6, §5.7, §6.2), as the one model of
/// those designs (``TimeOrderedDesign``, which the audit shares) lays them out.
///
/// The version nibble (bits 48-51) and the variant (bits 64-65) are fixed in all of them.
extension IdentifierFormat {
    /// Version 7 whose only ordered bits are the 48 bits of Unix milliseconds; the other 74
    /// are free: the random method, and the sub-millisecond method in a fleet (where each
    /// device's fraction of the millisecond comes from its own unsynchronised clock).
    static let uuidV7 = TimeOrderedDesign(.v7, .random).format

    /// Version 7, method 1 in a fleet: the milliseconds ordered; the counter's top bit (bit 52,
    /// the rollover guard) fixed at 0, since every millisecond's seed starts below it and a
    /// run of at most 4096 never reaches it but with probability 4096/2^41; the seed's 41 bits
    /// and the 32-bit tail free.
    static let uuidV7CounterFleet = TimeOrderedDesign(.v7, .counter(bits: 42), scope: .fleet).format

    /// Version 7, method 1 from one generator: the milliseconds and the 42-bit counter (bits
    /// 52-63 and 66-95) ordered, the 32-bit tail free.
    static let uuidV7Counter = TimeOrderedDesign(.v7, .counter(bits: 42)).format

    /// Version 7, method 3 from one generator: the milliseconds and the 12 bits of 1/4096 ms
    /// ordered, the 62 bits of `rand_b` free.
    static let uuidV7SubMillisecond = TimeOrderedDesign(.v7, .subMillisecond).format

    /// Version 6 from one generator: the 60-bit timestamp ordered; the clock sequence and node
    /// are the generator's own, the same in every identifier, so nothing is free.
    static let uuidV6 = TimeOrderedDesign(.v6, .clock).format

    /// Version 6 from a fleet: the timestamp ordered; each device's clock sequence (14 bits)
    /// and node (47 bits, the multicast bit set) free.
    static let uuidV6Fleet = TimeOrderedDesign(.v6, .clock, scope: .fleet).format
}
