package import OpenUDIDCore

/// Reads one trimmed identifier: any of the five UUID forms in any case, or a 40-digit
/// OpenUDID. The form is chosen by length; the digits are decoded by the core's vector hex
/// decoder (``RFCUUID/init(parsingUTF8:)``, ``OpenUDID/init(parsingUTF8:)``).
package enum IdentifierParser {
    /// Every accepted length, for the error of a line of any other length.
    package static let acceptedLengths = [32, 36, 38, 40, 45]

    /// The identifier in `bytes`, or `nil` when they are not one (see ``diagnose(_:)`` for
    /// why). Valid input allocates nothing.
    @inlinable @inline(__always)
    package static func parse(_ bytes: UnsafeRawBufferPointer) -> ParsedIdentifier? {
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

    /// Why `bytes` are not an identifier: the OpenUDID parser's error for 40 bytes, the UUID
    /// parser's otherwise, a wrong length listing every accepted one. Error path only.
    package static func diagnose(_ bytes: UnsafeRawBufferPointer) -> ParseError {
        if bytes.count == 40 {
            do { _ = try OpenUDID(parsingUTF8: bytes) } catch { return error }
        }
        do {
            _ = try RFCUUID(parsingUTF8: bytes)
        } catch {
            if case let .invalidLength(length, _) = error.reason {
                return ParseError(.invalidLength(length, expected: acceptedLengths), at: error.index)
            }
            return error
        }
        // Unreachable for input `parse` rejected; said plainly rather than trapping.
        return ParseError(.invalidLength(bytes.count, expected: acceptedLengths), at: bytes.count)
    }
}
