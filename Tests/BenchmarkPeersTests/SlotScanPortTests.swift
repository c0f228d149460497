import Testing
import BenchmarkPeers
import OpenUDIDCore

/// The two Foundation ports of the scan resolve as OpenUDIDCore does on layouts with a single
/// most frequent value (ties are dictionary order in the ports, by design of the source).
@Suite struct SlotScanPortTests {
    static let app = "APP-SELF"
    static let fresh = "ffffffffffffffffffffffffffffffffffffffff"

    static func record(_ value: String?, app: String = "APP-OTHER", optOut: String? = nil) -> Slot {
        .present(OpenUDIDRecord(value: value, appUID: app, createdTS: "t", optOutTS: optOut))
    }

    static func padded(_ slots: [Slot]) -> [Slot] {
        slots + Array(repeating: .absent, count: SlotName.count - slots.count)
    }

    struct Layout: Sendable, CustomStringConvertible {
        var description: String
        var local: OpenUDIDRecord?
        var slots: [Slot]
    }

    static let layouts: [Layout] = [
        Layout(description: "all absent, no local record", local: nil, slots: padded([])),
        Layout(description: "one value, first launch", local: nil, slots: padded([record("aa"), record("aa"), record("bb")])),
        Layout(
            description: "majority wins over an earlier value", local: nil,
            slots: padded([record("bb"), record("aa"), record("aa"), .absent, record("aa")])),
        Layout(
            description: "local value disagrees: compromised",
            local: OpenUDIDRecord(value: "zz", appUID: app), slots: padded([record("aa"), record("aa")])),
        Layout(
            description: "own slot elsewhere: no write",
            local: OpenUDIDRecord(value: "aa", appUID: app), slots: padded([.absent, record("aa", app: app)])),
        Layout(
            description: "record without value is available",
            local: nil, slots: padded([record("aa"), record(nil), record("aa")])),
        Layout(
            description: "opted out locally, slot keeps the opt-out",
            local: OpenUDIDRecord(value: "aa", appUID: app, optOutTS: "t0"),
            slots: padded([record("aa", app: app, optOut: "t1")])),
        Layout(
            description: "opted out locally, slot cancels it (Q3)",
            local: OpenUDIDRecord(value: "aa", appUID: app, optOutTS: "t0"),
            slots: padded([record("aa", app: app)])),
        Layout(
            description: "all 100 slots full", local: nil,
            slots: (0..<100).map { record($0 % 3 == 0 ? "aa" : "b\($0 % 7)") }),
    ]

    @Test(arguments: layouts)
    func portsResolveAsTheCoreDoes(_ layout: Layout) {
        let core = OpenUDIDResolution.resolve(
            appUID: Self.app, local: layout.local, slots: layout.slots,
            timestamp: "now", fresh: { Self.fresh })
        let swift = FoundationSlotScan.resolveWithSwiftDictionary(
            appUID: Self.app, local: layout.local.map(FoundationSlotScan.swiftDictionary),
            slots: FoundationSlotScan.swiftSlots(layout.slots), fresh: { Self.fresh })
        let ns = FoundationSlotScan.resolveWithNSDictionary(
            appUID: Self.app, local: layout.local.map(FoundationSlotScan.nsDictionary),
            slots: FoundationSlotScan.nsSlots(layout.slots), fresh: { Self.fresh })
        for port in [swift, ns] {
            #expect(port.value == core.value)
            #expect(port.status == core.status.description)
            #expect(port.writtenSlot == core.write?.slotName)
            #expect(port.savesLocal == core.localSaved)
        }
    }
}
