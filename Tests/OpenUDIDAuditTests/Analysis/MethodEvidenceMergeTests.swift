import CollisionStatistics
import Foundation
import OpenUDIDAudit
import OpenUDIDCore
import ShardedRun
import Testing

/// The method evidence adds up to one pass however the sorted stream is cut (threads, reduces)
/// and wherever the cut falls: in a millisecond, between two, at a key slice's boundary.
@Suite struct MethodEvidenceMergeTests {
    /// Sorted distinct (key, low) values of `ids` as the audit keys them.
    static func sorted(_ ids: [RFCUUID], group: Int) -> [(UInt64, UInt64)] {
        let keyed = ids.map { (IdentifierGroup.sortKey(group: group, high: $0.high), $0.low) }
        return Array(Set(keyed.map { UInt128($0.0) << 64 | UInt128($0.1) }).sorted()).map {
            (UInt64(truncatingIfNeeded: $0 >> 64), UInt64(truncatingIfNeeded: $0))
        }
    }

    static func tally(_ values: ArraySlice<(UInt64, UInt64)>, _ version: TimeOrderedLayout) -> MethodTally {
        var tally = MethodTally(layout: version)
        for (key, low) in values { tally.add(key: key, low: low) }
        return tally
    }

    @Test("cut anywhere, merged in order, written and read back: the one-pass tally", arguments: [3, 17, 250, 4_001])
    func cuts(every: Int) throws {
        let v7 = Self.sorted(
            TimeOrderedSource.rust(count: 5_000, perMillisecond: 300, seed: 1)
                + TimeOrderedSource.core(.subMillisecond, count: 3_000, step: 9, seed: 2), group: 7)
        let v1 = Self.sorted(TimeOrderedSource.coarse(v6: false, count: 3_000, coarse: 10_000, perTick: 40, seed: 3), group: 1)
        for (values, version) in [(v7, TimeOrderedLayout.v7), (v1, .v1)] {
            let whole = Self.tally(values[...], version)
            var merged = MethodTally(layout: version)
            var start = 0
            while start < values.count {
                let end = Swift.min(values.count, start + every)
                var writer = ByteWriter()
                Self.tally(values[start..<end], version).encode(into: &writer)
                var reader = ByteReader(writer.bytes)
                merged.merge(try MethodTally(layout: version, from: &reader))
                // An empty range in between changes nothing.
                merged.merge(MethodTally(layout: version))
                start = end
            }
            #expect(merged == whole)
        }
    }

    /// v7 values around the boundary of two key slices (the top 12 bits of the milliseconds),
    /// where thread ranges and reduces are cut, and v1 values around one of v1's.
    static func files() -> [(name: String, text: String)] {
        let slice: UInt64 = 1 << 36
        let boundary = (1_767_225_600_000 / slice + 1) * slice
        var random = SeededRandom(seed: 11)
        var counter: UInt64 = 0
        let v7 = (0..<6_000).map { index in
            let ms = boundary - 10 + UInt64(index / 300)
            counter = index % 300 == 0 ? random.next() & (UInt64.max >> 23) : counter + 1
            return RFCUUID(
                v7UnixMilliseconds: ms, randomA: UInt16(counter >> 30), randomB: (counter & 0x3FFF_FFFF) << 32 | random.next() & 0xFFFF_FFFF
            )
        }
        let ticks = RFCUUID.Timestamp(unixMilliseconds: 1_767_225_600_000).gregorianTicks
        let v1Boundary = (ticks >> 48 + 1) << 48
        let v1 = (0..<3_000).map { index in
            RFCUUID(v1Timestamp: v1Boundary - 1_500 + UInt64(index), clockSequence: 77, node: 0x0100_0000_0001)
        }
        return [("a.txt", Array(v7[0..<4_000] + v1[0..<1_000]).lines), ("b.txt", Array(v1[1_000...] + v7[4_000...]).lines)]
    }

    @Test("sharded across a key slice's boundary: the one-process report", arguments: [1, 2, 3])
    func shards(shards: Int) throws {
        let fixture = try ShardedAuditFixture(Self.files())
        defer { fixture.remove() }
        let single = try fixture.single()
        let v7 = try #require(single.groups.first { $0.name == "uuid-v7" })
        let v1 = try #require(single.groups.first { $0.name == "uuid-v1" })
        #expect(v7.method == "counter" && v7.methodEvidence?.sameMillisecondPairs == 6_000 - 20)
        #expect(v7.methodEvidence?.nextMillisecondPairs == 19)
        #expect(v1.method == "counter" && v1.methodEvidence?.closePairs == 2_999 && v1.methodEvidence?.tickSteps == 2_999)
        let merged = try ShardedAuditFixture.merge(try fixture.runShards(shards, work: fixture.root + "/work"))
        #expect(merged.comparableJSON == single.comparableJSON)
        #expect(merged.comparableMarkdown == single.comparableMarkdown)
    }
}
