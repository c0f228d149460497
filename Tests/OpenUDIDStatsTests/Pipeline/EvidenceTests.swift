import CollisionStatistics
import Testing
@testable import OpenUDIDStats

/// The colliding identifiers listed with an excess verdict are real: regenerating identifier
/// #i gives the text shown, and the two agree on the flagged prefix.
@Suite struct EvidenceTests {
    /// Identifier `index` of `D` under `seed`, made again from its block's stream.
    static func identifier<D: GeneratorDefinition>(_ definition: D.Type, index: Int, seed: UInt64) -> GeneratedKey {
        let source = D(seed: seed)
        let block = index / blockSize
        var random = D.blockRandom(seed: seed, block: block)
        var made = source.make(index: block * blockSize, random: &random)
        for next in stride(from: block * blockSize + 1, through: index, by: 1) { made = source.make(index: next, random: &random) }
        return made
    }

    /// Checks every listed pair of `analysis` against a regeneration of its identifiers.
    func expectReproducible(_ analysis: GeneratorAnalysis, seed: UInt64) throws {
        let evidence = try #require(analysis.evidence)
        #expect(!evidence.pairs.isEmpty && evidence.pairs.count <= CollisionSamples.limit)
        let format = analysis.generator.format
        for pair in evidence.pairs {
            #expect(pair.first.index != pair.second.index)
            #expect(pair.commonBits >= evidence.bits)
            let first = Self.identifier(analysis.generator.definition, index: pair.first.index, seed: seed)
            let second = Self.identifier(analysis.generator.definition, index: pair.second.index, seed: seed)
            #expect(format.text(key: first.key, suffix: first.suffix) == pair.first.text)
            #expect(format.text(key: second.key, suffix: second.suffix) == pair.second.text)
            #expect(first.key.commonPrefixLength(with: second.key) == pair.commonBits)
            #expect(first.key <= second.key)
        }
        // Smallest values first.
        #expect(evidence.pairs.map(\.first.text) == evidence.pairs.map(\.first.text).sorted())
    }

    @Test func weakControlListsItsDuplicates() throws {
        let report = try PipelineTests.weakControlReport.get()
        let weak = report.analyses[0], v4 = report.analyses[1]
        #expect(weak.evidence?.bits == 64)
        try expectReproducible(weak, seed: 1)
        // 32 random bits then zeros: the pairs at k = 64 are exact duplicates.
        let pairs = try #require(weak.evidence).pairs
        #expect(pairs.allSatisfy { $0.commonBits == 128 && $0.first.text == $0.second.text })
        #expect(pairs.allSatisfy { $0.first.text.count == 32 })
        #expect(weak.measurement.generations == 2)
        #expect(v4.evidence == nil && v4.measurement.generations == 1)
        let markdown = report.markdown()
        #expect(markdown.contains("Colliding identifiers at k = 64"))
        let first = try #require(pairs.first).first
        #expect(markdown.contains("| `\(first.text)` #\(first.index) |"))
    }

    /// OpenUDIDs are listed with their suffixes, which the sorted scan never sees: the second
    /// generation finds them.
    @Test func openUDIDsAreListedWithTheirSuffixes() throws {
        var options = StatsOptions()
        options.count = 20_000
        options.generators = [StatsGenerator(WeakOpenUDIDGenerator.self)]
        options.seed = 9
        options.outputDirectory = nil
        let analysis = try Stats.run(options).analyses[0]
        #expect(analysis.evidence?.bits == 64)
        try expectReproducible(analysis, seed: 9)
        let pairs = try #require(analysis.evidence).pairs
        #expect(pairs.allSatisfy { $0.first.text.count == 40 && $0.first.text.prefix(32) == $0.second.text.prefix(32) })
        #expect(pairs.contains { $0.first.text.suffix(8) != "00000000" })
    }

    /// The v1 fleet's devices share their timestamps: measured in time order, its first 64 bits
    /// are the timestamp and the version, so its pairs at k = 64 are the C(K, 2) of each tick,
    /// exactly what its design's schedule makes, and it is not flagged (compared with a format
    /// whose every bit is free, it was flagged at every k).
    @Test func fleetPairsShareTheirTimestamp() throws {
        var options = StatsOptions()
        options.count = 20_000
        options.generators = [.uuidV1Fleet]
        options.seed = 4
        options.fleetSize = 100
        options.outputDirectory = nil
        let analysis = try Stats.run(options).analyses[0]
        #expect(analysis.evidence == nil && analysis.nonUniformPositions.isEmpty)
        let k64 = try #require(analysis.prefixes.first { $0.bits == 64 })
        #expect(k64.observed == 200 * 4_950 && k64.expected == 200 * 4_950 && k64.verdict == .consistent)
        #expect(analysis.prefixes.allSatisfy { $0.verdict == .consistent || $0.verdict == .marginal })
    }

    @Test func spellings() {
        let key = StatsKey(high: 0x0123_4567_89AB_4DEF, low: 0x8123_4567_89AB_CDEF)
        #expect(IdentifierFormat.uuid.text(key: key, suffix: 7) == "01234567-89ab-4def-8123-456789abcdef")
        #expect(IdentifierFormat.openUDID.text(key: key, suffix: 0xA) == "0123456789ab4def8123456789abcdef0000000a")
        #expect(IdentifierFormat.free128.text(key: StatsKey(high: 1, low: 0), suffix: 0) == "00000000000000010000000000000000")
    }
}

/// A test OpenUDID generator with 20 random key bits (then zeros) and a random suffix.
struct WeakOpenUDIDGenerator: ParameterlessGenerator {
    static let profile = GeneratorProfile(
        name: "test-weak-openudid", title: "Weak OpenUDID (20 bits)", format: .openUDID,
        pairCollisionProbability: 0x1p-52, collisionModel: "20 random bits, 32-bit suffix")

    func make(index: Int, random: inout ChaCha20Random) -> GeneratedKey {
        let word = random.next()
        return GeneratedKey(key: StatsKey(high: word & 0xFFFF_F000_0000_0000, low: 0), suffix: UInt32(truncatingIfNeeded: word))
    }
}
