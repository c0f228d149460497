import OpenUDIDCore
@testable import OpenUDIDProperties
import Testing

/// The C-library oracles: each comparison catches a deliberately different answer, and the real
/// libraries, where installed, agree with the core.
@Suite("C-library oracles")
struct OracleTests {
    static let canonical = "6ba7b810-9dad-11d1-80b4-00c04fd430c8"

    static func parse(_ bytes: [UInt8]) -> Result<RFCUUID, ParseError> {
        bytes.withUnsafeBytes { raw in Result { () throws(ParseError) in try RFCUUID(parsingUTF8: raw) } }
    }

    @Test("the libuuid comparison catches another value, a refusal and an acceptance")
    func libuuidComparison() {
        let bytes = Array(Self.canonical.utf8), wrong = Array(Self.canonical.replacingOccurrences(of: "-11d1", with: "_11d1").utf8)
        let value = try? Self.parse(bytes).get()
        let agrees: LibUUIDOracle.Parse = { raw in try? RFCUUID(parsingUTF8: raw) }
        let otherValue: LibUUIDOracle.Parse = { _ in RFCUUID.max }
        let refuses: LibUUIDOracle.Parse = { _ in nil }
        let accepts: LibUUIDOracle.Parse = { _ in value }
        #expect(bytes.withUnsafeBytes { LibUUIDOracle.check($0, Self.parse(bytes), oracle: agrees) } == nil)
        #expect(bytes.withUnsafeBytes { LibUUIDOracle.check($0, Self.parse(bytes), oracle: otherValue) } != nil)
        #expect(bytes.withUnsafeBytes { LibUUIDOracle.check($0, Self.parse(bytes), oracle: refuses) } != nil)
        #expect(wrong.withUnsafeBytes { LibUUIDOracle.check($0, Self.parse(wrong), oracle: accepts) } != nil)
    }

    @Test("the libcrypto comparison catches another digest")
    func libcryptoComparison() {
        let message = Array("abc".utf8)
        let md5 = MD5.hash(message).withUnsafeBytes { Array($0) }, sha1 = SHA1.hash(message).withUnsafeBytes { Array($0) }
        let agreesMD5: LibCryptoOracle.Hash = { _ in md5 }
        let differs: LibCryptoOracle.Hash = { _ in md5.map { $0 ^ 1 } }
        message.withUnsafeBytes { raw in
            #expect(LibCryptoOracle.check(raw, digest: md5, oracle: agreesMD5, name: "MD5") == nil)
            #expect(LibCryptoOracle.check(raw, digest: md5, oracle: differs, name: "MD5") != nil)
            #expect(LibCryptoOracle.check(raw, digest: sha1, oracle: agreesMD5, name: "SHA1") != nil)
        }
    }

    /// What Fuzz/README.md and ``LibUUIDOracle`` say about libuuid: on 36 bytes it accepts
    /// exactly what the core accepts. Every byte at every position of a canonical UUID.
    @Test(
        "libuuid agrees with the core on every single-byte change of a canonical UUID",
        .enabled(if: LibUUIDOracle.libuuid != nil, "libuuid is not installed"))
    func libuuidAgreesOnEveryByte() throws {
        let oracle = try #require(LibUUIDOracle.libuuid)
        let base = Array(Self.canonical.uppercased().utf8)
        var disagreements: [String] = []
        for index in base.indices {
            for byte in UInt8(0)...255 {
                var bytes = base
                bytes[index] = byte
                if let problem = bytes.withUnsafeBytes({ LibUUIDOracle.check($0, Self.parse(bytes), oracle: oracle) }) {
                    disagreements.append("\(index) \(byte): \(problem)")
                }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
    }

    /// Its one leniency, outside the 36 bytes the comparison reads: a C string ends at a NUL.
    @Test(
        "libuuid reads a canonical UUID followed by a NUL and more",
        .enabled(if: LibUUIDOracle.libuuid != nil, "libuuid is not installed"))
    func libuuidStopsAtNUL() throws {
        let oracle = try #require(LibUUIDOracle.libuuid)
        let bytes = Array(Self.canonical.utf8) + [0] + Array("junk".utf8)
        #expect(bytes.withUnsafeBytes(oracle) == RFCUUID(Self.canonical))
        #expect((try? Self.parse(bytes).get()) == nil)
    }

    @Test(
        "libcrypto's MD5() and SHA1() agree with the core around the block sizes",
        .enabled(if: LibCryptoOracle.md5 != nil && LibCryptoOracle.sha1 != nil, "libcrypto is not installed"))
    func libcryptoAgrees() throws {
        let md5 = try #require(LibCryptoOracle.md5), sha1 = try #require(LibCryptoOracle.sha1)
        for length in [0, 1, 55, 56, 63, 64, 65, 119, 128, 1000] {
            let message = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31) }
            message.withUnsafeBytes { raw in
                #expect(md5(raw) == MD5.hash(bufferPointer: raw).withUnsafeBytes { Array($0) }, "MD5 of \(length) bytes")
                #expect(sha1(raw) == SHA1.hash(bufferPointer: raw).withUnsafeBytes { Array($0) }, "SHA1 of \(length) bytes")
            }
        }
    }
}
