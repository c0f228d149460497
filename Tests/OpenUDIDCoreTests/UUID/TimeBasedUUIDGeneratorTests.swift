import Foundation
import OpenUDIDCore
import Synchronization
import Testing

@Suite struct TimeBasedUUIDGeneratorTests {
    static let node: UInt64 = 0x0123_4567_89AB

    @Test func sameTickRepeatedGivesDistinctIncreasingTimestamps() throws {
        let generator = TimeBasedUUIDGenerator(node: Self.node, clockSequence: 0x1234, clock: { 1_000_000 })
        var previous: UInt64? = nil
        var seen = Set<RFCUUID>()
        for _ in 0..<10_000 {
            let id = generator.next()
            #expect(id.version == 1 && id.variant == .rfc9562)
            #expect(id.node == Self.node)
            #expect(id.clockSequence == 0x1234)
            let timestamp = try #require(id.timestamp?.gregorianTicks)
            if let previous { #expect(timestamp == previous + 1) } else { #expect(timestamp == 1_000_000) }
            previous = timestamp
            seen.insert(id)
        }
        #expect(seen.count == 10_000)
    }

    /// Version 6 (RFC 9562 §5.6) under the same rules: a twin generator's version 1 UUIDs,
    /// reordered, for a clock that stands still, steps and goes back.
    @Test func version6IsVersion1Reordered() {
        let readings: [UInt64] = [500, 500, 400, 401, 300, 600, 600, 599, 10_000]
        let v1 = TimeBasedUUIDGenerator(node: Self.node, clockSequence: 0x2222, clock: ScriptedClock(readings).read)
        let v6 = TimeBasedUUIDGenerator(node: Self.node, clockSequence: 0x2222, clock: ScriptedClock(readings).read)
        for _ in readings {
            let (one, six) = (v1.next(), v6.nextV6())
            #expect(six.version == 6 && six.variant == .rfc9562)
            #expect(one.reorderedToVersion6 == six)
            #expect(six.timestamp == one.timestamp && six.clockSequence == one.clockSequence && six.node == Self.node)
        }
    }

    /// One generator making both versions never issues a (timestamp, clock sequence) pair twice.
    @Test func bothVersionsShareOneState() throws {
        let generator = TimeBasedUUIDGenerator(node: Self.node, clockSequence: 1, clock: { 7_000 })
        var pairs = Set<[UInt64]>()
        for index in 0..<2000 {
            let id = index % 3 == 0 ? generator.nextV6() : generator.next()
            let pair = [try #require(id.timestamp?.gregorianTicks), UInt64(try #require(id.clockSequence))]
            #expect(pairs.insert(pair).inserted)
        }
    }

    @Test func advancingClockIsUsedAsIs() {
        let clock = ScriptedClock([10, 20, 35, 36, 1000])
        let generator = TimeBasedUUIDGenerator(node: Self.node, clockSequence: 7, clock: clock.read)
        #expect((0..<5).map { _ in generator.next().timestamp?.gregorianTicks } == [10, 20, 35, 36, 1000])
        #expect(generator.clockSequence == 7)
    }

    /// RFC 9562 §6.1 (clock sequence): when the clock is set backwards the clock sequence must
    /// change, so no (timestamp, clock sequence) pair repeats.
    @Test func clockGoingBackwardsIncrementsTheClockSequence() {
        let readings: [UInt64] = [500, 500, 500, 400, 400, 401, 300, 600, 600]
        let clock = ScriptedClock(readings)
        let generator = TimeBasedUUIDGenerator(node: Self.node, clockSequence: 0x100, clock: clock.read)
        let ids = readings.map { _ in generator.next() }
        #expect(Set(ids).count == ids.count)
        // Per step: the reading, or one past the last timestamp while the clock stands still;
        // a backward step restarts from the reading with the next clock sequence.
        #expect(ids.map { $0.timestamp?.gregorianTicks } == [500, 501, 502, 400, 401, 402, 300, 600, 601])
        #expect(ids.map(\.clockSequence) == [0x100, 0x100, 0x100, 0x101, 0x101, 0x101, 0x102, 0x102, 0x102])
    }

    /// At the end of the 60-bit range borrowed ticks cannot carry into the version field: the
    /// clock sequence changes instead (found by the fuzz helper: readings [0, max, max] used to
    /// repeat the first UUID).
    @Test func endOfTheTimestampRangeChangesTheClockSequence() {
        let max = TimeBasedUUIDGenerator.maximumTimestamp
        let readings: [UInt64] = [0, max, max, max, .max]
        let clock = ScriptedClock(readings)
        let generator = TimeBasedUUIDGenerator(node: Self.node, clockSequence: 5, clock: clock.read)
        let ids = readings.map { _ in generator.next() }
        #expect(Set(ids).count == ids.count)
        #expect(ids.allSatisfy { $0.version == 1 && $0.variant == .rfc9562 })
        #expect(ids.map { $0.timestamp?.gregorianTicks } == [0, max, max, max, max])
        #expect(ids.map(\.clockSequence) == [5, 5, 6, 7, 8])
    }

    @Test func clockSequenceWrapsInFourteenBits() {
        let clock = ScriptedClock([50, 40, 30])
        let generator = TimeBasedUUIDGenerator(node: Self.node, clockSequence: 0x3FFE, clock: clock.read)
        #expect((0..<3).map { _ in generator.next().clockSequence } == [0x3FFE, 0x3FFF, 0])
        let masked = TimeBasedUUIDGenerator(node: Self.node, clockSequence: 0xFFFF, clock: { 1 })
        #expect(masked.next().clockSequence == 0x3FFF)
    }

    @Test func manyBackwardJumpsNeverRepeat() {
        var random = SplitMix64(seed: 9)
        let readings = (0..<5000).map { _ in 1_000 + random.next() % 64 }
        let clock = ScriptedClock(readings)
        let generator = TimeBasedUUIDGenerator(node: Self.node, clockSequence: 0, clock: clock.read)
        let ids = readings.map { _ in generator.next() }
        #expect(Set(ids).count == ids.count)
    }

    /// RFC 9562 §6.10: a random node has the multicast bit (the least significant bit of the
    /// first octet) set.
    @Test func randomNodeHasTheMulticastBit() {
        for _ in 0..<200 {
            let generator = TimeBasedUUIDGenerator(clock: { 1 })
            #expect(generator.node & 0x0100_0000_0000 != 0)
            #expect(generator.node <= 0xFFFF_FFFF_FFFF)
            #expect(generator.next().node == generator.node)
        }
        var zeros = ConstantGenerator(value: 0)
        let fromZeros = TimeBasedUUIDGenerator(clock: { 1 }, using: &zeros)
        #expect(fromZeros.node == 0x0100_0000_0000)
        #expect(fromZeros.clockSequence == 0)
        var ones = ConstantGenerator(value: .max)
        let fromOnes = TimeBasedUUIDGenerator(clock: { 1 }, using: &ones)
        #expect(fromOnes.node == 0xFFFF_FFFF_FFFF)
        #expect(fromOnes.clockSequence == 0x3FFF)
        let shared = TimeBasedUUIDGenerator.shared
        #expect(shared.node & 0x0100_0000_0000 != 0)
    }

    @Test func givenNodeIsUsed() {
        var zeros = ConstantGenerator(value: 0)
        let generator = TimeBasedUUIDGenerator(node: 0x0A0B_0C0D_0E0F, clock: { 1 }, using: &zeros)
        #expect(generator.node == 0x0A0B_0C0D_0E0F)
        #expect(generator.next().node == 0x0A0B_0C0D_0E0F)
        #expect(generator.next().formatted(.hyphenless).hasSuffix("0a0b0c0d0e0f"))
    }

    @Test(arguments: [false, true])
    func concurrentUseFromFourThreadsGivesDistinctIDs(constantClock: Bool) {
        let generator =
            constantClock
            ? TimeBasedUUIDGenerator(node: Self.node, clockSequence: 1, clock: { 42 })
            : TimeBasedUUIDGenerator(node: Self.node, clockSequence: 1)
        let results = Mutex<[RFCUUID]>([])
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            var local: [RFCUUID] = []
            local.reserveCapacity(10_000)
            for _ in 0..<10_000 { local.append(generator.next()) }
            results.withLock { $0.append(contentsOf: local) }
        }
        let all = results.withLock { $0 }
        #expect(all.count == 40_000)
        #expect(Set(all).count == 40_000)
        if constantClock {
            #expect(Set(all.map { $0.timestamp?.gregorianTicks }) == Set((42..<(42 + 40_000)).map { Optional($0) }))
        }
    }

    @Test func realClockTimestampsAreNow() throws {
        let before = GregorianTime.ticks(Date())
        let id = TimeBasedUUIDGenerator(node: Self.node).next()
        let after = GregorianTime.ticks(Date())
        let timestamp = try #require(id.timestamp?.gregorianTicks)
        // Allow a millisecond either side for the two clocks' rounding.
        #expect(timestamp + 10_000 >= before && timestamp <= after + 10_000)
    }
}
