import AuditInput
import Foundation
import OpenUDIDAudit
import Testing

/// ULIDs, KSUIDs and Snowflake ids audited, and quoted values read, on planted data: healthy
/// sets raise nothing, each fault is named, and a set without them reports as before.
@Suite struct LaterFormsAuditTests {
    /// The audit's clock is 2027-01-15 (1.8·10^9 s); these start a day before.
    static let start: UInt64 = 1_800_000_000_000 - 86_400_000

    /// ULIDs over `milliseconds` milliseconds, `perMillisecond` each, in generation order:
    /// random, or (`monotonic`) counting up by one from a random seed each millisecond.
    static func ulids(milliseconds: Int, perMillisecond: Int, monotonic: Bool, seed: UInt64) -> [(high: UInt64, low: UInt64)] {
        var random = SeededRandom(seed: seed)
        var values: [(high: UInt64, low: UInt64)] = []
        for ms in 0..<milliseconds {
            let time = (start + UInt64(ms) * 3) << 16
            var high = time | random.next() & 0xFFFF, low = random.next()
            for _ in 0..<perMillisecond {
                values.append((high, low))
                if monotonic {
                    let (next, carry) = low.addingReportingOverflow(1)
                    (high, low) = (high + (carry ? 1 : 0), next)
                } else {
                    (high, low) = (time | random.next() & 0xFFFF, random.next())
                }
            }
        }
        return values
    }

    static func text(_ values: [(high: UInt64, low: UInt64)]) -> String {
        values.map { value in
            var bytes: [UInt8] = []
            ULIDText.write(high: value.high, low: value.low, to: &bytes)
            return String(decoding: bytes, as: UTF8.self)
        }.joined(separator: "\n") + "\n"
    }

    /// KSUIDs one second apart from `start` (and `first` seconds), `perSecond` each, random
    /// payloads.
    static func ksuids(seconds: Int, perSecond: Int, seed: UInt64, first: Int = 0) -> [String] {
        var random = SeededRandom(seed: seed)
        var lines: [String] = []
        for second in first..<(first + seconds) {
            let stamp = UInt64(start / 1000 - 1_400_000_000) + UInt64(second)
            for _ in 0..<perSecond {
                var bytes: [UInt8] = []
                KSUIDText.write(
                    high: stamp << 32 | random.next() >> 32, low: random.next(), suffix: UInt32(truncatingIfNeeded: random.next()),
                    to: &bytes)
                lines.append(String(decoding: bytes, as: UTF8.self))
            }
        }
        return lines
    }

    static func raised(_ report: AuditReport) -> [String] {
        report.findings.filter { $0.severity >= .warning }.map { "\($0.severity) \($0.kind) \($0.group): \($0.evidence)" }
    }

    @Test func randomULIDsAreAGroupOfTheirOwnAndRaiseNothing() throws {
        let report = try audit(
            Self.text(Self.ulids(milliseconds: 2_000, perMillisecond: 5, monotonic: false, seed: 1)), chunkBytes: 1 << 14)
        #expect(report.valid == 10_000 && report.invalid == 0)
        #expect(report.kinds.ulid == 10_000 && report.kinds.ksuid == nil && report.forms["ulid"] == 10_000)
        #expect(report.cases == ["lower": 0, "upper": 10_000, "mixed": 0])
        let group = try #require(report.groups.first { $0.name == "ulid" })
        #expect(group.kind == .timeBased && group.method == "random")
        #expect(group.methodEvidence?.sameMillisecondPairs == 8_000 && group.methodEvidence?.monotonicSteps == 0)
        #expect(group.digits.map(\.position) == Array(12..<32) && group.duplicates.freeBits == 80)
        #expect(group.time?.earliest == "2027-01-14T08:00:00Z" && group.order?.status == "time-order")
        #expect(Self.raised(report).isEmpty, "\(Self.raised(report))")
    }

    /// A monotonic generator's later values of a millisecond repeat its seed's high digits and
    /// spread its low ones evenly: counted on every value, digit 12 would be 50 times the same
    /// in each millisecond and digit 31 as even as a counter makes it; counted on the seeds,
    /// they are uniform.
    @Test func monotonicULIDsAreInferredAndTestedOnTheirSeeds() throws {
        let values = Self.ulids(milliseconds: 400, perMillisecond: 50, monotonic: true, seed: 2)
        let report = try audit(Self.text(values), chunkBytes: 1 << 14)
        let group = try #require(report.groups.first { $0.name == "ulid" })
        #expect(group.method == "monotonic" && group.methodEvidence?.monotonicSteps == 19_600)
        #expect(group.duplicates.freeBits == 79 && group.digits.count == 20)
        #expect(group.order?.status == "sorted-by-value")
        #expect(Self.raised(report).isEmpty, "\(Self.raised(report))")
        // Cut anywhere, read by any number of threads: the same report.
        let whole = try audit(Self.text(values), chunkBytes: 1 << 22, threads: 1)
        #expect(whole.comparableJSON == report.comparableJSON)
        let cut = try audit(Self.text(values), chunkBytes: 301, threads: 3)
        #expect(cut.comparableJSON == report.comparableJSON)
    }

