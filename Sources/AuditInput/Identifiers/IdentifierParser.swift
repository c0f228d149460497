public import OpenUDIDCore

/// Reads one trimmed identifier: any of the five UUID forms in any case, a 40-digit OpenUDID,
/// a ULID, a KSUID or a Snowflake id. The form is chosen by length; the digits of UUIDs and
/// OpenUDIDs are decoded by the core's vector hex decoder (``RFCUUID/init(parsingUTF8:)``,
/// ``OpenUDID/init(parsingUTF8:)``), the others by their own decoders, out of line
/// (``ULIDText``, ``KSUIDText``, ``SnowflakeText``).
@usableFromInline
package enum IdentifierParser {
    /// Every accepted length, for the error of a line of any other length: 17-19 decimal digits
    /// (a Snowflake id), 26 (a ULID), 27 (a KSUID), the UUID forms and the OpenUDID.
    package static let acceptedLengths = [17, 18, 19, 26, 27, 32, 36, 38, 40, 45]

    /// The identifier in `bytes`, or `nil` when they are not one (see ``diagnose(_:)`` for
    /// why). Valid input allocates nothing.
    @inlinable
    package static func parse(_ bytes: UnsafeRawBufferPointer) -> ParsedIdentifier? {
        if let identifier = parseFirstForms(bytes) { return identifier }
        guard let base = bytes.baseAddress else { return nil }
        return parseLater(base, count: bytes.count)
    }

    /// The identifier in `bytes` when they are a UUID in one of its five forms or an
    /// OpenUDID: the path of the reader's every line, inlined there, and kept as it was before
    /// the later forms (measured: their lengths as cases of this switch, or a call from its
    /// `default`, cost every line of the reader four to six instructions, the loop's registers
    /// being what they are). The reader tries ``parseLater(_:count:)`` when this fails.
    @inlinable @inline(__always)
    package static func parseFirstForms(_ bytes: UnsafeRawBufferPointer) -> ParsedIdentifier? {
        guard let base = bytes.baseAddress else { return nil }
        let form: TextForm
        let digits: UnsafeRawPointer, digitCount: Int
        switch bytes.count {
        case 36: (form, digits, digitCount) = (.canonical, base, 36)
        case 32: (form, digits, digitCount) = (.hyphenless, base, 32)
        case 38: (form, digits, digitCount) = (.braced, base + 1, 36)
        case 45: (form, digits, digitCount) = (.urn, base + 9, 36)
        case 40:
            guard let value = try? OpenUDID(parsingUTF8: bytes) else { return nil }
            return ParsedIdentifier(
                high: value.digest.high, low: value.digest.low, suffix: value.suffix,
                form: .openUDID, letterCase: ObservedLetterCase.of(base, count: 40))
        default: return nil
        }
        guard let value = try? RFCUUID(parsingUTF8: bytes) else { return nil }
        return ParsedIdentifier(
            high: value.high, low: value.low, suffix: 0, form: form,
            letterCase: ObservedLetterCase.of(digits, count: digitCount))
    }

    /// The forms added after the UUIDs and the OpenUDID, by length (a ULID, a KSUID, a
    /// Snowflake id), and `nil` for any other length. Out of line.
    @usableFromInline
    package static func parseLater(_ base: UnsafeRawPointer, count: Int) -> ParsedIdentifier? {
        switch count {
        case ULIDText.length:
            guard let value = ULIDText.value(base) else { return nil }
            return ParsedIdentifier(
                high: value.high, low: value.low, suffix: 0, form: .ulid, letterCase: ObservedLetterCase.of(base, count: count))
        case KSUIDText.length:
            guard let value = KSUIDText.value(base) else { return nil }
            return ParsedIdentifier(high: value.high, low: value.low, suffix: value.suffix, form: .ksuid, letterCase: .significant)
        case SnowflakeText.lengths:
            guard let value = SnowflakeText.value(base, count: count) else { return nil }
            return ParsedIdentifier(high: value, low: 0, suffix: 0, form: .snowflake, letterCase: .lower)
        default: return nil
        }
    }

    /// Why `bytes` are not an identifier: the decoder's reason for the length's form, the
    /// OpenUDID parser's error for 40 bytes, the UUID parser's otherwise, a wrong length
    /// listing every accepted one; for a value in one pair of quotes, why the value inside is
    /// not one. With `quotingText` false, a character of the text is named by its index alone
    /// (for reports that must not carry what the lines hold). Error path only.
    package static func diagnose(_ bytes: UnsafeRawBufferPointer, quotingText: Bool = true) -> String {
        if let inner = QuotedValue.inside(bytes), !inner.isEmpty {
            return "inside the quotes: " + diagnoseUnquoted(inner, quotingText: quotingText)
        }
        return diagnoseUnquoted(bytes, quotingText: quotingText)
    }

    /// ``diagnose(_:quotingText:)`` of a text read as it is (one pair of quotes is taken off
    /// once).
    static func diagnoseUnquoted(_ bytes: UnsafeRawBufferPointer, quotingText: Bool) -> String {
        guard let base = bytes.baseAddress else { return lengthError(0) }
        // A non-ASCII character is named as the UUID parser names it (as written, at its index
        // among characters).
        let ascii = bytes.allSatisfy { $0 < 0x80 }
        switch ascii ? bytes.count : 0 {
        case ULIDText.length: return ULIDText.diagnose(base, quotingText: quotingText)
        case KSUIDText.length: return KSUIDText.diagnose(base, quotingText: quotingText)
        case SnowflakeText.lengths: return SnowflakeText.diagnose(base, count: bytes.count, quotingText: quotingText)
        case 40:
            do { _ = try OpenUDID(parsingUTF8: bytes) } catch { return describe(error, quotingText: quotingText) }
        default: break
        }
        do {
            _ = try RFCUUID(parsingUTF8: bytes)
        } catch {
            if case let .invalidLength(length, _) = error.reason { return lengthError(length) }
            return describe(error, quotingText: quotingText)
        }
        // Unreachable for input `parse` rejected; said plainly rather than trapping.
        return lengthError(bytes.count)
    }

    /// A core parser's error; without `quotingText`, an invalid character by its index alone.
    static func describe(_ error: ParseError, quotingText: Bool) -> String {
        if !quotingText, case .invalidCharacter = error.reason { return "invalid character at index \(error.index)" }
        return error.description
    }

    /// `length 10, expected 17, 18, 19, 26, 27, 32, 36, 38, 40 or 45`.
    static func lengthError(_ length: Int) -> String {
        ParseError(.invalidLength(length, expected: acceptedLengths), at: length).description
    }
}
