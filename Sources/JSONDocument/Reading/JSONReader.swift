/// A strict RFC 8259 parser producing a ``JSONValue``.
///
/// Strict means: no comments, no trailing commas, no leading zeros, no unescaped control
/// characters in strings, valid UTF-8 only, `\u` escapes with surrogates paired. Nesting is
/// limited to ``maximumDepth`` levels so that a hostile document cannot exhaust the stack.
///
/// ```swift
/// let value = try JSONReader.parse(Array(#"{"a": [1, null]}"#.utf8))
/// ```
package struct JSONReader {
    /// The deepest nesting of arrays and objects accepted.
    package static let maximumDepth = 512

    private let bytes: [UInt8]
    private var offset = 0
    private var depth = 0

    private init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Parses a whole document: one value, with only whitespace around it.
    ///
    /// - Throws: ``JSONSyntaxError`` with the line and column of the first problem.
    package static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        var reader = JSONReader(bytes)
        reader.skipWhitespace()
        let value = try reader.parseValue()
        reader.skipWhitespace()
        if reader.offset < bytes.count { throw reader.error("unexpected content after the document") }
        return value
    }

    /// Parses the UTF-8 of `text`; see ``parse(_:)-(Array<UInt8>)``.
    package static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try parse(Array(text.utf8))
    }

    // MARK: Values

    private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        guard let byte = peek() else { throw error("unexpected end of the document, expected a value") }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        case UInt8(ascii: "t"): try expectLiteral("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectLiteral("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectLiteral("null"); return .null
        default: throw error("unexpected \(describe(byte)), expected a value")
        }
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
        try enterContainer()
        offset += 1  // {
        var members: [JSONMember] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            offset += 1
            depth -= 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else { throw error("expected a string key in an object") }
            let key = try parseString()
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else { throw error("expected ':' after an object key") }
            offset += 1
            skipWhitespace()
            members.append(JSONMember(key, try parseValue()))
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "}"):
                offset += 1
                depth -= 1
                return .object(members)
            default: throw error("expected ',' or '}' in an object")
            }
        }
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
        try enterContainer()
        offset += 1  // [
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            offset += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "]"):
                offset += 1
                depth -= 1
                return .array(elements)
            default: throw error("expected ',' or ']' in an array")
            }
        }
    }

    private mutating func enterContainer() throws(JSONSyntaxError) {
        depth += 1
        if depth > Self.maximumDepth { throw error("nesting deeper than \(Self.maximumDepth) levels") }
    }

    // MARK: Scalars

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, returned as written.
    private mutating func parseNumber() throws(JSONSyntaxError) -> String {
        let start = offset
        if peek() == UInt8(ascii: "-") { offset += 1 }
        guard let first = peek(), isDigit(first) else { throw error("expected a digit in a number") }
        offset += 1
        if first == UInt8(ascii: "0"), let next = peek(), isDigit(next) {
            throw error("a number may not have a leading zero")
        }
        skipDigits()
        if peek() == UInt8(ascii: ".") {
            offset += 1
            guard let digit = peek(), isDigit(digit) else { throw error("expected a digit after '.'") }
            skipDigits()
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            offset += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { offset += 1 }
            guard let digit = peek(), isDigit(digit) else { throw error("expected a digit in an exponent") }
            skipDigits()
        }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        offset += 1  // opening quote
        var result: [UInt8] = []
        var runStart = offset
        while true {
            guard let byte = peek() else { throw error("unterminated string") }
            if byte == UInt8(ascii: "\"") {
                result.append(contentsOf: bytes[runStart..<offset])
                offset += 1
                break
            }
            if byte < 0x20 { throw error("control character \(describe(byte)) in a string must be escaped") }
            if byte >= 0x80 {
                // Validate here rather than repair later: a document with broken UTF-8 is not
                // JSON, and checking in place lets the error point at the bad byte.
                guard let length = wellFormedSequenceLength(at: offset) else {
                    throw error("invalid UTF-8 in a string")
                }
                offset += length
                continue
            }
            if byte != UInt8(ascii: "\\") {
                offset += 1
                continue
            }
            result.append(contentsOf: bytes[runStart..<offset])
            offset += 1
            guard let escape = peek() else { throw error("unterminated string") }
            offset += 1
            switch escape {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): result.append(escape)
            case UInt8(ascii: "b"): result.append(0x08)
            case UInt8(ascii: "f"): result.append(0x0C)
            case UInt8(ascii: "n"): result.append(0x0A)
            case UInt8(ascii: "r"): result.append(0x0D)
            case UInt8(ascii: "t"): result.append(0x09)
            case UInt8(ascii: "u"): result.append(contentsOf: String(try parseUnicodeEscape()).utf8)
            default:
                offset -= 1
                throw error("invalid escape '\\\(describe(escape, quoted: false))' in a string")
            }
            runStart = offset
        }
        // Every raw byte was validated above and escapes add only whole scalars.
        return String(decoding: result, as: UTF8.self)
    }

    /// The length of the well-formed UTF-8 sequence starting at `start`, or `nil` when it is
    /// not one: the table of well-formed byte sequences of Unicode §3.9 (table 3-7), which rules
    /// out overlong forms, surrogates and scalars past U+10FFFF by narrowing the second byte.
    private func wellFormedSequenceLength(at start: Int) -> Int? {
        func continuation(_ distance: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            start + distance < bytes.count && range.contains(bytes[start + distance])
        }
        switch bytes[start] {
        case 0xC2...0xDF:
            return continuation(1) ? 2 : nil
        case 0xE0:
            return continuation(1, 0xA0...0xBF) && continuation(2) ? 3 : nil
        case 0xE1...0xEC, 0xEE...0xEF:
            return continuation(1) && continuation(2) ? 3 : nil
        case 0xED:
            return continuation(1, 0x80...0x9F) && continuation(2) ? 3 : nil
        case 0xF0:
            return continuation(1, 0x90...0xBF) && continuation(2) && continuation(3) ? 4 : nil
        case 0xF1...0xF3:
            return continuation(1) && continuation(2) && continuation(3) ? 4 : nil
        case 0xF4:
            return continuation(1, 0x80...0x8F) && continuation(2) && continuation(3) ? 4 : nil
        default:
            return nil
        }
    }

    /// The scalar of `\uXXXX` (the `\u` already read), joining a UTF-16 surrogate pair.
    private mutating func parseUnicodeEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        let first = try parseHex4()
        if (0xD800..<0xDC00).contains(first) {
            guard peek() == UInt8(ascii: "\\"), peek(at: 1) == UInt8(ascii: "u") else {
                throw error("unpaired surrogate \\u\(hex(first)) in a string")
            }
            offset += 2
            let second = try parseHex4()
            guard (0xDC00..<0xE000).contains(second) else {
                throw error("unpaired surrogate \\u\(hex(first)) in a string")
            }
            return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))!
        }
        guard let scalar = Unicode.Scalar(first) else {
            throw error("unpaired surrogate \\u\(hex(first)) in a string")
        }
        return scalar
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek() else { throw error("unterminated string") }
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("expected 4 hex digits after \\u")
            }
            value = value << 4 | UInt32(digit)
            offset += 1
        }
        return value
    }

    private mutating func expectLiteral(_ literal: StaticString) throws(JSONSyntaxError) {
        let text = UnsafeRawBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
        for (index, byte) in text.enumerated() where peek(at: index) != byte {
            offset += index
            throw error("invalid literal, expected '\(literal)'")
        }
        offset += text.count
    }

    // MARK: Helpers

    private func peek(at distance: Int = 0) -> UInt8? {
        offset + distance < bytes.count ? bytes[offset + distance] : nil
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private mutating func skipDigits() {
        while let byte = peek(), isDigit(byte) { offset += 1 }
    }

    private mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { offset += 1 }
    }

    private func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// A byte as a message shows it: `'x'`, or `U+0007` for control and non-ASCII bytes.
    private func describe(_ byte: UInt8, quoted: Bool = true) -> String {
        if byte >= 0x20 && byte < 0x7F {
            return quoted ? "'\(Character(Unicode.Scalar(byte)))'" : String(Character(Unicode.Scalar(byte)))
        }
        return byte < 0x80
            ? "U+00\(String(byte, radix: 16, uppercase: true).leftPadded(2))"
            : "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    /// The error `message` at the current offset, with its line and column: lines end at LF;
    /// the column counts UTF-8 lead bytes, that is Unicode scalars, since the line start.
    private func error(_ message: String) -> JSONSyntaxError {
        var line = 1
        var column = 1
        for byte in bytes[..<min(offset, bytes.count)] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return JSONSyntaxError(message, line: line, column: column)
    }
}

extension String {
    /// The string with `0`s in front up to `width` characters.
    fileprivate func leftPadded(_ width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
