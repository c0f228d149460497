import CollisionStatistics
import Foundation
import Testing
import OpenUDIDCore
@testable import OpenUDIDStats

/// The ideal of the time-ordered designs: schedule counts against brute force, the closed-form
/// λ against the per-window model, and the headline fleet rates.
@Suite struct OrderedIdealTests {
    /// Pairs sharing the top bits of their ordered value, counted pair by pair.
    @Test(arguments: [(UInt128(0), 1), (UInt128(13), 1), (UInt128(250), 3), (UInt128(255), 7), (UInt128(1000), 1_000_000)])
    func schedulePairsMatchBruteForce(first: UInt128, perWindow: Int) {
        let width = 10, schedule = OrderedSchedule(first: first, perWindow: perWindow)
        for count in [0, 1, 2, 50, 333] {
            let values = (0..<count).map { (first + UInt128($0 / perWindow)) & 0x3FF }
            // Values wrap at 2^10 in this small test only when first is near the top; skip those.
            guard values.allSatisfy({ $0 >= first & 0x3FF }) else { continue }
            for bits in 0..<width {
                var pairs = 0
                for i in 0..<count {
                    for j in (i + 1)..<Swift.max(i + 1, count) where values[i] >> (width - bits) == values[j] >> (width - bits) {
                        pairs += 1
                    }
                }
                #expect(
                    schedule.pairs(sharingTop: bits, width: width, count: count) == Double(pairs),
                    "first \(first), per window \(perWindow), count \(count), bits \(bits)")
            }
        }
    }

    /// Wide ordered values (a single counter generator's 90 bits) and counts past 2^32 stay exact.
    @Test func scheduleHandlesWideValuesAndLargeCounts() {
        let schedule = OrderedSchedule(first: UInt128(1) << 89 | 12_345, perWindow: 1)
        #expect(schedule.pairs(sharingTop: 0, width: 90, count: 10_000_000_000) == 10_000_000_000.0 * 9_999_999_999 / 2)
        // The top 89 bits: pairs (2m, 2m + 1) from an odd start: every pair after the first value.
        let odd = OrderedSchedule(first: 13, perWindow: 1)
        #expect(odd.pairs(sharingTop: 89, width: 90, count: 11) == 5)
        #expect(OrderedSchedule(first: 0, perWindow: .max).pairs(sharingTop: 47, width: 48, count: 4) == 6)
    }

    /// λ in closed form equals the model's per-window sum at whole rates.
    @Test(arguments: [(2, 1), (10, 4), (1000, 16), (7, 4096), (1, 64)])
    func closedFormsMatchTheWindowModel(devices: Int, rate: Int) {
        let methods: [any V7RunMethod] = [
            CounterRun.standard, CounterRun(counterBits: 12, tailBits: 6), SubMillisecondRun.standard,
            SubMillisecondRun(randomBits: 3), RandomRun.standard, RandomRun(randomBits: 70),
        ]
        for method in methods where Double(rate) <= method.maximumRate {
            let model = method.windowPairs(prefixBits: 128, count: devices * rate, devices: devices, rate: rate).expected
            let closed = method.collisionsPerMillisecond(devices: devices, rate: Double(rate))
            #expect(
                abs(model - closed) <= 1e-12 * Swift.max(model, 1e-300), "\(method.name), K \(devices), r \(rate): \(model) vs \(closed)")
        }
    }

    /// The headline numbers: K = 1000 devices, a one-in-a-million chance of any collision per day.
    @Test func fleetRatesForOneInAMillionPerDay() throws {
        let counter = try #require(FleetRisk.rate(reaching: 1e-6, devices: 1000, method: CounterRun.standard))
        let subms = try #require(FleetRisk.rate(reaching: 1e-6, devices: 1000, method: SubMillisecondRun.standard))
        let random = try #require(FleetRisk.rate(reaching: 1e-6, devices: 1000, method: RandomRun.standard))
        // λ* = −ln(1 − 10^−6)/86 400 000; λ₁ = C(1000, 2)·r²·2^−73 gives r = √(λ*·2^73/499 500).
        let lambda = -log1p(-1e-6) / 86_400_000
        #expect(abs(counter - (lambda * 0x1p73 / 499_500).squareRoot()) < 1e-6 * counter)
        #expect(abs(subms - (lambda * 0x1p74 / 499_500).squareRoot()) < 1e-9 * subms)
        #expect(abs(1000 * random * (1000 * random - 1) / 2 * 0x1p-74 - lambda) < 1e-9 * lambda)
        #expect((1000 * 1000 * counter / 1e7 * 100).rounded() / 100 == 1.48)
        #expect((1000 * 1000 * subms / 1e7 * 100).rounded() / 100 == 2.09)
        #expect((1000 * 1000 * random / 1e7 * 100).rounded() / 100 == 2.09)
        for method in [CounterRun.standard as any V7RunMethod, SubMillisecondRun.standard, RandomRun.standard] {
            let found = FleetRisk.rate(reaching: 1e-6, devices: 1000, method: method)
            let rate = try #require(found)
            let risk = FleetRisk.perDay(method.collisionsPerMillisecond(devices: 1000, rate: rate))
            #expect(abs(risk - 1e-6) < 1e-12, "\(method.name)")
        }
        // One device of a method that never collides with itself never reaches any risk; method 3
        // cannot reach it below its 4096 per millisecond with two devices.
        #expect(FleetRisk.rate(reaching: 1e-6, devices: 1, method: CounterRun.standard) == nil)
        #expect(FleetRisk.rate(reaching: 1e-6, devices: 2, method: SubMillisecondRun.standard) == nil)
        #expect(FleetRisk.rate(reaching: 1e-6, devices: 1, method: RandomRun.standard) != nil)
    }

    /// The ideal at a prefix of time bits alone is the schedule's fixed count; past them the
    /// design's, with clusters where pairs agree together.
    @Test func idealKindsByPrefix() {
        let fleet = UUIDv7CounterFleetKeys(seed: 4, fleetSize: 100, fleetRate: 16)
        let count = 100_000
        let timeOnly = fleet.idealPairs(prefixBits: 40, count: count)!
        #expect(timeOnly.fixed == timeOnly.expected && timeOnly.expected > 0)
        // The guard bit is 0 in every counter but a run's that passes 2^41, however rarely: whole
        // runs agree or not, 256 pairs at a time.
        let guardOnly = fleet.idealPairs(prefixBits: 53, count: count)!
        let sameMillisecond = 62.0 * (1600 * 1599 / 2) + 800 * 799 / 2  // 62 full milliseconds of 1 600, then 800
        #expect(guardOnly.fixed == 0 && guardOnly.cluster == 256 && abs(guardOnly.expected - sameMillisecond) < 1e-9 * sameMillisecond)
        let seedBits = fleet.idealPairs(prefixBits: 60, count: count)!
        #expect(seedBits.cluster == 256 && seedBits.fixed == 0)
        // A count with nothing random must be met; with a random part, it is judged in clusters.
        #expect(IdealCount.certain(10).test(10).pValue == 1 && IdealCount.certain(10).test(11).pValue == 0)
        #expect(IdealCount(expected: 2560, cluster: 256).test(2560).pValue > 0.5)
        #expect(IdealCount(expected: 2560, cluster: 256).test(2560 + 5 * 256).pValue > 0.01, "5 more runs of 10: not rare")
        #expect(IdealCount(expected: 2560).test(2560 + 5 * 256).pValue < 1e-20, "1280 more pairs of 2560: rare")
        let exact = fleet.idealPairs(prefixBits: 128, count: count)!
        #expect(exact.fixed == 0 && exact.cluster < 1.0001)
        // One generator of method 3: the 60-bit value goes up by one per identifier, so every
        // identifier of a millisecond is distinct from the others past its fraction.
        let single = UUIDv7SubMillisecondKeys(seed: 4)
        #expect(single.idealPairs(prefixBits: 64, count: count)!.expected == 0)
        #expect(single.idealPairs(prefixBits: 48, count: 4096)!.fixed > 0)
    }

    /// Formats: the free and ordered bits of each design.
    @Test func formatsCountTheirBits() {
        #expect(IdentifierFormat.uuidV7.freeBits(inPrefix: 128) == 74 && IdentifierFormat.uuidV7.orderedBits(inPrefix: 128) == 48)
        #expect(IdentifierFormat.uuidV7CounterFleet.freeBits(inPrefix: 128) == 73)
        #expect(
            IdentifierFormat.uuidV7Counter.freeBits(inPrefix: 128) == 32 && IdentifierFormat.uuidV7Counter.orderedBits(inPrefix: 128) == 90)
        #expect(IdentifierFormat.uuidV7SubMillisecond.freeBits(inPrefix: 128) == 62)
        #expect(IdentifierFormat.uuidV6.freeBits(inPrefix: 128) == 0 && IdentifierFormat.uuidV6.orderedBits(inPrefix: 128) == 60)
        #expect(IdentifierFormat.uuidV6Fleet.freeBits(inPrefix: 128) == 61)
        #expect(IdentifierFormat.uuidV7.uniformPositions == Array(13...15) + Array(17...31))
        #expect(IdentifierFormat.uuidV7Counter.uniformPositions == Array(24...31))
        #expect(IdentifierFormat.uuidV6.uniformPositions.isEmpty)
        #expect(IdentifierFormat.uuidV1InTimeOrder.uniformPositions.isEmpty)
        #expect(IdentifierFormat.uuidV1FleetInTimeOrder.uniformPositions == IdentifierFormat.uuidV6Fleet.uniformPositions)
        #expect(IdentifierFormat.uuid.orderedBits(inPrefix: 128) == 0 && IdentifierFormat.uuid.freeBits(inPrefix: 128) == 122)
        // The method masks agree with the formats' free bits.
        #expect(CounterRun.standard.counterMask.count == 42 && CounterRun.standard.tailMask.count == 32)
        for bits in stride(from: 49, through: 128, by: 1) {
            let counter = CounterRun.standard
            #expect(
                IdentifierFormat.uuidV7CounterFleet.freeBits(inPrefix: bits)
                    == Swift.max(0, counter.counterMask.count(inPrefix: bits) - 1) + counter.tailMask.count(inPrefix: bits))
        }
    }
}
