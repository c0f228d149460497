import FuzzSupport
import OpenUDIDCore

extension SlotScanProperty {
    /// Properties 8 and 9, on the records and names of the scenario:
    ///
    /// 8. A record is the sum of its fields: `fields` lists the known keys first, then the
    ///    others; the subscript reads each field and `init(fields:)` rebuilds an equal record
    ///    (with an equal hash); setting each field through the subscript, on an empty record,
    ///    builds the record again, and setting it to `nil` removes it until the record is empty.
    /// 9. `SlotName.index(of:)` reads back every slot's name and, for the app's id and every slot
    ///    name in a record, exactly a slot name: the prefix and 0-99 in decimal without padding.
    ///    `OpenUDIDResolver.setOptOut` resolves once, then puts the opt-out date in (or takes it
    ///    out of) the local record it returns, and leaves nothing cached.
    static func checkRecords(_ scenario: SlotScenario) -> String? {
        // The local record and the first few slot records: every kind of field occurs among
        // them, and rebuilding all hundred records field by field would slow the target down
        // several times over.
        let records = ([scenario.local] + scenario.slots.lazy.compactMap(\.record).prefix(4)).compactMap { $0 }
        for record in records {
            let fields = record.fields
            let knownCount = fields.prefix { knownKeys.contains($0.key) }.count
            guard fields.dropFirst(knownCount).elementsEqual(record.otherFields), fields.allSatisfy({ record[$0.key] == $0.value }),
                record.isEmpty == fields.isEmpty
            else {
                return "the fields of \(LiteralSnapshot.record(record)) are \(fields)"
            }
            let rebuilt = OpenUDIDRecord(fields: fields)
            var built = OpenUDIDRecord()
            for field in fields { built[field.key] = field.value }
            guard rebuilt == record, rebuilt.hashValue == record.hashValue, built == record else {
                return
                    "\(LiteralSnapshot.record(record)) rebuilt from its fields is \(LiteralSnapshot.record(rebuilt)), set field by field \(LiteralSnapshot.record(built))"
            }
            var set = OpenUDIDRecord(otherFields: record.otherFields)
            (set.value, set.slot, set.appUID, set.createdTS, set.optOutTS) = (
                record.value, record.slot, record.appUID, record.createdTS, record.optOutTS
            )
            guard set == record else {
                return "\(LiteralSnapshot.record(record)) set property by property is \(LiteralSnapshot.record(set))"
            }
            for field in fields { built[field.key] = nil }
            guard built.isEmpty, built == OpenUDIDRecord() else {
                return "removing every field of \(LiteralSnapshot.record(record)) leaves \(LiteralSnapshot.record(built))"
            }
        }
        let names = [scenario.appUID] + records.compactMap(\.slot)
        for name in names where SlotName.index(of: name) != referenceSlotIndex(name) {
            return "SlotName.index(of: \(show(name))) is \(String(describing: SlotName.index(of: name)))"
        }
        return slotNamesReadBack ?? checkOptOut(scenario)
    }

    /// The five keys the library names, in the order `fields` lists them.
    static let knownKeys = [
        OpenUDIDRecord.Key.value, OpenUDIDRecord.Key.slot, OpenUDIDRecord.Key.appUID,
        OpenUDIDRecord.Key.createdTS, OpenUDIDRecord.Key.optOutTS,
    ]

    /// Whether every slot's name reads back as its index: the same for every input, so checked
    /// once per process.
    static let slotNamesReadBack: String? = (0..<SlotName.count).first { SlotName.index(of: SlotName.name($0)) != $0 }
        .map { "SlotName.index(of:) does not read back slot \($0)" }

    /// The slot a name names, read digit by digit: `nil` unless it is the prefix and a number
    /// 0-99 without leading zeros.
    static func referenceSlotIndex(_ name: String) -> Int? {
        let prefix = Array("org.OpenUDID.slot.".utf8), bytes = Array(name.utf8)
        guard bytes.count > prefix.count, bytes.count <= prefix.count + 2, Array(bytes.prefix(prefix.count)) == prefix else { return nil }
        let digits = bytes.dropFirst(prefix.count)
        guard digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
            digits.count == 1 || digits.first != UInt8(ascii: "0")
        else { return nil }
        return digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
    }

    static func checkOptOut(_ scenario: SlotScenario) -> String? {
        // With the default source of fresh values: the value of a counted source, or where that
        // one was generated, a fresh OpenUDID.
        let counted = OpenUDIDResolution.resolve(
            appUID: scenario.appUID, local: scenario.local, slots: scenario.slots,
            timestamp: SlotScenario.timestamp, fresh: counter("fresh-"))
        var plain = OpenUDIDResolver()
        let made = plain.value(appUID: scenario.appUID, local: scenario.local, slots: scenario.slots, timestamp: SlotScenario.timestamp)
        let optedOut = plain.setOptOut(
            true, appUID: scenario.appUID, local: scenario.local, slots: scenario.slots,
            timestamp: SlotScenario.timestamp
        ).local
        guard
            counted.generated ? RandomProperty.isLowercaseHex(made.value, length: 40) : ReferenceResolution.same(made.value, counted.value),
            optedOut.optOutTS == SlotScenario.timestamp
        else {
            return "the resolver with fresh OpenUDIDs gives \(show(made.value)), with counted values \(show(counted.value))"
        }
        for optOut in [true, false] {
            var resolver = OpenUDIDResolver()
            let (resolution, local) = resolver.setOptOut(
                optOut, appUID: scenario.appUID, local: scenario.local, slots: scenario.slots,
                timestamp: SlotScenario.timestamp, fresh: counter("fresh-"))
            var expected = (resolution.localSaved ? resolution.local : scenario.local) ?? OpenUDIDRecord()
            expected.optOutTS = optOut ? SlotScenario.timestamp : nil
            guard local == expected, local.optOutTS == (optOut ? SlotScenario.timestamp : nil) else {
                return "setOptOut(\(optOut)) saves \(LiteralSnapshot.record(local)), expected \(LiteralSnapshot.record(expected))"
            }
            let after = resolver.value(
                appUID: scenario.appUID, local: local, slots: scenario.slots,
                timestamp: SlotScenario.timestamp, fresh: counter("after-"))
            guard !after.fromCache else { return "setOptOut(\(optOut)) left a cached value" }
            guard resolution.status.description == resolution.status.rawValue,
                resolution.write.map({ $0.slotName == SlotName.name($0.slot) }) ?? true
            else {
                return "status \(resolution.status.rawValue) or write \(String(describing: resolution.write?.slot)) is misnamed"
            }
        }
        return nil
    }
}
