import Foundation
import OpenUDIDAudit
import OpenUDIDCore
import TestTiers
import Testing

/// The audit names the method of each time-ordered group from its sorted values, and then
/// judges only the bits that method leaves free: healthy generators of every method raise no
/// digit finding at any size, and a biased one still does.
@Suite struct MethodInferenceTests {
    /// The default tier's size, then the long tier's.
    static let sizes = [10_007]
    static let largerSizes = [100_003, 300_000]

    /// The report's v7 group.
    static func group(_ report: AuditReport, _ name: String = "uuid-v7") throws -> AuditReport.GroupReport {
        try #require(report.groups.first { $0.name == name })
    }

    /// Findings of the digit kinds, and every warning or fault.
    static func flags(_ report: AuditReport) -> [String] {
        report.findings.filter { $0.severity != .info || [.biasedDigit, .evenDigit, .constantDigit].contains($0.kind) }
            .map { "\($0.kind) \($0.severity.rawValue): \($0.evidence)" }
    }

    enum V7Source: String, CaseIterable {
        case counter, subms, random, rust, rustSlow, counter12

        var expected: (method: String, counterBits: Int?) {
            switch self {
            case .counter, .rust, .rustSlow: return ("counter", 42)
            case .counter12: return ("counter", 12)
            case .subms: return ("sub-millisecond", nil)
            case .random: return ("random", nil)
            }
        }

        func ids(_ count: Int, seed: UInt64) -> [RFCUUID] {
            switch self {
            case .counter: return TimeOrderedSource.core(.counter(.standard), count: count, step: 7, seed: seed)
            case .subms: return TimeOrderedSource.core(.subMillisecond, count: count, step: 9, seed: seed)
            case .random: return TimeOrderedSource.core(.random, count: count, step: 3, seed: seed)
            case .rust: return TimeOrderedSource.rust(count: count, perMillisecond: 4_000, seed: seed)
            case .rustSlow: return TimeOrderedSource.rust(count: count, perMillisecond: 3, seed: seed)
            case .counter12: return TimeOrderedSource.counter12(count: count, perMillisecond: 1_000, seed: seed)
            }
        }
    }

    @Test("the method of healthy v7 is named, and nothing is flagged", arguments: V7Source.allCases, sizes)
    func healthyV7(source: V7Source, count: Int) throws {
        try expectHealthy(source, count: count)
    }

    @Test(
        "the method of healthy v7 is named, and nothing is flagged, at larger sizes", .longTier, arguments: V7Source.allCases, largerSizes)
    func healthyV7AtLargerSizes(source: V7Source, count: Int) throws {
        try expectHealthy(source, count: count)
    }

    func expectHealthy(_ source: V7Source, count: Int) throws {
        let report = try audit(source.ids(count, seed: UInt64(count)).lines)
        let group = try Self.group(report)
        #expect(group.method == source.expected.method)
        #expect(group.methodEvidence?.counterBits == source.expected.counterBits)
        #expect(Self.flags(report).isEmpty)
    }

    @Test(
        "the core's bulk v7 on the real clock, as the command line makes it",
        arguments: [
            (UUIDv7Generator.Monotonicity.counter(.standard), "counter"), (.subMillisecond, "sub-millisecond"), (.random, "random"),
        ])
    func bulkV7(monotonicity: UUIDv7Generator.Monotonicity, method: String) throws {
        let report = try audit(TimeOrderedSource.coreBulk(monotonicity, count: 100_003).lines)
        #expect(try Self.group(report).method == method)
        #expect(Self.flags(report).isEmpty)
    }

    /// A thousand made at a few hundred a millisecond, as `openudid uuid --v7 -n 1000` makes
    /// them: about 30 equal `rand_a` pairs expected of random bits, none seen. Read as `random`,
    /// the clock's fraction in digits 13-15 is tested and found more even than chance.
    @Test("a short sub-millisecond run of a few hundred a millisecond is named so", arguments: 1...6)
    func shortSubMillisecondRun(seed: UInt64) throws {
        let report = try audit(TimeOrderedSource.core(.subMillisecond, count: 1_000, step: 40, seed: seed).lines)
        let group = try Self.group(report)
        #expect(group.method == "sub-millisecond")
        #expect((group.methodEvidence?.fractionEqualExpected ?? 0) < 32)
        #expect(Self.flags(report).isEmpty)
    }

