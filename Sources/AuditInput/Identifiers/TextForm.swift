/// The written form an identifier was found in.
@usableFromInline
package enum TextForm: Int, Sendable, Hashable, CaseIterable {
    /// `6ba7b810-9dad-11d1-80b4-00c04fd430c8` (36 characters).
    case canonical
    /// `6ba7b8109dad11d180b400c04fd430c8` (32 hex digits).
    case hyphenless
    /// `{6ba7b810-9dad-11d1-80b4-00c04fd430c8}` (38).
    case braced
    /// `urn:uuid:6ba7b810-9dad-11d1-80b4-00c04fd430c8` (45).
    case urn
    /// An OpenUDID: 40 hex digits.
    case openUDID
    /// A ULID: 26 characters of Crockford's base32 (``ULIDText``).
    case ulid
    /// A KSUID: 27 base62 characters (``KSUIDText``).
    case ksuid
    /// A Snowflake id: 17 to 19 decimal digits (``SnowflakeText``).
    case snowflake

    /// The name used in the report.
    package var name: String {
        switch self {
        case .canonical: return "canonical"
        case .hyphenless: return "hyphenless"
        case .braced: return "braced"
        case .urn: return "urn"
        case .openUDID: return "openudid"
        case .ulid: return "ulid"
        case .ksuid: return "ksuid"
        case .snowflake: return "snowflake"
        }
    }

    /// Whether the report lists the form even when no identifier was written in it: the four
    /// UUID forms and the OpenUDID. The later forms are listed only when seen, so that the
    /// report of a set without them keeps its keys.
    package var listedWhenAbsent: Bool { rawValue < 5 }
}

/// The letter case an identifier was written in, as the audit counts it: its hex digits
/// (prefixes, braces and hyphens aside; a ULID's base32 letters) all lower, all upper, or
/// mixed; or none to speak of, where the case of a letter is part of the value (a KSUID's
/// base62). (The core's ``OpenUDIDCore/LetterCase`` is the case a writer is asked for, which
/// is never mixed.)
@usableFromInline
package enum ObservedLetterCase: Int, Sendable, Hashable, CaseIterable {
    /// No uppercase letter (digits alone count here too).
    case lower
    /// Uppercase letters and no lowercase one.
    case upper
    /// Both.
    case mixed
    /// Letters whose case is part of the value (base62): not a spelling, and not counted
    /// among the cases of the report.
    case significant

    /// The name used in the report.
    package var name: String {
        switch self {
        case .lower: return "lower"
        case .upper: return "upper"
        case .mixed: return "mixed"
        case .significant: return "significant"
        }
    }

    /// The case of the `count` (at least 8) hex digits and hyphens at `p`, eight bytes at a
    /// time. A hex letter has bit 6 set (digits and `-` do not), and bit 5 tells lowercase from
    /// uppercase; shifting the word left by one puts each byte's bit 5 under its bit 6. The
    /// last word may overlap the one before: the test is idempotent.
    @inlinable @inline(__always)
    package static func of(_ p: UnsafeRawPointer, count: Int) -> ObservedLetterCase {
        let bit6: UInt64 = 0x4040_4040_4040_4040
        var upper: UInt64 = 0, lower: UInt64 = 0
        var offset = 0
        while true {
            let start = Swift.min(offset, count &- 8)
            let word = p.loadUnaligned(fromByteOffset: start, as: UInt64.self)
            let letters = word & bit6
            upper |= letters & ~(word &<< 1)
            lower |= letters & (word &<< 1)
            offset &+= 8
            if offset >= count { break }
        }
        if upper == 0 { return .lower }
        return lower == 0 ? .upper : .mixed
    }
}
