import OpenUDIDCore
import Testing

@Suite struct SlotScanTests {
    static func v(_ value: String?, app: String? = nil) -> Slot { .present(OpenUDIDRecord(value: value, appUID: app)) }

    @Test func frequenciesInFirstSeenOrderWithFirstSlot() {
        let slots: [Slot] = [.absent, Self.v("B"), Self.v("A"), Self.v("B"), .unreadable, Self.v("C"), Self.v("A"), Self.v("A")]
        let scan = SlotScan(appUID: "APP", local: nil, slots: slots)
        #expect(
            scan.frequencies == [
                .init(value: "B", count: 2, firstSlot: 1),
                .init(value: "A", count: 3, firstSlot: 2),
                .init(value: "C", count: 1, firstSlot: 5),
            ])
        #expect(scan.mostReliable == "A")
        #expect(scan.availableSlot == 0)
        #expect(scan.mySlot == nil && scan.optOutTS == nil)
    }

    @Test func emptyScan() {
        let scan = SlotScan(appUID: "APP", local: OpenUDIDRecord(slot: "x", optOutTS: "t"), slots: [Slot]())
        #expect(scan.frequencies.isEmpty && scan.mostReliable == nil)
        #expect(scan.mySlot == "x" && scan.optOutTS == "t")
    }

    @Test func mySlotIsTheLastMatch() {
        let slots: [Slot] = [Self.v("A", app: "APP"), Self.v("A", app: "X"), Self.v("A", app: "APP"), Self.v("A")]
        #expect(SlotScan(appUID: "APP", local: OpenUDIDRecord(slot: "mine"), slots: slots).mySlot == "org.OpenUDID.slot.2")
        #expect(SlotScan(appUID: "Z", local: OpenUDIDRecord(slot: "mine"), slots: slots).mySlot == "mine")
    }

    @Test func slotNames() {
        #expect(SlotName.count == 100)
        #expect(SlotName.name(0) == "org.OpenUDID.slot.0")
        #expect(SlotName.name(99) == "org.OpenUDID.slot.99")
        for n in 0..<100 { #expect(SlotName.index(of: "org.OpenUDID.slot.\(n)") == n) }
        for bad in [
            "org.OpenUDID.slot.100", "org.OpenUDID.slot.-1", "org.OpenUDID.slot.07", "org.OpenUDID.slot.",
            "org.OpenUDID.slot.+7", "org.openudid.slot.7", "org.OpenUDID.slot.7 ", "slot.7", "",
        ] {
            #expect(SlotName.index(of: bad) == nil, "\(bad)")
        }
    }

    @Test func recordKeysAndFields() {
        var record = OpenUDIDRecord()
        #expect(record.isEmpty && Slot.unreadable == .present(record) && Slot.unreadable.record == record)
        #expect(Slot.absent.record == nil)
        record["OpenUDID"] = "V"
        record["OpenUDID_slot"] = "S"
        record["OpenUDID_appUID"] = "A"
        record["OpenUDID_createdTS"] = "C"
        record["OpenUDID_optOutTS"] = "O"
        record["z"] = "1"
        record["y"] = "2"
        record["z"] = "3"
        #expect(
            record
                == OpenUDIDRecord(
                    value: "V", slot: "S", appUID: "A", createdTS: "C", optOutTS: "O",
                    otherFields: [.init(key: "z", value: "3"), .init(key: "y", value: "2")]))
        #expect(
            record.fields.map(\.key) == [
                "OpenUDID", "OpenUDID_slot", "OpenUDID_appUID", "OpenUDID_createdTS",
                "OpenUDID_optOutTS", "z", "y",
            ])
        #expect(OpenUDIDRecord(fields: record.fields) == record)
        record["z"] = nil
        record["OpenUDID_optOutTS"] = nil
        #expect(record["z"] == nil && record.optOutTS == nil && record["y"] == "2")
        #expect(!record.isEmpty)
    }
}
