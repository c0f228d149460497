/// One identifier read from a line: its value, and how it was written.
///
/// A UUID keeps its 128 bits in `high` and `low` (byte 0 most significant, as ``RFCUUID``) and
/// `suffix` 0; an OpenUDID keeps its MD5 part there and its last 8 digits in `suffix`. A ULID
/// keeps its 128 bits as a UUID does; a KSUID its first 128 bits (the 32-bit timestamp first)
/// and its last 32 in `suffix`; a Snowflake id its 64 bits in `high`, and `low` 0.
@usableFromInline
package struct ParsedIdentifier: Sendable, Hashable {
    /// Digits 0-15 (bits 0-63).
    @usableFromInline package var high: UInt64
    /// Digits 16-31 (bits 64-127).
    @usableFromInline package var low: UInt64
    /// An OpenUDID's digits 32-39, a KSUID's bits 128-159; 0 for the others.
    @usableFromInline package var suffix: UInt32
    /// The form it was written in; ``TextForm/openUDID`` makes it an OpenUDID.
    @usableFromInline package var form: TextForm
    /// The case of its hex digits.
    @usableFromInline package var letterCase: ObservedLetterCase

    @inlinable
    package init(high: UInt64, low: UInt64, suffix: UInt32, form: TextForm, letterCase: ObservedLetterCase) {
        (self.high, self.low, self.suffix) = (high, low, suffix)
        (self.form, self.letterCase) = (form, letterCase)
    }

    /// True for a 40-digit OpenUDID.
    @inlinable
    package var isOpenUDID: Bool { form == .openUDID }
}
