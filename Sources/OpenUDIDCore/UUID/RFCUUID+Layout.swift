/// The fields of the UUID layout, RFC 9562 §4.1-4.2:
///
/// ```
///  byte  0-3   time_low            (v1: timestamp bits 0-31)
///  byte  4-5   time_mid            (v1: timestamp bits 32-47)
///  byte  6-7   ver (4 bits) + time_high (v1: timestamp bits 48-59)
///  byte  8     var (2-3 bits) + clock_seq_high
///  byte  9     clock_seq_low
///  byte 10-15  node
/// ```
///
/// In `high`, the version nibble is bits 12-15; in `low`, the variant is the top bits.
extension RFCUUID {
    /// The four version bits (RFC 9562 §4.2), whatever the variant.
    @inlinable
    public var version: Int { Int(truncatingIfNeeded: (high &>> 12) & 0xF) }

    /// The variant field (RFC 9562 §4.1, table 1): the top bits of byte 8.
    @inlinable
    public var variant: Variant {
        let top = UInt8(truncatingIfNeeded: low &>> 56)
        switch top {
        case ..<0x80: return .ncs
        case ..<0xC0: return .rfc9562
        case ..<0xE0: return .microsoft
        default: return .future
        }
    }

    /// Which layout family a UUID belongs to (RFC 9562 §4.1).
    @frozen
    public enum Variant: String, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
        /// `0xxx`: reserved, NCS backward compatibility.
        case ncs
        /// `10xx`: the layout of RFC 9562 (and RFC 4122 before it).
        case rfc9562
        /// `110x`: reserved, Microsoft backward compatibility.
        case microsoft
        /// `111x`: reserved for future definition.
        case future

        /// The name used in `openudid inspect` output: `ncs`, `rfc9562`, `microsoft`, `future`.
        public var description: String { rawValue }
    }

    /// `self` with the version nibble set to `version` and the variant set to `10` (RFC 9562).
    @inlinable
    func stamped(version: UInt64) -> RFCUUID {
        RFCUUID(
            high: (high & ~0xF000) | (version &<< 12),
            low: (low & 0x3FFF_FFFF_FFFF_FFFF) | 0x8000_0000_0000_0000)
    }
}
