import OpenUDIDCore
import OpenUDIDProperties

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
    static let values = [
        "V1", "V2", "V3", "\u{E9}", "e\u{301}", "",
        "0123456789abcdef0123456789abcdef01234567",
        "0123456789ABCDEF0123456789ABCDEF01234567",
        "fedcba9876543210fedcba9876543210fedcba98",
        "0123456789abcdef0123456789abcdef0123456g",
        String(repeating: "a", count: 48), String(repeating: "a", count: 47) + "b",
        String(repeating: "a", count: 49), String(repeating: "a", count: 48) + "b",
        String(repeating: "\u{E9}", count: 30),
    ]
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
        if chance(0.3) { r.slot = chance(0.9) ? ReferenceResolution.slotName(Int(random.next() % 100)) : "elsewhere" }
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
            if chance(absent) {
                slots.append(.absent)
            } else if chance(unreadable) {
                slots.append(.unreadable)
            } else {
                slots.append(.present(record(valueChance: valueChance)))
            }
        }
        let local = chance(0.3) ? nil : record(valueChance: 0.7)
        return (pick(["APP", "APP\u{E9}"]), local, slots)
    }
}
