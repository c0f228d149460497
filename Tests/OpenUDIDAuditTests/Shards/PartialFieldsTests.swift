import AuditInput
import Foundation
import ShardedRun
import Testing

@testable import OpenUDIDAudit

/// Every tally a partial file carries gets its coding from one declared list of fields
/// (``PartialRecord``). Each is taken here as real shards leave it (a sharded audit of files
/// with copies, several groups, clocks stepping back, wraps and recorded times), and checked two
/// ways: every stored property is carried or named as not carried, with why (a property added
/// to a tally and left out of its list fails here); and what is read back writes the same bytes.
@Suite struct PartialFieldsTests {
    /// The partials of a sharded audit of lines and of CSV with recorded times.
    static func partials() throws -> (maps: [AuditMapPartial], reduces: [AuditReducePartial]) {
        var faulty = OrderSimulation.wrappingCounter(6000, first: 50, seed: 41)
        faulty.insert(contentsOf: OrderSimulation.counter(40, seed: 42) { _ in -5000 }, at: 3000)
        let v1 = String(decoding: try RealGeneratorTests.fixture("cpython-uuid1"), as: UTF8.self)
        let copies = mixedLines(3000, seed: 43).joined(separator: "\n") + "\n"
        let lines = try ShardedAuditFixture([("faulty.txt", faulty.joined(separator: "\n") + "\n"), ("v1.txt", v1), ("mixed.txt", copies)])
        var timed = try ShardedAuditFixture(
            [("t.csv", ClockSkewTests.csv(1200) { $0 >= 600 ? -7_200_000 : 2 })], layout: .delimited(delimiter: 0x2C, column: .name("id")))
        timed.timeColumn = .name("created_at")
        defer { lines.remove(); timed.remove() }
        var maps: [AuditMapPartial] = [], reduces: [AuditReducePartial] = []
        for fixture in [lines, timed] {
            for path in try fixture.runShards(2, work: fixture.root + "/work") {
                let input = try ShardFiles.read(path)
                switch input.file.kind {
                case .auditMap: maps.append(try AuditMapPartial(decoding: input.file.payload))
                case .auditReduce: reduces.append(try AuditReducePartial(decoding: input.file.payload))
                default: break
                }
            }
        }
        return (maps, reduces)
    }

    /// The stored properties of `value` that its type neither carries nor names as not carried,
    /// and the names it gives as not carried that it does not have.
    static func uncovered<T: PartialRecord>(_ value: T) -> (missing: [String], unknown: [String]) {
        let labels = Set(Mirror(reflecting: value).children.compactMap(\.label))
        let carried = Set(T.partialFields.map(\.name)), transient = Set(T.transientFields.keys)
        return ((labels.subtracting(carried).subtracting(transient)).sorted(), transient.subtracting(labels).sorted())
    }

    static func bytes<T: PartialRecord>(_ value: T) -> [UInt8] {
        var writer = ByteWriter()
        value.writeFields(to: &writer)
        return writer.bytes
    }

    /// Checks `value` both ways; `read` reads it back from its bytes. Returns what was read.
    @discardableResult
    static func check<T: PartialRecord>(_ value: T, _ name: String, read: (inout ByteReader) throws -> T) throws -> T {
        let (missing, unknown) = uncovered(value)
        #expect(missing.isEmpty, "\(name): stored and neither carried nor named as not carried: \(missing)")
        #expect(unknown.isEmpty, "\(name): named as not carried but not stored: \(unknown)")
        let written = bytes(value)
        var reader = ByteReader(written)
        let back = try read(&reader)
        #expect(reader.remaining == 0, "\(name): \(reader.remaining) bytes left unread")
        let differing = T.partialFields.first { field in fieldBytes(field, back) != fieldBytes(field, value) }
        #expect(differing == nil, "\(name): read back, its field \(differing?.name ?? "") writes other bytes")
        return back
    }

    static func fieldBytes<T>(_ field: PartialField<T>, _ value: T) -> [UInt8] {
        var writer = ByteWriter()
        field.write(value, &writer)
        return writer.bytes
    }

    /// A v7 identifier of `ms` read on line `line`.
    static func point(ms: Int64, at line: Int) -> OrderSpan.Point {
        let key = UInt64(ms) << 16 | 0x7000 | UInt64(line)
        return OrderSpan.Point(ms: ms, key: key, high: key, low: 0x8000_0000_0000_0000 | UInt64(line), location: UInt64(line))
    }

    static func value<T: PartialRecordValue>(_ reader: inout ByteReader) throws -> T { try T.read(from: &reader) }

