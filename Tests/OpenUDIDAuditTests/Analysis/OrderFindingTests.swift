import AuditInput
import Foundation
import OpenUDIDAudit
import OpenUDIDCore
import Testing

/// v7 identifiers in generation order, made as the faulty generators users reported make them.
enum OrderSimulation {
    static let start: UInt64 = 1_750_000_000_000

    /// A v7 from a millisecond, 12 bits of `rand_a` and 62 random bits.
    static func v7(ms: UInt64, randA: UInt64, random: inout SeededRandom) -> String {
        RFCUUID(high: ms << 16 | 0x7000 | randA & 0xFFF, low: random.next() & 0x3FFF_FFFF_FFFF_FFFF | 1 << 63).description
    }

    /// A healthy method-1 generator: a 12-bit counter from 0 in each millisecond, `perMillisecond`
    /// identifiers a millisecond; `step(i)` moves the clock of identifier i (ms).
    static func counter(_ count: Int, perMillisecond: Int = 7, seed: UInt64, step: (Int) -> Int64 = { _ in 0 }) -> [String] {
        var random = SeededRandom(seed: seed)
        return (0..<count).map { i in
            let ms = UInt64(Int64(start) + Int64(i / perMillisecond) + step(i))
            return v7(ms: ms, randA: UInt64(i % perMillisecond), random: &random)
        }
    }

    /// A healthy method-2 generator: everything after the millisecond random.
    static func random(_ count: Int, perMillisecond: Int = 7, seed: UInt64) -> [String] {
        var random = SeededRandom(seed: seed)
        return (0..<count).map { i in v7(ms: start + UInt64(i / perMillisecond), randA: random.next(), random: &random) }
    }

    /// gofrs/uuid#254: the counter is seeded once at random, never reset, and only its low 12
    /// bits reach `rand_a`, so in a fast loop it rolls from fff to 000 inside a millisecond
    /// every 4 096 identifiers. Here the counter starts at `seed` and the clock moves every
    /// 10 000 identifiers.
    static func wrappingCounter(_ count: Int, first: UInt64, seed: UInt64) -> [String] {
        var random = SeededRandom(seed: seed)
        return (0..<count).map { i in v7(ms: start + UInt64(i / 10_000), randA: first &+ UInt64(i), random: &random) }
    }
}

@Suite("File order: clock regressions, counter wraps, ordering figures")
struct OrderFindingTests {
    static func text(_ lines: [String]) -> String { lines.joined(separator: "\n") + "\n" }

    static func order(_ report: AuditReport) throws -> AuditReport.OrderReport {
        try #require(report.groups.first { $0.name == "uuid-v7" }?.order)
    }

