package import OpenUDIDCore

/// `valueWithError:` once more, transcribed step by step from the article "OpenUDID and the 100-Slot Scan" (OpenUDIDCore.docc) with
/// plain loops, to compare against ``OpenUDIDResolution/resolve(appUID:local:slots:timestamp:fresh:)``:
/// the `slot-scan` fuzz property and the core's tests (`ResolutionReferenceTests`) both compare
/// with it.
///
/// Strings are compared by their UTF-8 bytes throughout, as `NSString`/`NSDictionary` compare
/// them (``same(_:_:)``); nothing of the core's scan is reused.
package enum ReferenceResolution {
    /// Literal equality: the same code units. Swift's `==` would call precomposed and
    /// decomposed "é" equal, which the original never does.
    package static func same(_ a: String?, _ b: String?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case let (a?, b?): return Array(a.utf8) == Array(b.utf8)
        default: return false
        }
    }

    /// The name of slot `n`: `org.OpenUDID.slot.<n>`.
    package static func slotName(_ n: Int) -> String { "org.OpenUDID.slot.\(n)" }

    /// The outcome in the core's own type, so that the two can be compared field by field.
    package static func resolve(
        appUID: String, local: OpenUDIDRecord?, slots: [Slot],
        timestamp: String, fresh: () -> String
    ) -> OpenUDIDResolution {
        // Step 2.
        var value = local?.value
        var mySlot = local?.slot
        var optOut = local?.optOutTS

        // Step 3.
        var available: Int? = nil
        var counts: [SlotScan.ValueFrequency] = []
        for n in 0..<SlotName.count {
            guard n < slots.count, case let .present(record) = slots[n] else {
                if available == nil { available = n }
                continue
            }
            if let slotValue = record.value {
                var found = false
                for i in counts.indices where same(counts[i].value, slotValue) {
                    counts[i].count += 1
                    found = true
                }
                if !found { counts.append(SlotScan.ValueFrequency(value: slotValue, count: 1, firstSlot: n)) }
            } else if available == nil {
                available = n
            }
            if same(record.appUID, appUID) {
                mySlot = slotName(n)
                if optOut != nil { optOut = record.optOutTS }
            }
        }

        // Step 4, with quirk Q4: the highest count, then the lowest first slot.
        var mostReliable: SlotScan.ValueFrequency? = nil
        for entry in counts {
            if let best = mostReliable {
                if entry.count > best.count || (entry.count == best.count && entry.firstSlot < best.firstSlot) {
                    mostReliable = entry
                }
            } else {
                mostReliable = entry
            }
        }

        // Step 5.
        var record = local
        var save = false
        var generated = false
        var compromised = false
        if value == nil {
            if let mostReliable {
                value = mostReliable.value
            } else {
                value = fresh()
                generated = true
            }
            if record == nil {
                record = OpenUDIDRecord(value: value, appUID: appUID, createdTS: timestamp)
                save = true
            }
        } else if let mostReliable, !same(mostReliable.value, value) {
            compromised = true
        }

        // Step 6.
        var write: OpenUDIDResolution.SlotWrite? = nil
        if let available, mySlot == nil || same(mySlot, slotName(available)) {
            if record != nil {
                record!.slot = slotName(available)
                save = true
            }
            write = OpenUDIDResolution.SlotWrite(slot: available, record: record ?? OpenUDIDRecord())
        }

        // Steps 7-8.
        let status: OpenUDIDResolution.Status = optOut != nil ? .optedOut : (compromised ? .compromised : .none)
        var scan = SlotScan(appUID: appUID, local: nil, slots: EmptyCollection())
        scan.frequencies = counts
        scan.mostReliable = mostReliable?.value
        scan.availableSlot = available
        scan.mySlot = mySlot
        scan.optOutTS = optOut
        return OpenUDIDResolution(
            value: optOut != nil ? String(repeating: "0", count: 40) : value!,
            status: status, scan: scan, write: write, local: record,
            localSaved: save, generated: generated)
    }
}
