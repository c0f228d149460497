import OpenUDIDCore

/// An independent, deliberately plain transcription of `valueWithError:` as the article
/// "OpenUDID and the 100-Slot Scan" (OpenUDIDCore.docc) describes it (steps 2-8), working on
/// dictionaries the way the Objective-C code does. It shares no code with `OpenUDIDResolution.resolve`; the tests
/// compare the two on many slot layouts.
enum ReferenceResolution {
    typealias Dict = [String: String]

    struct Outcome: Equatable, CustomStringConvertible {
        var value: String
        var status: String
        var writeSlot: Int?
        var writeRecord: Dict?
        var local: Dict?
        var localSaved: Bool
        var generated: Bool

        var description: String {
            "value \(value.debugDescription) status \(status) write \(String(describing: writeSlot)) \(String(describing: writeRecord)) local \(String(describing: local)) saved \(localSaved) generated \(generated)"
        }
    }

    /// `-[NSString isEqualToString:]`: the same UTF-16 code units.
    static func same(_ a: String, _ b: String) -> Bool { Array(a.utf16) == Array(b.utf16) }

    static func name(_ n: Int) -> String { "org.OpenUDID.slot." + String(n) }

    static func dict(_ record: OpenUDIDRecord) -> Dict {
        var d: Dict = [:]
        for field in record.fields { d[field.key] = field.value }
        return d
    }

    static func resolve(appUID: String, local: OpenUDIDRecord?, slots: [Slot], now: String,
                        fresh: () -> String) -> Outcome {
        // Step 2.
        var localDict: Dict? = local.map(dict)
        var openUDID = localDict?["OpenUDID"]
        var mySlot = localDict?["OpenUDID_slot"]
        var optedOutDate = localDict?["OpenUDID_optOutTS"]
        var optedOut = optedOutDate != nil
        var save = false
        var compromised = false
        var generated = false

        // Step 3: exactly 100 slot names; a name with no slot behind it is absent.
        var available: String? = nil
        var counts: [(units: [UInt16], value: String, count: Int)] = []
        for n in 0..<100 {
            let slot: Slot = n < slots.count ? slots[n] : .absent
            guard case let .present(record) = slot else {
                if available == nil { available = name(n) }
                continue
            }
            let d = dict(record)
            if let oudid = d["OpenUDID"] {
                let units = Array(oudid.utf16)
                if let i = counts.firstIndex(where: { $0.units == units }) {
                    counts[i].count += 1
                } else {
                    counts.append((units, oudid, 1))
                }
            } else if available == nil {
                available = name(n)
            }
            if let gid = d["OpenUDID_appUID"], same(gid, appUID) {
                mySlot = name(n)
                if optedOut {
                    optedOutDate = d["OpenUDID_optOutTS"]
                    optedOut = optedOutDate != nil
                }
            }
        }

        // Step 4 (Q4: the earliest among the highest counts).
        var mostReliable: String? = nil
        var best = 0
        for entry in counts where entry.count > best {
            best = entry.count
            mostReliable = entry.value
        }

        // Step 5.
        if openUDID == nil {
            if let mostReliable {
                openUDID = mostReliable
            } else {
                openUDID = fresh()
                generated = true
            }
            if localDict == nil {
                localDict = ["OpenUDID": openUDID!, "OpenUDID_appUID": appUID, "OpenUDID_createdTS": now]
                if optedOut { localDict!["OpenUDID_createdTS"] = optedOutDate! }  // Q6
                save = true
            }
        } else if let mostReliable, !same(mostReliable, openUDID!) {
            compromised = true
        }

        // Step 6.
        var writeSlot: Int? = nil
        var writeRecord: Dict? = nil
        if let available, mySlot == nil || same(available, mySlot!) {
            if localDict != nil {
                localDict!["OpenUDID_slot"] = available
                save = true
                writeSlot = Int(available.dropFirst("org.OpenUDID.slot.".count))!
                writeRecord = localDict
            }
        }

        // Step 8.
        if optedOut {
            return Outcome(value: String(repeating: "0", count: 40), status: "optedOut", writeSlot: writeSlot,
                           writeRecord: writeRecord, local: localDict, localSaved: save, generated: generated)
        }
        return Outcome(value: openUDID!, status: compromised ? "compromised" : "none", writeSlot: writeSlot,
                       writeRecord: writeRecord, local: localDict, localSaved: save, generated: generated)
    }

