import CollisionStatistics
import Testing

@testable import OpenUDIDAudit

/// The registry of groups: what each format declares, and what the audit derives from it.
@Suite struct GroupRegistryTests {
    @Test func eachFormatDeclaresAsManyGroupsAsItCountsAndNamesAreDistinct() {
        #expect(UUIDFormat.groups.count == UUIDFormat.groupCount)
        #expect(OpenUDIDFormat.groups.count == OpenUDIDFormat.groupCount)
        #expect(ULIDFormat.groups.count == ULIDFormat.groupCount && KSUIDFormat.groups.count == KSUIDFormat.groupCount)
        #expect(SnowflakeFormat.groups.count == SnowflakeFormat.groupCount)
        #expect(
            IdentifierGroup.ulid.name == "ulid" && IdentifierGroup.ksuid.name == "ksuid" && IdentifierGroup.snowflake.name == "snowflake")
        #expect(IdentifierGroup.layouts.count == IdentifierGroup.count)
        let names = IdentifierGroup.layouts.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(IdentifierGroup.nilUUID.name == "nil" && IdentifierGroup.optedOut.name == "openudid-opted-out")
    }

    /// The judging model each declaration gives: free bits of the duplicate test, the digits the
    /// uniformity test judges, whether prefixes are compared with the birthday bound.
    @Test func theDerivedModelOfEveryGroup() {
        let rfcFree = [Int](0..<12) + [13, 14, 15] + [Int](17..<32)
        let expected: [String: (bits: Int, digits: [Int], prefixes: Bool)] = [
            "uuid-v3": (122, rfcFree, true), "uuid-v4": (122, rfcFree, true), "uuid-v5": (122, rfcFree, true),
            "uuid-v1": (61, [], false), "uuid-v6": (61, [], false), "uuid-v7": (74, [13, 14, 15] + [Int](17..<32), false),
            "uuid-v0": (122, rfcFree, true), "uuid-v8": (122, rfcFree, true), "uuid-v15": (122, rfcFree, true),
            "uuid-ncs": (127, [Int](0..<16) + [Int](17..<32), true), "uuid-microsoft": (125, [Int](0..<16) + [Int](17..<32), true),
            "uuid-future": (125, [Int](0..<16) + [Int](17..<32), true), "openudid": (160, [Int](0..<40), true),
            "nil": (0, [], false), "max": (0, [], false), "openudid-opted-out": (0, [], false),
            // ULID: 48 bits of milliseconds, 80 random (digits 12-31); KSUID: 32 bits of seconds,
            // a 128-bit payload (digits 8-39, the suffix's too); Snowflake: copies only.
            "ulid": (80, [Int](12..<32), false), "ksuid": (128, [Int](8..<40), false), "snowflake": (63, [], false),
        ]
        for (name, model) in expected {
            let layout = IdentifierGroup.layouts.first { $0.name == name }!
            #expect(layout.duplicateBits == model.bits, "\(name)")
            #expect(layout.testedDigits == model.digits, "\(name)")
            #expect(layout.prefixTests == model.prefixes, "\(name)")
        }
    }

    @Test func valuesFallIntoTheGroupsTheirBitsSay() {
        func group(_ text: String, openUDID: Bool = false) -> String {
            let digits = text.filter { $0 != "-" }
            let high = UInt64(digits.prefix(16), radix: 16)!, low = UInt64(digits.dropFirst(16).prefix(16), radix: 16)!
            let suffix = openUDID ? UInt32(digits.dropFirst(32), radix: 16)! : 0
            return IdentifierGroup(rawValue: IdentifierGroup.of(high: high, low: low, suffix: suffix, form: openUDID ? 4 : 0)).name
        }
        #expect(group("6ba7b810-9dad-11d1-80b4-00c04fd430c8") == "uuid-v1")
        #expect(group("2ed6657d-e927-568b-95e1-2665a8aea6a2") == "uuid-v5")
        #expect(group("018f0000-0000-7000-8000-000000000000") == "uuid-v7")
        #expect(group("00000000-0000-0000-0000-000000000000") == "nil")
        #expect(group("ffffffff-ffff-ffff-ffff-ffffffffffff") == "max")
        #expect(group("6ba7b810-9dad-41d1-00b4-00c04fd430c8") == "uuid-ncs")
        #expect(group("6ba7b810-9dad-41d1-c0b4-00c04fd430c8") == "uuid-microsoft")
        #expect(group("6ba7b810-9dad-41d1-e0b4-00c04fd430c8") == "uuid-future")
        #expect(group("d41d8cd98f00b204e9800998ecf8427e12345678", openUDID: true) == "openudid")
        #expect(group(String(repeating: "0", count: 40), openUDID: true) == "openudid-opted-out")
    }

    @Test func theTimeOrderedGroupsAndTheirLayouts() {
        #expect(
            IdentifierGroup.timeOrdered.map { IdentifierGroup(rawValue: $0).name } == ["uuid-v1", "uuid-v6", "uuid-v7", "ulid", "ksuid"])
        #expect(IdentifierGroup.timeOrdered.map { IdentifierGroup(rawValue: $0).layout.timeLayout } == [.v1, .v6, .v7, .ulid, .ksuid])
        for (slot, group) in IdentifierGroup.timeOrdered.enumerated() { #expect(IdentifierGroup.orderSlot(group) == slot) }
        #expect(IdentifierGroup.orderSlot(4) == -1)
    }

    /// Only v1 is keyed by time; the key gives the value back.
    @Test func aV1KeyLeadsWithItsTimestampAndGivesTheValueBack() {
        let high: UInt64 = 0x6BA7_B810_9DAD_11D1
        let key = IdentifierGroup.sortKey(group: 1, high: high)
        #expect(key == 0x1D1_9DAD_6BA7_B810 << 4 | 1)
        #expect(IdentifierGroup.high(group: 1, key: key) == high)
        for group in IdentifierGroup.all where group.rawValue != 1 {
            #expect(IdentifierGroup.sortKey(group: group.rawValue, high: high) == high)
        }
    }
}
