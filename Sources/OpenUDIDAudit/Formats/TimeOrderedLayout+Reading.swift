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
    /// The identifier's time in milliseconds since 1970 (negative before), from its sort key.
    @inline(__always)
    func unixMilliseconds(key: UInt64) -> Int64 {
        switch self {
        case .v1: return Self.gregorianToUnixMilliseconds(key &>> 4)
        case .v6: return Self.gregorianToUnixMilliseconds((key &>> 16) &<< 12 | key & 0xFFF)
        case .v7: return Int64(bitPattern: key &>> 16)
        }
    }

    /// 100 ns ticks since 1582-10-15 to milliseconds since 1970.
    @inline(__always)
    static func gregorianToUnixMilliseconds(_ ticks: UInt64) -> Int64 {
        (Int64(bitPattern: ticks) &- 0x01B2_1DD2_1381_4000) / 10_000
    }

    /// The timestamp in the layout's own unit (100-ns ticks for v1 and v6, milliseconds for
    /// v7), from the sort key.
    @inline(__always)
    func ticks(key: UInt64) -> UInt64 {
        switch self {
        case .v1: return key &>> 4
        case .v6: return (key &>> 16) &<< 12 | key & 0xFFF
        case .v7: return key &>> 16
        }
    }

    /// The 48-bit node of a v1 or v6 identifier (its last 64 bits' low 48); `nil` for v7.
    @inline(__always)
    func node(low: UInt64) -> UInt64? { isV7 ? nil : low & 0xFFFF_FFFF_FFFF }

    /// The 14-bit clock sequence of a v1 or v6 identifier; `nil` for v7.
    @inline(__always)
    func clockSequence(low: UInt64) -> Int? { isV7 ? nil : Int(truncatingIfNeeded: (low &>> 48) & 0x3FFF) }

    /// Times before this (ms since 1970) are implausible: 1990 for v1 (DCE, the 1990s), 2020
    /// for v6 and v7 (first drafted then).
    @inline(__always)
    var plausibleStart: Int64 { isV1 ? 631_152_000_000 : 1_577_836_800_000 }

    /// Whether the layout is v7's, by a match (no call).
    @inline(__always)
    var isV7: Bool {
        if case .v7 = self { return true }
        return false
    }

    /// Whether the layout is v1's, by a match (no call).
    @inline(__always)
    var isV1: Bool {
        if case .v1 = self { return true }
        return false
    }
}
