import BenchmarkHarness
import BenchmarkPeers
import Foundation
import OpenUDIDCore

/// The 100-slot scan and resolution (`valueWithError:` without storage) over synthetic slot
/// layouts; peers: the `NSMutableDictionary` port and the `[String: Int]` port.
///
/// Every layout is a first launch of the app (no local record): the resolution scans the
/// slots, adopts the most frequent value, and claims the first free slot. "match" puts the
/// app's own appUID in one filled slot, so the app finds its slot there.
func scanBenchmarks(_ configuration: SuiteConfiguration) -> [Benchmark] {
    var benchmarks = [Benchmark("scan/empty") { try scan(ScanLayout(filled: 0, distinct: 1, match: false)) }]
    for filled in [1, 50, 100] {
        for distinct in filled == 1 ? [1] : [1, 10] {
            for match in [false, true] {
                let layout = ScanLayout(filled: filled, distinct: distinct, match: match)
                benchmarks.append(Benchmark("scan/\(layout.name)") { try scan(layout) })
            }
        }
    }
    return benchmarks
}

/// A slot layout: slots `0..<filled` present, holding `distinct` different values.
struct ScanLayout {
    var filled: Int
    var distinct: Int
    var match: Bool

    static let appUID = "6BA7B810-9DAD-41D1-80B4-00C04FD430C8"

    var name: String { "filled-\(filled)/distinct-\(distinct)/\(match ? "match" : "no-match")" }

    /// The slots. Value 0 takes every third slot and the others cycle, so one value is the
    /// most frequent and the ports' dictionary-order tie-break never decides the result.
    var slots: [Slot] {
        (0..<SlotName.count).map { index in
            guard index < filled else { return .absent }
            let valueIndex = index % 3 == 0 ? 0 : index % distinct
            let value = String(repeating: String(valueIndex, radix: 16), count: 40)
            let owner = match && index == filled / 2 ? Self.appUID : "APP-\(index)"
            return .present(
                OpenUDIDRecord(
                    value: value, slot: SlotName.name(index), appUID: owner,
                    createdTS: "2012-08-28T00:00:00Z"))
        }
    }
}

private func scan(_ layout: ScanLayout) throws -> BenchmarkSubjects {
    let slots = layout.slots
    let swiftSlots = FoundationSlotScan.swiftSlots(slots)
    let nsSlots = FoundationSlotScan.nsSlots(slots)
    let fresh = OpenUDID.generate().description
    let appUID = ScanLayout.appUID
    let timestamp = "2012-08-28T00:00:00Z"

    let expected = OpenUDIDResolution.resolve(
        appUID: appUID, local: nil, slots: slots,
        timestamp: timestamp, fresh: { fresh })
    let swiftResult = FoundationSlotScan.resolveWithSwiftDictionary(
        appUID: appUID, local: nil,
        slots: swiftSlots, fresh: { fresh })
    let nsResult = FoundationSlotScan.resolveWithNSDictionary(
        appUID: appUID, local: nil,
        slots: nsSlots, fresh: { fresh })
    for (port, result) in [("[String: Int] port", swiftResult), ("NSMutableDictionary port", nsResult)] {
        guard result.value == expected.value, result.status == expected.status.description,
            result.writtenSlot == expected.write?.slotName
        else {
            throw BenchmarkError("\(port) disagrees with OpenUDIDResolution on \(layout.name): \(result)")
        }
    }

    let ours = Workload(id: "ours", label: "OpenUDIDResolution.resolve") { iterations in
        for _ in 0..<iterations {
            blackHole(
                OpenUDIDResolution.resolve(
                    appUID: appUID, local: nil, slots: identity(slots),
                    timestamp: timestamp, fresh: { fresh }))
        }
    }
    let nsPort = Workload(id: "nsdictionary", label: "NSMutableDictionary port") { iterations in
        for _ in 0..<iterations {
            blackHole(
                FoundationSlotScan.resolveWithNSDictionary(
                    appUID: appUID, local: nil,
                    slots: identity(nsSlots), fresh: { fresh }))
        }
    }
    let swiftPort = Workload(id: "swiftdictionary", label: "[String: Int] port") { iterations in
        for _ in 0..<iterations {
            blackHole(
                FoundationSlotScan.resolveWithSwiftDictionary(
                    appUID: appUID, local: nil,
                    slots: identity(swiftSlots), fresh: { fresh }))
        }
    }
    return BenchmarkSubjects(ours: ours, peers: [.available(nsPort), .available(swiftPort)])
}
