import OpenUDIDCore
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
        for text in ["6ba7b810-9dad-11d1-80b4-00c04fd430c8", "6BA7B8109DAD11D180B400C04FD430C8",
                     "{6ba7b810-9dad-11d1-80b4-00c04fd430c8}", "URN:UUID:6ba7b810-9dad-11d1-80b4-00c04fd430c8",
                     "6ba7b810-9dad-11d1-80b4-00c04fd430cg", "", "é"] {
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
