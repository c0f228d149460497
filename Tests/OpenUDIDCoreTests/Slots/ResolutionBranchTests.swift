import OpenUDIDCore
import Testing

/// One table row per branch of the resolution's steps 2-8 (the article "OpenUDID and the 100-Slot Scan", OpenUDIDCore.docc) and each quirk, with the
/// expected outcome derived by hand from the semantics.
@Suite struct ResolutionBranchTests {
    static let now = "2024-05-06T07:08:09Z"
    static let zeros = String(repeating: "0", count: 40)
    static func name(_ n: Int) -> String { "org.OpenUDID.slot.\(n)" }

    /// 100 slots: the given ones first, the rest absent.
    static func slots(_ given: [Slot], fill: Slot = .absent) -> [Slot] {
        given + Array(repeating: fill, count: 100 - given.count)
    }
    static func v(_ value: String, app: String? = nil, optOut: String? = nil) -> Slot {
        .present(OpenUDIDRecord(value: value, appUID: app, optOutTS: optOut))
    }
    static func noValue(app: String? = nil, optOut: String? = nil) -> Slot {
        .present(OpenUDIDRecord(appUID: app, optOutTS: optOut))
    }

    static func resolve(_ local: OpenUDIDRecord?, _ slots: [Slot], app: String = "APP") -> OpenUDIDResolution {
        OpenUDIDResolution.resolve(appUID: app, local: local, slots: slots, timestamp: now, fresh: { "FRESH" })
    }

    // MARK: Step 5, no local record

    @Test func firstAppEverGeneratesCreatesAndClaimsSlot0() {
        let r = Self.resolve(nil, Self.slots([]))
        #expect(r.value == "FRESH" && r.generated && r.status == .none && !r.fromCache)
        let created = OpenUDIDRecord(value: "FRESH", slot: Self.name(0), appUID: "APP", createdTS: Self.now)
        #expect(r.local == created && r.localSaved)
        #expect(r.write == .init(slot: 0, record: created))
    }

    @Test func noLocalTakesTheMostFrequentSlotValue() {
        let r = Self.resolve(nil, Self.slots([Self.v("V1"), Self.v("V2"), Self.v("V2")]))
        #expect(r.value == "V2" && !r.generated && r.status == .none)
        #expect(r.write?.slot == 3)
        #expect(r.local == OpenUDIDRecord(value: "V2", slot: Self.name(3), appUID: "APP", createdTS: Self.now))
    }

    /// Q4: equal counts go to the value first seen at the lowest slot.
    @Test(arguments: [
        (["V1", "V2", "V2", "V1"], "V1"),
        (["V2", "V1", "V1", "V2"], "V2"),
        (["V3", "V1", "V2"], "V3"),
        (["V1", "V2", "V3", "V3", "V2"], "V2"),
        (["V1", "V2", "V2", "V3", "V3", "V3", "V1", "V1"], "V1"),
    ])
    func tiesGoToTheEarliestSlot(values: [String], expected: String) {
        let r = Self.resolve(nil, Self.slots(values.map { Self.v($0) }))
        #expect(r.value == expected)
        #expect(r.scan.mostReliable == expected)
    }

    /// Q6: with no local record the app cannot be opted out, so createdTS is always `now`,
    /// even when its own slot carries an opt-out date.
    @Test func deadOptOutBranchKeepsCreatedTimestamp() {
        let r = Self.resolve(nil, Self.slots([Self.v("V1", app: "APP", optOut: "2001-01-01T00:00:00Z")]))
        #expect(r.local?.createdTS == Self.now)
        #expect(r.local?.optOutTS == nil)
        #expect(r.status == .none && r.value == "V1")
        // Its own slot (0) is mySlot but holds a value, so the free slot 1 is not claimed.
        #expect(r.scan.mySlot == Self.name(0) && r.write == nil && r.localSaved)
    }

    // MARK: Step 5, local record present

    @Test func localValueAgreesWithSlots() {
        let local = OpenUDIDRecord(value: "V1", slot: Self.name(1), appUID: "OLD")
        let r = Self.resolve(local, Self.slots([Self.v("V1"), Self.v("V1", app: "OLD")]))
        #expect(r.value == "V1" && r.status == .none && !r.generated)
        #expect(r.write == nil && !r.localSaved && r.local == local, "slot 2 is free but mySlot is slot 1")
    }

    @Test func localValueDisagreeingWithSlotsIsCompromised() {
        let r = Self.resolve(OpenUDIDRecord(value: "V1"), Self.slots([Self.v("V2"), Self.v("V2"), Self.v("V1")]))
        #expect(r.value == "V1" && r.status == .compromised)
    }

    @Test func localValueWithNoSlotValuesIsNotCompromised() {
        let r = Self.resolve(OpenUDIDRecord(value: "V1"), Self.slots([.unreadable]))
        #expect(r.value == "V1" && r.status == .none)
    }

