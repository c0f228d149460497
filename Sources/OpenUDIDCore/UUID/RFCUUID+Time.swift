// FoundationEssentials where the toolchain has it (Linux, Swift 6): `Date` without the rest of
// Foundation, its internationalization and the ICU data they load.
#if canImport(FoundationEssentials)
public import struct FoundationEssentials.Date
#else
public import struct Foundation.Date
#endif

/// The time-based fields, RFC 9562 §5.1 (v1), §5.6 (v6) and §5.7 (v7), read from any UUID of
/// those versions and the RFC variant; `nil` for everything else.
extension RFCUUID {
    /// When a version 1, 6 or 7 UUID was made (100 ns steps for versions 1 and 6, milliseconds
    /// for version 7); `nil` for other versions or variants.
    @inlinable
    public var timestamp: Timestamp? {
        guard variant == .rfc9562 else { return nil }
        switch version {
        case 1:
            let timeLow = high &>> 32
            let timeMid = (high &>> 16) & 0xFFFF
            let timeHigh = high & 0x0FFF
            return Timestamp(gregorianTicks: timeHigh &<< 48 | timeMid &<< 32 | timeLow)
        case 6:
            // time_high (32 bits) and time_mid (16) hold the top 48 bits, then the version and
            // time_low's 12 bits.
            return Timestamp(gregorianTicks: (high &>> 16) &<< 12 | (high & 0x0FFF))
        case 7:
            return Timestamp(unixMilliseconds: Int64(high &>> 16))
        default:
            return nil
        }
    }

    /// ``timestamp`` as a `Date`; `nil` where there is no timestamp.
    public var date: Date? { timestamp?.date }

    /// The 14-bit clock sequence of a version 1 or 6 UUID; `nil` for other versions.
    @inlinable
    public var clockSequence: UInt16? {
        guard hasClockSequenceAndNode else { return nil }
        return UInt16(truncatingIfNeeded: low &>> 48) & 0x3FFF
    }

    /// The 48-bit node of a version 1 or 6 UUID; `nil` for other versions.
    @inlinable
    public var node: UInt64? {
        guard hasClockSequenceAndNode else { return nil }
        return low & 0xFFFF_FFFF_FFFF
    }

    /// Versions 1 and 6 share the layout of bytes 8-15: variant, clock sequence, node.
    @inlinable
    var hasClockSequenceAndNode: Bool { (version == 1 || version == 6) && variant == .rfc9562 }
}
