import Foundation
import Testing

/// The JSON fixtures under `Fixtures/`, written once by the scripts in `Scripts/` from Python's
/// `hashlib`, `uuid` and `datetime` (see each script's docstring for how a value is derived).
enum Fixtures {
    /// The length sweeps that `Scripts/generate-md5-vectors.py` and
    /// `Scripts/generate-sha1-vectors.py` both write.
    struct DigestVectors: Decodable {
        /// Entry n: the digest of the first n bytes of `patternMessage`.
        var pattern: [String]
        /// Entry n: the digest of n times "a".
        var a: [String]
        /// Length (as a decimal string) → the digest of that prefix of `patternMessage`.
        var patternLong: [String: String]
    }

    /// The standards' SHA-1 vectors of `sha1-vectors.json`, each checked against hashlib by the
    /// script that wrote it.
    struct SHA1Standards: Decodable {
        /// A text repeated `count` times (FIPS 180 examples, RFC 3174 §7.3).
        struct Repeated: Decodable { var text: String; var count: Int; var digest: String }
        /// A CAVP byte-oriented message: its length in bits, hex bytes and digest.
        struct CAVP: Decodable { var bits: Int; var message: String; var digest: String }
        var fips180: [Repeated]
        var rfc3174: [Repeated]
        var cavpShort: [CAVP]
        var cavpLong: [CAVP]
    }

    struct Identifiers: Decodable {
        struct V3: Decodable { var namespace: String; var name: String; var uuid: String }
        struct V8: Decodable { var namespace: String; var name: String; var sha256: String }
        struct Gen2012: Decodable { var draws: [String]; var uuid: String; var uuidString: String; var value: String }
        struct Gen2011: Decodable { var string: String; var draw: String; var value: String }
        struct Time: Decodable { var ticks: UInt64; var unixSeconds: Int64; var fractionTicks: Int64; var iso: String }
        var v3: [V3]
        /// Version 5 UUIDs, the same shape as version 3's.
        var v5: [V3]
        var v8: V8
        var openudid2012: [Gen2012]
        var openudid2011: [Gen2011]
        var time: [Time]
    }

    static func url(_ name: String) throws -> URL {
        try #require(
            Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures"),
            "fixture \(name).json missing from the test bundle")
    }

    static func load<T: Decodable>(_ name: String, as type: T.Type) throws -> T {
        try JSONDecoder().decode(T.self, from: Data(contentsOf: url(name)))
    }

    /// Loaded once; `try!` is acceptable here because a missing fixture fails the
    /// `fixturesLoad` test below with a clear message first.
    static let md5: DigestVectors = try! load("md5-vectors", as: DigestVectors.self)
    static let sha1: DigestVectors = try! load("sha1-vectors", as: DigestVectors.self)
    static let sha1Standards: SHA1Standards = try! load("sha1-vectors", as: SHA1Standards.self)
    static let identifiers: Identifiers = try! load("identifier-vectors", as: Identifiers.self)

    /// Byte i is (i * 31 + 7) & 0xFF, as in `Scripts/generate-md5-vectors.py`.
    static func patternMessage(_ count: Int) -> [UInt8] {
        (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
    }

    static func hex64(_ text: String) -> UInt64 { UInt64(text, radix: 16)! }

    /// The bytes of an even-length hex string.
    static func bytes(hex text: String) -> [UInt8] {
        let digits = Array(text.utf8)
        return stride(from: 0, to: digits.count, by: 2).map { UInt8(String(decoding: digits[$0...$0 + 1], as: UTF8.self), radix: 16)! }
    }
}

@Suite struct FixtureLoadingTests {
    @Test func fixturesLoadThroughBundleModule() throws {
        for name in ["md5-vectors", "sha1-vectors"] {
            let vectors = try Fixtures.load(name, as: Fixtures.DigestVectors.self)
            #expect(vectors.pattern.count == 301, "\(name)")
            #expect(vectors.a.count == 301, "\(name)")
        }
        let standards = try Fixtures.load("sha1-vectors", as: Fixtures.SHA1Standards.self)
        #expect(standards.cavpShort.count == 65 && standards.cavpLong.count == 4)
        let ids = try Fixtures.load("identifier-vectors", as: Fixtures.Identifiers.self)
        #expect(ids.v3.count == 4 * 13)
        #expect(ids.v5.count == 4 * 18)
        #expect(!ids.openudid2012.isEmpty && !ids.openudid2011.isEmpty && !ids.time.isEmpty)
    }
}
