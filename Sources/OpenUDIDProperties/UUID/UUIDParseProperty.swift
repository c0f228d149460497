package import FuzzSupport
package import OpenUDIDCore
import Foundation

/// The properties of the `uuid-parse` fuzz target. The input is the text to parse, as is.
///
/// 1. No input traps, and the parser agrees with ``ReferenceUUIDText`` on acceptance, value,
///    and (on rejection) the index and kind of the first problem.
/// 2. An accepted value formats, in every ``RFCUUID/Format`` and ``LetterCase``, to the
///    reference spelling, both as a `String` and appended to a span with exactly the form's
///    length free, and each spelling parses back to the same value; the input itself,
///    lowercased, is the spelling of the form its length names (byte for byte).
/// 3. The `String` entry points give the same result as the byte entry point.
/// 4. On 36-byte inputs, `Foundation.UUID(uuidString:)` agrees, except for the deliberate
///    difference of ``FoundationUUIDDifferential``.
/// 5. `openudid inspect`'s classification agrees with the parsers (``InspectConsistency``).
/// 6. On 36-byte inputs, libuuid's `uuid_parse` agrees on acceptance and value
///    (``LibUUIDOracle``; skipped with a note where libuuid is missing).
package enum UUIDParseProperty {
    /// The parser under test, replaceable so that tests can show a wrong one is caught.
    package typealias Parser = @Sendable (UnsafeRawBufferPointer) -> Result<RFCUUID, ParseError>

    /// The core's byte parser.
    package static let coreParser: Parser = { bytes in
        Result { () throws(ParseError) in try RFCUUID(parsingUTF8: bytes) }
    }

    /// Checks every property for one input; `nil` when all hold.
    package static func check(_ bytes: UnsafeRawBufferPointer, parser: Parser = coreParser) -> PropertyViolation? {
        let result = parser(bytes)
        // An empty input may come without an address: the same error.
        if bytes.isEmpty, parser(UnsafeRawBufferPointer(start: nil, count: 0)) != result {
            return fail(
                bytes,
                "an empty buffer without an address gives \(parser(UnsafeRawBufferPointer(start: nil, count: 0))), with one \(result)")
        }
        if let violation = checkAgainstReference(bytes, result) { return violation }
        if let violation = checkStringEntryPoints(bytes, result) { return violation }
        if let text = String(validating: bytes, as: UTF8.self), let problem = TextFormCheck.codable(text, parsed: try? result.get()) {
            return fail(bytes, problem)
        }
        if case let .success(value) = result, let violation = checkFormats(bytes, value) { return violation }
        if bytes.count == 36, let violation = FoundationUUIDDifferential.check(bytes, result) { return violation }
        if bytes.count == 36, let oracle = LibUUIDOracle.libuuid, let problem = LibUUIDOracle.check(bytes, result, oracle: oracle) {
            return fail(bytes, problem)
        }
        return InspectConsistency.check(bytes)
    }

    static func fail(_ bytes: UnsafeRawBufferPointer, _ message: String) -> PropertyViolation {
        PropertyViolation("uuid-parse", "\(message); input \(show(bytes))")
    }

    /// Property 1.
    static func checkAgainstReference(_ bytes: UnsafeRawBufferPointer, _ result: Result<RFCUUID, ParseError>) -> PropertyViolation? {
        let expected = ReferenceUUIDText.parse(bytes)
        switch (result, expected) {
        case let (.success(value), expected?):
            return value == expected ? nil : fail(bytes, "parsed \(value), the reference reads \(expected)")
        case let (.success(value), nil):
            return fail(bytes, "accepted as \(value), the reference rejects it")
        case let (.failure(error), expected?):
            return fail(bytes, "rejected (\(error)), the reference reads \(expected)")
        case let (.failure(error), nil):
            return checkError(bytes, error)
        }
    }

    /// A rejection names the first wrong character, as the reference finds it in the
    /// ``CharacterView`` of the input (lengths and indices count characters). Input of a wrong
    /// length names its first non-ASCII character rather than the length.
    static func checkError(_ bytes: UnsafeRawBufferPointer, _ error: ParseError) -> PropertyViolation? {
        // Rendering the message walks the input (UTF-8 decoding of the culprit): it must not trap.
        _ = error.description
        let view = CharacterView(bytes)
        guard let template = ReferenceUUIDText.template(length: view.count) else {
            if let nonASCII = view.firstNonASCII {
                guard error == ParseError(.invalidCharacter(view.names[nonASCII]!), at: nonASCII) else {
                    return fail(bytes, "expected invalid character \(view.names[nonASCII]!) at \(nonASCII), got \(error)")
                }
                return nil
            }
            guard error == ParseError(.invalidLength(view.count, expected: RFCUUID.acceptedLengths), at: view.count) else {
                return fail(bytes, "expected a length error, got \(error)")
            }
            return nil
        }
        guard let index = ReferenceUUIDText.firstMismatch(view.positions, template) else {
            return fail(bytes, "rejected a well-formed input: \(error)")
        }
        guard error.index == index else {
            return fail(bytes, "error at index \(error.index), the first wrong character is at \(index): \(error)")
        }
        switch (template[index], error.reason, view.positions[index]) {
        case (_, let .invalidCharacter(name), nil):
            return name == view.names[index] ? nil : fail(bytes, "names the character \(name), not \(view.names[index]!)")
        case (.hexDigit, .invalidCharacter, _?), (.literal, .expected, _?):
            return nil
        default:
            return fail(bytes, "wrong kind of error at \(index): \(error)")
        }
    }

    /// Property 3: `init(parsing:)` on the same text, and the failable `init(_:)`.
    static func checkStringEntryPoints(_ bytes: UnsafeRawBufferPointer, _ result: Result<RFCUUID, ParseError>) -> PropertyViolation? {
        guard let text = String(validating: bytes, as: UTF8.self) else { return nil }
        let viaString = Result { () throws(ParseError) in try RFCUUID(parsing: text) }
        guard viaString == result else {
            return fail(bytes, "the String parser gives \(viaString), the byte parser \(result)")
        }
        guard RFCUUID(text) == (try? result.get()) else {
            return fail(bytes, "RFCUUID(_:) disagrees with init(parsing:)")
        }
        return nil
    }

    /// Property 2.
    static func checkFormats(_ bytes: UnsafeRawBufferPointer, _ value: RFCUUID) -> PropertyViolation? {
        for format in RFCUUID.Format.allCases {
            for letterCase in LetterCase.allCases {
                let text = value.formatted(format, case: letterCase)
                let expected = ReferenceUUIDText.format(value, format, letterCase)
                guard text.utf8.elementsEqual(expected), text.utf8.count == RFCUUID.formattedLength(format) else {
                    return fail(bytes, "\(format), \(letterCase) of \(value) is \(show(text)), expected \(show(expected))")
                }
                if let wrong = AppendCheck.appends(expected, { value.write(format, case: letterCase, to: &$0) }) {
                    return fail(bytes, "write(\(format), case: \(letterCase)) \(wrong)")
                }
                let again = text.utf8.withContiguousStorageIfAvailable { buffer in
                    Result { () throws(ParseError) in try RFCUUID(parsingUTF8: UnsafeRawBufferPointer(buffer)) }
                }
                guard case .success(value)? = again else {
                    return fail(bytes, "\(format), \(letterCase) text \(show(text)) parses back as \(String(describing: again))")
                }
            }
        }
        if let form = ReferenceUUIDText.lowercaseForm(length: bytes.count) {
            let lowered = bytes.map(ASCII.lowercased)
            guard value.formatted(form).utf8.elementsEqual(lowered) else {
                return fail(bytes, "lowercased input does not equal the \(form) form \(value.formatted(form))")
            }
        }
        let stored = value.withUnsafeBytes { Array($0) }
        guard RFCUUID(bytes: stored) == value, RFCUUID(bytes: stored.dropLast()) == nil, RFCUUID(bytes: stored + [0]) == nil else {
            return fail(bytes, "RFCUUID(bytes:) of \(show(stored)) is not \(value), or takes a wrong count")
        }
        guard value.variant.description == value.variant.rawValue else {
            return fail(bytes, "variant \(value.variant.rawValue) describes itself as \(value.variant)")
        }
        // The Foundation bridge keeps the bits.
        let bridged = Foundation.UUID(value)
        guard RFCUUID(bridged) == value, bridged.uuidString.lowercased() == value.description else {
            return fail(bytes, "Foundation bridge changed \(value) into \(bridged)")
        }
        return nil
    }
}
