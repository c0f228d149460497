package import FuzzSupport
package import OpenUDIDCore

/// The properties of the `openudid-parse` fuzz target. The input is the text to parse, as is.
///
/// 1. No input traps. ``OpenUDID/init(parsingUTF8:)`` accepts exactly 40 hex digits, in any
///    case, with the value a plain digit-by-digit reading gives; a rejection names the first
///    wrong byte (or the length), as for UUIDs.
/// 2. An accepted value writes 40 lowercase digits equal to the lowercased input (as a `String`
///    and appended to a span with exactly 40 bytes free), and 40 UPPERCASE ones equal to the
///    uppercased input; they parse back to the same value; its digest and suffix are the first
///    32 and last 8 digits.
/// 3. The 32-digit ``MD5Digest`` parser follows the same rules on 32-byte inputs, and its hex
///    writers give the input back in either case.
/// 4. The `String` entry points agree with the byte entry points.
/// 5. `openudid inspect`'s classification never contradicts the parsers
///    (``InspectConsistency``).
package enum OpenUDIDParseProperty {
    /// The parser under test, replaceable so that tests can show a wrong one is caught.
    package typealias Parser = @Sendable (UnsafeRawBufferPointer) -> Result<OpenUDID, ParseError>

    /// The core's byte parser.
    package static let coreParser: Parser = { bytes in
        Result { () throws(ParseError) in try OpenUDID(parsingUTF8: bytes) }
    }

    /// Checks every property for one input; `nil` when all hold.
    package static func check(_ bytes: UnsafeRawBufferPointer, parser: Parser = coreParser) -> PropertyViolation? {
        let result = parser(bytes)
        let expected = referenceDigits(bytes, count: 40).map {
            OpenUDID(digest: MD5Digest(high: $0[0], low: $0[1]), suffix: UInt32($0[2]))
        }
        if let violation = compare(bytes, result, expected, length: 40, what: "OpenUDID") { return violation }
        if case let .success(value) = result, let violation = checkText(bytes, value) { return violation }
        if bytes.count == 32, let violation = checkDigest(bytes) { return violation }
        if let violation = checkStringEntryPoints(bytes, result) { return violation }
        return InspectConsistency.check(bytes)
    }

    static func fail(_ bytes: UnsafeRawBufferPointer, _ message: String) -> PropertyViolation {
        PropertyViolation("openudid-parse", "\(message); input \(show(bytes))")
    }

    /// The words of `count` hex digits (16, 16, then the rest), or `nil` unless the input is
    /// exactly that many hex digits.
    static func referenceDigits(_ bytes: UnsafeRawBufferPointer, count: Int) -> [UInt64]? {
        guard bytes.count == count, bytes.allSatisfy(ASCII.isHexDigit) else { return nil }
        var words: [UInt64] = []
        for start in stride(from: 0, to: count, by: 16) {
            words.append(bytes[start..<Swift.min(start + 16, count)].reduce(0) { $0 << 4 | ASCII.hexValue($1) })
        }
        return words
    }

    /// Property 1 (and 3): acceptance, value and error position against the reference.
    static func compare<Value: Equatable>(
        _ bytes: UnsafeRawBufferPointer, _ result: Result<Value, ParseError>, _ expected: Value?,
        length: Int, what: String
    ) -> PropertyViolation? {
        switch (result, expected) {
        case let (.success(value), expected?):
            return value == expected ? nil : fail(bytes, "\(what) parsed as \(value), the reference reads \(expected)")
        case let (.success(value), nil):
            return fail(bytes, "\(what) accepted as \(value), the reference rejects it")
        case let (.failure(error), expected?):
            return fail(bytes, "\(what) rejected (\(error)), the reference reads \(expected)")
        case let (.failure(error), nil):
            _ = error.description  // must not trap
            // Judged by characters, as the ``CharacterView`` sees the input.
            let view = CharacterView(bytes)
            let expectedError: ParseError
            if view.count == length {
                let index = view.positions.firstIndex { $0.map { !ASCII.isHexDigit($0) } ?? true }!
                let name = view.names[index] ?? error.reasonCharacter
                expectedError = ParseError(.invalidCharacter(name), at: index)
            } else if let nonASCII = view.firstNonASCII {
                expectedError = ParseError(.invalidCharacter(view.names[nonASCII]!), at: nonASCII)
            } else {
                expectedError = ParseError(.invalidLength(view.count, expected: [length]), at: view.count)
            }
            guard error == expectedError else {
                return fail(bytes, "\(what): expected \(expectedError), got \(error)")
            }
            return nil
        }
    }

    /// Property 2.
    static func checkText(_ bytes: UnsafeRawBufferPointer, _ value: OpenUDID) -> PropertyViolation? {
        let lowered = bytes.map(ASCII.lowercased)
        let text = value.description
        guard text.utf8.elementsEqual(lowered) else {
            return fail(bytes, "formats as \(show(text)), not the lowercased input")
        }
        let raised = bytes.map(ASCII.uppercased)
        guard value.formatted(case: .upper).utf8.elementsEqual(raised) else {
            return fail(bytes, "formats in UPPERCASE as \(show(value.formatted(case: .upper)))")
        }
        if let wrong = AppendCheck.appends(lowered, { value.write(to: &$0) }) {
            return fail(bytes, "write(to:) \(wrong)")
        }
        if let wrong = AppendCheck.appends(raised, { value.write(case: .upper, to: &$0) }) {
            return fail(bytes, "write(case: .upper, to:) \(wrong)")
        }
        guard (try? OpenUDID(parsing: text)) == value else {
            return fail(bytes, "\(text) does not parse back to the same value")
        }
        guard value.digest.description.utf8.elementsEqual(lowered[..<32]),
            ASCII.hex(UInt64(value.suffix), digits: 8) == Array(lowered[32...])
        else {
            return fail(bytes, "digest \(value.digest) or suffix \(value.suffix) is not the digits it came from")
        }
        guard value.isOptedOut == lowered.allSatisfy({ $0 == UInt8(ascii: "0") }) else {
            return fail(bytes, "isOptedOut is \(value.isOptedOut)")
        }
        // OpenUDIDs order as their texts: against the value with its words swapped around.
        let other = OpenUDID(digest: MD5Digest(high: value.digest.low, low: value.digest.high), suffix: ~value.suffix)
        guard (value < other) == (text < other.description) else {
            return fail(bytes, "\(value) < \(other) is \(value < other), their texts order the other way")
        }
        return nil
    }

    /// Property 3, for the 32-digit digest parser.
    static func checkDigest(_ bytes: UnsafeRawBufferPointer) -> PropertyViolation? {
        let result = Result { () throws(ParseError) in try MD5Digest(parsingUTF8: bytes) }
        let expected = referenceDigits(bytes, count: 32).map { MD5Digest(high: $0[0], low: $0[1]) }
        if let violation = compare(bytes, result, expected, length: 32, what: "MD5Digest") { return violation }
        guard case let .success(digest) = result else { return nil }
        for letterCase in LetterCase.allCases {
            let spelled = bytes.map(letterCase == .lower ? ASCII.lowercased : ASCII.uppercased)
            guard digest.formatted(case: letterCase).utf8.elementsEqual(spelled) else {
                return fail(bytes, "MD5Digest formats as \(digest.formatted(case: letterCase)) in \(letterCase)")
            }
            if let wrong = AppendCheck.appends(spelled, { digest.write(case: letterCase, to: &$0) }) {
                return fail(bytes, "MD5Digest.write(case: \(letterCase), to:) \(wrong)")
            }
        }
        return digest.description == digest.formatted() ? nil : fail(bytes, "MD5Digest.description is not formatted()")
    }

    /// Property 4.
    static func checkStringEntryPoints(_ bytes: UnsafeRawBufferPointer, _ result: Result<OpenUDID, ParseError>) -> PropertyViolation? {
        guard let text = String(validating: bytes, as: UTF8.self) else { return nil }
        let viaString = Result { () throws(ParseError) in try OpenUDID(parsing: text) }
        guard viaString == result, OpenUDID(text) == (try? result.get()) else {
            return fail(bytes, "the String parser gives \(viaString), the byte parser \(result)")
        }
        // Forty hex digits are also a SHA-1 digest, read by the same parser.
        let sha1 = Result { () throws(ParseError) in try SHA1Digest(parsing: text) }
        guard sha1 == result.map({ SHA1Digest(high: $0.digest.high, middle: $0.digest.low, low: $0.suffix) }) else {
            return fail(bytes, "SHA1Digest(parsing:) gives \(sha1), the OpenUDID parser \(result)")
        }
        let problem =
            TextFormCheck.codable(text, parsed: try? result.get())
            ?? TextFormCheck.codable(text, parsed: try? sha1.get())
            ?? (bytes.count == 32 ? TextFormCheck.codable(text, parsed: try? MD5Digest(parsing: text)) : nil)
        return problem.map { fail(bytes, $0) }
    }
}

extension ParseError {
    /// The character named by an invalid-character error, "" for other reasons. Used where the
    /// reference does not spell an ASCII character itself (its name is the core's rendering of
    /// one byte, `g` or `\u{0}`), so only the index and kind are compared there.
    var reasonCharacter: String {
        if case let .invalidCharacter(name) = reason { return name }
        return ""
    }
}
