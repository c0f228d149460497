import OpenUDIDCore
import FuzzSupport
@testable import OpenUDIDProperties
import Testing

/// Each checker, handed a deliberately wrong implementation, must report a violation: a
/// property that cannot fail would let the fuzzer run forever without finding anything.
@Suite("Checkers catch wrong implementations")
struct CheckerTests {
    static func check(_ text: String, _ body: (UnsafeRawBufferPointer) -> PropertyViolation?) -> PropertyViolation? {
        Array(text.utf8).withUnsafeBytes(body)
    }

    // MARK: uuid-parse

    @Test("the core UUID parser passes on every form")
    func coreUUIDParserPasses() {
        for text in [
            "6ba7b810-9dad-11d1-80b4-00c04fd430c8", "6BA7B8109DAD11D180B400C04FD430C8",
            "{6ba7b810-9dad-11d1-80b4-00c04fd430c8}", "URN:UUID:6ba7b810-9dad-11d1-80b4-00c04fd430c8",
            "6ba7b810-9dad-11d1-80b4-00c04fd430cg", "", "é",
        ] {
            #expect(Self.check(text) { UUIDParseProperty.check($0) } == nil, "\(text)")
        }
    }

    @Test("a parser that rejects braces is caught")
    func rejectingBraces() {
        let parser: UUIDParseProperty.Parser = { bytes in
            bytes.first == UInt8(ascii: "{") ? .failure(ParseError(.expected("-"), at: 0)) : UUIDParseProperty.coreParser(bytes)
        }
        #expect(Self.check("{6ba7b810-9dad-11d1-80b4-00c04fd430c8}") { UUIDParseProperty.check($0, parser: parser) } != nil)
    }

    @Test("a parser that returns another value is caught")
    func wrongValue() {
        let parser: UUIDParseProperty.Parser = { bytes in
            UUIDParseProperty.coreParser(bytes).map { RFCUUID(high: $0.high, low: $0.low ^ 1) }
        }
        #expect(Self.check("6ba7b810-9dad-11d1-80b4-00c04fd430c8") { UUIDParseProperty.check($0, parser: parser) } != nil)
    }

    @Test("an error at the wrong index is caught")
    func wrongErrorIndex() {
        let parser: UUIDParseProperty.Parser = { bytes in
            UUIDParseProperty.coreParser(bytes).mapError { ParseError($0.reason, at: $0.index + 1) }
        }
        #expect(Self.check("6ba7b810-9dad-11d1-80b4-00c04fd430cg") { UUIDParseProperty.check($0, parser: parser) } != nil)
    }

    @Test("Foundation's lenient acceptances are the documented difference; nothing else is")
    func foundationDifferential() {
        let lenient = " 6ba7b810-9dad-11d1-80b4-00c04fd430c"
        let rejected = Result<RFCUUID, ParseError>.failure(ParseError(.invalidCharacter(" "), at: 0))
        #expect(Self.check(lenient) { FoundationUUIDDifferential.check($0, rejected) } == nil)
        // A value Foundation reads differently is a violation.
        let wrong = Result<RFCUUID, ParseError>.success(.zero)
        #expect(Self.check("6ba7b810-9dad-11d1-80b4-00c04fd430c8") { FoundationUUIDDifferential.check($0, wrong) } != nil)
        // Rejecting what Foundation accepts, with no lenient byte to explain it, is a violation.
        #expect(Self.check("6ba7b810-9dad-11d1-80b4-00c04fd430c8") { FoundationUUIDDifferential.check($0, rejected) } != nil)
    }

    // MARK: openudid-parse

    @Test("a parser that accepts 39 digits is caught, the core passes")
    func openUDIDLength() {
        let parser: OpenUDIDParseProperty.Parser = { bytes in
            bytes.count == 39 ? .success(.optedOut) : OpenUDIDParseProperty.coreParser(bytes)
        }
        let text = String(repeating: "0", count: 39)
        #expect(Self.check(text) { OpenUDIDParseProperty.check($0, parser: parser) } != nil)
        #expect(Self.check(text) { OpenUDIDParseProperty.check($0) } == nil)
        #expect(Self.check("E56F6A9223FB375E75480863FC0BCBB6A1B2C3D4") { OpenUDIDParseProperty.check($0) } == nil)
    }

    // MARK: md5

    @Test("the RFC 1321 reference reproduces the RFC's test suite (A.5)")
    func referenceVectors() {
        let vectors = [
            ("", "d41d8cd98f00b204e9800998ecf8427e"),
            ("a", "0cc175b9c0f1b6a831c399e269772661"),
            ("abc", "900150983cd24fb0d6963f7d28e17f72"),
            ("message digest", "f96b697d7cb7938d525a2f31aaf161d0"),
            ("abcdefghijklmnopqrstuvwxyz", "c3fcd3d76192e4007dfb496cca67e13b"),
            ("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", "d174ab98d277d9f5a5611c2c9f419d9f"),
            (String(repeating: "1234567890", count: 8), "57edf4a22be3c955ac49da2e2107b67a"),
        ]
        for (message, digest) in vectors {
            let hex = ReferenceMD5.hash(Array(message.utf8)).flatMap { ASCII.hex(UInt64($0), digits: 2) }
            #expect(String(decoding: hex, as: UTF8.self) == digest, "\(message)")
        }
    }