    /// LiosK/uuidv7#7 and CPython #138862: a system clock set back (here by 5 s, at identifier
    /// 5 001 of 12 000) makes a generator that trusts it step back.
    @Test("a clock stepping back 5 s mid-file is a clock-regression fault at its line")
    func clockStepsBack() throws {
        let lines = OrderSimulation.counter(12_000, seed: 1) { $0 >= 5000 ? -5000 : 0 }
        let report = try audit(Self.text(lines), chunkBytes: 4096)
        let finding = try #require(report.findings.first { $0.kind == .clockRegression })
        #expect(finding.severity == .fault && finding.group == "uuid-v7")
        #expect(finding.evidence.contains("5 000 ms at ids.txt:5001 (after line 5000)"), "\(finding.evidence)")
        let order = try Self.order(report)
        #expect(order.status == "time-order" && order.regressions == 1)
        #expect(
            order.largestRegressions.map { "\($0.file):\($0.line):\($0.previousLine):\($0.milliseconds)" } == ["ids.txt:5001:5000:5000"])
        #expect(!report.findings.contains { $0.kind == .counterWrap })
    }

    @Test("a step back within the tolerance is not a regression")
    func stepWithinTolerance() throws {
        let lines = OrderSimulation.counter(3000, perMillisecond: 1, seed: 2) { $0 >= 1000 ? -2 : 0 }
        let report = try audit(Self.text(lines))
        // Identifier 1 001 is 1 ms behind identifier 1 000: within the 1 ms tolerance.
        #expect(try Self.order(report).regressions == 0)
        #expect(!report.findings.contains { $0.kind == .clockRegression })
    }

    @Test("a 12-bit counter wrapping inside a millisecond every 4096 identifiers is a counter-wrap fault")
    func counterWraps() throws {
        // The counter starts at 100: it first rolls over at identifier 3 997 (line 3997).
        let lines = OrderSimulation.wrappingCounter(30_000, first: 100, seed: 3)
        let report = try audit(Self.text(lines), chunkBytes: 8192)
        let finding = try #require(report.findings.first { $0.kind == .counterWrap })
        #expect(finding.severity == .fault)
        #expect(finding.evidence.contains("every 4 096 identifiers"), "\(finding.evidence)")
        #expect(finding.evidence.contains("first at ids.txt:3997 (after line 3996)"), "\(finding.evidence)")
        let order = try Self.order(report)
        // Wraps at line 3 997 + 4 096·k up to 30 000: 7, none where the millisecond changes
        // (identifiers 10 000 and 20 000).
        #expect(order.counterWraps == 7 && order.wrapPeriod == 4096)
        #expect(order.firstWraps.map { "\($0.file):\($0.line):\($0.previousLine)" }.first == "ids.txt:3997:3996")
        #expect(!report.findings.contains { $0.kind == .clockRegression })
    }

    @Test("healthy generators in generation order raise no order finding", arguments: [0, 1])
    func healthy(method: Int) throws {
        let lines =
            method == 0 ? OrderSimulation.counter(20_000, seed: 4) : OrderSimulation.random(20_000, seed: 5)
        let report = try audit(Self.text(lines), chunkBytes: 8192)
        let kinds = Set(report.findings.map(\.kind))
        #expect(kinds.isDisjoint(with: [.clockRegression, .counterWrap, .clockSkew]), "\(report.findings)")
        let order = try Self.order(report)
        #expect(order.acrossMilliseconds.share == 1)
        if method == 0 {
            #expect(order.status == "sorted-by-value" && order.withinMillisecond.share == 1)
        } else {
            #expect(order.status == "time-order" && order.counterWraps == 0)
            #expect(abs(order.withinMillisecond.share! - 0.5) < 0.02)
        }
    }

    @Test("an export sorted by value is detected; its order checks do not apply")
    func sortedByValue() throws {
        // Random-method identifiers with a clock step back, then sorted: nothing of the order is left.
        var lines = OrderSimulation.random(20_000, seed: 6)
        lines += OrderSimulation.random(100, seed: 7)
        let report = try audit(Self.text(lines.sorted()), chunkBytes: 8192)
        let order = try Self.order(report)
        #expect(order.status == "sorted-by-value" && order.regressions == 0 && order.counterWraps == 0)
        #expect(order.withinMillisecond.share == 1 && order.acrossMilliseconds.share == 1)
        #expect(!report.findings.contains { [.clockRegression, .counterWrap].contains($0.kind) })
        let markdown = report.markdown()
        #expect(markdown.contains("File order: sorted-by-value"))
        #expect(markdown.contains("the order checks do not apply"))
    }

    @Test("a file in no time order (shuffled) is named so and raises nothing")
    func shuffled() throws {
        var random = SeededRandom(seed: 8)
        var lines = OrderSimulation.counter(5000, seed: 9)
        for i in stride(from: lines.count - 1, to: 0, by: -1) { lines.swapAt(i, Int(random.next() % UInt64(i + 1))) }
        let report = try audit(Self.text(lines), chunkBytes: 4096)
        let order = try Self.order(report)
        #expect(order.status == "not-time-ordered" && order.regressions == 0)
        #expect(!report.findings.contains { [.clockRegression, .counterWrap].contains($0.kind) })
    }

    @Test("each input is judged on its own: no step between the end of one input and the start of the next")
    func inputsApart() throws {
        let later = OrderSimulation.counter(3000, seed: 10) { _ in 10_000 }
        let earlier = OrderSimulation.counter(3000, seed: 11)
        let report = try audit([("later.txt", Array(Self.text(later).utf8)), ("earlier.txt", Array(Self.text(earlier).utf8))])
        let order = try Self.order(report)
        #expect(order.regressions == 0 && order.inputs.map(\.file) == ["later.txt", "earlier.txt"])
    }

    @Test("the same findings whatever the chunk size and the threads", arguments: [64, 97, 1000, 1 << 20])
    func chunkBoundaries(chunkBytes: Int) throws {
        var lines = OrderSimulation.wrappingCounter(9000, first: 4000, seed: 12)
        lines.insert(contentsOf: OrderSimulation.counter(50, seed: 13) { _ in -1_000_000 }, at: 4500)
        let reference = try audit(Self.text(lines), chunkBytes: 1 << 22, threads: 1)
        let report = try audit(Self.text(lines), chunkBytes: chunkBytes, threads: 3)
        #expect(report.comparableJSON == reference.comparableJSON)
        let kinds = report.findings.map(\.kind)
        #expect(kinds.contains(.clockRegression) && kinds.contains(.counterWrap), "\(report.findings)")
    }
}