    /// The library's result in the same shape.
    static func outcome(_ r: OpenUDIDResolution) -> Outcome {
        Outcome(value: r.value, status: r.status.rawValue, writeSlot: r.write?.slot,
                writeRecord: r.write.map { dict($0.record) }, local: r.local.map(dict),
                localSaved: r.localSaved, generated: r.generated)
    }
}

/// Random slot layouts drawn from a few values and appUIDs, so that counts tie, apps match,
/// opt-outs cancel and precomposed/decomposed strings meet.
struct LayoutGenerator {
    var random: SplitMix64
    /// The chance that a value comes from the ``manyValues`` pool (set per layout).
    var manyChance = 0.0

    /// Short strings, strings equal only under canonical equivalence, 40-hex values, and values
    /// around and over the 48 bytes that the counting table keys by their code units (longer
    /// ones it compares as strings): a value and its UPPERCASE spelling (literally different),
    /// a 40-character string that is not hex, and 48/49-byte strings differing in one byte.
    static let values = ["V1", "V2", "V3", "\u{E9}", "e\u{301}", "",
                         "0123456789abcdef0123456789abcdef01234567",
                         "0123456789ABCDEF0123456789ABCDEF01234567",
                         "fedcba9876543210fedcba9876543210fedcba98",
                         "0123456789abcdef0123456789abcdef0123456g",
                         String(repeating: "a", count: 48), String(repeating: "a", count: 47) + "b",
                         String(repeating: "a", count: 49), String(repeating: "a", count: 48) + "b",
                         String(repeating: "\u{E9}", count: 30)]
    /// Values drawn from this many more (`P0`, `P1`, …) push a layout past the distinct values
    /// the counting table keeps on the stack, onto its heap block.
    static let manyValues = 80
    static let appUIDs = ["APP", "OTHER", "APP\u{E9}", "APPe\u{301}"]
    static let stamps = ["2012-08-28T14:03:59Z", "2013-01-01T00:00:00Z"]

    mutating func chance(_ p: Double) -> Bool { Double(random.next() % 10_000) < p * 10_000 }
    mutating func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }

    mutating func record(valueChance: Double) -> OpenUDIDRecord {
        var r = OpenUDIDRecord()
        if chance(valueChance) {
            r.value = chance(manyChance) ? "P\(random.next() % UInt64(Self.manyValues))" : pick(Self.values)
        }
        if chance(0.3) { r.slot = chance(0.9) ? ReferenceResolution.name(Int(random.next() % 100)) : "elsewhere" }
        if chance(0.45) { r.appUID = pick(Self.appUIDs) }
        if chance(0.3) { r.createdTS = pick(Self.stamps) }
        if chance(0.3) { r.optOutTS = pick(Self.stamps) }
        if chance(0.1) { r.otherFields = [.init(key: "extra", value: pick(Self.values))] }
        return r
    }

    mutating func layout() -> (appUID: String, local: OpenUDIDRecord?, slots: [Slot]) {
        let absent = pick([0.0, 0.01, 0.05, 0.3, 0.9])
        let unreadable = pick([0.0, 0.0, 0.05])
        let valueChance = pick([1.0, 0.97, 0.8, 0.5])
        manyChance = pick([0.0, 0.0, 0.3, 1.0])
        var slots: [Slot] = []
        for _ in 0..<100 {
            if chance(absent) { slots.append(.absent) }
            else if chance(unreadable) { slots.append(.unreadable) }
            else { slots.append(.present(record(valueChance: valueChance))) }
        }
        let local = chance(0.3) ? nil : record(valueChance: 0.7)
        return (pick(["APP", "APP\u{E9}"]), local, slots)
    }
}
