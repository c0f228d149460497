@testable import OpenUDIDAudit
import ShardedRun
import Testing

/// The look-around that tells one clock going back (or one counter wrapping) from generators
/// interleaved: the rule on small sequences, its tally exact however the input is cut, and
/// exact at every tolerance without being told one.
@Suite struct StepsBackTests {
    typealias Point = OrderSpan.Point

    /// A point at millisecond `ms` with a 12-bit counter (`rand_a`) in its key, as a v7's.
    static func point(_ ms: Int64, counter: UInt64 = 0, low: UInt64 = 0, at index: Int) -> Point {
        Point(ms: ms, key: UInt64(ms + 100_000) << 16 | 0x7000 | counter & 0xFFF, high: 0, low: low, location: UInt64(index))
    }

    /// The tally of `points` read in one pass, as a whole input.
    static func tally(_ points: [Point]) -> OrderSpan {
        var span = OrderSpan()
        for point in points { span.add(point) }
        return span.finished()
    }

    /// The same read in pieces cut at `cuts`, each piece through the partial-file coding, then
    /// joined in order.
    static func tally(_ points: [Point], cuts: [Int]) throws -> OrderSpan {
        var joined = OrderSpan()
        let bounds = [0] + cuts.sorted() + [points.count]
        for (start, end) in zip(bounds, bounds.dropFirst()) {
            var piece = OrderSpan()
            for point in points[start..<end] { piece.add(point) }
            var writer = ByteWriter()
            piece.write(to: &writer)
            var reader = ByteReader(writer.bytes)
            let decoded = try OrderSpan.read(from: &reader)
            #expect(decoded == piece && reader.remaining == 0)
            joined.merge(decoded)
        }
        return joined.finished()
    }

    /// The rule as the documentation states it, at one tolerance, over the whole sequence at
    /// once: each step back (by more than the tolerance) and each decrease within a millisecond,
    /// with what undoes it searched among the 8 identifiers on either side.
    static func oracle(_ p: [Point], tolerance: Int64 = 1) -> (
        regressions: [Int], largestRegressions: [Int], interleaves: Int, largest: Int64, wraps: [Int], interleavedWraps: Int
    ) {
        var result = (
            regressions: [Int](), largestRegressions: [Int](), interleaves: 0, largest: Int64(0), wraps: [Int](), interleavedWraps: 0
        )
        var backs: [Int: Int64] = [:]
        func inOrder(_ a: Point, _ b: Point) -> Bool { b.key > a.key || (b.key == a.key && b.low >= a.low) }
        for i in p.indices.dropFirst() {
            let a = p[i - 1], b = p[i]
            let before = p[Swift.max(0, i - 9)..<(i - 1)], after = p[(i + 1)..<Swift.min(p.count, i + 9)]
            if a.ms == b.ms {
                guard !inOrder(a, b) else { continue }
                let undone =
                    before.contains { $0.ms > a.ms || ($0.ms == b.ms && inOrder($0, b)) }
                    || after.contains { $0.ms < b.ms || ($0.ms == a.ms && inOrder(a, $0)) }
                if undone { result.interleavedWraps += 1 } else { result.wraps.append(i) }
            } else if a.ms - b.ms > tolerance {
                let back = a.ms - b.ms
                func size(_ j: Int) -> Int64 { p[j].ms - p[j - 1].ms }
                // A jump is a step forward by at least 2 ms.
                let into = (Swift.max(1, i - 8)..<i).filter { size($0) >= 2 }
                let outOf = ((i + 1)..<Swift.min(p.count, i + 9)).filter { size($0) >= 2 }
                let undone =
                    into.contains { size($0) >= back - tolerance && p[$0 - 1].ms <= b.ms + tolerance }
                    || outOf.contains { size($0) >= back - tolerance && p[$0].ms >= a.ms - tolerance }
                    || into.contains { j in
                        outOf.contains { k in size(j) + size(k) >= back - tolerance && p[k].ms >= p[j - 1].ms - tolerance }
                    }
                if undone {
                    result.interleaves += 1
                    result.largest = Swift.max(result.largest, back)
                } else {
                    result.regressions.append(i)
                    backs[i] = back
                }
            }
        }
        let bySize = result.regressions.sorted { backs[$0]! != backs[$1]! ? backs[$0]! > backs[$1]! : $0 < $1 }
        result.largestRegressions = Array(bySize.prefix(5))
        return result
    }