    @Test("a one-shot that is wrong at 56 bytes (one padding block too few) is caught")
    func wrongOneShot() {
        let oneShot: MD5Property.OneShot = { bytes in
            bytes.count == 56 ? MD5.hash(bufferPointer: UnsafeRawBufferPointer(rebasing: bytes[..<55])) : MD5.hash(bufferPointer: bytes)
        }
        let message = [UInt8](repeating: 0x61, count: 56)
        #expect(message.withUnsafeBytes { MD5Property.check(message: $0, splits: [3], oneShot: oneShot) } != nil)
        #expect(message.withUnsafeBytes { MD5Property.check(message: $0, splits: [3]) } == nil)
    }

    @Test("a prefix digest that is wrong only mid-stream is caught")
    func wrongPrefix() {
        let oneShot: MD5Property.OneShot = { bytes in
            bytes.count == 10 ? MD5Digest(high: 0, low: 0) : MD5.hash(bufferPointer: bytes)
        }
        let message = [UInt8](repeating: 0x62, count: 70)
        #expect(message.withUnsafeBytes { MD5Property.check(message: $0, splits: [10, 64], oneShot: oneShot) } != nil)
        #expect(message.withUnsafeBytes { MD5Property.check(message: $0, splits: [10, 64]) } == nil)
    }
}

@Suite("The sha1 checker and its reference")
struct SHA1CheckerTests {
    @Test("the FIPS 180-4 reference reproduces the FIPS 180 examples")
    func referenceVectors() {
        let vectors = [
            ("abc", "a9993e364706816aba3e25717850c26c9cd0d89d"),
            ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "84983e441c3bd26ebaae4aa1f95129e5e54670f1"),
            ("", "da39a3ee5e6b4b0d3255bfef95601890afd80709"),
        ]
        for (message, digest) in vectors {
            let hex = ReferenceSHA1.hash(Array(message.utf8)).flatMap { ASCII.hex(UInt64($0), digits: 2) }
            #expect(String(decoding: hex, as: UTF8.self) == digest, "\(message)")
        }
    }

    /// Every length from 0 to 600 bytes (up to nine blocks: one-shots of one, two and three
    /// stack blocks, groups of four and every tail), one-shot and streamed in two parts at
    /// several cuts, against the plain reference.
    @Test("the core equals the reference at every length around the block boundaries")
    func sweepAgainstTheReference() {
        for length in 0...600 {
            let message = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ length) }
            let expected = SHA1Property.digest(ReferenceSHA1.hash(message))
            #expect(message.withUnsafeBytes { SHA1.hash(bufferPointer: $0) } == expected, "length \(length)")
            for cut in Set([0, 1, 63, 64, 65, 255, 256, 257, length / 2, length]) where cut <= length {
                var hasher = SHA1()
                hasher.update(message[..<cut])
                hasher.update(message[cut...])
                #expect(hasher.finalize() == expected, "length \(length) cut at \(cut)")
            }
        }
    }

    @Test("a one-shot wrong at 128 bytes (the switch to two calls) is caught, the core passes")
    func wrongOneShot() {
        let oneShot: SHA1Property.OneShot = { bytes in
            bytes.count == 128 ? SHA1.hash(bufferPointer: UnsafeRawBufferPointer(rebasing: bytes[..<127])) : SHA1.hash(bufferPointer: bytes)
        }
        let message = [UInt8](repeating: 0x61, count: 128)
        #expect(message.withUnsafeBytes { SHA1Property.check(message: $0, splits: [3], oneShot: oneShot) } != nil)
        #expect(message.withUnsafeBytes { SHA1Property.check(message: $0, splits: [3]) } == nil)
    }

    @Test("a prefix digest wrong only mid-stream is caught")
    func wrongPrefix() {
        let oneShot: SHA1Property.OneShot = { bytes in
            bytes.count == 300 ? SHA1Digest(high: 0, middle: 0, low: 0) : SHA1.hash(bufferPointer: bytes)
        }
        let message = [UInt8](repeating: 0x62, count: 400)
        #expect(message.withUnsafeBytes { SHA1Property.check(message: $0, splits: [300], oneShot: oneShot) } != nil)
        #expect(message.withUnsafeBytes { SHA1Property.check(message: $0, splits: [300]) } == nil)
    }
}

@Suite("The v7 model of the generators checker")
struct V7ModelCheckerTests {
    /// The model follows the generator for its own method and tells the methods apart: a
    /// generator that used another method (or another counter width) would be caught.
    @Test("the model tells every method apart")
    func modelDistinguishesTheMethods() throws {
        let methods: [UUIDv7Generator.Monotonicity] = [
            .subMillisecond, .random, .counter(.standard),
            .counter(.minimum), .counter(try .init(bits: 13)),
        ]
        let ticks = RFCUUID.Timestamp(unixMilliseconds: 1_700_000_000_000).gregorianTicks + 1234
        let words = Array(0..<64).map { UInt64($0) &* 0x9E37_79B9_7F4A_7C15 }
        let bytes = words.flatMap { word in (0..<8).map { UInt8(truncatingIfNeeded: word >> (8 * $0)) } }
        for method in methods {
            let generator = UUIDv7Generator(monotonicity: method) { RFCUUID.Timestamp(gregorianTicks: ticks) }
            let made = bytes.withUnsafeBytes { raw -> [RFCUUID] in
                var random = FuzzRandom(FuzzReader(raw))
                return (0..<5).map { _ in generator.next(using: &random) }
            }
            for other in methods {
                let modelled = bytes.withUnsafeBytes { raw -> [RFCUUID] in
                    var random = FuzzRandom(FuzzReader(raw))
                    var model = V7Model(monotonicity: other)
                    return (0..<5).map { _ in model.next(ticks: ticks, using: &random) }
                }
                #expect((modelled == made) == (other == method), "\(method) against the model of \(other)")
            }
        }
    }
}