    @Test func everyTallyIsCarriedWholeAndReadsBackAsWritten() throws {
        let (maps, reduces) = try Self.partials()
        defer { for reduce in reduces { reduce.release() } }
        let tallies = reduces.flatMap(\.tallies)
        // The richest of each kind: the random group with the most records, a v1 and a v7 group
        // with times and methods.
        let busiest = try #require(tallies.filter { $0.prefixCount > 0 }.max { $0.records < $1.records })
        let v7 = try #require(tallies.filter { $0.layout.timeLayout == .v7 }.max { $0.records < $1.records })
        let v1 = try #require(tallies.filter { $0.layout.timeLayout == .v1 }.max { $0.records < $1.records })
        #expect(busiest.repeatedValues > 0 && !busiest.top.isEmpty && !busiest.listed.isEmpty && busiest.prefixPairs.contains { $0 > 0 })
        for (tally, name) in [(busiest, "busiest group"), (v7, "v7 group"), (v1, "v1 group")] {
            let read = try Self.check(tally, "GroupTally, \(name)") { reader in try GroupTally(group: tally.group, from: &reader) }
            read.release()
        }
        let time = try #require(v1.time), method = try #require(v7.method)
        #expect(time.macNodes + time.randomNodes > 0 && !time.nodeSpans.isEmpty && method.sameMillisecondPairs > 0)
        try Self.check(time, "TimeTally") { reader in
            var read = TimeTally(layout: time.layout)
            try read.readFields(from: &reader)
            return read
        }
        try Self.check(method, "MethodTally") { reader in
            var read = MethodTally(layout: method.layout)
            try read.readFields(from: &reader)
            return read
        }
        let links = try #require(reduces.map(\.links).max { $0.same.seen < $1.same.seen })
        #expect(!links.same.links.isEmpty)
        try Self.check(links, "CopyLinks", read: Self.value)
        try Self.check(links.same, "LinkSampler", read: Self.value)
        try Self.check(busiest.top[0], "RepeatedValue", read: Self.value)
        try Self.check(busiest.top[0].first, "AuditRecord", read: Self.value)
        let pair = try #require(busiest.examples.first { !$0.isEmpty }?.first)
        try Self.check(pair, "CollidingPair", read: Self.value)

        let inventory = try #require(maps.map(\.inventory).max { $0.invalid < $1.invalid })
        #expect(inventory.valid > 0 && inventory.invalid > 0 && inventory.blank > 0)
        try Self.check(inventory, "Inventory", read: Self.value)
        let orders = maps.flatMap(\.order)
        let spans = orders.flatMap(\.spans)
        func stepsBack(_ span: OrderSpan) -> Int { span.clockSteps(tolerance: 1).regressions + span.wraps }
        let regressed = try #require(spans.max { stepsBack($0) < stepsBack($1) })
        #expect(stepsBack(regressed) > 0)
        // A step back a few identifiers before a piece ends waits for the next piece.
        var pending = OrderSpan()
        for i in 0..<30 { pending.add(Self.point(ms: 1_000 + Int64(i), at: i)) }
        pending.add(Self.point(ms: 900, at: 30))
        pending.add(Self.point(ms: 901, at: 31))
        #expect(!pending.pending.isEmpty)
        let skewed = try #require(spans.compactMap(\.skew).max { $0.count < $1.count })
        #expect(skewed.ahead > 0 && skewed.histogram.count > 1)
        for (span, name) in [(regressed, "OrderSpan with steps back"), (pending, "OrderSpan with pending steps")] {
            try Self.check(span, name, read: Self.value)
        }
        try Self.check(
            try #require(orders.max { $0.spans.map(\.count).reduce(0, +) < $1.spans.map(\.count).reduce(0, +) }), "InputOrder",
            read: Self.value)
        try Self.check(pending.pending[0], "PendingStep", read: Self.value)
        try Self.check(try #require(regressed.largest.steps.first?.step ?? regressed.firstWraps.first), "Step", read: Self.value)
        // Steps back judged for every tolerance: a regression at some, interleaved at others.
        var judged = OrderSpan()
        for (i, ms) in [100, 101, 102, 110, 103, 104, 95, 96, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108].enumerated() {
            judged.add(Self.point(ms: Int64(ms), at: i))
        }
        judged = judged.finished()
        #expect(!judged.largest.steps.isEmpty && !judged.largestInterleaves.entries.isEmpty && !judged.forgiving.counts.isEmpty)
        try Self.check(judged, "OrderSpan judged for every tolerance", read: Self.value)
        try Self.check(judged.largest, "ToleranceSteps", read: Self.value)
        try Self.check(judged.largest.steps[0], "JudgedStep", read: Self.value)
        try Self.check(judged.forgiving, "ToleranceCounts", read: Self.value)
        try Self.check(judged.largestInterleaves, "InterleaveFrontier", read: Self.value)
        try Self.check(judged.largestInterleaves.entries[0], "InterleaveFrontier.Entry", read: Self.value)
        try Self.check(try #require(regressed.first), "Point", read: Self.value)
        try Self.check(skewed, "SkewTally", read: Self.value)
    }

    /// The check itself fails when a property is neither carried nor named.
    @Test func aStoredPropertyLeftOutIsCaught() {
        struct Tally: PartialRecord {
            var carried = 1
            var forgotten = 2
            static let partialFields: [PartialField<Tally>] = [.field("carried", \.carried)]
            static let transientFields: [String: String] = [:]
        }
        #expect(Self.uncovered(Tally()) == (["forgotten"], []))
    }
}