    /// Tolerances to check a tally at: the default, the ends of the range, and the sizes of
    /// the steps back in `points` and one either side of each (where a verdict can change).
    static func tolerances(_ points: [Point]) -> [Int64] {
        var values: Set<Int64> = [0, 1, 2, 3, 5, 10, AuditOptions.clockTolerances.upperBound]
        for (a, b) in zip(points, points.dropFirst()) where b.ms < a.ms {
            let back = a.ms - b.ms
            values.formUnion([back - 1, back, back + 1].filter(AuditOptions.clockTolerances.contains))
        }
        return values.sorted()
    }

    /// The tally agrees with the rule at `tolerance`, or at every tolerance where a verdict of
    /// `points` can change.
    static func check(_ points: [Point], against span: OrderSpan, tolerance: Int64? = nil) {
        for tolerance in tolerance.map({ [$0] }) ?? tolerances(points) {
            let expected = oracle(points, tolerance: tolerance), steps = span.clockSteps(tolerance: tolerance)
            #expect(steps.regressions == expected.regressions.count && steps.interleaves == expected.interleaves, "at \(tolerance) ms")
            #expect(steps.largestInterleave == expected.largest, "at \(tolerance) ms")
            #expect(steps.firstRegressions.map { Int($0.to) } == Array(expected.regressions.prefix(OrderSpan.kept)), "at \(tolerance) ms")
            #expect(steps.largest.map { Int($0.to) } == expected.largestRegressions, "at \(tolerance) ms")
        }
        let expected = oracle(points)
        #expect(span.interleavedWraps == expected.interleavedWraps)
        #expect(span.wraps == expected.wraps.count && span.pending.isEmpty)
        #expect(span.firstWraps.map { Int($0.to) } == Array(expected.wraps.prefix(OrderSpan.kept)))
        #expect(span.wraps == 0 || (span.firstWrapIndex == expected.wraps.first && span.lastWrapIndex == expected.wraps.last))
        #expect(span.withinPairs - span.withinInOrder == expected.wraps.count + expected.interleavedWraps)
    }

    @Test("a host 2 ms ahead, one line in ten: every step back is undone by the jump before it")
    func hostAhead() {
        var random = SeededRandom(seed: 1)
        let points = (0..<400).map { i -> Point in
            let ahead = random.next() % 10 == 0
            return Self.point(Int64(i / 4) + (ahead ? 2 : 0), counter: UInt64(i % 4), at: i)
        }
        let span = Self.tally(points), steps = span.clockSteps(tolerance: 1)
        #expect(steps.regressions == 0 && steps.interleaves > 10 && steps.largestInterleave == 2)
        Self.check(points, against: span)
    }

    @Test("a host 3 ms behind: every step back is undone by the jump after it")
    func hostBehind() {
        var random = SeededRandom(seed: 2)
        let points = (0..<400).map { i -> Point in
            Self.point(Int64(i / 4) - (random.next() % 20 == 0 ? 3 : 0), counter: UInt64(i % 4), at: i)
        }
        let span = Self.tally(points), steps = span.clockSteps(tolerance: 1)
        #expect(steps.regressions == 0 && steps.interleaves > 5 && steps.largestInterleave >= 3)
        Self.check(points, against: span)
    }

    @Test("a line of a host 3 ms ahead right before one of a host 4 ms behind: the two jumps undo the 7 ms step")
    func hostsOnBothSides() {
        var points = (0..<100).map { i in Self.point(Int64(i / 4), counter: UInt64(i % 4), at: i) }
        points[50] = Self.point(12 + 3, at: 50)
        points[51] = Self.point(12 - 4, at: 51)
        let span = Self.tally(points), steps = span.clockSteps(tolerance: 1)
        #expect(steps.regressions == 0 && steps.interleaves == 1 && steps.largestInterleave == 7)
        Self.check(points, against: span)
    }

