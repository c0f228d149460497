import Foundation
import Testing

/// The JSON fixtures under `Fixtures/`, written once by the scripts in `Scripts/` from Python's
/// `hashlib`, `uuid` and `datetime` (see each script's docstring for how a value is derived).
enum Fixtures {
    struct MD5Vectors: Decodable {
        /// Entry n: MD5 of the first n bytes of `patternMessage`.
        var pattern: [String]
        /// Entry n: MD5 of n times "a".
        var a: [String]
        /// Length (as a decimal string) → MD5 of that prefix of `patternMessage`.
        var patternLong: [String: String]
    }

    struct Identifiers: Decodable {
        struct V3: Decodable { var namespace: String; var name: String; var uuid: String }
        struct Gen2012: Decodable { var draws: [String]; var uuid: String; var uuidString: String; var value: String }
        struct Gen2011: Decodable { var string: String; var draw: String; var value: String }
        struct Time: Decodable { var ticks: UInt64; var unixSeconds: Int64; var fractionTicks: Int64; var iso: String }
        var v3: [V3]
        var openudid2012: [Gen2012]
        var openudid2011: [Gen2011]
        var time: [Time]
    }

    static func url(_ name: String) throws -> URL {
        try #require(Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures"),
                     "fixture \(name).json missing from the test bundle")
    }

    static func load<T: Decodable>(_ name: String, as type: T.Type) throws -> T {
        try JSONDecoder().decode(T.self, from: Data(contentsOf: url(name)))
    }

    /// Loaded once; `try!` is acceptable here because a missing fixture fails the
    /// `fixturesLoad` test below with a clear message first.
    static let md5: MD5Vectors = try! load("md5-vectors", as: MD5Vectors.self)
    static let identifiers: Identifiers = try! load("identifier-vectors", as: Identifiers.self)

    /// Byte i is (i * 31 + 7) & 0xFF, as in `Scripts/generate-md5-vectors.py`.
    static func patternMessage(_ count: Int) -> [UInt8] {
        (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
    }

    static func hex64(_ text: String) -> UInt64 { UInt64(text, radix: 16)! }
}

@Suite struct FixtureLoadingTests {
    @Test func fixturesLoadThroughBundleModule() throws {
        let md5 = try Fixtures.load("md5-vectors", as: Fixtures.MD5Vectors.self)
        #expect(md5.pattern.count == 301)
        #expect(md5.a.count == 301)
        let ids = try Fixtures.load("identifier-vectors", as: Fixtures.Identifiers.self)
        #expect(ids.v3.count == 4 * 13)
        #expect(!ids.openudid2012.isEmpty && !ids.openudid2011.isEmpty && !ids.time.isEmpty)
    }
}
