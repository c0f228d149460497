import Testing
@testable import OpenUDIDAudit

/// Tokens for values and shapes for lines: what a redacted report shows of its input.
@Suite struct RedactionTests {
    /// The token is HMAC-SHA1 (RFC 2104), checked against RFC 2202's first two test cases.
    @Test func tokensAreHMACSHA1OfTheValue() {
        // RFC 2202 case 1: HMAC-SHA1 = b617318655057264e28bc0b6fb378c8ef146be00.
        let first = Redaction(key: [UInt8](repeating: 0x0B, count: 20))
        #expect(first.token("Hi There") == "redacted-b617318655057264e28b")
        // Case 2: effcdf6ae5eb2fa2d27416d5f184df9c259a7c79.
        let second = Redaction(key: Array("Jefe".utf8))
        #expect(second.token("what do ya want for nothing?") == "redacted-effcdf6ae5eb2fa2d274")
    }

    /// Equal values, equal tokens; another key, other tokens.
    @Test func tokensAreStableUnderOneKeyOnly() {
        let value = "1b4e28ba-2fa1-41d2-883f-0016d3cca427"
        let one = Redaction(), other = Redaction()
        #expect(one.token(value) == one.token(value))
        #expect(one.token(value) != other.token(value))
        #expect(one.token(value) != one.token("6ba7b810-9dad-11d1-80b4-00c04fd430c8"))
        var bytes: [UInt8] = []
        one.appendToken(of: Array(value.utf8), to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == one.token(value))
    }

    /// Length and classes, in order of first appearance; punctuation by name; never letters or
    /// digits themselves.
    @Test(arguments: [
        ("alice@example.com", "[17 bytes: lowercase letters + '@' + '.']"),
        ("4111 1111 1111 1111", "[19 bytes: digits + spaces]"),
        ("Bob,Smith\t42", "[12 bytes: uppercase letters + lowercase letters + ',' + '\\t' + digits]"),
        ("", "[0 bytes]"),
        ("x", "[1 byte: lowercase letters]"),
        ("caf\u{E9}\u{1}", "[6 bytes: lowercase letters + other characters + control bytes (\\x01)]"),
    ])
    func shapesNameClassesNotText(_ text: String, _ shape: String) {
        #expect(Array(text.utf8).withUnsafeBytes { LineShape.describe($0) } == shape)
    }

    @Test func bytesThatAreNotUTF8AreNamedByTheirEscape() {
        #expect(
            [UInt8]([0x61, 0xFF]).withUnsafeBytes { LineShape.describe($0) }
                == "[2 bytes: lowercase letters + bytes that are not UTF-8 (\\xFF)]")
    }
}
