import Foundation
import OpenUDIDCore
import Testing

@Suite struct MD5DigestTests {
    /// MD5("abc") from RFC 1321 A.5, byte by byte.
    static let abcBytes: [UInt8] = [
        0x90, 0x01, 0x50, 0x98, 0x3c, 0xd2, 0x4f, 0xb0,
        0xd6, 0x96, 0x3f, 0x7d, 0x28, 0xe1, 0x7f, 0x72,
    ]

    @Test func bytesAreInDigestOrder() {
        let digest = MD5.hash("abc")
        #expect(byteArray(digest.bytes) == Self.abcBytes)
        #expect(digest.withUnsafeBytes { Array($0) } == Self.abcBytes)
        #expect(digest.high == 0x9001_5098_3cd2_4fb0)
        #expect(digest.low == 0xd696_3f7d_28e1_7f72)
        let rebuilt = Self.abcBytes.withUnsafeBytes { raw in
            MD5Digest(
                bytes: raw.load(
                    as: (
                        UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                        UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
                    ).self))
        }
        #expect(rebuilt == digest)
    }

    @Test func buildsFromExactlySixteenBytesAndSharesItsStorageWithUUIDs() throws {
        let digest = MD5.hash("abc")
        #expect(try #require(MD5Digest(bytes: Self.abcBytes)) == digest)
        #expect(MD5Digest(bytes: Self.abcBytes.dropLast()) == nil)
        #expect(MD5Digest(bytes: Self.abcBytes + [0]) == nil)
        #expect(digest.bits == Bits128(high: 0x9001_5098_3cd2_4fb0, low: 0xd696_3f7d_28e1_7f72))
        #expect(MD5Digest(bits: digest.bits) == digest)
        // The same 128 bits read as a UUID keep their bytes and order.
        let uuid = RFCUUID(bits: digest.bits)
        #expect(uuid.description == "90015098-3cd2-4fb0-d696-3f7d28e17f72")
        var changed = digest
        changed.low = 0
        #expect(changed.bits.low == 0 && changed.high == digest.high && changed < digest)
    }

    @Test func descriptionIsLowercaseHexOfTheBytes() {
        var random = SplitMix64(seed: 1)
        for _ in 0..<1000 {
            let digest = MD5Digest(high: random.next(), low: random.next())
            #expect(digest.description == hexString(byteArray(digest.bytes)))
            #expect(digest.formatted(case: .upper) == hexString(byteArray(digest.bytes)).uppercased())
            #expect(digest.formatted() == digest.description)
            let written = [UInt8](capacity: MD5Digest.formattedLength) { digest.write(case: .upper, to: &$0) }
            #expect(String(decoding: written, as: UTF8.self) == digest.description.uppercased())
            #expect([UInt8](capacity: MD5Digest.formattedLength) { digest.write(to: &$0) } == Array(digest.description.utf8))
        }
    }

    @Test func parsesAnyCase() throws {
        let expected = MD5.hash("abc")
        for text in [
            "900150983cd24fb0d6963f7d28e17f72", "900150983CD24FB0D6963F7D28E17F72",
            "900150983cD24Fb0d6963F7d28E17f72",
        ] {
            #expect(try MD5Digest(parsing: text) == expected)
            #expect(MD5Digest(text) == expected)
            #expect(try MD5Digest(parsing: text[...]) == expected, "Substring")
        }
    }

    @Test(arguments: [
        ("", "length 0, expected 32", 0),
        ("900150983cd24fb0d6963f7d28e17f7", "length 31, expected 32", 31),
        ("900150983cd24fb0d6963f7d28e17f722", "length 33, expected 32", 33),
        ("900150983cd24fb0d6963f7d28e17f7g", "invalid character 'g' at index 31", 31),
        ("x00150983cd24fb0d6963f7d28e17f72", "invalid character 'x' at index 0", 0),
        ("90015098-cd24fb0d6963f7d28e17f72", "invalid character '-' at index 8", 8),
        ("900150983cd24fb0 6963f7d28e17f72", "invalid character ' ' at index 16", 16),
        ("900150983cd24fb0\t6963f7d28e17f72", "invalid character '\\u{9}' at index 16", 16),
        ("900150983cd24fb0d6963f7d28e17f7é", "invalid character 'é' at index 31", 31),
        ("é00150983cd24fb0d6963f7d28e17f7", "invalid character 'é' at index 0", 0),
    ])
    func parseErrors(text: String, message: String, index: Int) {
        let error = parse(text) { (t) throws(ParseError) in try MD5Digest(parsing: t) }.failure
        #expect(error?.description == message)
        #expect(error?.index == index)
        #expect(MD5Digest(text) == nil)
    }

    @Test func comparableMatchesHexStringOrderAndHashableAgrees() {
        var random = SplitMix64(seed: 2)
        var digests: [MD5Digest] = []
        for _ in 0..<300 {
            // Few distinct words, so equal halves occur and the low word decides.
            digests.append(MD5Digest(high: random.next() % 4, low: random.next() % 4 == 0 ? 0 : random.next()))
        }
        for a in digests.prefix(60) {
            for b in digests {
                #expect((a < b) == (a.description < b.description))
                #expect((a == b) == (a.description == b.description))
            }
        }
        #expect(Set(digests).count == Set(digests.map(\.description)).count)
    }

    @Test func codableRoundTripAsHexString() throws {
        let digest = MD5.hash("abc")
        let data = try JSONEncoder().encode([digest])
        #expect(String(decoding: data, as: UTF8.self) == #"["900150983cd24fb0d6963f7d28e17f72"]"#)
        #expect(try JSONDecoder().decode([MD5Digest].self, from: data) == [digest])
        let upper = Data(#"["900150983CD24FB0D6963F7D28E17F72"]"#.utf8)
        #expect(try JSONDecoder().decode([MD5Digest].self, from: upper) == [digest])
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([MD5Digest].self, from: Data(#"["900150983cd24fb0"]"#.utf8))
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([MD5Digest].self, from: Data("[17]".utf8))
        }
    }
}
