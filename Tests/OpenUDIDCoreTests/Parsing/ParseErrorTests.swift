import OpenUDIDCore
import Testing

@Suite struct ParseErrorTests {
    @Test(arguments: [
        (ParseError(.invalidLength(3, expected: [32]), at: 3), "length 3, expected 32"),
        (ParseError(.invalidLength(0, expected: [32, 36]), at: 0), "length 0, expected 32 or 36"),
        (ParseError(.invalidLength(7, expected: [1, 2, 3]), at: 7), "length 7, expected 1, 2 or 3"),
        (ParseError(.invalidLength(7, expected: []), at: 7), "length 7, expected nothing"),
        (ParseError(.invalidCharacter("x"), at: 4), "invalid character 'x' at index 4"),
        (ParseError(.expected("urn:uuid:"), at: 0), "expected 'urn:uuid:' at index 0"),
    ])
    func descriptions(error: ParseError, expected: String) {
        #expect(error.description == expected)
        #expect("\(error)" == expected)
    }

    /// Invalid UTF-8 is named by its first byte; a valid multi-byte character by itself.
    @Test(arguments: [
        ([0xC3, 0xA9], "é"),
        ([0xE2, 0x82, 0xAC], "€"),
        ([0xF0, 0x9F, 0x98, 0x80], "😀"),
        ([0xC3], "0xC3"),  // truncated
        ([0xC3, 0x30], "0xC3"),  // continuation missing
        ([0x80, 0x80], "0x80"),  // stray continuation
        ([0xFF], "0xFF"),
        ([0xED, 0xA0, 0x80], "0xED"),  // UTF-16 surrogate encoded
        ([0xC0, 0xAF], "0xC0"),  // overlong
    ])
    func nonASCIIDescription(bytes: [UInt8], expected: String) {
        // Placed at index 5 of an otherwise valid-looking digest, padded to 32 bytes.
        var input = Array("00000".utf8) + bytes
        input += Array(repeating: UInt8(ascii: "0"), count: 32 - input.count)
        let error = parse(input) { (b) throws(ParseError) in try MD5Digest(parsingUTF8: b) }.failure
        #expect(error == ParseError(.invalidCharacter(expected), at: 5))
    }

    @Test func nonASCIIIsReportedBeforeALength() {
        // 12 bytes, a length no format accepts: the character is named, not the length.
        let error = parse(Array("abc\u{E9}defgh".utf8)) { (b) throws(ParseError) in try OpenUDID(parsingUTF8: b) }.failure
        #expect(error == ParseError(.invalidCharacter("é"), at: 3))
        let error2 = parse(Array("abcdefgh\u{E9}".utf8)) { (b) throws(ParseError) in try RFCUUID(parsingUTF8: b) }.failure
        #expect(error2?.description == "invalid character 'é' at index 8")
    }
}
