import Foundation
import OpenUDIDCore
import Testing

/// RFC 9562's examples for versions 6, 7 and 8 (appendices A.5, A.6, B.1, B.2) and the Max UUID
/// (§5.10), byte for byte. The values are quoted from the RFC's text; the v5 example (A.4) is in
/// `UUIDVectorTests`.
@Suite struct RFC9562ExampleTests {
    /// A.1 and A.5 share their fields: 2022-02-22T19:22:22Z as 0x1EC9414C232AB00 ticks, clock
    /// sequence 0x33C8, node 0x9F6BDECED846.
    static let ticks: UInt64 = 0x1EC_9414_C232_AB00

    @Test func appendixA5Version6() throws {
        let built = RFCUUID(v6Timestamp: Self.ticks, clockSequence: 0x33C8, node: 0x9F6B_DECE_D846)
        #expect(built.formatted(case: .upper) == "1EC9414C-232A-6B00-B3C8-9F6BDECED846")
        let parsed = try RFCUUID(parsing: "1EC9414C-232A-6B00-B3C8-9F6BDECED846")
        #expect(parsed == built)
        #expect(parsed.version == 6 && parsed.variant == .rfc9562)
        #expect(parsed.timestamp?.gregorianTicks == Self.ticks)
        #expect(parsed.timestamp?.description == "2022-02-22T19:22:22Z")
        #expect(parsed.clockSequence == 0x33C8)
        #expect(parsed.node == 0x9F6B_DECE_D846)
        // §5.6: version 6 is version 1 with the timestamp reordered.
        let version1 = try RFCUUID(parsing: "C232AB00-9414-11EC-B3C8-9F6BDECED846")
        #expect(version1.reorderedToVersion6 == parsed)
        #expect(parsed.reorderedToVersion6 == nil)
        #expect(version1.timestamp == parsed.timestamp)
    }

    /// A.6: 2022-02-22 14:22:22.00 -05:00 as 0x017F22E279B0 ms, rand_a 0xCC3, rand_b
    /// 0x18C4DC0C0C07398F.
    @Test func appendixA6Version7() throws {
        let built = RFCUUID(v7UnixMilliseconds: 0x017F_22E2_79B0, randomA: 0xCC3, randomB: 0x18C4_DC0C_0C07_398F)
        #expect(built.formatted(case: .upper) == "017F22E2-79B0-7CC3-98C4-DC0C0C07398F")
        let parsed = try RFCUUID(parsing: "017F22E2-79B0-7CC3-98C4-DC0C0C07398F")
        #expect(parsed == built)
        #expect(parsed.version == 7 && parsed.variant == .rfc9562)
        let timestamp = try #require(parsed.timestamp)
        #expect(timestamp.unixMilliseconds == 0x017F_22E2_79B0)
        #expect(timestamp.unixMilliseconds == 1_645_557_742_000)
        #expect(timestamp.description == "2022-02-22T19:22:22Z")
        #expect(timestamp == (try RFCUUID(parsing: "1EC9414C-232A-6B00-B3C8-9F6BDECED846")).timestamp)
        #expect(parsed.date == Date(timeIntervalSince1970: 1_645_557_742))
        #expect(parsed.clockSequence == nil && parsed.node == nil)
    }

    /// B.1: a time-based version 8 example, custom_a 0x2489E9AD2EE2, custom_b 0xE00, custom_c
    /// 0xEC932D5F69181C0.
    @Test func appendixB1Version8() throws {
        let expected = try RFCUUID(parsing: "2489E9AD-2EE2-8E00-8EC9-32D5F69181C0")
        #expect(RFCUUID(v8CustomA: 0x2489_E9AD_2EE2, customB: 0xE00, customC: 0x0EC9_32D5_F691_81C0) == expected)
        #expect(RFCUUID.v8(high: 0x2489_E9AD_2EE2_0E00, low: 0x0EC9_32D5_F691_81C0) == expected)
        #expect(expected.version == 8 && expected.variant == .rfc9562)
        #expect(expected.timestamp == nil)
    }

    /// B.2: a name-based version 8 example: the first 16 bytes of SHA-256(DNS namespace ‖
    /// "www.example.com"), computed by hashlib in Scripts/generate-identifier-vectors.py, with
    /// the version and variant set, give 5c146b14-3c52-8afd-938a-375d0df1fbf6.
    @Test func appendixB2Version8FromCallerBytes() throws {
        let vector = Fixtures.identifiers.v8
        #expect(vector.namespace == "dns" && vector.name == "www.example.com")
        let bytes = Fixtures.bytes(hex: vector.sha256)
        #expect(bytes.count == 32)
        let b = bytes
        let id = RFCUUID.v8(
            bytes: (
                b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7],
                b[8], b[9], b[10], b[11], b[12], b[13], b[14], b[15]
            ))
        #expect(id.description == "5c146b14-3c52-8afd-938a-375d0df1fbf6")
    }

    /// Version 8 keeps every bit but the version's four and the variant's two, whatever they were.
    @Test func version8KeepsTheOther122Bits() {
        var random = SplitMix64(seed: 81)
        for _ in 0..<1000 {
            let (high, low) = (random.next(), random.next())
            let id = RFCUUID.v8(high: high, low: low)
            #expect(id.version == 8 && id.variant == .rfc9562)
            #expect(id.high & ~0xF000 == high & ~0xF000)
            #expect(id.low & 0x3FFF_FFFF_FFFF_FFFF == low & 0x3FFF_FFFF_FFFF_FFFF)
            #expect(RFCUUID(v8CustomA: high >> 16, customB: UInt16(truncatingIfNeeded: high), customC: low) == id)
        }
    }

    /// §5.10: all 128 bits one; version 15 and the reserved variant, no time.
    @Test func maxUUID() throws {
        #expect(RFCUUID.max == (try RFCUUID(parsing: "FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF")))
        #expect(RFCUUID.max.version == 15 && RFCUUID.max.variant == .future)
        #expect(RFCUUID.max.timestamp == nil)
        #expect(RFCUUID.zero < RFCUUID.max)
    }
}
