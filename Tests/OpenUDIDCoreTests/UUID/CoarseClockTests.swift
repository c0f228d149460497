import OpenUDIDCore
import Testing

/// The coarse real-time clock and the v1 generators that read it.
@Suite struct CoarseClockTests {
    /// Two coarse ticks and 2 ms, in 100 ns units: the coarse clock is the time of the kernel's
    /// last timekeeping update, measured here 1.8 to 5.8 ms behind the precise clock with a
    /// 4 ms tick (400 readings 0.74 ms apart).
    static var typicalLag: UInt64 { UInt64(2 * GregorianTime.coarseResolution / 100) + 20_000 }
    /// The most any single reading may lag: a busy or tickless system can delay the update, so
    /// one reading is only held to 100 ms.
    static let readingSlack: UInt64 = 1_000_000

    /// Never ahead of the precise clock; behind it by at most two ticks and 2 ms in the median
    /// reading, and by at most 100 ms in any.
    @Test func coarseTimeTrailsTheTimeByATick() {
        var lags: [UInt64] = []
        for _ in 0..<1001 {
            let before = GregorianTime.now()
            let coarse = GregorianTime.coarseNow()
            let after = GregorianTime.now()
            #expect(coarse <= after)
            #expect(coarse + Self.readingSlack >= before)
            lags.append(before > coarse ? before - coarse : 0)
        }
        #expect(lags.sorted()[500] <= Self.typicalLag)
        #expect(GregorianTime.coarseResolution > 0)
    }

    @Test(arguments: TimeBasedUUIDGenerator.Precision.allCases)
    func everyPrecisionReadsTheTime(_ precision: TimeBasedUUIDGenerator.Precision) {
        let before = GregorianTime.now()
        let reading = precision.clock()
        #expect(reading <= GregorianTime.now())
        #expect(reading + Self.readingSlack >= before)
    }

    /// Many more UUIDs than one tick lasts: every timestamp one or more above the previous
    /// (counted within a tick), none before the time it was made less a tick, none repeated.
    @Test func coarseGeneratorCountsWithinATick() throws {
        let generator = TimeBasedUUIDGenerator(
            node: 0x0123_4567_89AB, clockSequence: 0x0421,
            clock: TimeBasedUUIDGenerator.Precision.coarse.clock)
        let count = 50_000
        var timestamps: [UInt64] = []
        timestamps.reserveCapacity(count)
        let start = GregorianTime.now()
        for _ in 0..<count {
            let id = generator.next()
            #expect(id.version == 1 && id.clockSequence == 0x0421 && id.node == 0x0123_4567_89AB)
            timestamps.append(try #require(id.timestamp?.gregorianTicks))
        }
        let end = GregorianTime.now()
        #expect(zip(timestamps, timestamps.dropFirst()).allSatisfy { $0 < $1 })
        // Counting within a tick: most steps are exactly one.
        #expect(zip(timestamps, timestamps.dropFirst()).filter { $1 - $0 == 1 }.count > count / 2)
        #expect(timestamps.first! + Self.readingSlack >= start)
        // Never more ahead of the clock than the UUIDs issued: at most one tick per UUID.
        #expect(timestamps.last! <= end + UInt64(count))
        #expect(generator.clockSequence == 0x0421)
    }

    @Test func sharedGeneratorsHaveTheirOwnNodes() {
        let precise = TimeBasedUUIDGenerator.shared.next()
        let coarse = TimeBasedUUIDGenerator.sharedCoarse.next()
        #expect(precise.version == 1 && coarse.version == 1)
        #expect(precise.node != coarse.node)
        #expect(precise.node.map { $0 & 0x0100_0000_0000 != 0 } == true)
        #expect(coarse.node.map { $0 & 0x0100_0000_0000 != 0 } == true)
    }
}