    /// Step 8: opted out wins over compromised.
    @Test func optedOutTakesPrecedenceOverCompromised() {
        let local = OpenUDIDRecord(value: "V1", optOutTS: "2013-01-01T00:00:00Z")
        let r = Self.resolve(local, Self.slots([Self.v("V2")]))
        #expect(r.value == Self.zeros && r.status == .optedOut)
        #expect(r.value == OpenUDIDResolution.optedOutValue)
        // The write still happens, carrying the opt-out date.
        #expect(r.write?.slot == 1 && r.write?.record.optOutTS == "2013-01-01T00:00:00Z")
    }

    /// Q5: a local record without `OpenUDID` is not filled in; the slot write carries it as is.
    @Test func localRecordWithoutValueIsNotFilled() {
        let local = OpenUDIDRecord(appUID: "APP", createdTS: "2012-01-01T00:00:00Z")
        let r = Self.resolve(local, Self.slots([Self.v("V1")]))
        #expect(r.value == "V1" && r.status == .none && !r.generated)
        let expected = OpenUDIDRecord(slot: Self.name(1), appUID: "APP", createdTS: "2012-01-01T00:00:00Z")
        #expect(r.local == expected && r.localSaved)
        #expect(r.write == .init(slot: 1, record: expected))
        #expect(r.write?.record.value == nil)

        let empty = Self.resolve(OpenUDIDRecord(), Self.slots([]))
        #expect(empty.generated && empty.value == "FRESH")
        #expect(empty.local == OpenUDIDRecord(slot: Self.name(0)))
        #expect(empty.write == .init(slot: 0, record: OpenUDIDRecord(slot: Self.name(0))))
    }