/// `--time-column`: the recorded creation time beside each identifier.
@Suite("Recorded times: clock-skew")
struct ClockSkewTests {
    /// Runs an audit of CSV text whose identifiers are in column `id` and times in `column`.
    static func audit(_ csv: String, time: ColumnSelector, chunkBytes: Int = 4096, threads: Int = 2) throws -> AuditReport {
        var options = AuditOptions()
        let bytes = Array(csv.utf8)
        options.inputs = [InputSpec(name: "events.csv") { () throws(SourceError) in MemorySource(bytes, block: 13) }]
        options.outputDirectory = nil
        options.reader = ReaderSettings(layout: .delimited(delimiter: 0x2C, column: .name("id")), chunkBytes: chunkBytes)
        options.reader.timeColumn = time
        options.recordsPerBatch = 1 << 16
        options.threads = threads
        options.temporaryDirectory = NSTemporaryDirectory()
        return try Audit.run(options, now: Date(timeIntervalSince1970: 1_800_000_000))
    }

    /// CSV rows of healthy counter-method v7 identifiers with their creation time recorded
    /// `recordedLag(i)` ms after the time inside them, as ISO 8601 and as Unix milliseconds.
    static func csv(_ count: Int, recordedLag: (Int) -> Int64) -> String {
        let lines = OrderSimulation.counter(count, seed: 30)
        var rows = ["id,created_at,created_ms"]
        for (i, line) in lines.enumerated() {
            let ms = Int64(OrderSimulation.start) + Int64(i / 7) + recordedLag(i)
            let date = Date(timeIntervalSince1970: Double(ms) / 1000)
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
            rows.append("\(line),\(formatter.string(from: date)),\(ms)")
        }
        return rows.joined(separator: "\n") + "\n"
    }

    /// uuid6-python#198: identifiers made in a fast loop are dated ahead of real time. Here the
    /// generator's clock runs 2 h ahead from identifier 1 001 on (line 1 002, after the header).
    @Test("identifiers 2 h ahead of their recorded time are a clock-skew fault", arguments: ["created_at", "created_ms"])
    func twoHoursAhead(column: String) throws {
        let text = Self.csv(3000) { $0 >= 1000 ? -7_200_000 : 5 }
        let report = try Self.audit(text, time: .name(column))
        let finding = try #require(report.findings.first { $0.kind == .clockSkew })
        #expect(finding.severity == .fault)
        #expect(finding.evidence.contains("2 000 of 3 000 identifiers"), "\(finding.evidence)")
        #expect(finding.evidence.contains("first at events.csv:1002,"), "\(finding.evidence)")
        let skew = try #require(report.groups.first { $0.name == "uuid-v7" }?.order?.skew)
        #expect(skew.p50 == 7_200_000 && skew.maximum == 7_200_000 && skew.minimum == -5)
        #expect(skew.maximumAt == AuditReport.Place(file: "events.csv", line: 1002) && skew.ahead == 2000 && skew.unreadable == 0)
    }

