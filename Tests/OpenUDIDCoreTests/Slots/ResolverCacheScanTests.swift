import Testing
import OpenUDIDCore

@Suite struct ResolverCacheScanTests {
    /// A value from the session cache reads no slot: its scan reports nothing found, not the
    /// first slot of an empty list as available.
    @Test func cachedResolutionReportsNoScan() {
        var resolver = OpenUDIDResolver()
        let slots = [Slot](repeating: .present(OpenUDIDRecord(value: "V")), count: SlotName.count)
        _ = resolver.value(appUID: "APP", local: nil, slots: slots, timestamp: "2012-08-28T14:03:59Z") { "FRESH" }
        let cached = resolver.value(appUID: "APP", local: nil, slots: slots, timestamp: "2012-08-28T14:03:59Z") { "FRESH" }
        #expect(cached.fromCache)
        #expect(cached.scan == .notPerformed)
        #expect(cached.scan.availableSlot == nil && cached.scan.frequencies.isEmpty && cached.scan.mostReliable == nil)
    }
}
