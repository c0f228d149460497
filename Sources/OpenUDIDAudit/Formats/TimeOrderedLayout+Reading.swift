import CollisionStatistics

/// How the audit reads a time-ordered record's time, node and clock sequence, by its group's
/// ``TimeOrderedLayout``.
///
/// The audit keys every identifier by a 64-bit *sort key* (the value's first 64 bits, except
/// for v1, whose key holds its 60-bit timestamp first so that the group sorts by time as v6 and
/// v7 do by design); the times are read from that key. These run for every record, so they
/// live in this module, where they are inlined (a `package` function of another module is
/// called, not inlined), and they match on the layout rather than compare it with `==` (a call
/// into the other module's conformance).
extension TimeOrderedLayout {
    /// The identifier's time in milliseconds since 1970 (negative before), from its sort key
    /// (a KSUID's whole seconds, in milliseconds).
    @inline(__always)
    func unixMilliseconds(key: UInt64) -> Int64 {
        switch self {
        case .v1: return Self.gregorianToUnixMilliseconds(key &>> 4)
        case .v6: return Self.gregorianToUnixMilliseconds((key &>> 16) &<< 12 | key & 0xFFF)
        case .v7, .ulid: return Int64(bitPattern: key &>> 16)
        case .ksuid: return (Int64(bitPattern: key &>> 32) &+ Self.ksuidEpochSeconds) &* 1000
        }
    }

    /// KSUID's epoch, in Unix seconds (2014-05-13T16:53:20Z).
    static let ksuidEpochSeconds: Int64 = 1_400_000_000

    /// 100 ns ticks since 1582-10-15 to milliseconds since 1970.
    @inline(__always)
    static func gregorianToUnixMilliseconds(_ ticks: UInt64) -> Int64 {
        (Int64(bitPattern: ticks) &- 0x01B2_1DD2_1381_4000) / 10_000
    }

    /// The timestamp in the layout's own unit (100-ns ticks for v1 and v6, milliseconds for
    /// v7 and ULID, seconds for KSUID), from the sort key.
    @inline(__always)
    func ticks(key: UInt64) -> UInt64 {
        switch self {
        case .v1: return key &>> 4
        case .v6: return (key &>> 16) &<< 12 | key & 0xFFF
        case .v7, .ulid: return key &>> 16
        case .ksuid: return key &>> 32
        }
    }

    /// The 48-bit node of a v1 or v6 identifier (its last 64 bits' low 48); `nil` for the others.
    @inline(__always)
    func node(low: UInt64) -> UInt64? { hasNode ? low & 0xFFFF_FFFF_FFFF : nil }

    /// The 14-bit clock sequence of a v1 or v6 identifier; `nil` for the others.
    @inline(__always)
    func clockSequence(low: UInt64) -> Int? { hasNode ? Int(truncatingIfNeeded: (low &>> 48) & 0x3FFF) : nil }

    /// Times before this (ms since 1970) are implausible: 1990 for v1 (DCE, the 1990s), 2020
    /// for v6 and v7 (first drafted then), 2016 for ULID (its specification's first year), 2017
    /// for KSUID (published by Segment that year; its epoch is 2014).
    @inline(__always)
    var plausibleStart: Int64 {
        switch self {
        case .v1: return 631_152_000_000
        case .v6, .v7: return 1_577_836_800_000
        case .ulid: return 1_451_606_400_000
        case .ksuid: return 1_483_228_800_000
        }
    }

    /// Whether the layout has a clock sequence and a node after its time (v1, v6), by a match.
    @inline(__always)
    var hasNode: Bool {
        switch self {
        case .v1, .v6: return true
        case .v7, .ulid, .ksuid: return false
        }
    }

    /// Whether the layout is v7's, by a match (no call).
    @inline(__always)
    var isV7: Bool {
        if case .v7 = self { return true }
        return false
    }

    /// Whether the ULID (`key`, `low`) continues a monotonic counter from the one before it
    /// (`previousKey`, `previousLow`): the same millisecond, and its 80 random bits one more
    /// (the whole value one more, then, the carry staying below the milliseconds).
    @inline(__always)
    static func continuesULIDCounter(previousKey: UInt64, previousLow: UInt64, key: UInt64, low: UInt64) -> Bool {
        let (next, carry) = previousLow.addingReportingOverflow(1)
        return low == next && key == previousKey &+ (carry ? 1 : 0) && key &>> 16 == previousKey &>> 16
    }
}
