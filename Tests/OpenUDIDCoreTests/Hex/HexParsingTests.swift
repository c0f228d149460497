import OpenUDIDCore
import Testing

/// The hex decoder, exhaustively, through every public parser that uses it: every hex digit at
/// every position is accepted with its value, every other byte 0...255 at every position is
/// rejected with that position and that character.
@Suite struct HexParsingTests {
    /// A textual format: its length, where the hex digits stand (in digit order), the literal
    /// characters elsewhere, and how to read the parsed value back as 4-bit digits.
    struct Format: CustomTestStringConvertible, Sendable {
        var name: String
        var template: String
        var parse: @Sendable (UnsafeRawBufferPointer) throws(ParseError) -> [UInt8]
        var testDescription: String { name }

        var bytes: [UInt8] { Array(template.utf8) }
        var hexPositions: [Int] { bytes.indices.filter { bytes[$0] == UInt8(ascii: "0") } }
    }

    static func nibbles(_ bytes: [UInt8]) -> [UInt8] { bytes.flatMap { [$0 >> 4, $0 & 0xF] } }

    static let zeros32 = String(repeating: "0", count: 32)
    static let canonicalZeros = "00000000-0000-0000-0000-000000000000"

    static let formats: [Format] = [
        Format(name: "MD5Digest", template: zeros32) { (b) throws(ParseError) in
            nibbles(byteArray(try MD5Digest(parsingUTF8: b).bytes))
        },
        Format(name: "OpenUDID", template: String(repeating: "0", count: 40)) { (b) throws(ParseError) in
            let id = try OpenUDID(parsingUTF8: b)
            return nibbles(byteArray(id.digest.bytes) + withUnsafeBytes(of: id.suffix.bigEndian) { Array($0) })
        },
        Format(name: "UUID hyphenless", template: zeros32) { (b) throws(ParseError) in
            nibbles(byteArray(try RFCUUID(parsingUTF8: b).bytes))
        },
        Format(name: "UUID canonical", template: canonicalZeros) { (b) throws(ParseError) in
            nibbles(byteArray(try RFCUUID(parsingUTF8: b).bytes))
        },
        Format(name: "UUID braced", template: "{" + canonicalZeros + "}") { (b) throws(ParseError) in
            nibbles(byteArray(try RFCUUID(parsingUTF8: b).bytes))
        },
        Format(name: "UUID urn", template: "urn:uuid:" + canonicalZeros) { (b) throws(ParseError) in
            nibbles(byteArray(try RFCUUID(parsingUTF8: b).bytes))
        },
    ]

    static let hexDigits = Array("0123456789abcdefABCDEF".utf8)

    @Test(arguments: formats)
    func everyDigitAtEveryPosition(format: Format) {
        let positions = format.hexPositions
        for (digitIndex, position) in positions.enumerated() {
            for digit in Self.hexDigits {
                var input = format.bytes
                input[position] = digit
                var expected = [UInt8](repeating: 0, count: positions.count)
                expected[digitIndex] = hexValue(digit)!
                let result = parse(input, format.parse)
                #expect(
                    result.success == expected,
                    "\(format.name): '\(UnicodeScalar(digit))' at \(position)")
            }
        }
    }

    @Test(arguments: formats)
    func everyOtherByteAtEveryHexPositionIsRejected(format: Format) {
        var failures = 0
        for position in format.hexPositions {
            for byte in UInt8.min...UInt8.max where hexValue(byte) == nil {
                var input = format.bytes
                input[position] = byte
                let error = parse(input, format.parse).failure
                let expected = ParseError(.invalidCharacter(describedByte(byte)), at: position)
                if error != expected {
                    failures += 1
                    if failures <= 5 {
                        Issue.record(
                            "\(format.name): byte 0x\(String(byte, radix: 16)) at \(position): \(String(describing: error)), expected \(expected)"
                        )
                    }
                }
            }
        }
        #expect(failures == 0)
    }

    /// The literal characters (hyphens, braces, the URN prefix): any other ASCII byte there is
    /// reported as the literal expected at that index; a non-ASCII byte as an invalid character.
    @Test(arguments: formats.dropFirst(3))
    func everyOtherByteAtEveryLiteralPosition(format: Format) {
        let template = format.bytes
        let literals = template.indices.filter { template[$0] != UInt8(ascii: "0") }
        for position in literals {
            for byte in UInt8.min...UInt8.max where byte != template[position] {
                var input = template
                input[position] = byte
                let isURNLetter =
                    format.name == "UUID urn" && position < 9 && template[position] != UInt8(ascii: ":")
                    && byte | 0x20 == template[position]
                let result = parse(input, format.parse)
                if isURNLetter {
                    #expect(result.success != nil, "uppercase URN prefix letter at \(position)")
                    continue
                }
                let literal: String
                switch (format.name, position) {
                case (_, 0) where template[0] == UInt8(ascii: "{"): literal = "{"
                case (_, 37) where template[37] == UInt8(ascii: "}"): literal = "}"
                case ("UUID urn", 0..<9): literal = "urn:uuid:"
                default: literal = "-"
                }
                let expected =
                    byte < 0x80
                    ? ParseError(.expected(literal), at: position)
                    : ParseError(.invalidCharacter(describedByte(byte)), at: position)
                #expect(result.failure == expected, "\(format.name): 0x\(String(byte, radix: 16)) at \(position)")
            }
        }
    }

    /// A two-byte character replacing one digit makes the input one byte too long; the parser
    /// must still name the character and its index rather than the length.
    @Test(arguments: formats)
    func nonASCIICharacterAtEveryPosition(format: Format) {
        let characters = Array(format.template)
        for position in characters.indices {
            var replaced = characters
            replaced[position] = "é"
            let text = String(replaced)
            let error = parse(Array(text.utf8), format.parse).failure
            #expect(error == ParseError(.invalidCharacter("é"), at: position), "\(format.name) at \(position)")
            #expect(error?.description == "invalid character 'é' at index \(position)")
        }
    }

    @Test func wholeValueRoundTripsInEveryCase() throws {
        var random = SplitMix64(seed: 3)
        for _ in 0..<500 {
            let digest = MD5Digest(high: random.next(), low: random.next())
            let suffix = UInt32(truncatingIfNeeded: random.next())
            let id = OpenUDID(digest: digest, suffix: suffix)
            let text = id.description
            #expect(text == hexString(byteArray(digest.bytes)) + hexString(withUnsafeBytes(of: suffix.bigEndian) { Array($0) }))
            #expect(try OpenUDID(parsing: text.uppercased()) == id)
            #expect(try MD5Digest(parsing: String(text.prefix(32)).uppercased()) == digest)
        }
    }
}