    @Test("what each method leaves free is what is tested")
    func judgedDigits() throws {
        let rust = try Self.group(try audit(V7Source.rust.ids(20_000, seed: 1).lines))
        #expect(rust.methodEvidence?.judgedDigits == Array(24...31))
        #expect(rust.digits.map(\.position) == Array(24...31))
        #expect(rust.duplicates.freeBits == 73)
        let subms = try Self.group(try audit(V7Source.subms.ids(20_000, seed: 1).lines))
        #expect(subms.digits.map(\.position) == Array(17...31))
        #expect(subms.duplicates.freeBits == 62)
        let random = try Self.group(try audit(V7Source.random.ids(20_000, seed: 1).lines))
        #expect(random.digits.map(\.position) == Array(13...15) + Array(17...31))
        #expect(random.duplicates.freeBits == 74)
    }

    @Test("too few neighbours in one millisecond: unknown, judged on the bits every method leaves free")
    func unknown() throws {
        var random = SeededRandom(seed: 3)
        // One identifier every 5 to 7 ms, as a real clock gives them (not on a 5 ms tick).
        let ids = (0..<2_000).map { i in
            RFCUUID(
                v7UnixMilliseconds: 1_767_225_600_000 + UInt64(i) * 5 + random.next() % 3, randomA: UInt16(random.next() & 0x7FF),
                randomB: random.next())
        }
        let report = try audit(ids.lines)
        let group = try Self.group(report)
        #expect(group.method == "unknown")
        #expect(group.digits.map(\.position) == Array(24...31))
        #expect(Self.flags(report).isEmpty)
    }

    @Test("a fleet of counters making one identifier a millisecond each: judged as a fleet", arguments: [10_007, 100_003])
    func counterFleet(count: Int) throws {
        // 20 generators, each a Rust-style counter with a fresh seed every millisecond.
        var random = SeededRandom(seed: 12)
        let ids = (0..<count).map { index in
            let counter = random.next() & (UInt64.max >> 23)
            return RFCUUID(
                v7UnixMilliseconds: 1_767_225_600_000 + UInt64(index / 20), randomA: UInt16(counter >> 30),
                randomB: (counter & 0x3FFF_FFFF) << 32 | random.next() & 0xFFFF_FFFF)
        }
        let report = try audit(ids.lines)
        let group = try Self.group(report)
        #expect(group.method == "counter" && group.methodEvidence?.fleet == true)
        #expect(group.digits.map(\.position) == [14, 15] + Array(17...31))
        #expect(Self.flags(report).isEmpty)
        // The same values with rand_a's top bit set in one of them: random, all its digits tested.
        var stray = ids
        stray[5] = RFCUUID(high: stray[5].high | 0x0800, low: stray[5].low)
        #expect(try Self.group(try audit(stray.lines)).method == "random")
    }

    @Test("v7 whose rand_b top byte is stuck is still flagged", arguments: [10_007, 100_003])
    func stuckRandomB(count: Int) throws {
        let ids = V7Source.random.ids(count, seed: 5).map { id in
            RFCUUID(high: id.high, low: id.low & 0xC0FF_FFFF_FFFF_FFFF | 0x2A00_0000_0000_0000)
        }
        let report = try audit(ids.lines)
        #expect(try Self.group(report).method == "random")
        #expect(report.findings.contains { $0.kind == .constantDigit && $0.severity == .fault && $0.evidence.contains("digit 17") })
    }

    @Test("a counter whose free tail is biased is still flagged", arguments: [10_007, 100_003])
    func biasedTail(count: Int) throws {
        // The last digit of the tail drawn from 0-7 half the time.
        let ids = TimeOrderedSource.rust(count: count, perMillisecond: 4_000, seed: 6) { random in
            let word = random.next()
            return word & 1 == 0 ? word & ~0x8 : word
        }
        let report = try audit(ids.lines)
        #expect(try Self.group(report).method == "counter")
        #expect(report.findings.contains { $0.kind == .biasedDigit && $0.severity == .fault && $0.evidence.contains("digit 31") })
    }

