import Testing
import JSONDocument

@Suite struct JSONReaderTests {
    @Test func parsesAndKeepsOrderAndDuplicates() throws {
        let value = try JSONReader.parse(#" {"b": [1, -2.5e+3, true, false, null], "a": "x", "b": {}} "#)
        #expect(
            value
                == .object([
                    JSONMember("b", .array([.number("1"), .number("-2.5e+3"), .bool(true), .bool(false), .null])),
                    JSONMember("a", .string("x")),
                    JSONMember("b", .object([])),
                ]))
    }

    @Test func decodesEscapes() throws {
        let value = try JSONReader.parse(#""\"\\\/\b\f\n\r\t\u00e9\uD83D\uDE00é""#)
        #expect(value == .string("\"\\/\u{08}\u{0C}\n\r\té😀é"))
    }

    @Test(arguments: [
        ("", 1, 1, "unexpected end of the document, expected a value"),
        ("{", 1, 2, "expected a string key in an object"),
        ("{\"a\" 1}", 1, 6, "expected ':' after an object key"),
        ("[1,]", 1, 4, "unexpected ']', expected a value"),
        ("[1 2]", 1, 4, "expected ',' or ']' in an array"),
        ("{\n  \"a\": 01\n}", 2, 9, "a number may not have a leading zero"),
        ("\"abc", 1, 5, "unterminated string"),
        ("\"a\nb\"", 1, 3, "control character U+000A in a string must be escaped"),
        ("\"\\x\"", 1, 3, "invalid escape '\\x' in a string"),
        ("\"\\uD800\"", 1, 8, "unpaired surrogate \\uD800 in a string"),
        ("\"\\u12G4\"", 1, 6, "expected 4 hex digits after \\u"),
        ("nul", 1, 4, "invalid literal, expected 'null'"),
        ("tru e", 1, 4, "invalid literal, expected 'true'"),
        ("1.", 1, 3, "expected a digit after '.'"),
        ("{} x", 1, 4, "unexpected content after the document"),
        ("// c\n{}", 1, 1, "unexpected '/', expected a value"),
        ("[\"é\", x]", 1, 7, "unexpected 'x', expected a value"),
    ])
    func reportsLineAndColumn(text: String, line: Int, column: Int, message: String) {
        #expect(throws: JSONSyntaxError(message, line: line, column: column)) {
            try JSONReader.parse(text)
        }
    }

    /// The column is that of the first byte that cannot start or continue a sequence:
    /// a stray byte, an overlong form, an encoded surrogate, a truncated sequence.
    @Test(
        arguments: [
            [0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82], [0x80],
        ] as [[UInt8]])
    func rejectsInvalidUTF8(bad: [UInt8]) {
        #expect(throws: JSONSyntaxError("invalid UTF-8 in a string", line: 1, column: 4)) {
            try JSONReader.parse([0x22, 0x61, 0xC3, 0xA9] + bad + [0x22])
        }
    }

    @Test func acceptsEveryUTF8Length() throws {
        #expect(try JSONReader.parse(Array("\"aé€😀\"".utf8)) == .string("aé€😀"))
    }

    @Test func limitsNesting() throws {
        let deep = String(repeating: "[", count: 10_000)
        #expect(throws: JSONSyntaxError("nesting deeper than 512 levels", line: 1, column: 513)) {
            try JSONReader.parse(deep)
        }
        let allowed = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        _ = try JSONReader.parse(allowed)
    }

    @Test func writesCompactlyWithEscapes() {
        let value = JSONValue.object([
            JSONMember("s", .string("q\"b\\n\nt\tc\u{01}\u{1F}é😀/")),
            JSONMember("a", .array([.null, .bool(true), .number(42)])),
            JSONMember("e", .object([])),
        ])
        #expect(
            JSONWriter.string(value)
                == #"{"s":"q\"b\\n\nt\tc\u0001\u001fé😀/","a":[null,true,42],"e":{}}"#)
    }

    @Test func roundTrips() throws {
        let text = #"{"z":"\u0000\b","y":[{"x":-0.5E-7}],"w":"\u2028"}"#
        let value = try JSONReader.parse(text)
        #expect(try JSONReader.parse(JSONWriter.string(value)) == value)
    }
}
