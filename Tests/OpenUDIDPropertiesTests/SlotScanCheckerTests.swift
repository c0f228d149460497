import OpenUDIDCore
@testable import OpenUDIDProperties
import Testing

@Suite("slot-scan checker")
struct SlotScanCheckerTests {
    static let app = SlotScenario.appUIDs[0]
    static let precomposed = "caf\u{E9}"
    static let decomposed = "cafe\u{301}"

    static func record(_ value: String?, app: String? = nil) -> Slot {
        .present(OpenUDIDRecord(value: value, appUID: app))
    }

    static func slots(_ prefix: [Slot]) -> [Slot] {
        prefix + Array(repeating: .absent, count: SlotName.count - prefix.count)
    }

    @Test("an empty input decodes to no local record and 100 absent slots")
    func decodeEmpty() {
        let scenario = SlotScenario(decoding: UnsafeRawBufferPointer(start: nil, count: 0))
        #expect(scenario.appUID == SlotScenario.appUIDs[0])
        #expect(scenario.local == nil)
        #expect(scenario.slots.count == 100 && scenario.slots.allSatisfy { $0 == .absent })
    }

    @Test("the byte format decodes as documented")
    func decodeFormat() {
        // appUID 1; local record: value 2, slot name 3, opted out; appUID field 2, createdTS;
        // slot 0 unreadable; slot 1 a record with value 6, opted out, appUID 1, slot name 1.
        let bytes: [UInt8] = [1, 1 | 2 << 1 | 3 << 4 | 0x80, 2 | 8, 1, 2 | 6 << 2 | 0x20, 1 | 1 << 5]
        let scenario = bytes.withUnsafeBytes { SlotScenario(decoding: $0) }
        #expect(scenario.appUID == SlotScenario.appUIDs[1])
        let local = scenario.local
        #expect(local?.value == SlotScenario.values[1])
        #expect(local?.slot == SlotScenario.slotNames[2])
        #expect(local?.optOutTS == SlotScenario.timestamp)
        #expect(local?.appUID == SlotScenario.appUIDs[1])
        #expect(local?.createdTS == SlotScenario.timestamp)
        #expect(scenario.slots[0] == .unreadable)
        let slot1 = scenario.slots[1].record
        #expect(slot1.map { Array(($0.value ?? "").utf8) } == Array(SlotScenario.values[5].utf8))
        #expect(slot1?.optOutTS == SlotScenario.timestamp)
        #expect(slot1?.appUID == SlotScenario.appUIDs[0])
        #expect(slot1?.slot == SlotScenario.slotNames[0])
        #expect(scenario.slots[2...].allSatisfy { $0 == .absent })
    }

    @Test("the core passes a tie between precomposed and decomposed é")
    func corePasses() {
        let scenario = SlotScenario(
            appUID: Self.app, local: nil,
            slots: Self.slots([
                Self.record(Self.decomposed), Self.record(Self.precomposed),
                Self.record(Self.precomposed), Self.record(Self.decomposed),
            ]))
        #expect(SlotScanProperty.check(scenario) == nil)
    }

    @Test("counting with Swift's == (canonical equivalence) is caught")
    func canonicalEquivalenceCaught() {
        // Folding decomposed into precomposed before the scan is what a resolver comparing
        // with `==` would do: one value counted 3 times instead of two values.
        let folding: SlotScanProperty.Resolve = { appUID, local, slots, timestamp, fresh in
            let folded = slots.map { slot -> Slot in
                guard case var .present(record) = slot, record.value.map({ Array($0.utf8) }) == Array(Self.decomposed.utf8)
                else { return slot }
                record.value = Self.precomposed
                return .present(record)
            }
            return OpenUDIDResolution.resolve(appUID: appUID, local: local, slots: folded, timestamp: timestamp, fresh: fresh)
        }
        let scenario = SlotScenario(
            appUID: Self.app, local: nil,
            slots: Self.slots([
                Self.record(Self.decomposed), Self.record(Self.precomposed), Self.record("x"), Self.record("x"),
            ]))
        #expect(SlotScanProperty.check(scenario, resolve: folding) != nil)
    }

    @Test("breaking a tie towards the later value is caught")
    func lateTieBreakCaught() {
        let late: SlotScanProperty.Resolve = { appUID, local, slots, timestamp, fresh in
            var result = OpenUDIDResolution.resolve(appUID: appUID, local: local, slots: slots, timestamp: timestamp, fresh: fresh)
            let top = result.scan.frequencies.map(\.count).max() ?? 0
            if let last = result.scan.frequencies.last(where: { $0.count == top }) { result.scan.mostReliable = last.value }
            return result
        }
        let scenario = SlotScenario(appUID: Self.app, local: nil, slots: Self.slots([Self.record("a"), Self.record("b")]))
        #expect(SlotScanProperty.check(scenario, resolve: late) != nil)
        #expect(SlotScanProperty.check(scenario) == nil)
    }

    @Test("a resolver that never writes its slot is caught")
    func missingWriteCaught() {
        let noWrite: SlotScanProperty.Resolve = { appUID, local, slots, timestamp, fresh in
            var result = OpenUDIDResolution.resolve(appUID: appUID, local: local, slots: slots, timestamp: timestamp, fresh: fresh)
            result.write = nil
            return result
        }
        let scenario = SlotScenario(appUID: Self.app, local: nil, slots: Self.slots([]))
        #expect(SlotScanProperty.check(scenario, resolve: noWrite) != nil)
    }

    @Test("Q5: a local record without a value generates afresh on every launch, and that passes")
    func q5() {
        let scenario = SlotScenario(appUID: Self.app, local: OpenUDIDRecord(appUID: Self.app), slots: Self.slots([]))
        let first = OpenUDIDResolution.resolve(
            appUID: Self.app, local: scenario.local, slots: scenario.slots, timestamp: SlotScenario.timestamp
        ) { "one" }
        #expect(first.generated && first.local?.value == nil)
        #expect(SlotScanProperty.check(scenario) == nil)
    }
}
