import Foundation
import OpenUDIDCore
import Testing

@Suite struct UUIDAccessorTests {
    /// RFC 9562 §4.1: the variant is the top bits of octet 8: 0xxx NCS, 10xx this RFC,
    /// 110x Microsoft, 111x reserved for the future.
    @Test(arguments: UInt8.min...UInt8.max)
    func variantOfEveryOctet8(octet: UInt8) {
        let id = RFCUUID(high: 0x0000_0000_0000_1000, low: UInt64(octet) << 56 | 0x12_3456_789A_BCDE)
        let expected: RFCUUID.Variant
        if octet & 0x80 == 0 {
            expected = .ncs
        } else if octet & 0xC0 == 0x80 {
            expected = .rfc9562
        } else if octet & 0xE0 == 0xC0 {
            expected = .microsoft
        } else {
            expected = .future
        }
        #expect(id.variant == expected)
        #expect(id.variant.description == "\(expected.rawValue)")
        // Only an RFC-variant version 1 UUID has v1 fields.
        #expect((id.timestamp != nil) == (expected == .rfc9562))
        #expect((id.clockSequence != nil) == (expected == .rfc9562))
        #expect((id.node != nil) == (expected == .rfc9562))
    }

    @Test(arguments: 0..<16)
    func versionNibble(version: Int) {
        let id = RFCUUID(high: 0xFFFF_FFFF_FFFF_0FFF | UInt64(version) << 12, low: 0x8000_0000_0000_0000)
        #expect(id.version == version)
        // Versions 1, 6 and 7 carry a time; 1 and 6 a clock sequence and node.
        #expect((id.timestamp != nil) == [1, 6, 7].contains(version))
        #expect((id.date != nil) == [1, 6, 7].contains(version))
        #expect((id.clockSequence != nil) == [1, 6].contains(version))
        #expect((id.node != nil) == [1, 6].contains(version))
    }

    @Test func version1FieldsAreReassembledFromTheLayout() throws {
        var random = SplitMix64(seed: 4)
        for _ in 0..<2000 {
            let ticks = random.next() & 0x0FFF_FFFF_FFFF_FFFF
            let sequence = UInt16(truncatingIfNeeded: random.next()) & 0x3FFF
            let node = random.next() & 0xFFFF_FFFF_FFFF
            let id = RFCUUID(v1Timestamp: ticks, clockSequence: sequence, node: node)
            #expect(id.timestamp?.gregorianTicks == ticks)
            #expect(id.clockSequence == sequence)
            #expect(id.node == node)
            // RFC 9562 §5.1 field layout, read from the text.
            let text = id.formatted(.hyphenless)
            let field = { (from: Int, count: Int) throws -> UInt64 in try #require(UInt64(text.dropFirst(from).prefix(count), radix: 16)) }
            #expect(try field(0, 8) == ticks & 0xFFFF_FFFF)  // time_low
            #expect(try field(8, 4) == (ticks >> 32) & 0xFFFF)  // time_mid
            #expect(try field(12, 4) == 0x1000 | ticks >> 48)  // version + time_high
            #expect(try field(16, 4) == 0x8000 | UInt64(sequence))  // variant + clock_seq
            #expect(try field(20, 12) == node)
        }
    }

    @Test func bytesAndFoundationConversion() throws {
        var random = SplitMix64(seed: 5)
        for _ in 0..<500 {
            let foundation = Foundation.UUID()
            let id = RFCUUID(foundation)
            #expect(id.formatted(case: .upper) == foundation.uuidString)
            #expect(Foundation.UUID(id) == foundation)
            let raw = (0..<16).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            let fromBytes = try #require(RFCUUID(bytes: raw))
            #expect(byteArray(fromBytes.bytes) == raw)
            #expect(fromBytes.withUnsafeBytes { Array($0) } == raw)
            #expect(fromBytes.formatted(.hyphenless) == hexString(raw))
            #expect(Foundation.UUID(fromBytes).uuidString == fromBytes.formatted(case: .upper))
            #expect(RFCUUID(Foundation.UUID(fromBytes)) == fromBytes)
        }
        #expect(RFCUUID(bytes: [UInt8](repeating: 0, count: 15)) == nil)
        #expect(RFCUUID(bytes: [UInt8](repeating: 0, count: 17)) == nil)
        #expect(RFCUUID.zero.description == "00000000-0000-0000-0000-000000000000")
        #expect(RFCUUID.max.description == "ffffffff-ffff-ffff-ffff-ffffffffffff")
    }

    @Test func comparableIsByteOrder() {
        var random = SplitMix64(seed: 6)
        let ids = (0..<200).map { _ in RFCUUID(high: random.next() % 3, low: random.next()) }
        for a in ids.prefix(50) {
            for b in ids {
                #expect((a < b) == (a.formatted(.hyphenless) < b.formatted(.hyphenless)))
            }
        }
    }
}
