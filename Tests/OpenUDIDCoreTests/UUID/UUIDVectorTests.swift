import OpenUDIDCore
import Testing

@Suite struct UUIDVectorTests {
    /// RFC 9562 appendix A.1: a version 1 UUID for 2022-02-22T19:22:22Z (0x1EC9414C232AB00
    /// 100 ns ticks since 1582-10-15), clock sequence 0x33C8, node 0x9F6BDECED846.
    @Test func rfc9562AppendixA1Version1() throws {
        let ticks: UInt64 = 0x1EC_9414_C232_AB00
        let built = RFCUUID(v1Timestamp: ticks, clockSequence: 0x33C8, node: 0x9F6B_DECE_D846)
        #expect(built.formatted(case: .upper) == "C232AB00-9414-11EC-B3C8-9F6BDECED846")

        let parsed = try RFCUUID(parsing: "C232AB00-9414-11EC-B3C8-9F6BDECED846")
        #expect(parsed == built)
        #expect(parsed.version == 1)
        #expect(parsed.variant == .rfc9562)
        #expect(parsed.timestamp?.gregorianTicks == ticks)
        #expect(parsed.clockSequence == 0x33C8)
        #expect(parsed.node == 0x9F6B_DECE_D846)
        let date = try #require(parsed.date)
        #expect(date.timeIntervalSince1970 == 1_645_557_742)  // 2022-02-22T19:22:22Z
        #expect(ISO8601Timestamp.string(date) == "2022-02-22T19:22:22Z")
        #expect(ISO8601Timestamp.string(gregorianTicks: ticks) == "2022-02-22T19:22:22Z")
    }

    /// RFC 9562 appendix A.2: name-based MD5, DNS namespace, "www.example.com".
    @Test func rfc9562AppendixA2Version3() {
        let id = RFCUUID.v3(namespace: .dns, name: "www.example.com")
        #expect(id.description == "5df41881-3aed-3515-88a7-2f4a814cf09e")
        #expect(id.version == 3)
        #expect(id.variant == .rfc9562)
    }

    /// RFC 9562 appendix A.4: name-based SHA-1, DNS namespace, "www.example.com".
    @Test func rfc9562AppendixA4Version5() {
        let id = RFCUUID.v5(namespace: .dns, name: "www.example.com")
        #expect(id.description == "2ed6657d-e927-568b-95e1-2665a8aea6a2")
        #expect(id.version == 5)
        #expect(id.variant == .rfc9562)
    }

    /// RFC 9562 §6.6 namespace ids.
    @Test func namespaceIDs() {
        #expect(RFCUUID.dns.description == "6ba7b810-9dad-11d1-80b4-00c04fd430c8")
        #expect(RFCUUID.url.description == "6ba7b811-9dad-11d1-80b4-00c04fd430c8")
        #expect(RFCUUID.oid.description == "6ba7b812-9dad-11d1-80b4-00c04fd430c8")
        #expect(RFCUUID.x500.description == "6ba7b814-9dad-11d1-80b4-00c04fd430c8")
    }

    static let namespaces: [String: RFCUUID] = ["dns": .dns, "url": .url, "oid": .oid, "x500": .x500]

    /// python3 `uuid.uuid3` and `uuid.uuid5` for the four namespaces and names of several
    /// lengths, around the MD5 and SHA-1 block boundaries too (Scripts/generate-identifier-vectors.py).
    @Test(arguments: [3, 5])
    func nameBasedAgainstPython(version: Int) throws {
        let vectors = version == 3 ? Fixtures.identifiers.v3 : Fixtures.identifiers.v5
        let fromString: (RFCUUID, Substring) -> RFCUUID =
            version == 3 ? { RFCUUID.v3(namespace: $0, name: $1) } : { RFCUUID.v5(namespace: $0, name: $1) }
        let fromBytes: (RFCUUID, UnsafeRawBufferPointer) -> RFCUUID =
            version == 3
            ? { RFCUUID.v3(namespace: $0, nameBytes: $1) } : { RFCUUID.v5(namespace: $0, nameBytes: $1) }
        #expect(vectors.count >= 4 * 13)
        for vector in vectors {
            let namespace = try #require(Self.namespaces[vector.namespace])
            let id = try RFCUUID(parsing: vector.uuid)
            #expect(fromString(namespace, vector.name[...]) == id, "\(vector.namespace) \(vector.name.prefix(40).debugDescription)")
            #expect(Array(vector.name.utf8).withUnsafeBytes { fromBytes(namespace, $0) } == id)
            #expect(id.version == version && id.variant == .rfc9562)
        }
        // The String overloads, not only the Substring ones.
        let first = try #require(vectors.first { $0.namespace == "dns" && $0.name == "www.example.com" })
        let viaString = version == 3 ? RFCUUID.v3(namespace: .dns, name: first.name) : RFCUUID.v5(namespace: .dns, name: first.name)
        #expect(viaString.description == first.uuid)
    }

    /// The first two draws of the generator, big-endian, with the version and variant bits set:
    /// python3 `uuid.UUID(int=draw0 << 64 | draw1, version=4)`.
    @Test func version4FromAnInjectedGenerator() {
        for vector in Fixtures.identifiers.openudid2012 {
            var generator = ReplayGenerator(vector.draws.map(Fixtures.hex64))
            let id = RFCUUID.v4(using: &generator)
            #expect(id.description == vector.uuid)
            #expect(generator.taken == 2)
        }
    }

    @Test func version4BitsOverManyDraws() {
        var seen = Set<RFCUUID>()
        var highBits: UInt64 = 0, lowBits: UInt64 = 0
        for _ in 0..<20_000 {
            let id = RFCUUID.v4()
            #expect(id.version == 4)
            #expect(id.variant == .rfc9562)
            #expect(id.high & 0xF000 == 0x4000)
            #expect(id.low >> 62 == 0b10)
            #expect(id.timestamp == nil && id.clockSequence == nil && id.node == nil && id.date == nil)
            seen.insert(id)
            highBits |= id.high
            lowBits |= id.low
        }
        #expect(seen.count == 20_000)
        // Every one of the 122 random bits was set at least once (1 - 2^-20000 per bit).
        #expect(highBits == ~UInt64(0xB000))
        #expect(lowBits == 0xBFFF_FFFF_FFFF_FFFF)

        for value: UInt64 in [0, .max, 0x5555_5555_5555_5555] {
            var constant = ConstantGenerator(value: value)
            let id = RFCUUID.v4(using: &constant)
            #expect(id.version == 4 && id.variant == .rfc9562)
            #expect(id.high == (value & ~0xF000) | 0x4000)
            #expect(id.low == (value & 0x3FFF_FFFF_FFFF_FFFF) | 0x8000_0000_0000_0000)
        }
    }
}
