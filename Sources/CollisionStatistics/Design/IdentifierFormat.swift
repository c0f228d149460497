/// What the written form of an identifier fixes, independently of how well it is generated.
///
/// The collision expectations and the uniformity tests compare a generator with the *ideal*
/// generator of its format: one that draws every bit the format leaves free uniformly at
/// random. A UUID fixes its version nibble and two variant bits, so an ideal v4 has 122 free
/// bits; the weak control claims a 128-bit format with nothing fixed, so the comparison exposes
/// that only 32 of its bits vary.
///
/// A time-ordered format (UUID v6, v7) also has *ordered* bits: the timestamp, and in a single
/// v7 generator the counter or sub-millisecond bits that continue it (RFC 9562 §6.2). They are
/// neither fixed nor random, so they are not free: the uniformity tests leave their digits out,
/// and the prefix tests take them as the generator's clock set them (see
/// ``orderedBits(inPrefix:)``).
package struct IdentifierFormat: Sendable, Hashable {
    /// Bits of the first 64 that the format fixes (set bits are fixed).
    package var fixedHigh: UInt64
    /// Bits 64-127 that the format fixes.
    package var fixedLow: UInt64
    /// Bits of the first 64 that a clock or a counter sets, so that identifiers sort by time.
    package var orderedHigh: UInt64
    /// Bits 64-127 that a clock or a counter sets.
    package var orderedLow: UInt64
    /// True for 40-digit OpenUDIDs, whose last 8 digits are a suffix outside the 128-bit key.
    package var hasSuffix: Bool

    /// The written forms of identifiers.
    package enum Spelling: Sendable, Hashable {
        /// 32 digits, no hyphens.
        case hex
        /// The canonical UUID form of RFC 9562 §4, 8-4-4-4-12 digits.
        case uuid
        /// A version 1 UUID whose key holds its fields in time order (the timestamp most
        /// significant bits first, as version 6 lays it out, RFC 9562 §5.6, with the version
        /// nibble 1): written in the canonical form of the real version 1 UUID, its timestamp
        /// low field first.
        case uuidV1InTimeOrder
        /// 40 digits: the 32 of the key, then the 8 of the suffix.
        case openUDID
        /// A ULID: the 128 bits in 26 characters of Crockford's base32, uppercase.
        case ulid
        /// A KSUID: the key and the 32-bit suffix, 160 bits, in 27 base62 characters.
        case ksuid
        /// A Snowflake id: the first 64 bits, in decimal.
        case snowflake
    }

    /// How identifiers of the format are written, when the report lists them (UUIDs and
    /// OpenUDIDs in lowercase hex, the others as their format spells them).
    package var spelling: Spelling

    /// Creates a format description; a bit is either fixed, ordered or free.
    package init(
        fixedHigh: UInt64, fixedLow: UInt64, orderedHigh: UInt64 = 0, orderedLow: UInt64 = 0,
        hasSuffix: Bool, spelling: Spelling = .hex
    ) {
        precondition(fixedHigh & orderedHigh == 0 && fixedLow & orderedLow == 0, "a bit is fixed or ordered, not both")
        self.fixedHigh = fixedHigh
        self.fixedLow = fixedLow
        self.orderedHigh = orderedHigh
        self.orderedLow = orderedLow
        self.hasSuffix = hasSuffix
        self.spelling = spelling
    }

    /// A 128-bit format with nothing fixed and no suffix, written as 32 hex digits.
    package static let free128 = IdentifierFormat(fixedHigh: 0, fixedLow: 0, hasSuffix: false)
    /// An OpenUDID: 128 free MD5 bits, then a 32-bit suffix.
    package static let openUDID = IdentifierFormat(fixedHigh: 0, fixedLow: 0, hasSuffix: true, spelling: .openUDID)
    /// An RFC 9562 UUID: the version nibble (digit 12) and the top two variant bits (of digit
    /// 16) are fixed.
    package static let uuid = IdentifierFormat(
        fixedHigh: 0xF000, fixedLow: 0xC000_0000_0000_0000, hasSuffix: false,
        spelling: .uuid)

    /// How many of the first `bits` bits (1...128) the format leaves free: neither fixed nor
    /// ordered.
    package func freeBits(inPrefix bits: Int) -> Int {
        bits - KeyMask(high: fixedHigh, low: fixedLow).count(inPrefix: bits) - orderedBits(inPrefix: bits)
    }

    /// How many of the first `bits` bits (0...128) are ordered: set by the generator's clock or
    /// counter. For a format of a time-ordered design, every free bit comes after the last
    /// ordered one.
    package func orderedBits(inPrefix bits: Int) -> Int {
        KeyMask(high: orderedHigh, low: orderedLow).count(inPrefix: bits)
    }

    /// The hex-digit positions of the identifier whose digit the format leaves entirely free:
    /// 0..<32 for the key, then 32..<40 for a suffix. A digit with any fixed or ordered bit is
    /// left out (for a UUID, digits 12 and 16; for a v7 UUID, the 12 digits of its timestamp
    /// too), because its expected distribution is not uniform over 16 values.
    package var uniformPositions: [Int] {
        var positions: [Int] = []
        for position in 0..<32 {
            let word = position < 16 ? fixedHigh | orderedHigh : fixedLow | orderedLow
            let shift = 60 - 4 * (position % 16)
            if (word >> UInt64(shift)) & 0xF == 0 { positions.append(position) }
        }
        if hasSuffix { positions += 32..<40 }
        return positions
    }
}