    @Test("times recorded within a minute raise nothing; the figures are the same for any chunk size")
    func healthy() throws {
        let text = Self.csv(3000) { 3 + Int64($0 % 50) }
        let report = try Self.audit(text, time: .index(1))
        #expect(!report.findings.contains { $0.kind == .clockSkew }, "\(report.findings)")
        let skew = try #require(report.groups.first { $0.name == "uuid-v7" }?.order?.skew)
        #expect(skew.identifiers == 3000 && skew.maximum == -3 && skew.minimum == -52)
        #expect(abs(skew.p50 + 28) <= 2)
        let small = try Self.audit(text, time: .index(1), chunkBytes: 200, threads: 3)
        #expect(small.comparableJSON == report.comparableJSON)
    }

    @Test("identifiers recorded long after they were made are a warning")
    func recordedLate() throws {
        let text = Self.csv(1000) { _ in 3_600_000 }
        let finding = try #require(try Self.audit(text, time: .name("created_ms")).findings.first { $0.kind == .clockSkew })
        #expect(finding.severity == .warning)
    }

    @Test("unreadable times are counted with their places")
    func unreadable() throws {
        var rows = Self.csv(500) { _ in 0 }.split(separator: "\n").map(String.init)
        rows[10] = rows[10].split(separator: ",")[0] + ",yesterday,0"
        let report = try Self.audit(rows.joined(separator: "\n") + "\n", time: .name("created_at"))
        let skew = try #require(report.groups.first { $0.name == "uuid-v7" }?.order?.skew)
        #expect(skew.unreadable == 1 && skew.firstUnreadable == [AuditReport.Place(file: "events.csv", line: 11)])
        #expect(skew.identifiers == 499)
    }
}

@Suite("Recorded times: the formats read")
struct RecordedTimeTextTests {
    static func read(_ text: String) -> Int64? { Array(text.utf8).withUnsafeBytes { RecordedTimeText.milliseconds($0) } }

    @Test(
        arguments: [
            ("2025-06-15T10:20:30Z", 1_749_982_830_000), ("2025-06-15t10:20:30.123z", 1_749_982_830_123),
            ("2025-06-15 10:20:30.1234567", 1_749_982_830_123), ("2025-06-15T12:20:30+02:00", 1_749_982_830_000),
            ("2025-06-15T05:20:30-0500", 1_749_982_830_000), ("2025-06-15T10:20", 1_749_982_800_000),
            ("1970-01-01T00:00:00Z", 0), ("1969-12-31T23:59:59.999Z", -1),
            ("1749982830", 1_749_982_830_000), ("1749982830.5", 1_749_982_830_500),
            ("1749982830123", 1_749_982_830_123), ("1749982830123456", 1_749_982_830_123),
            ("1749982830123456789", 1_749_982_830_123), ("-1000", -1_000_000),
            // Leap years, and leap seconds at the end of a UTC day (in UTC or local time).
            ("2024-02-29T00:00:00Z", 1_709_164_800_000), ("2000-02-29T00:00:00Z", 951_782_400_000),
            ("2016-12-31T23:59:60Z", 1_483_228_800_000), ("2017-01-01T05:29:60+05:30", 1_483_228_800_000),
            ("2016-12-31T18:59:60-05", 1_483_228_800_000), ("2025-06-15T12:20:30+0200", 1_749_982_830_000),
        ] as [(String, Int64)])
    func reads(text: String, expected: Int64) {
        #expect(Self.read(text) == expected)
    }

    @Test(arguments: [
        "", "yesterday", "2025-13-01T00:00:00Z", "2025-06-15", "2025-06-15T10:20:30Q", "17499.", "1749982830123.5", "12345678901234567890",
        // Days that do not exist, an offset cut after its colon, a second 60 that ends no UTC day.
        "2025-02-30T00:00:00Z", "2025-02-29T00:00:00Z", "1900-02-29T00:00:00Z", "2025-04-31T00:00:00Z", "2025-06-15T10:20:30+05:",
        "2025-06-15T10:20:60Z", "2016-12-31T23:59:60+01:00", "2025-06-15T10:20:30+5",
    ])
    func refuses(text: String) {
        #expect(Self.read(text) == nil)
    }
}
