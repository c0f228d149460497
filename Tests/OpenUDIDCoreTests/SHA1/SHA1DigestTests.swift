import Foundation
import OpenUDIDCore
import Testing

@Suite struct SHA1DigestTests {
    /// SHA-1("abc"), FIPS 180 example, byte by byte.
    static let abcBytes: [UInt8] = [
        0xa9, 0x99, 0x3e, 0x36, 0x47, 0x06, 0x81, 0x6a, 0xba, 0x3e,
        0x25, 0x71, 0x78, 0x50, 0xc2, 0x6c, 0x9c, 0xd0, 0xd8, 0x9d,
    ]

    @Test func partsAndBytesAreInDigestOrder() throws {
        let digest = SHA1.hash("abc")
        #expect(digest.high == 0xa999_3e36_4706_816a)
        #expect(digest.middle == 0xba3e_2571_7850_c26c)
        #expect(digest.low == 0x9cd0_d89d)
        #expect(digest.withUnsafeBytes { Array($0) } == Self.abcBytes)
        #expect(try #require(SHA1Digest(bytes: Self.abcBytes)) == digest)
        #expect(SHA1Digest(bytes: Self.abcBytes.dropLast()) == nil)
        #expect(SHA1Digest(bytes: Self.abcBytes + [0]) == nil)
    }

    @Test func hexIsTheBytesInEitherCase() throws {
        var random = SplitMix64(seed: 7)
        for _ in 0..<1000 {
            let digest = SHA1Digest(high: random.next(), middle: random.next(), low: UInt32(truncatingIfNeeded: random.next()))
            let bytes = digest.withUnsafeBytes { Array($0) }
            #expect(digest.description == hexString(bytes))
            #expect(digest.formatted(case: .upper) == hexString(bytes).uppercased())
            let written = [UInt8](capacity: SHA1Digest.formattedLength) { digest.write(case: .upper, to: &$0) }
            #expect(String(decoding: written, as: UTF8.self) == hexString(bytes).uppercased())
            #expect(SHA1Digest(digest.formatted(case: .upper)) == digest)
            #expect(try SHA1Digest(parsing: digest.description[...]) == digest, "Substring")
        }
    }

    @Test(arguments: [
        ("", "length 0, expected 40", 0),
        ("a9993e364706816aba3e25717850c26c9cd0d89", "length 39, expected 40", 39),
        ("a9993e364706816aba3e25717850c26c9cd0d89g", "invalid character 'g' at index 39", 39),
        ("a9993e36-4706816aba3e25717850c26c9cd0d89", "invalid character '-' at index 8", 8),
        ("é9993e364706816aba3e25717850c26c9cd0d89d", "invalid character 'é' at index 0", 0),
    ])
    func parseErrors(text: String, message: String, index: Int) {
        let error = parse(text) { (t) throws(ParseError) in try SHA1Digest(parsing: t) }.failure
        #expect(error?.description == message)
        #expect(error?.index == index)
        #expect(SHA1Digest(text) == nil)
    }

    @Test func orderIsHexOrderAndCodableIsHex() throws {
        var random = SplitMix64(seed: 8)
        let digests = (0..<200).map { _ in
            SHA1Digest(high: random.next() % 3, middle: random.next() % 3, low: UInt32(truncatingIfNeeded: random.next() % 3))
        }
        for a in digests.prefix(40) {
            for b in digests {
                #expect((a < b) == (a.description < b.description))
                #expect((a == b) == (a.description == b.description))
            }
        }
        let abc = SHA1.hash("abc")
        let data = try JSONEncoder().encode([abc])
        #expect(String(decoding: data, as: UTF8.self) == #"["a9993e364706816aba3e25717850c26c9cd0d89d"]"#)
        #expect(try JSONDecoder().decode([SHA1Digest].self, from: data) == [abc])
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([SHA1Digest].self, from: Data(#"["a9993e36"]"#.utf8))
        }
    }
}
