import OpenUDIDCore
import OpenUDIDProperties
import Testing

/// The library against the reference transcription of the resolution (`ReferenceResolution` in
/// OpenUDIDProperties, the one the `slot-scan` fuzz property compares with), compared field by
/// field and byte by byte (`LiteralSnapshot`) on thousands of random layouts, and the fixpoint
/// property of applying a resolution's writes.
@Suite struct ResolutionReferenceTests {
    static let now = "2024-05-06T07:08:09Z"

    @Test(arguments: 0..<4)
    func matchesTheReferenceOnRandomLayouts(seed: UInt64) {
        var layouts = LayoutGenerator(random: SplitMix64(seed: 100 + seed))
        var mismatches = 0
        for round in 0..<2500 {
            let (app, local, slots) = layouts.layout()
            var counter = 0
            let fresh = { () -> String in
                counter += 1; return "FRESH\(counter)"
            }
            let library = OpenUDIDResolution.resolve(appUID: app, local: local, slots: slots, timestamp: Self.now, fresh: fresh)
            counter = 0
            let reference = ReferenceResolution.resolve(appUID: app, local: local, slots: slots, timestamp: Self.now, fresh: fresh)
            if let difference = LiteralSnapshot(library).difference(from: LiteralSnapshot(reference)) {
                mismatches += 1
                if mismatches <= 3 {
                    Issue.record(
                        "seed \(seed) round \(round): library and reference differ in \(difference)\nlocal \(String(describing: local))")
                }
            }
        }
        #expect(mismatches == 0)
    }

    /// Applying the writes of a resolution and resolving again (same app, same session state)
    /// changes nothing further: any second write is the same record to the same slot, and the
    /// value is the same unless the second pass had to generate one (Q5 with no slot values)
    /// or the opt-out status moved (Q3 reading the freshly written own slot).
    @Test(arguments: 0..<4)
    func applyingTheWritesIsAFixpoint(seed: UInt64) {
        var layouts = LayoutGenerator(random: SplitMix64(seed: 200 + seed))
        var failures = 0
        for round in 0..<2500 {
            let (app, local, slots) = layouts.layout()
            let first = OpenUDIDResolution.resolve(appUID: app, local: local, slots: slots, timestamp: Self.now, fresh: { "FRESH-A" })
            var slotsAfter = slots
            if let write = first.write { slotsAfter[write.slot] = .present(write.record) }
            let localAfter = first.localSaved ? first.local : local

            let second = OpenUDIDResolution.resolve(
                appUID: app, local: localAfter, slots: slotsAfter, timestamp: Self.now, fresh: { "FRESH-B" })
            var slotsAgain = slotsAfter
            if let write = second.write { slotsAgain[write.slot] = .present(write.record) }
            let localAgain = second.localSaved ? second.local : localAfter

            var ok = slotsAgain == slotsAfter && localAgain == localAfter
            if !second.generated && (first.status == .optedOut) == (second.status == .optedOut) {
                ok = ok && first.value == second.value
            }
            if !ok {
                failures += 1
                if failures <= 3 { Issue.record("seed \(seed) round \(round): \(first.write as Any) then \(second.write as Any)") }
            }
        }
        #expect(failures == 0)
    }
}

@Suite struct OpenUDIDResolverTests {
    static let now = "2024-05-06T07:08:09Z"
    static let later = "2024-05-07T00:00:00Z"
    static func slots(_ given: [Slot]) -> [Slot] { given + Array(repeating: .absent, count: 100 - given.count) }

    @Test func secondCallComesFromTheSessionCache() {
        var resolver = OpenUDIDResolver()
        #expect(resolver.cachedValue == nil)
        let first = resolver.value(appUID: "APP", local: nil, slots: Self.slots([]), timestamp: Self.now, fresh: { "FRESH" })
        #expect(!first.fromCache && first.value == "FRESH" && first.write != nil)
        #expect(resolver.cachedValue == "FRESH")

        // Whatever the stores say now, the cached value comes back and nothing is written.
        let changed = Self.slots([.present(OpenUDIDRecord(value: "OTHER")), .present(OpenUDIDRecord(value: "OTHER"))])
        let second = resolver.value(
            appUID: "APP", local: OpenUDIDRecord(value: "LOCAL"), slots: changed,
            timestamp: Self.later, fresh: { "NEVER" })
        #expect(second.fromCache)
        #expect(second.value == "FRESH" && second.status == .none)
        #expect(second.write == nil && !second.localSaved && !second.generated)
    }

