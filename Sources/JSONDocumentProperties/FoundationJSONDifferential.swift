import Foundation
import JSONDocument

/// Foundation's `JSONSerialization.jsonObject(with:options: .fragmentsAllowed)` against the
/// package's reader, on documents without duplicate keys.
///
/// What Foundation on Linux accepts was measured with this toolchain (Swift 6.3.1,
/// swift-corelibs-foundation), and the fuzz target keeps checking it. Both follow RFC 8259
/// with the same limits elsewhere: the same escapes (`\" \\ \/ \b \f \n \r \t \uXXXX`, no
/// other), surrogates paired, the four whitespace bytes, no leading zeros, no `+`, `.5`,
/// `NaN`, 512 levels of nesting, strict UTF-8. The deliberate differences:
///
/// - **Top-level scalars**: RFC 8259 allows any value as the document; Foundation needs
///   `.fragmentsAllowed` for that, so the comparison passes it.
/// - **Numbers beyond `Double`**: Foundation refuses a number whose `Double` is infinite
///   (`1e400`, `-1.8e308`: "not representable in Swift"); the reader keeps numbers as text
///   and accepts them, since no command reads a number's value.
/// - **Trailing commas**: Foundation accepts `[1,]` and `{"a":1,}`; the reader refuses them, as
///   RFC 8259 does.
/// - **Byte-order marks and other encodings**: Foundation skips a UTF-8 byte-order mark and
///   reads UTF-16 or UTF-32 when the data starts with their mark or has a NUL among its first
///   four bytes; the reader takes UTF-8 only, without a mark.
/// - **Canonically equivalent keys**: Foundation's dictionaries are keyed by `String`, which
///   calls `"é"` and `"e\u0301"` one key; the reader keeps both. Objects holding such keys are
///   not compared member by member.
/// - **A raw U+FEFF in a string**: Foundation drops an unescaped U+FEFF (UTF-8 `EF BB BF`) that
///   starts a run of unescaped characters, at the start of a string or after an escape, as if
///   it were a byte-order mark: `"\u{FEFF}x"` reads as `"x"`, `"\\uFEFF"` keeps it. The reader
///   keeps every character. Found by this target (regression `raw-byte-order-mark-in-string`);
///   strings and keys are compared as if Foundation had dropped some of their U+FEFF.
///
/// Anything else on which the two disagree is a violation.
enum FoundationJSONDifferential {
    /// Foundation's reading of `bytes`, `nil` when it refuses them.
    static func foundation(_ bytes: [UInt8]) -> Any? {
        try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
    }

    /// After the reader accepted `bytes` as `value`: Foundation accepts and reads the same,
    /// unless a number is beyond `Double`. Returns what differs, or `nil`.
    static func compare(_ bytes: [UInt8], ours value: JSONValue) -> String? {
        guard let theirs = foundation(bytes) else {
            return hasNumberBeyondDouble(value) ? nil : "accepted, Foundation refuses it"
        }
        return difference(value, theirs, at: .root).map { "Foundation reads \($0)" }
    }

    /// After the reader refused `bytes` with `error`: Foundation refuses them too, unless
    /// their encoding is one the reader does not take, or without the mark and the trailing
    /// commas Foundation tolerates the reader accepts them (or finds a duplicate key, which
    /// Foundation does not look for). Returns what differs, or `nil`.
    static func compare(
        _ bytes: [UInt8], oursRefused error: JSONSyntaxError,
        reader: JSONDocumentProperty.Reader
    ) -> String? {
        guard foundation(bytes) != nil, !isOtherEncoding(bytes) else { return nil }
        let relaxed = withoutTrailingCommas(withoutByteOrderMark(bytes))
        if relaxed != bytes {
            switch reader(relaxed) {
            case .success, .failure(.invalid(_, "duplicate key")): return nil
            case .failure: break
            }
        }
        return "refused (\(error)), Foundation accepts it"
    }

    // MARK: The documented differences

