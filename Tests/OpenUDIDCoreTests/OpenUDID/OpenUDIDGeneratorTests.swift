import OpenUDIDCore
import Testing

@Suite struct OpenUDIDGeneratorTests {
    /// A fixed UUID and suffix (the article "OpenUDID and the 100-Slot Scan" uses the same UUID), checked with `md5sum` / hashlib.
    @Test func seedExample() throws {
        let uuid = try RFCUUID(parsing: "68753A44-4D6F-1226-9C60-0050E4C00067")
        let id = OpenUDID(hashing: uuid, suffix: 0xDEAD_BEEF)
        #expect(id.digest.description == "e56f6a9223fb375e75480863fc0bcbb6")
        #expect(id.description == "e56f6a9223fb375e75480863fc0bcbb6deadbeef")
        #expect(id.digest == MD5.hash("68753A44-4D6F-1226-9C60-0050E4C00067"))
        // Lowercase input: the hashed text is still the uppercase canonical form.
        #expect(
            OpenUDID(hashing: try RFCUUID(parsing: "68753a44-4d6f-1226-9c60-0050e4c00067"), suffix: 0).digest
                == id.digest)
    }

    /// 2012: UUID v4 from two draws, MD5 of its uppercase string, suffix = low 32 bits of the
    /// third draw. Expected values from Scripts/generate-identifier-vectors.py.
    @Test func generate2012PinnedByAnInjectedGenerator() throws {
        for vector in Fixtures.identifiers.openudid2012 {
            var generator = ReplayGenerator(vector.draws.map(Fixtures.hex64))
            let id = OpenUDID.generate(using: &generator)
            #expect(id.description == vector.value, "draws \(vector.draws)")
            #expect(generator.taken == 3)
            let uuid = try RFCUUID(parsing: vector.uuidString)
            #expect(OpenUDID(hashing: uuid, suffix: UInt32(truncatingIfNeeded: Fixtures.hex64(vector.draws[2]))) == id)
        }
    }

    /// 2011: MD5 of the process-unique string, suffix = arc4random() % 4294967295.
    @Test func generateLegacyPinned() {
        for vector in Fixtures.identifiers.openudid2011 {
            var generator = ReplayGenerator([Fixtures.hex64(vector.draw)])
            let id = OpenUDID.generateLegacy(processUniqueString: vector.string, using: &generator)
            #expect(id.description == vector.value, "\(vector.string.debugDescription) draw \(vector.draw)")
            #expect(generator.taken == 1)
        }
    }

    /// Q2: `% 4294967295` maps 0xFFFFFFFF to 0 and leaves every other value alone.
    @Test func legacySuffixSweep() {
        var values: [UInt32] = Array(0...4096) + Array(0xFFFF_F000...0xFFFF_FFFF)
        values += [0x7FFF_FFFF, 0x8000_0000, 0x8000_0001]
        var random = SplitMix64(seed: 10)
        values += (0..<100_000).map { _ in UInt32(truncatingIfNeeded: random.next()) }
        for value in values {
            let expected: UInt32 = value == 0xFFFF_FFFF ? 0 : value
            if OpenUDID.legacySuffix(value) != expected {
                Issue.record("legacySuffix(\(value)) = \(OpenUDID.legacySuffix(value)), expected \(expected)")
            }
        }
    }

    @Test func freshValuesAreWellFormedAndDistinct() throws {
        var seen = Set<OpenUDID>()
        for _ in 0..<2000 {
            let id = OpenUDID.generate()
            #expect(id.description.count == 40)
            #expect(try OpenUDID(parsing: id.description) == id)
            seen.insert(id)
            let legacy = OpenUDID.generateLegacy()
            #expect(legacy.suffix != 0xFFFF_FFFF)
            seen.insert(legacy)
        }
        #expect(seen.count == 4000)
    }

    @Test func processUniqueStringShape() {
        #expect(ProcessUniqueString.make(host: "host", processID: 12, nanoseconds: 255, counter: 16) == "host_12_ff_10")
        let first = ProcessUniqueString.next(), second = ProcessUniqueString.next()
        #expect(first != second)
        #expect(first.hasPrefix(ProcessUniqueString.hostName + "_"))
        #expect(first.split(separator: "_").count >= 4)
    }

    @Test func optedOutValue() {
        #expect(OpenUDID.optedOut.description == String(repeating: "0", count: 40))
        #expect(OpenUDID.optedOut.isOptedOut)
        #expect(!OpenUDID(digest: MD5Digest(high: 0, low: 0), suffix: 1).isOptedOut)
        #expect(!OpenUDID(digest: MD5Digest(high: 0, low: 1), suffix: 0).isOptedOut)
        #expect(!OpenUDID(digest: MD5Digest(high: 1 << 63, low: 0), suffix: 0).isOptedOut)
        #expect(OpenUDID.formattedLength == 40)
    }
}
