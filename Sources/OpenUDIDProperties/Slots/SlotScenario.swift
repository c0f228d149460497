import FuzzSupport
package import OpenUDIDCore

/// One launch of an app, decoded from fuzz bytes: the app's id, its local record and the 100
/// slots.
///
/// Every string comes from a small pool, so that the fuzzer makes values repeat (the slot scan
/// is about counting repeats) and meets the awkward cases: a value and its UPPERCASE twin, a
/// value that is not hex at all, the empty string, and "é" both precomposed (U+00E9) and
/// decomposed (e + U+0301), which Swift's `==` calls equal but `NSString` does not.
///
/// ## Byte format
///
/// Missing bytes read as zero, and zero always means "nothing": absent slot, no record, no
/// field. `pick(pool, n)` is `nil` for n = 0 and `pool[n - 1]` otherwise.
///
/// ```
/// byte 0          appUID = appUIDs[b % 4]
/// byte 1          bit 0: a local record exists; if so
///                   value  = pick(values, b >> 1 & 7)
///                   slot   = pick(slotNames, (b >> 4 & 7) % 7)
///                   optOut = bit 7
/// byte 2          (only with a local record)
///                   appUID = pick(appUIDs, (b & 7) % 5), createdTS = bit 3, extra field = bit 4
/// then per slot 0..<100:
///   byte A        A & 3: 0 absent, 1 unreadable (reads as an empty record), 2-3 a record:
///                   value  = pick(values, A >> 2 & 7), optOut = bit 5;
///                   bit 6: the value gets the slot's index appended (up to 100 distinct
///                   values, more than the counting table keeps on the stack);
///                   bit 7: the value gets 45 "x" appended (over the 48 bytes the table
///                   keys by their code units, so it is compared as a string)
///   byte B        (records only)
///                   appUID = pick(appUIDs, (b & 7) % 5), createdTS = bit 3, extra field = bit 4,
///                   slot   = pick(slotNames, (b >> 5) % 7)
/// ```
package struct SlotScenario: Sendable {
    /// The app's id for this launch.
    package var appUID: String
    /// The local record, `nil` when the defaults hold none.
    package var local: OpenUDIDRecord?
    /// The 100 slots, index n being `org.OpenUDID.slot.n`.
    package var slots: [Slot]

    /// Creates a scenario from its parts.
    package init(appUID: String, local: OpenUDIDRecord?, slots: [Slot]) {
        self.appUID = appUID
        self.local = local
        self.slots = slots
    }

    /// Values: two OpenUDIDs, the UPPERCASE twin of the first, a non-hex string, the empty
    /// string, and "café" precomposed and decomposed.
    package static let values = [
        "e56f6a9223fb375e75480863fc0bcbb6a1b2c3d4",
        "0123456789abcdef0123456789abcdef01234567",
        "E56F6A9223FB375E75480863FC0BCBB6A1B2C3D4",
        "not an openudid",
        "",
        "caf\u{E9}",
        "cafe\u{301}",
    ]
    /// App ids: a UUID string in UPPERCASE (as the source makes them) and lowercase, and an id
    /// with "é" precomposed and decomposed.
    package static let appUIDs = [
        "68753A44-4D6F-1226-9C60-0050E4C00067",
        "68753a44-4d6f-1226-9c60-0050e4c00067",
        "app-\u{E9}",
        "app-e\u{301}",
    ]
    /// Slot names: real ones, and two that only look like slots.
    package static let slotNames = [
        "org.OpenUDID.slot.0", "org.OpenUDID.slot.1", "org.OpenUDID.slot.7",
        "org.OpenUDID.slot.99", "org.OpenUDID.slot.07", "org.OpenUDID.slot.100",
    ]
    /// The time stamp of every date in a scenario.
    package static let timestamp = "2012-08-28T14:03:59Z"

    /// Decodes a scenario; every input decodes to one.
    package init(decoding bytes: UnsafeRawBufferPointer) {
        var reader = FuzzReader(bytes)
        func pick(_ pool: [String], _ n: UInt8) -> String? { n == 0 ? nil : pool[Int(n) - 1] }
        func fill(_ record: inout OpenUDIDRecord, _ b: UInt8) {
            record.appUID = pick(Self.appUIDs, (b & 7) % 5)
            if b & 8 != 0 { record.createdTS = Self.timestamp }
            if b & 16 != 0 { record.otherFields = [OpenUDIDRecord.Field(key: "note", value: "kept")] }
        }

        appUID = Self.appUIDs[Int(reader.byte() % 4)]
        let header = reader.byte()
        if header & 1 != 0 {
            var record = OpenUDIDRecord(
                value: pick(Self.values, header >> 1 & 7),
                slot: pick(Self.slotNames, (header >> 4 & 7) % 7),
                optOutTS: header & 0x80 != 0 ? Self.timestamp : nil)
            fill(&record, reader.byte())
            local = record
        } else {
            local = nil
        }
        slots = (0..<SlotName.count).map { index in
            let a = reader.byte()
            switch a & 3 {
            case 0: return .absent
            case 1: return .unreadable
            default:
                var value = pick(Self.values, a >> 2 & 7)
                if a & 0x40 != 0 { value = value.map { $0 + String(index) } }
                if a & 0x80 != 0 { value = value.map { $0 + String(repeating: "x", count: 45) } }
                var record = OpenUDIDRecord(
                    value: value,
                    optOutTS: a & 0x20 != 0 ? Self.timestamp : nil)
                let b = reader.byte()
                fill(&record, b)
                record.slot = pick(Self.slotNames, (b >> 5) % 7)
                return .present(record)
            }
        }
    }
}
