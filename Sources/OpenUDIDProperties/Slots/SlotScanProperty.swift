package import FuzzSupport
package import OpenUDIDCore

/// The properties of the `slot-scan` fuzz target; the input decodes to a ``SlotScenario``.
///
/// 1. `mostReliable` has the highest count, and is the earliest seen among equal counts.
/// 2. `availableSlot` is the first absent or value-less slot.
/// 3. The status is `compromised` exactly when a local value exists, a most reliable value
///    exists and they differ (literally), and the app is not opted out (opted out wins).
/// 4. Applying the write and the saved local record, then resolving again with the same
///    appUID, returns the same value and writes nothing new. Two exceptions follow from the
///    original's quirks, and only they are allowed:
///    - Q5: a local record that exists without a value never stores the value, so with no value
///      in any slot the second launch generates a fresh one again.
///    - Q3: an opt-out that a matching slot record cancelled can come back. The write replaces
///      a free slot's record with the local record (opt-out date included); when the cancelling
///      record was in that very slot, the second launch no longer sees it and returns the
///      forty zeros. (Found by this fuzz target; `Fuzz/regressions/slot-scan/q3-opt-out-returns`.)
/// 5. The whole result, field by field and byte by byte, equals ``ReferenceResolution``.
/// 6. Quirk Q6 stays dead code: with no local record the scan never ends opted out.
/// 7. ``OpenUDIDResolver`` answers a second call from its session cache with the same value.
/// 8-9. Records are the sum of their fields, slot names read back, and `setOptOut` sets the
///    date (``checkRecords(_:)``).
package enum SlotScanProperty {
    /// The resolution under test, replaceable so that tests can show a wrong one is caught.
    package typealias Resolve =
        @Sendable (
            _ appUID: String, _ local: OpenUDIDRecord?, _ slots: [Slot],
            _ timestamp: String, _ fresh: () -> String
        ) -> OpenUDIDResolution

    /// The core's resolution.
    package static let coreResolve: Resolve = { appUID, local, slots, timestamp, fresh in
        OpenUDIDResolution.resolve(appUID: appUID, local: local, slots: slots, timestamp: timestamp, fresh: fresh)
    }

    /// Checks every property for one input; `nil` when all hold.
    package static func check(_ bytes: UnsafeRawBufferPointer) -> PropertyViolation? {
        check(SlotScenario(decoding: bytes))
    }

    /// Checks every property for one scenario.
    package static func check(_ scenario: SlotScenario, resolve: Resolve = coreResolve) -> PropertyViolation? {
        func fail(_ message: String) -> PropertyViolation {
            PropertyViolation("slot-scan", "\(message); scenario \(describe(scenario))")
        }
        let same = ReferenceResolution.same
        let (appUID, local, slots) = (scenario.appUID, scenario.local, scenario.slots)
        let first = resolve(appUID, local, slots, SlotScenario.timestamp, counter("fresh-"))
        let scan = first.scan

        // 1.
        if let best = scan.mostReliable {
            let top = scan.frequencies.map(\.count).max() ?? 0
            guard let entry = scan.frequencies.first(where: { same($0.value, best) }), entry.count == top,
                !scan.frequencies.contains(where: { $0.count == top && $0.firstSlot < entry.firstSlot })
            else { return fail("mostReliable \(show(best)) is not the earliest of the highest count") }
        } else if !scan.frequencies.isEmpty {
            return fail("no mostReliable although values were counted")
        }
        // 2.
        let firstFree = slots.firstIndex { $0.record?.value == nil }
        guard scan.availableSlot == firstFree else {
            return fail("availableSlot \(String(describing: scan.availableSlot)), first free slot \(String(describing: firstFree))")
        }
        // 3.
        let differs = local?.value != nil && scan.mostReliable != nil && !same(local?.value, scan.mostReliable)
        guard (first.status == .compromised) == (differs && scan.optOutTS == nil) else {
            return fail("status \(first.status) but local/mostReliable differ: \(differs)")
        }
        // 5.
        let expected = ReferenceResolution.resolve(
            appUID: appUID, local: local, slots: slots, timestamp: SlotScenario.timestamp, fresh: counter("fresh-"))
        if let difference = LiteralSnapshot(first).difference(from: LiteralSnapshot(expected)) {
            return fail("differs from the reference in \(difference)")
        }
        // 6.
        if local == nil, scan.optOutTS != nil { return fail("opted out with no local record") }
        // 4.
        if let message = checkSecondLaunch(scenario, first, resolve) { return fail(message) }
        // 7.
        var resolver = OpenUDIDResolver()
        let once = resolver.value(appUID: appUID, local: local, slots: slots, timestamp: SlotScenario.timestamp, fresh: counter("fresh-"))
        let twice = resolver.value(appUID: appUID, local: local, slots: slots, timestamp: SlotScenario.timestamp, fresh: counter("again-"))
        guard same(once.value, first.value), twice.fromCache, same(twice.value, once.value), twice.write == nil else {
            return fail("the session cache returned \(show(twice.value)) after \(show(once.value))")
        }
        return checkRecords(scenario).map { fail($0) }
    }

    /// Property 4: apply the writes of `first`, launch again, and compare.
    static func checkSecondLaunch(_ scenario: SlotScenario, _ first: OpenUDIDResolution, _ resolve: Resolve) -> String? {
        let same = ReferenceResolution.same
        var slots = scenario.slots
        if let write = first.write { slots[write.slot] = .present(write.record) }
        let local = first.localSaved ? first.local : scenario.local
        let second = resolve(scenario.appUID, local, slots, SlotScenario.timestamp, counter("again-"))

        let q5 = first.generated && scenario.local != nil && scenario.local?.value == nil
        if q5 {
            guard second.generated, second.value.hasPrefix("again-") || second.status == .optedOut else {
                return "Q5: the second launch should generate afresh, got \(show(second.value))"
            }
        } else if scenario.local?.optOutTS != nil, first.scan.optOutTS == nil, second.status == .optedOut {
            // Q3, as documented above: the cancelled opt-out comes back.
        } else if !same(second.value, first.value) {
            return "second launch returns \(show(second.value)), first \(show(first.value))"
        }
        if second.localSaved, LiteralSnapshot.record(second.local) != LiteralSnapshot.record(local) {
            return "second launch saves a changed local record \(LiteralSnapshot.record(second.local))"
        }
        if let write = second.write, LiteralSnapshot.record(slots[write.slot].record) != LiteralSnapshot.record(write.record) {
            return "second launch writes slot \(write.slot) anew: \(LiteralSnapshot.record(write.record))"
        }
        return nil
    }

    /// A fresh-value source giving `prefix1`, `prefix2`, … so that each call is visible.
    static func counter(_ prefix: String) -> () -> String {
        var n = 0
        return {
            n += 1
            return prefix + String(n)
        }
    }

    static func describe(_ s: SlotScenario) -> String {
        let present = s.slots.enumerated().compactMap { index, slot -> String? in
            guard let record = slot.record else { return nil }
            return "\(index)=\(LiteralSnapshot.record(record))"
        }
        return "appUID \(show(s.appUID)), local \(LiteralSnapshot.record(s.local)), slots [\(present.joined(separator: " "))]"
    }
}