    @Test("a clock going back 3 ms and carrying on from there is a regression, however short the step")
    func clockGoesBack() {
        let points = (0..<200).map { i in Self.point(Int64(i / 4) - (i >= 100 ? 3 : 0), counter: UInt64(i % 4), at: i) }
        let span = Self.tally(points), steps = span.clockSteps(tolerance: 1)
        #expect(steps.regressions == 1 && steps.interleaves == 0 && steps.firstRegressions.map(\.to) == [100])
        Self.check(points, against: span)
    }

    @Test("a run of 8 lines from a host 50 ms behind is interleaved; a run of 9 is a regression", arguments: [8, 9])
    func runLength(_ run: Int) {
        let points = (0..<100).map { i in Self.point(Int64(i / 4) - ((40..<(40 + run)).contains(i) ? 50 : 0), at: i) }
        let span = Self.tally(points), steps = span.clockSteps(tolerance: 1)
        #expect(steps.regressions == (run > 8 ? 1 : 0) && steps.interleaves == (run > 8 ? 0 : 1))
        Self.check(points, against: span)
    }

    @Test("a counter wrapping mid-millisecond stays a wrap; another generator's values in the millisecond do not")
    func wraps() {
        // 20 a millisecond, the counter near its top in millisecond 5 and rolling over at
        // identifier 110; then identifiers 150-151 from a second generator 5 ms ahead, whose
        // two values decrease.
        var points = (0..<200).map { i in Self.point(Int64(i / 20), counter: UInt64((100..<110).contains(i) ? 3986 + i : i % 20), at: i) }
        points[150] = Self.point(12, counter: 900, at: 150)
        points[151] = Self.point(12, counter: 100, at: 151)
        let span = Self.tally(points), steps = span.clockSteps(tolerance: 1)
        #expect(span.wraps == 1 && span.firstWraps.map(\.to) == [110] && span.interleavedWraps == 1)
        #expect(steps.interleaves == 1)
        Self.check(points, against: span)
    }

    /// Mixtures of one or two generators (dense or sparse, counter or random, the second ahead
    /// or behind), clocks going back, counters wrapping: the tally read whole agrees with the
    /// rule, and the same read in pieces (through the partial-file coding) agrees with it.
    @Test("read in pieces, the tally is the one of one pass and of the rule", arguments: 0..<40)
    func piecesAgree(_ seed: UInt64) throws {
        var random = SeededRandom(seed: 100 + seed)
        let count = Int(random.next() % 160) + 1
        let perMs = Int64(random.next() % 6) + 1, sparse = random.next() % 4 == 0
        let share = [0, 2, 10, 30][Int(random.next() % 4)], offset = Int64(random.next() % 11) - 5
        var shift: Int64 = 0
        var points: [Point] = []
        for i in 0..<count {
            if random.next() % 60 == 0 { shift -= Int64(random.next() % 8) }
            var ms = (sparse ? Int64(i) * 3 : Int64(i) / perMs) + shift
            if random.next() % 100 < share { ms += offset }
            let counter = random.next() % 3 == 0 ? random.next() : UInt64(i) % 64
            points.append(Self.point(ms, counter: counter, low: random.next() % 4, at: i))
        }
        let whole = Self.tally(points)
        Self.check(points, against: whole)
        for _ in 0..<6 {
            let cuts = (0..<Int(random.next() % 7)).map { _ in Int(random.next() % UInt64(count + 1)) }
            let pieces = try Self.tally(points, cuts: cuts)
            #expect(pieces == whole, "cuts \(cuts.sorted()) of \(count)")
        }
        // Every cut of one place, and pieces of a single identifier.
        for cut in 0...count { #expect(try Self.tally(points, cuts: [cut]) == whole, "cut \(cut) of \(count)") }
        #expect(try Self.tally(points, cuts: Array(0...count)) == whole)
    }
}
