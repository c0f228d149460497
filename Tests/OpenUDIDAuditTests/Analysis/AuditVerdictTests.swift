import AuditInput
import CollisionStatistics
import Foundation
import OpenUDIDAudit
import OpenUDIDCore
import Testing

@Suite("Verdicts: weak data is a fault, healthy data is not")
struct AuditVerdictTests {
    @Test("v4s drawn from a 16-bit seed space: duplicates and low entropy, both faults")
    func sixteenBitSeeds() throws {
        var choose = SeededRandom(seed: 7)
        let lines = (0..<3000).map { _ -> String in
            var seeded = SeededRandom(seed: choose.next() & 0xFFFF)
            return seeded.v4().description
        }
        let report = try audit(lines.joined(separator: "\n"))
        let kinds = Set(report.faults.map(\.kind))
        #expect(kinds.contains(.duplicates) && kinds.contains(.lowEntropy), "\(report.findings)")
        let group = try #require(report.groups.first { $0.name == "uuid-v4" })
        let bits = try #require(group.duplicates.collisionEntropyBits)
        #expect(abs(bits - 16) < 1.5)
    }

    @Test("v4s with one biased digit: that digit, and only it, is a fault")
    func biasedDigit() throws {
        var random = SeededRandom(seed: 8)
        let lines = (0..<4000).map { _ -> String in
            let value = random.v4()
            // Digit 20 (the top nibble of low's third byte... of byte 10) drawn from 0-7 only.
            return RFCUUID(high: value.high, low: value.low & ~(0x8 << 44)).description
        }
        let report = try audit(lines.joined(separator: "\n"))
        let biased = try #require(report.faults.first { $0.kind == .biasedDigit })
        #expect(biased.evidence.contains("digit 20 "))
        let group = try #require(report.groups.first { $0.name == "uuid-v4" })
        #expect(group.digits.filter { $0.verdict == .excess }.map(\.position) == [20])
    }

    @Test("a constant digit is named")
    func constantDigit() throws {
        let lines = randomLines(1000, seed: 9).map { String($0.prefix(30)) + "7" + String($0.dropFirst(31)) }
        let report = try audit(lines.joined(separator: "\n"))
        let constant = try #require(report.faults.first { $0.kind == .constantDigit })
        #expect(constant.evidence.hasPrefix("digit 26 is always '7'"))
    }

    @Test("20 healthy datasets with different seeds raise no fault", arguments: 0..<20)
    func healthy(seed: UInt64) throws {
        let report = try audit(randomLines(2000, seed: 1000 + seed).joined(separator: "\n"), chunkBytes: 4096)
        #expect(report.faults.isEmpty, "\(report.faults)")
        #expect(report.statistics.tests > 50 && report.statistics.perTestLevel < 0.001 / 50)
    }

    @Test("lines repeated elsewhere in the same order are a forked-process fault")
    func repeatedRun() throws {
        let first = randomLines(60, seed: 10)
        let second = randomLines(20, seed: 11) + Array(first[10..<40]) + randomLines(5, seed: 12)
        let report = try audit([
            ("parent.log", Array(first.joined(separator: "\n").utf8)),
            ("child.log", Array(second.joined(separator: "\n").utf8)),
        ])
        let run = try #require(report.repeatedRuns.first)
        #expect(run.length == 30)
        #expect(run.first == AuditReport.Place(file: "parent.log", line: 11))
        #expect(run.repeatedAt == AuditReport.Place(file: "child.log", line: 21))
        #expect(report.faults.contains { $0.kind == .repeatedRun })
    }

    @Test("the per-test level keeps the family-wise rate at 0.1 %")
    func familyWise() {
        let level = FalseAlarmLevel(tests: 50)
        #expect(level.perTest == 0.001 / 50)
        #expect(level.isSignificant(1e-6) && !level.isSignificant(1e-4))
    }
}

/// The findings' evidence reads as a sentence: singulars for one, whole pair counts as integers.
@Suite struct FindingWordingTests {
    @Test func oneInvalidLineAndWholePairCounts() throws {
        var lines = randomLines(200, seed: 31)
        lines += Array(repeating: lines[0], count: 3) + ["junk"]
        let report = try audit(lines.joined(separator: "\n"))
        let invalid = try #require(report.findings.first { $0.kind == .invalidLines })
        #expect(invalid.evidence == "1 line holds no identifier; it is listed")
        let duplicates = try #require(report.findings.first { $0.kind == .duplicates })
        // Four copies of one value: C(4, 2) = 6 equal pairs, never "6.000".
        #expect(
            duplicates.evidence.hasPrefix("1 value occurs more than once (3 extra copies, 6 equal pairs among 203)"),
            "\(duplicates.evidence)")
    }
}
