import Foundation
import Testing
@testable import OpenUDIDStats
import SVGDrawing

/// The registry: unique names and streams, stable streams for the first seven generators, and
/// a generator defined by one type alone taking part in a report.
@Suite struct RegistryTests {
    @Test func namesAndTitlesAreUnique() {
        let names = StatsGenerator.registry.map { $0.profile.name }
        #expect(Set(names).count == names.count, "\(names)")
        #expect(names.allSatisfy { !$0.isEmpty && $0 == $0.lowercased() && !$0.contains(",") && $0 != "all" })
        let titles = StatsGenerator.registry.map { $0.profile.title }
        #expect(Set(titles).count == titles.count, "\(titles)")
    }

    /// Two generators on one stream would draw the same random words: their identifiers would
    /// be correlated, and the report would compare a generator with itself.
    @Test func streamsAreUnique() {
        let streams = StatsGenerator.registry.map { $0.stream }
        #expect(Set(streams).count == streams.count, "\(streams)")
    }

    /// The first seven generators keep the streams they had before streams were derived from
    /// names: the same seed gives the same report as before.
    @Test func pinnedStreamsDoNotMove() {
        let pinned: [(StatsGenerator, UInt32)] = [
            (.openUDID2012, 1), (.openUDID2011, 2), (.uuidV4, 3), (.uuidV3, 4), (.uuidV1, 5), (.uuidV1Fleet, 6), (.weak32, 7),
        ]
        for (generator, stream) in pinned {
            #expect(generator.stream == stream, "\(generator)")
        }
    }

    /// FNV-1a reference values (Fowler, Noll and Vo's test vectors: "" → 811c9dc5,
    /// "a" → e40c292c, "foobar" → bf9cf968), with the top bit forced.
    @Test func derivedStreamsAreFNV1aWithTheTopBitSet() {
        #expect(GeneratorStream.derived(from: "") == 0x811C_9DC5)
        #expect(GeneratorStream.derived(from: "a") == 0xE40C_292C)
        #expect(GeneratorStream.derived(from: "foobar") == 0xBF9C_F968)
        #expect(GeneratorStream.derived(from: "uuid7") & 0x8000_0000 != 0)
        #expect(SingleFileGenerator.stream == GeneratorStream.derived(from: "test-single-file"))
        #expect(StatsGenerator(rawValue: "uuid7-counter-fleet")!.stream == GeneratorStream.derived(from: "uuid7-counter-fleet"))
    }

    /// Adding generators keeps the colours of the first seven: the control, now fifteenth,
    /// keeps the seventh colour (the palette has eight).
    @Test func chartColoursOfTheFirstSevenDoNotMove() {
        #expect(ChartPalette.color(for: .weak32) == ChartPalette.colors[6])
        #expect(ChartPalette.color(for: .uuidV1Fleet) == ChartPalette.colors[5])
    }

    @Test func staticMembersAreTheRegistryInReportOrder() {
        #expect(Array(StatsGenerator.allCases.prefix(6)) == [.openUDID2012, .openUDID2011, .uuidV4, .uuidV3, .uuidV1, .uuidV1Fleet])
        #expect(StatsGenerator.allCases.last == .weak32)
        // The time-ordered generators between the v1 fleet and the control, reached by name.
        #expect(
            StatsGenerator.allCases.dropFirst(6).dropLast().map(\.rawValue) == [
                "uuid6", "uuid6-fleet", "uuid7-counter", "uuid7-subms", "uuid7-random", "uuid7-counter-fleet", "uuid7-subms-fleet",
                "uuid7-random-fleet",
            ])
        for generator in StatsGenerator.allCases {
            #expect(StatsGenerator(rawValue: generator.rawValue) == generator)
        }
        #expect(StatsGenerator(rawValue: "uuid9") == nil)
    }

    @Test func codableAsTheName() throws {
        let data = try JSONEncoder().encode([StatsGenerator.uuidV1Fleet, .weak32])
        #expect(String(decoding: data, as: UTF8.self) == #"["uuid1-fleet","weak32"]"#)
        #expect(try JSONDecoder().decode([StatsGenerator].self, from: data) == [.uuidV1Fleet, .weak32])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([StatsGenerator].self, from: Data(#"["nope"]"#.utf8)) }
    }

    /// A generator defined by one type, outside the registry, runs through the whole report:
    /// nothing else needs to know about it.
    @Test func aGeneratorIsOneType() throws {
        var options = StatsOptions()
        options.count = 5_000
        options.seed = 3
        options.outputDirectory = nil
        options.generators = [StatsGenerator(SingleFileGenerator.self), .uuidV4]
        let report = try Stats.run(options)
        let analysis = report.analyses[0]
        #expect(analysis.generator.title == "Counter in the low bits")
        #expect(analysis.measurement.exactPairs == 0)
        // Keys differ only in the low 64 bits: every pair agrees on the first 64.
        #expect(analysis.prefixes.last?.observed == 5_000 * 4_999 / 2)
        #expect(report.markdown().contains("| Counter in the low bits |"))
    }
}

/// A test generator: index in the low word, a per-run constant in the high word.
struct SingleFileGenerator: GeneratorDefinition {
    static let profile = GeneratorProfile(
        name: "test-single-file", title: "Counter in the low bits", format: .free128,
        pairCollisionProbability: 0, collisionModel: "a counter never repeats")

    let high: UInt64

    init(setup: inout GeneratorSetup) { high = setup.random.next() }

    func make(index: Int, random: inout ChaCha20Random) -> GeneratedKey {
        GeneratedKey(key: StatsKey(high: high, low: UInt64(index)))
    }
}