    @Test func aULIDClockSteppingBackAndACopiedRowAreFaults() throws {
        var values = Self.ulids(milliseconds: 300, perMillisecond: 10, monotonic: false, seed: 3)
        // After the 2 000th identifier the generator's clock goes back 300 ms (100 of its
        // milliseconds) and carries on; a row is copied beside itself.
        let back = values[1_000..<2_000].map { ($0.high, $0.low ^ 0x5A5A_5A5A_5A5A_5A5A) }
        values.insert(contentsOf: back, at: 2_000)
        values.insert(values[17], at: 18)
        let report = try audit(Self.text(values), chunkBytes: 1 << 14)
        let kinds = Set(report.findings.filter { $0.severity == .fault }.map(\.kind))
        #expect(kinds == [.clockRegression, .duplicates], "\(Self.raised(report))")
        let regression = try #require(report.findings.first { $0.kind == .clockRegression })
        #expect(regression.group == "ulid" && regression.evidence.contains("297 ms at ids.txt:2002 (after line 2001)"))
        #expect(report.groups.first { $0.name == "ulid" }?.order?.regressions == 1)
    }

    @Test func aMonotonicCounterRestartingInsideAMillisecondIsACounterWrap() throws {
        var values = Self.ulids(milliseconds: 100, perMillisecond: 40, monotonic: true, seed: 4)
        // In millisecond 50, after 20 identifiers, the counter starts again 1 000 below.
        let at = 50 * 40 + 20
        for k in at..<(50 * 40 + 40) { values[k].low = values[at - 20].low &- 1_000 &+ UInt64(k - at) }
        let report = try audit(Self.text(values), chunkBytes: 1 << 14)
        let wrap = try #require(report.findings.first { $0.kind == .counterWrap })
        #expect(wrap.group == "ulid" && wrap.severity == .fault && wrap.evidence.contains("ids.txt:\(at + 1)"))
    }

    @Test func ksuidsAreAuditedOnTheirPayload() throws {
        let lines = Self.ksuids(seconds: 40, perSecond: 100, seed: 5)
        let report = try audit(lines.joined(separator: "\n") + "\n", chunkBytes: 1 << 14)
        #expect(report.kinds.ksuid == 4_000 && report.forms["ksuid"] == 4_000)
        // A KSUID's letter case is its value, not a spelling: no case is counted.
        #expect(report.cases == ["lower": 0, "upper": 0, "mixed": 0])
        let group = try #require(report.groups.first { $0.name == "ksuid" })
        #expect(group.method == "random" && group.methodEvidence?.sameSecondPairs == 3_960)
        #expect(group.digits.map(\.position) == Array(8..<40) && group.duplicates.freeBits == 128)
        #expect(group.time?.earliest == "2027-01-14T08:00:00Z" && group.time?.peakPerMillisecond == 100)
        // Its unit of time is the second, and report.md says so.
        #expect(report.markdown().contains("File order: time-order; within a second"))
        #expect(report.markdown().contains("at most 100 identifiers in one second"))
        #expect(Self.raised(report).isEmpty, "\(Self.raised(report))")

        // After line 2 000 (second 19) the clock goes back two seconds for 100 identifiers; a
        // row is copied beside itself.
        var faulty = lines
        faulty.insert(contentsOf: Self.ksuids(seconds: 1, perSecond: 100, seed: 11, first: 17), at: 2_000)
        faulty.insert(lines[5], at: 6)
        let broken = try audit(faulty.joined(separator: "\n") + "\n", chunkBytes: 1 << 14)
        let kinds = Set(broken.findings.filter { $0.severity == .fault }.map(\.kind))
        #expect(kinds == [.clockRegression, .duplicates], "\(Self.raised(broken))")
        let regression = try #require(broken.findings.first { $0.kind == .clockRegression })
        #expect(regression.group == "ksuid" && regression.evidence.contains("2 000 ms at ids.txt:2002 (after line 2001)"))
    }