    @Test func cachedOptedOutAndCompromisedValuesReturnWithStatusNone() {
        var resolver = OpenUDIDResolver()
        let local = OpenUDIDRecord(value: "V1", optOutTS: Self.now)
        let first = resolver.value(appUID: "APP", local: local, slots: Self.slots([]), timestamp: Self.now)
        #expect(first.status == .optedOut)
        let second = resolver.value(appUID: "APP", local: local, slots: Self.slots([]), timestamp: Self.now)
        #expect(second.fromCache && second.status == .none && second.value == String(repeating: "0", count: 40))

        var other = OpenUDIDResolver()
        let compromised = other.value(
            appUID: "APP", local: OpenUDIDRecord(value: "V1"),
            slots: Self.slots([.present(OpenUDIDRecord(value: "V2"))]), timestamp: Self.now)
        #expect(compromised.status == .compromised)
        #expect(other.value(appUID: "APP", local: nil, slots: Self.slots([]), timestamp: Self.now).status == .none)
    }

    @Test func setOptOutWritesTheDateLocallyAndClearsTheCache() throws {
        var resolver = OpenUDIDResolver()
        let slots = Self.slots([])
        let (resolution, record) = resolver.setOptOut(
            true, appUID: "APP", local: nil, slots: slots,
            timestamp: Self.now, fresh: { "FRESH" })
        // The resolution ran first (creating and saving the local record), then the opt-out
        // date went into that saved record.
        #expect(!resolution.fromCache && resolution.value == "FRESH")
        #expect(
            record
                == OpenUDIDRecord(
                    value: "FRESH", slot: "org.OpenUDID.slot.0", appUID: "APP",
                    createdTS: Self.now, optOutTS: Self.now))
        #expect(resolver.cachedValue == nil)

        // Next call resolves afresh with the saved record: opted out. Its own slot (written by
        // the first call, without the date) is found by appUID, and Q3 cancels the opt-out...
        var slotsAfter = slots
        slotsAfter[0] = .present(try #require(resolution.write).record)
        let withOwnSlot = resolver.value(appUID: "APP", local: record, slots: slotsAfter, timestamp: Self.later)
        #expect(!withOwnSlot.fromCache)
        #expect(withOwnSlot.status == .none && withOwnSlot.value == "FRESH")
        // ...while a new appUID (Q1: every launch) does not match it, and the opt-out stands.
        var nextLaunch = OpenUDIDResolver()
        let relaunched = nextLaunch.value(appUID: "APP-NEW", local: record, slots: slotsAfter, timestamp: Self.later)
        #expect(relaunched.status == .optedOut && relaunched.value == String(repeating: "0", count: 40))
    }

    @Test func setOptOutUsesTheCachedResolutionAndTheGivenRecord() {
        var resolver = OpenUDIDResolver()
        _ = resolver.value(appUID: "APP", local: nil, slots: Self.slots([]), timestamp: Self.now, fresh: { "FRESH" })
        // Cached: the resolution does nothing, so the record is the one passed in (none: a new
        // dictionary holding only the date).
        let (resolution, record) = resolver.setOptOut(true, appUID: "APP", local: nil, slots: Self.slots([]), timestamp: Self.later)
        #expect(resolution.fromCache)
        #expect(record == OpenUDIDRecord(optOutTS: Self.later))
        #expect(resolver.cachedValue == nil)
    }

    @Test func optingBackInRemovesTheDate() {
        var resolver = OpenUDIDResolver()
        let local = OpenUDIDRecord(
            value: "V1", slot: "org.OpenUDID.slot.3", appUID: "APP", optOutTS: Self.now,
            otherFields: [.init(key: "k", value: "v")])
        let (resolution, record) = resolver.setOptOut(false, appUID: "APP", local: local, slots: Self.slots([]), timestamp: Self.later)
        #expect(resolution.status == .optedOut)
        #expect(resolution.write == nil, "mySlot (slot 3) is not the free slot 0")
        var expected = local
        expected.optOutTS = nil
        #expect(record == expected)
        #expect(resolver.cachedValue == nil)
        let after = resolver.value(appUID: "APP", local: record, slots: Self.slots([]), timestamp: Self.later)
        #expect(after.status == .none && after.value == "V1")
    }
}