    @Test("v1 and v6: a 100-ns clock and a counted coarse clock", arguments: [false, true])
    func timeBased(v6: Bool) throws {
        let name = v6 ? "uuid-v6" : "uuid-v1"
        let fine = try audit(TimeOrderedSource.timeBased(v6: v6, count: 10_007, step: 37, seed: 2).lines)
        #expect(try Self.group(fine, name).method == "clock")
        #expect(try Self.group(fine, name).methodEvidence?.judgedDigits == [])
        #expect(Self.flags(fine).isEmpty)
        let coarse = try audit(TimeOrderedSource.coarse(v6: v6, count: 10_007, coarse: 10_000, perTick: 500, seed: 2).lines)
        #expect(try Self.group(coarse, name).method == "counter")
        #expect(Self.flags(coarse).isEmpty)
        let sparse = try audit(TimeOrderedSource.timeBased(v6: v6, count: 50, step: 20_000, seed: 2).lines)
        #expect(try Self.group(sparse, name).method == "unknown")
    }

    @Test("groups that are not time-ordered have no method")
    func notTimeOrdered() throws {
        let report = try audit(randomLines(1_000, seed: 4).joined(separator: "\n"))
        let group = try Self.group(report, "uuid-v4")
        #expect(group.method == nil && group.methodEvidence == nil)
        #expect(!report.json().contains("\"method\""))
    }

    @Test("the evidence counts every pair of neighbours once, however the stream is cut", arguments: [1, 2, 4])
    func evidenceIsExact(threads: Int) throws {
        // Two Rust-style generators interleaved, and a run of sub-millisecond values.
        let ids =
            TimeOrderedSource.rust(count: 6_000, perMillisecond: 300, seed: 8)
            + TimeOrderedSource.rust(count: 3_000, perMillisecond: 7, seed: 9)
            + TimeOrderedSource.core(.subMillisecond, count: 4_000, step: 9, seed: 10)
        let report = try audit(ids.lines, chunkBytes: 4_099, batch: 1_000, threads: threads)
        let evidence = try #require(try Self.group(report).methodEvidence)
        let plain = PlainEvidence(ids)
        #expect(evidence.sameMillisecondPairs == plain.same)
        #expect(evidence.counterSteps == plain.counterSteps)
        #expect(evidence.fractionSteps == plain.fractionSteps)
        #expect(evidence.fractionEqual == plain.fractionEqual)
        #expect(evidence.nextMillisecondPairs == plain.next)
        #expect(evidence.carries == plain.carries)
        #expect(abs((evidence.fractionEqualExpected ?? 0) - plain.expectedEqual) <= 1e-9 * plain.expectedEqual)
    }
}

/// The v7 evidence counted plainly: sort the distinct values, walk the neighbours.
struct PlainEvidence {
    var same = 0, counterSteps = 0, fractionSteps = 0, fractionEqual = 0, next = 0, carries = 0
    var expectedEqual = 0.0

    init(_ ids: [RFCUUID]) {
        let pairs: [UInt128] = ids.map { UInt128($0.high) << 64 | UInt128($0.low) }
        let values: [[UInt64]] = Set(pairs).sorted().map { [UInt64(truncatingIfNeeded: $0 >> 64), UInt64(truncatingIfNeeded: $0)] }
        var perMillisecond: [UInt64: Int] = [:]
        for value in values { perMillisecond[value[0] >> 16, default: 0] += 1 }
        for (a, b) in zip(values, values.dropFirst()) {
            let (msA, msB) = (a[0] >> 16, b[0] >> 16)
            let (fa, fb) = (a[0] & 0xFFF, b[0] & 0xFFF)
            if msA == msB {
                same += 1
                if fa == fb { fractionEqual += 1 }
                if fb == fa + 1 { fractionSteps += 1 }
                let counterA: UInt64 = fa << 30 | (a[1] >> 32) & 0x3FFF_FFFF
                let counterB: UInt64 = fb << 30 | (b[1] >> 32) & 0x3FFF_FFFF
                if counterA + 1 == counterB { counterSteps += 1 }
            } else if msB == msA + 1 {
                next += 1
                if fa == 0xFFF && fb == 0 { carries += 1 }
            }
        }
        var sizes: [Int: Int] = [:]
        for count in perMillisecond.values { sizes[count, default: 0] += 1 }
        for (m, count) in sizes.sorted(by: { $0.key < $1.key }) {
            expectedEqual += Double(count) * (Double(m) - 4096 * (1 - pow(1 - 1.0 / 4096, Double(m))))
        }
    }
}
