@testable import OpenUDIDCore
import Testing

/// The fast paths that take a `String` in or make one: parsing a contiguous canonical form
/// inline (``RFCUUID/init(parsing:)``) against the general parser it skips
/// (``RFCUUID/parseGeneral(_:)``), version 3's one-block MD5 against the streaming hasher, and
/// formatted text copied into a `String` as known ASCII.
@Suite struct UUIDStringFastPathTests {
    /// Parses `text` both ways and records a disagreement: the value, or the error (reason and
    /// index), must be the same.
    static func agree(_ text: some StringProtocol, _ failures: inout Int) {
        let fast = Result { () throws(ParseError) in try RFCUUID(parsing: text) }
        let general = Result { () throws(ParseError) in try RFCUUID.parseGeneral(text) }
        if fast != general {
            failures += 1
            if failures <= 5 { Issue.record("\(String(text).debugDescription): fast \(fast), general \(general)") }
        }
    }

    /// Every single-byte change of random canonical texts (in random letter case), as a native
    /// `String`, as a `Substring` in the middle of a longer string, and with a character too
    /// many or too few: the inline path and the general parser agree on each.
    @Test func everyMutationAgreesWithTheGeneralParser() {
        var random = SplitMix64(seed: 23)
        var failures = 0
        for _ in 0..<6 {
            let text = UUIDFastPathDifferentialTests.randomText(&random, hyphenless: false)
            for position in text.indices {
                for byte in UInt8.min...UInt8.max {
                    var mutated = text
                    mutated[position] = byte
                    // Bytes that are not UTF-8 become U+FFFD: a longer string, the general path.
                    let string = String(decoding: mutated, as: UTF8.self)
                    Self.agree(string, &failures)
                    let padded = "<" + string + ">"
                    Self.agree(padded.dropFirst().dropLast(), &failures)
                }
            }
            let string = String(decoding: text, as: UTF8.self)
            Self.agree(string + "0", &failures)
            Self.agree(string.dropLast(), &failures)
            Self.agree("{" + string + "}", &failures)
            Self.agree("urn:uuid:" + string, &failures)
        }
        #expect(failures == 0)
    }

    /// The canonical form of a UUID parses back through the inline path, from a `String`, a
    /// `Substring` and the `String` that `formatted` makes.
    @Test func canonicalTextsRoundTrip() throws {
        var random = SplitMix64(seed: 29)
        for _ in 0..<1000 {
            let value = RFCUUID(high: random.next(), low: random.next())
            let text = value.formatted(case: random.next() & 1 == 0 ? .lower : .upper)
            #expect(try RFCUUID(parsing: text) == value)
            #expect(try RFCUUID(parsing: ("  " + text + "  ").dropFirst(2).dropLast(2)) == value)
        }
    }

    /// Version 3 of names of every length from 0 to 100 bytes, across the one-block limit of
    /// 39 bytes, in all four namespaces, against MD5 streamed over the namespace's bytes and the
    /// name with the version and variant set here.
    @Test func version3AgainstTheStreamingHasher() {
        var random = SplitMix64(seed: 31)
        for namespace in [RFCUUID.dns, .url, .oid, .x500, RFCUUID(high: random.next(), low: random.next())] {
            for length in 0...100 {
                let name = (0..<length).map { _ in UInt8(truncatingIfNeeded: random.next()) }
                var hasher = MD5()
                hasher.update(namespace.bytesInOrder)
                hasher.update(name)
                var digest = hasher.finalize().bytesInOrder
                digest[6] = digest[6] & 0x0F | 0x30
                digest[8] = digest[8] & 0x3F | 0x80
                let expected = RFCUUID(bytes: digest)
                #expect(name.withUnsafeBytes { RFCUUID.v3(namespace: namespace, nameBytes: $0) } == expected, "length \(length)")
            }
        }
    }

    /// The `String` that `formatted` makes is the text `write` stores, in every form and case,
    /// is ASCII and NFC as its flags claim (it compares and hashes like the same text built
    /// character by character), and stands alone (appending to it copies nothing back).
    @Test func formattedStringsAreTheWrittenText() {
        var random = SplitMix64(seed: 37)
        for _ in 0..<200 {
            let value = RFCUUID(high: random.next(), low: random.next())
            for format in RFCUUID.Format.allCases {
                for letterCase in [LetterCase.lower, .upper] {
                    let string = value.formatted(format, case: letterCase)
                    let written = [UInt8](capacity: RFCUUID.maximumFormattedLength) { value.write(format, case: letterCase, to: &$0) }
                    #expect(Array(string.utf8) == written)
                    let rebuilt = String(String.UnicodeScalarView(written.map { Unicode.Scalar($0) }))
                    #expect(string == rebuilt && string.hashValue == rebuilt.hashValue)
                    #expect(string.count == RFCUUID.formattedLength(format) && string.unicodeScalars.allSatisfy(\.isASCII))
                    var extended = string
                    extended.append("é")
                    #expect(Array(string.utf8) == written && extended.utf8.count == RFCUUID.formattedLength(format) + 2)
                }
            }
        }
    }
}

extension RFCUUID {
    /// The 16 bytes in network order, as an array.
    fileprivate var bytesInOrder: [UInt8] { withUnsafeBytes { Array($0) } }
}

extension MD5Digest {
    /// The 16 bytes in digest order, as an array.
    fileprivate var bytesInOrder: [UInt8] { withUnsafeBytes { Array($0) } }
}
