import Foundation
import OpenUDIDCore
import Testing

@Suite struct UUIDTextTests {
    static let a1 = RFCUUID(high: 0xC232_AB00_9414_11EC, low: 0xB3C8_9F6B_DECE_D846)

    @Test func fourShapesInEitherCaseExactly() {
        let expected: [(RFCUUID.Format, LetterCase, String)] = [
            (.canonical, .lower, "c232ab00-9414-11ec-b3c8-9f6bdeced846"),
            (.canonical, .upper, "C232AB00-9414-11EC-B3C8-9F6BDECED846"),
            (.hyphenless, .lower, "c232ab00941411ecb3c89f6bdeced846"),
            (.hyphenless, .upper, "C232AB00941411ECB3C89F6BDECED846"),
            (.braced, .lower, "{c232ab00-9414-11ec-b3c8-9f6bdeced846}"),
            (.braced, .upper, "{C232AB00-9414-11EC-B3C8-9F6BDECED846}"),
            (.urn, .lower, "urn:uuid:c232ab00-9414-11ec-b3c8-9f6bdeced846"),
            (.urn, .upper, "urn:uuid:C232AB00-9414-11EC-B3C8-9F6BDECED846"),
        ]
        for (format, letterCase, text) in expected {
            #expect(Self.a1.formatted(format, case: letterCase) == text)
            #expect(RFCUUID.formattedLength(format) == text.utf8.count)
            // A span with room for the longest form: the writer appends its length, no more.
            let written = [UInt8](capacity: RFCUUID.maximumFormattedLength) { Self.a1.write(format, case: letterCase, to: &$0) }
            #expect(written == Array(text.utf8))
        }
        #expect(Self.a1.description == "c232ab00-9414-11ec-b3c8-9f6bdeced846")
        #expect(Self.a1.formatted() == Self.a1.description)
        #expect([UInt8](capacity: 36) { Self.a1.write(to: &$0) } == Array(Self.a1.description.utf8))
        #expect(RFCUUID.Format.allCases.map(RFCUUID.formattedLength) == [36, 32, 38, 45])
        #expect(RFCUUID.maximumFormattedLength == RFCUUID.Format.allCases.map(RFCUUID.formattedLength).max())
    }

    @Test func parsesEveryFormInAnyCase() throws {
        var random = SplitMix64(seed: 7)
        for _ in 0..<2000 {
            let id = RFCUUID(high: random.next(), low: random.next())
            for format in RFCUUID.Format.allCases {
                let text = id.formatted(format, case: random.next() & 1 == 0 ? .lower : .upper)
                // Flip the case of each letter at random.
                let mixed = String(text.map { random.next() & 1 == 0 ? Character($0.uppercased()) : $0 })
                #expect(try RFCUUID(parsing: mixed) == id, "\(mixed)")
                #expect(RFCUUID(mixed) == id)
                #expect(try Array(mixed.utf8).withUnsafeBytes { (b) throws(ParseError) in try RFCUUID(parsingUTF8: b) } == id)
            }
        }
        #expect(try RFCUUID(parsing: "URN:UUID:C232AB00-9414-11EC-B3C8-9F6BDECED846") == Self.a1)
    }

    @Test(arguments: [
        ("", "length 0, expected 32, 36, 38 or 45", 0),
        ("c232ab00-9414-11ec-b3c8-9f6bdeced84", "length 35, expected 32, 36, 38 or 45", 35),
        ("c232ab00-9414-11ec-b3c8-9f6bdeced8460", "length 37, expected 32, 36, 38 or 45", 37),
        ("c232ab00941411ecb3c89f6bdeced84", "length 31, expected 32, 36, 38 or 45", 31),
        (String(repeating: "0", count: 100), "length 100, expected 32, 36, 38 or 45", 100),
        ("c232ab00-9414-g1ec-b3c8-9f6bdeced846", "invalid character 'g' at index 14", 14),
        ("6ba7b810-9dad-11d1-80b4-00c04fd430cg", "invalid character 'g' at index 35", 35),
        ("c232ab00+9414-11ec-b3c8-9f6bdeced846", "expected '-' at index 8", 8),
        ("c232ab00-9414-11ec-b3c8+9f6bdeced846", "expected '-' at index 23", 23),
        ("c232ab0-09414-11ec-b3c8-9f6bdeced846", "invalid character '-' at index 7", 7),
        ("c232ab00941411ecb3c89f6bdeced84-", "invalid character '-' at index 31", 31),
        ("{c232ab00-9414-11ec-b3c8-9f6bdeced846", "length 37, expected 32, 36, 38 or 45", 37),
        ("(c232ab00-9414-11ec-b3c8-9f6bdeced846}", "expected '{' at index 0", 0),
        ("{c232ab00-9414-11ec-b3c8-9f6bdeced846)", "expected '}' at index 37", 37),
        ("{c232ab00-9414-11ec-b3c8-9f6bdeced84x}", "invalid character 'x' at index 36", 36),
        ("{c232ab00_9414-11ec-b3c8-9f6bdeced846}", "expected '-' at index 9", 9),
        ("urn:uuid:c232ab00-9414-11ec-b3c8-9f6bdeced84z", "invalid character 'z' at index 44", 44),
        ("urn-uuid:c232ab00-9414-11ec-b3c8-9f6bdeced846", "expected 'urn:uuid:' at index 3", 3),
        ("uri:uuid:c232ab00-9414-11ec-b3c8-9f6bdeced846", "expected 'urn:uuid:' at index 2", 2),
        ("urn:uuid:c232ab00-9414-11ec-b3c8:9f6bdeced846", "expected '-' at index 32", 32),
        ("c232ab00-9414-11ec-b3c8-9f6bdécéd846", "invalid character 'é' at index 29", 29),  // 36 characters, 38 bytes
        ("é232ab00-9414-11ec-b3c8-9f6bdeced846", "invalid character 'é' at index 0", 0),
        ("é", "invalid character 'é' at index 0", 0),
        ("abcé", "invalid character 'é' at index 3", 3),
        ("c232ab00-9414\u{0}11ec-b3c8-9f6bdeced846", "expected '-' at index 13", 13),
        ("c232ab00-9414-11ec-b3c8-9f6bdeced84\u{0}", "invalid character '\\u{0}' at index 35", 35),
        ("c232ab00-9414-11ec-b3c8-9f6bdeced84\u{7F}", "invalid character '\\u{7F}' at index 35", 35),
        ("\nc232ab00-9414-11ec-b3c8-9f6bdeced84", "invalid character '\\u{A}' at index 0", 0),
        (" c232ab00-9414-11ec-b3c8-9f6bdeced84", "invalid character ' ' at index 0", 0),
        ("c232ab00-9414-11ec-b3c8-9f6bdeced84😀", "invalid character '😀' at index 35", 35),
    ])
    func parseErrors(text: String, message: String, index: Int) {
        let error = parse(text) { (t) throws(ParseError) in try RFCUUID(parsing: t) }.failure
        #expect(error?.description == message)
        #expect(error?.index == index)
        #expect(RFCUUID(text) == nil)
    }