    @Test func snowflakeIdsAreNamedCountedAndJudgedForCopies() throws {
        // 41-bit milliseconds from the Twitter epoch, worker 3, a sequence.
        var lines: [String] = (0..<2_000).map { (i: Int) -> String in
            let milliseconds = UInt64(500_000_000_000 + i / 8)
            return String(milliseconds << 22 | 3 << 12 | UInt64(i % 8))
        }
        var report = try audit(lines.joined(separator: "\n") + "\n", chunkBytes: 1 << 14)
        #expect(report.kinds.snowflake == 2_000 && report.valid == 2_000 && report.forms["snowflake"] == 2_000)
        let group = try #require(report.groups.first { $0.name == "snowflake" })
        #expect(group.kind == .unique && group.time == nil && group.order == nil && group.digits.isEmpty && group.prefixes.isEmpty)
        #expect(report.findings.map(\.kind) == [.snowflakeIds] && report.findings.first?.severity == .info)
        #expect(report.statistics.tests == 0)
        lines.append(lines[5])
        report = try audit(lines.joined(separator: "\n") + "\n", chunkBytes: 1 << 14)
        let copies = try #require(report.findings.first { $0.kind == .duplicates })
        #expect(copies.group == "snowflake" && copies.severity == .fault)
        #expect(report.duplicates.verdict == .fault && report.duplicates.top.first?.verdict == .fault)
        #expect(report.duplicates.top.first?.value == lines[5])
    }

    @Test func everyFormInOneFileIsValid() throws {
        var lines = randomLines(300, seed: 6)
        lines += Self.text(Self.ulids(milliseconds: 30, perMillisecond: 10, monotonic: false, seed: 7)).split(separator: "\n").map(
            String.init)
        lines += Self.ksuids(seconds: 3, perSecond: 100, seed: 8)
        lines += (0..<300).map { (i: Int) -> String in String(UInt64(1_700_000_000_000 + i) << 22) }
        let report = try audit(lines.joined(separator: "\n") + "\n")
        #expect(report.valid == 1_200 && report.invalid == 0)
        #expect(report.kinds.uuid == 300 && report.kinds.ulid == 300 && report.kinds.ksuid == 300 && report.kinds.snowflake == 300)
        #expect(Set(report.groups.map(\.name)) == ["uuid-v4", "ulid", "ksuid", "snowflake"])
    }

    @Test func aQuotedExportIsReadAsItsValues() throws {
        let values = randomLines(400, seed: 9)
        var lines = values.prefix(300).map { "\"\($0)\"" } + values.dropFirst(300).map { "'\($0)'" }
        lines += ["\"\"", "\"not-a-uuid\"", " \"01BTGNYV6HRNK8K8VKZASZCFPE\" "]
        let report = try audit(lines.joined(separator: "\n") + "\n")
        #expect(report.valid == 401 && report.quoted == 401 && report.blank == 1 && report.invalid == 1)
        #expect(report.invalidExamples.first?.text == "\"not-a-uuid\"")
        #expect(report.invalidExamples.first?.error.hasPrefix("inside the quotes: length 10") == true)
        #expect(report.markdown().contains("Read inside quotes: 401."))
        // The same values unquoted: the same groups, no `quoted` in the report.
        let plain = try audit(values.joined(separator: "\n") + "\n")
        #expect(plain.quoted == nil && !plain.json().contains("\"quoted\""))
        #expect(plain.groups.first { $0.name == "uuid-v4" }?.distinct == 400)
        // In a CSV column, quotes left after the CSV reading are taken off too.
        let csv = "id\n" + values.prefix(10).map { "'\($0)',x" }.joined(separator: "\n") + "\n''\n"
        let column = try audit([("ids.csv", Array(csv.utf8))], layout: .delimited(delimiter: 0x2C, column: .name("id")))
        #expect(column.valid == 10 && column.quoted == 10 && column.invalid == 1)
        #expect(column.invalidExamples.first?.error.hasSuffix("is empty") == true)
    }

    /// A report of UUIDs alone names none of the later kinds, forms or counts.
    @Test func aReportWithoutTheLaterFormsHasNoneOfTheirKeys() throws {
        let json = try audit(randomLines(500, seed: 10).joined(separator: "\n") + "\n").json()
        for key in ["\"ulid\"", "\"ksuid\"", "\"snowflake\"", "\"quoted\"", "\"significant\"", "monotonic"] {
            #expect(!json.contains(key), "\(key)")
        }
    }
}