    /// Q1: the appUID is stored only inside a record the resolution creates; an existing record
    /// without one does not gain it, and nothing else names the appUID.
    @Test func appUIDIsOnlyStoredInsideACreatedRecord() throws {
        let r = Self.resolve(OpenUDIDRecord(value: "V1"), Self.slots([]), app: "APP-1")
        #expect(r.local == OpenUDIDRecord(value: "V1", slot: Self.name(0)))
        #expect(r.write?.record.appUID == nil)
        // Next launch: a new appUID (Q1), the same local record; its slot is found through the
        // local OpenUDID_slot, not by appUID, so slot 1 is not claimed.
        let slotsAfter = Self.slots([.present(try #require(r.write).record)])
        let next = Self.resolve(r.local, slotsAfter, app: "APP-2")
        #expect(next.scan.mySlot == Self.name(0))
        #expect(next.write == nil && !next.localSaved)

        let created = Self.resolve(nil, Self.slots([]), app: "APP-3")
        #expect(created.local?.appUID == "APP-3")
        #expect(created.local?.fields.filter { $0.value == "APP-3" }.map(\.key) == [OpenUDIDRecord.Key.appUID])
    }

    // MARK: Step 3, opt-out from the slots (Q3)

    @Test(arguments: [
        // (local opted out, own slots' opt-out dates in slot order, expected opted out)
        (true, [String?.none], false),          // Q3: own slot without the key cancels
        (true, ["2014-01-01T00:00:00Z"], true),
        (true, [nil, "2014-01-01T00:00:00Z"], false),   // cancelled first, stays cancelled
        (true, ["2014-01-01T00:00:00Z", nil], false),   // the later slot cancels
        (true, [], true),                       // no own slot: the local opt-out stands
        (false, ["2014-01-01T00:00:00Z"], false),       // a slot never opts the app out
    ])
    func slotRecordsAndTheLocalOptOut(localOptedOut: Bool, ownSlots: [String?], expected: Bool) {
        let local = OpenUDIDRecord(value: "V1", optOutTS: localOptedOut ? "2013-01-01T00:00:00Z" : nil)
        var given: [Slot] = [Self.v("V1", app: "SOMEONE", optOut: "2015-01-01T00:00:00Z")]
        for date in ownSlots { given.append(Self.v("V1", app: "APP", optOut: date)) }
        let r = Self.resolve(local, Self.slots(given))
        #expect((r.status == .optedOut) == expected)
        #expect(r.value == (expected ? Self.zeros : "V1"))
        // The local record itself keeps its date either way.
        #expect(r.local?.optOutTS == local.optOutTS)
    }

    // MARK: Step 6, which slot is written

    @Test func absentAndUnreadableSlotsAreBothAvailable() {
        #expect(Self.resolve(nil, Self.slots([Self.v("V1"), .unreadable, .absent, Self.v("V1")])).write?.slot == 1)
        #expect(Self.resolve(nil, Self.slots([Self.v("V1"), .absent, .unreadable])).write?.slot == 1)
        #expect(Self.resolve(nil, Self.slots([Self.v("V1"), Self.noValue(app: "X")], fill: Self.v("V1"))).write?.slot == 1)
        let r = Self.resolve(nil, Self.slots([.unreadable], fill: Self.v("V1")))
        #expect(r.write?.slot == 0 && r.value == "V1" && r.scan.frequencies.first?.count == 99)
    }

    @Test func noAvailableSlotMeansNoWrite() {
        let full = Self.slots([], fill: Self.v("V1"))
        let created = Self.resolve(nil, full)
        #expect(created.write == nil && created.localSaved)
        #expect(created.local == OpenUDIDRecord(value: "V1", appUID: "APP", createdTS: Self.now))
        let existing = Self.resolve(OpenUDIDRecord(value: "V1"), full)
        #expect(existing.write == nil && !existing.localSaved)
    }

    @Test(arguments: [
        // (local OpenUDID_slot, slots matching the appUID, expected write slot)
        (String?.none, [Int](), Int?.some(2)),
        ("org.OpenUDID.slot.2", [], 2),
        ("org.OpenUDID.slot.7", [], nil),
        ("org.OpenUDID.slot.02", [], nil),      // literal names: "02" is not "2"
        ("elsewhere", [], nil),
        (nil, [0], nil),                        // own slot 0 holds a value: it is not free
        ("org.OpenUDID.slot.2", [1], nil),      // a matching slot overrides the local name
        ("org.OpenUDID.slot.7", [0, 2], 2),     // the last match wins, and it is the free slot
        (nil, [2, 5], nil),                     // the last match (5) is not the free slot
    ])
    func mySlotDecidesTheWrite(localSlot: String?, matching: [Int], expected: Int?) {
        // Slots 0 and 1 hold V1; slot 2 is present without a value (free); 3... hold V1 except
        // the matching ones that have no value.
        var given: [Slot] = []
        for n in 0..<10 {
            let isMine = matching.contains(n)
            if n == 2 { given.append(Self.noValue(app: isMine ? "APP" : nil)) }
            else if n == 5 && isMine { given.append(Self.noValue(app: "APP")) }
            else { given.append(Self.v("V1", app: isMine ? "APP" : nil)) }
        }
        let r = Self.resolve(OpenUDIDRecord(value: "V1", slot: localSlot), Self.slots(given, fill: Self.v("V1")))
        #expect(r.write?.slot == expected)
        #expect(r.localSaved == (expected != nil))
        if let expected {
            #expect(r.local?.slot == Self.name(expected))
            #expect(r.write?.record == r.local)
        } else {
            #expect(r.local?.slot == localSlot)
        }
    }

    @Test func slotRecordKeepsUnknownKeys() {
        let local = OpenUDIDRecord(value: "V1", otherFields: [.init(key: "bundle", value: "com.example")])
        let r = Self.resolve(local, Self.slots([]))
        #expect(r.write?.record["bundle"] == "com.example")
        #expect(r.write?.record.value == "V1")
    }

    // MARK: Literal string equality

    @Test func precomposedAndDecomposedAreDifferentValues() {
        let pre = "caf\u{E9}", de = "cafe\u{301}"
        #expect(pre == de, "Swift String equality treats them as equal; the library must not")
        let slots = Self.slots([Self.v(pre), Self.v(pre), Self.v(de), Self.v(de), Self.v(de)])
        let r = Self.resolve(nil, slots)
        #expect(r.scan.frequencies.count == 2)
        #expect(r.value.unicodeScalars.elementsEqual(de.unicodeScalars))
        #expect(r.scan.frequencies.map(\.count) == [2, 3])

        let local = Self.resolve(OpenUDIDRecord(value: pre), slots)
        #expect(local.status == .compromised)

        // appUIDs too: a decomposed appUID in a slot is not this app's.
        let apps = Self.resolve(OpenUDIDRecord(value: "V1", slot: Self.name(5)),
                                Self.slots([Self.v("V1", app: "APPe\u{301}")]), app: "APP\u{E9}")
        #expect(apps.scan.mySlot == Self.name(5))
    }

    // MARK: Slot count

    /// The library scans `org.OpenUDID.slot.0` … `.99`: a 101st entry is never read.
    @Test func onlyTheFirstHundredSlotsAreScanned() {
        var slots = Self.slots([], fill: Self.v("V1"))
        slots += [Self.v("V2"), Self.v("V2"), .absent]
        for _ in 0..<200 { slots.append(Self.v("V2")) }
        let r = Self.resolve(nil, slots)
        #expect(r.value == "V1")
        #expect(r.write == nil, "slot 102 does not exist for OpenUDID")
        #expect(r.scan.availableSlot == nil)
    }

    /// A shorter list stands for the first slots; the names after its end have no pasteboard,
    /// so they are absent (and available).
    @Test func slotsPastTheEndOfAShortListAreAbsent() {
        let r = Self.resolve(nil, [Self.v("V1"), Self.v("V1")])
        #expect(r.value == "V1")
        #expect(r.scan.availableSlot == 2)
        #expect(r.write?.slot == 2)
    }
}