    /// Whether some number of `value` is infinite as a `Double`.
    static func hasNumberBeyondDouble(_ value: JSONValue) -> Bool {
        switch value {
        case let .number(text): return Double(text)?.isInfinite ?? true
        case let .array(elements): return elements.contains(where: hasNumberBeyondDouble)
        case let .object(members): return members.contains { hasNumberBeyondDouble($0.value) }
        case .null, .bool, .string: return false
        }
    }

    /// Whether Foundation reads `bytes` as UTF-16 or UTF-32: a mark of theirs, or a NUL among
    /// the first four bytes (the reader refuses both: neither byte can start a UTF-8 document).
    static func isOtherEncoding(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) || bytes.prefix(4).contains(0)
    }

    /// `bytes` without a leading UTF-8 byte-order mark.
    static func withoutByteOrderMark(_ bytes: [UInt8]) -> [UInt8] {
        bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    }

    /// `bytes` without the commas, outside strings, that only white space separates from a
    /// closing `]` or `}`.
    static func withoutTrailingCommas(_ bytes: [UInt8]) -> [UInt8] {
        var kept: [UInt8] = []
        var inString = false, escaped = false
        for (index, byte) in bytes.enumerated() {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: ","),
                let next = bytes[(index + 1)...].first(where: { !" \t\n\r".utf8.contains($0) }),
                next == UInt8(ascii: "]") || next == UInt8(ascii: "}")
            {
                continue
            }
            kept.append(byte)
        }
        return kept
    }

    /// Whether Foundation's `theirs` is `ours` with none, some or all of its U+FEFF dropped.
    static func isFoundationReading(_ theirs: String, of ours: String) -> Bool {
        var expected = theirs.unicodeScalars.makeIterator()
        var next = expected.next()
        for scalar in ours.unicodeScalars {
            if scalar == next { next = expected.next() } else if scalar != "\u{FEFF}" { return false }
        }
        return next == nil
    }

    /// `text` without U+FEFF.
    static func withoutFEFF(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter { $0 != "\u{FEFF}" }))
    }

    // MARK: Values

    /// Where `ours` and Foundation's `theirs` differ, described; `nil` when they agree on
    /// structure, strings, booleans, and integers that fit 64 bits (other numbers are only
    /// checked to be numbers: Foundation rounds them through its own parser).
    static func difference(_ ours: JSONValue, _ theirs: Any, at path: JSONPath) -> String? {
        switch ours {
        case .null:
            if theirs is NSNull { return nil }
        case let .bool(flag):
            if let number = theirs as? NSNumber, number.boolValue == flag { return nil }
        case let .number(text):
            if let number = theirs as? NSNumber, Int64(text).map({ number.int64Value == $0 }) ?? true { return nil }
            if theirs is Decimal, Int64(text) == nil { return nil }
        case let .string(string):
            if let other = theirs as? String, isFoundationReading(other, of: string) { return nil }
        case let .array(elements):
            if let others = theirs as? [Any], others.count == elements.count {
                for (index, (element, other)) in zip(elements, others).enumerated() {
                    if let inner = difference(element, other, at: path.element(index)) { return inner }
                }
                return nil
            }
        case let .object(members):
            if let others = theirs as? [String: Any] {
                // Keys as Foundation may hold them: without U+FEFF, and equal when equivalent.
                let keys = members.map { withoutFEFF($0.key) }
                guard Set(keys).count == members.count else { return nil }
                guard others.count == members.count else { break }
                let byKey = Dictionary(others.map { (withoutFEFF($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
                for (key, member) in zip(keys, members) {
                    guard let other = byKey[key] else { return "no member \(path.member(member.key))" }
                    if let inner = difference(member.value, other, at: path.member(member.key)) { return inner }
                }
                return nil
            }
        }
        return "\(path) as \(String(reflecting: theirs).prefix(80)), the reader as \(JSONWriter.string(ours).prefix(80))"
    }
}
