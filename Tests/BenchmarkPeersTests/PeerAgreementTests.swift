import Foundation
import Testing
import BenchmarkPeers
import OpenUDIDCore

/// The peers compute what ours computes: otherwise their rows would compare different work.
@Suite struct PeerAgreementTests {
    /// Every length across the one- and two-block boundaries, and a few multi-block ones.
    static let lengths = Array(0...130) + [1000, 4096, 65_537]

    static func message(_ length: Int) -> [UInt8] {
        (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
    }

    static func bytes(_ digest: MD5Digest) -> [UInt8] { digest.withUnsafeBytes { Array($0) } }

    @Test func textbookMD5AgreesWithOursAtEveryLength() {
        for length in Self.lengths {
            let message = Self.message(length)
            #expect(TextbookMD5.hash(message) == Self.bytes(MD5.hash(message)), "length \(length)")
        }
    }

    @Test func textbookMD5StreamsInAnyChunking() {
        let message = Self.message(1000)
        var hasher = TextbookMD5()
        var offset = 0
        for chunk in [1, 63, 64, 65, 7, 300, 500] {
            let end = min(offset + chunk, message.count)
            message[offset..<end].withUnsafeBytes { hasher.update(bufferPointer: $0) }
            offset = end
        }
        #expect(hasher.finalize() == Self.bytes(MD5.hash(message)))
    }

    @Test func textbookMD5MatchesRFC1321() {
        #expect(TextbookMD5.hash(Array("abc".utf8)) == Self.bytes(try! MD5Digest(parsing: "900150983cd24fb0d6963f7d28e17f72")))
    }

    @Test func libcryptoAgreesWithOursWhenPresent() throws {
        guard case let .success(libcrypto) = LibCryptoMD5.load() else { return }
        for length in Self.lengths {
            let message = Self.message(length)
            let one = message.withUnsafeBytes { libcrypto.oneShot.digest(of: $0) }
            #expect(one == Self.bytes(MD5.hash(message)), "length \(length)")
        }
        let message = Self.message(200_000)
        let stream = libcrypto.makeStream()
        message.withUnsafeBytes { bytes in
            stream.update(UnsafeRawBufferPointer(rebasing: bytes[..<12_345]))
            stream.update(UnsafeRawBufferPointer(rebasing: bytes[12_345...]))
        }
        var digest = [UInt8](repeating: 0, count: 16)
        digest.withUnsafeMutableBytes { stream.finalize(into: $0.baseAddress!) }
        #expect(digest == Self.bytes(MD5.hash(message)))
    }

    /// Every copy of libcrypto's `SHA1()` (the process's, and the private ones initialised with
    /// SHA-NI masked and with only the integer code left) gives our digests, at lengths around
    /// the block boundaries; the private copies are second libraries, not the same one under
    /// another handle.
    @Test func libcryptoSHA1CopiesAgreeWithOursWhenPresent() throws {
        guard case let .success(native) = LibCryptoSHA1.load() else { return }
        let masked = try LibCryptoSHA1.loadMaskingSHAExtensions().get()
        let scalar = try LibCryptoSHA1.loadMasking(LibCryptoSHA1.integerOnly).get()
        #expect(masked.libraryName.hasSuffix("(private copy)"))
        #expect(scalar.libraryName.hasSuffix("(private copy)"))
        #expect(Set([native.address, masked.address, scalar.address]).count == 3, "three libraries, not one under three names")
        for length in Self.lengths {
            let message = Self.message(length)
            let ours = SHA1.hash(message).withUnsafeBytes { Array($0) }
            #expect(message.withUnsafeBytes { native.digest(of: $0) } == ours, "length \(length)")
            #expect(message.withUnsafeBytes { masked.digest(of: $0) } == ours, "masked, length \(length)")
            #expect(message.withUnsafeBytes { scalar.digest(of: $0) } == ours, "integer only, length \(length)")
        }
    }

    /// The SF-0041 port makes version 7 UUIDs of now, strictly increasing (its method 3 state).
    @Test func foundationVersion7PortIncreases() throws {
        let port = FoundationUUIDv7()
        let ids = (0..<2000).map { _ in RFCUUID(port.make()) }
        #expect(ids.allSatisfy { $0.version == 7 && $0.variant == .rfc9562 })
        #expect(zip(ids, ids.dropFirst()).allSatisfy { $0 < $1 })
        let now = RFCUUID.Timestamp.now().unixMilliseconds
        #expect(abs(try #require(ids.last?.timestamp).unixMilliseconds - now) < 5000)
    }

    /// libuuid's `uuid_generate_sha1` gives our version 5 UUIDs; its v6/v7 generators, where
    /// the installed libuuid has them, make their versions.
    @Test func libuuidNameBasedAndTimeOrderedWhenPresent() throws {
        guard case let .success(libuuid) = LibUUID.load() else { return }
        for name in ["", "www.example.com", String(repeating: "n", count: 200)] {
            var out = (UInt64(0), UInt64(0))
            var namespace = RFCUUID.url.bytes
            let bytes = Array(name.utf8)
            withUnsafeMutableBytes(of: &out) { buffer in
                withUnsafeBytes(of: &namespace) { ns in
                    bytes.withUnsafeBytes { libuuid.generateSHA1(into: buffer.baseAddress!, namespace: ns.baseAddress!, name: $0) }
                }
            }
            #expect(withUnsafeBytes(of: &out) { RFCUUID(bytes: Array($0)) } == RFCUUID.v5(namespace: .url, name: name))
        }
        for (symbol, version) in [("uuid_generate_time_v6", 6), ("uuid_generate_time_v7", 7)] {
            switch LibUUID.loadGenerator(symbol) {
            case let .failure(reason):
                #expect(reason.description.contains(symbol))
            case let .success(generate):
                var out = (UInt64(0), UInt64(0))
                withUnsafeMutableBytes(of: &out) { generate($0.baseAddress!) }
                #expect(withUnsafeBytes(of: &out) { RFCUUID(bytes: Array($0)) }?.version == version)
            }
        }
    }

    @Test func libuuidAgreesWithOursWhenPresent() throws {
        guard case let .success(libuuid) = LibUUID.load() else { return }
        let uuid = try RFCUUID(parsing: "6ba7b810-9dad-41d1-80b4-00c04fd430c8")
        var bytes = uuid.bytes
        var text = [UInt8](repeating: 0, count: 37)
        for uppercase in [false, true] {
            withUnsafeBytes(of: &bytes) { raw in
                text.withUnsafeMutableBytes { libuuid.unparse(raw.baseAddress!, into: $0.baseAddress!, uppercase: uppercase) }
            }
            let written = String(decoding: text.prefix(36), as: UTF8.self)
            #expect(written == uuid.formatted(case: uppercase ? .upper : .lower))
            var parsed = (UInt64(0), UInt64(0))
            let ok = written.withCString { string in withUnsafeMutableBytes(of: &parsed) { libuuid.parse(string, into: $0.baseAddress!) } }
            #expect(ok)
            #expect(RFCUUID(bytes: withUnsafeBytes(of: &parsed) { Array($0) }) == uuid)
        }
        var random = (UInt64(0), UInt64(0))
        withUnsafeMutableBytes(of: &random) { libuuid.generateRandom(into: $0.baseAddress!) }
        #expect(RFCUUID(bytes: withUnsafeBytes(of: &random) { Array($0) })?.version == 4)
    }

    @Test func foundationPortMakesWellFormedOpenUDIDs() {
        for generated in (0..<50).flatMap({ _ in [FoundationOpenUDID.generateFresh(), FoundationOpenUDID.generateFreshLegacy()] }) {
            #expect(generated.utf8.count == 40)
            #expect(generated.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }, "\(generated)")
            #expect((try? OpenUDID(parsing: generated)) != nil)
        }
    }

    @Test func foundationFormatAndParseAgreeWithOurs() throws {
        let value = OpenUDID(digest: try MD5Digest(parsing: "e56f6a9223fb375e75480863fc0bcbb6"), suffix: 0x0000_00ff)
        let digest = value.digest.withUnsafeBytes { Array($0) }
        #expect(FoundationOpenUDID.format(digest, UInt(value.suffix)) == value.description)
        let parsed = try #require(FoundationOpenUDID.parse(value.description))
        #expect(parsed.digest == digest && parsed.suffix == value.suffix)
        #expect(FoundationOpenUDID.parse(String(value.description.dropLast())) == nil)
        #expect(FoundationOpenUDID.parse(String(value.description.dropLast()) + "g") == nil)
    }

    @Test(arguments: RFCUUID.Format.allCases, LetterCase.allCases)
    func foundationUUIDTextAgreesWithOurs(_ format: RFCUUID.Format, _ letterCase: LetterCase) throws {
        let uuid = try RFCUUID(parsing: "6ba7b810-9dad-41d1-80b4-00c04fd430c8")
        let text = FoundationUUIDText.format(UUID(uuid), format, letterCase)
        #expect(text == uuid.formatted(format, case: letterCase))
        #expect(FoundationUUIDText.parse(text, format).map(RFCUUID.init) == uuid)
    }
}