    @Test func lengthErrorCarriesTheAcceptedLengths() {
        let error = parse("abc") { (t) throws(ParseError) in try RFCUUID(parsing: t) }.failure
        #expect(error?.reason == .invalidLength(3, expected: [32, 36, 38, 45]))
        #expect(RFCUUID.acceptedLengths == [32, 36, 38, 45])
    }

    /// 100 000 random byte strings of length 0...50, drawn mostly from the characters the formats
    /// use so that some parse: no input traps, and every accepted input reads back the same
    /// UUID when formatted in the form of its length and reparsed, and equals the input up to case.
    @Test func randomInputsNeverTrapAndAcceptedOnesRoundTrip() throws {
        var random = SplitMix64(seed: 8)
        let alphabet = Array("0123456789abcdefABCDEF-{}urn:uid:URNUIDxg é".utf8)
        let templates = RFCUUID.Format.allCases.map { Array(Self.a1.formatted($0).utf8) }
        var accepted = 0
        for round in 0..<100_000 {
            var bytes: [UInt8]
            if round % 4 == 0 {
                // A valid form with a few bytes changed: mostly near-misses.
                bytes = templates[Int(random.next() % UInt64(templates.count))]
                for _ in 0..<Int(random.next() % 3) {
                    bytes[Int(random.next() % UInt64(bytes.count))] = alphabet[Int(random.next() % UInt64(alphabet.count))]
                }
            } else {
                let length = Int(random.next() % 51)
                bytes = (0..<length).map { _ in
                    random.next() % 8 == 0
                        ? UInt8(truncatingIfNeeded: random.next()) : alphabet[Int(random.next() % UInt64(alphabet.count))]
                }
            }
            switch parse(bytes, { (b) throws(ParseError) in try RFCUUID(parsingUTF8: b) }) {
            case let .success(id):
                accepted += 1
                let format = try #require(RFCUUID.Format.allCases.first { RFCUUID.formattedLength($0) == bytes.count })
                let text = String(decoding: bytes, as: UTF8.self)
                #expect(id.formatted(format) == text.lowercased(), "\(text)")
                #expect(try RFCUUID(parsing: id.formatted(format)) == id)
            case let .failure(error):
                #expect(error.index >= 0 && error.index <= bytes.count)
                if error.index < bytes.count, case .invalidLength = error.reason {
                    Issue.record("length error with an index inside the input: \(error)")
                }
            }
        }
        #expect(accepted > 1000, "the generator should produce valid inputs too")
    }

    @Test func codableRoundTrip() throws {
        let data = try JSONEncoder().encode(["id": Self.a1])
        #expect(String(decoding: data, as: UTF8.self) == #"{"id":"c232ab00-9414-11ec-b3c8-9f6bdeced846"}"#)
        #expect(try JSONDecoder().decode([String: RFCUUID].self, from: data) == ["id": Self.a1])
        for text in [
            "C232AB00-9414-11EC-B3C8-9F6BDECED846", "{c232ab00-9414-11ec-b3c8-9f6bdeced846}",
            "urn:uuid:c232ab00-9414-11ec-b3c8-9f6bdeced846", "c232ab00941411ecb3c89f6bdeced846",
        ] {
            let json = Data("[\"\(text)\"]".utf8)
            #expect(try JSONDecoder().decode([RFCUUID].self, from: json) == [Self.a1])
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([RFCUUID].self, from: Data(#"["not a uuid"]"#.utf8))
        }
        let variants = try JSONEncoder().encode(RFCUUID.Variant.allCases)
        #expect(try JSONDecoder().decode([RFCUUID.Variant].self, from: variants) == RFCUUID.Variant.allCases)
    }
}
