/// What the file order of the time-ordered groups (v1, v6, v7) shows: one group's identifiers
/// over a stretch of one input, read in the order the input holds them.
///
/// The audit sorts records by value for everything else; this tally is kept beside that, while
/// the input is read. Each reading thread keeps one per group for the chunk it parses; the
/// chunks of an input are then joined in chunk order (``OrderStitcher``), and a sharded audit's
/// merge joins the maps' pieces of a file in map order. ``merge(_:)`` is exact: two stretches
/// joined give what one pass over both gives, so the figures do not depend on where the chunks
/// or the shards were cut. Memory is constant: counters and short lists, nothing per record.
///
/// Adjacent pairs are classified as
/// - *within a millisecond* (both timestamps in the same millisecond): in order when the second
///   value is not below the first (by the group's sort key, the timestamp first); a pair out of
///   order there is a counter that wrapped or was reset (a candidate `counter-wrap`), unless
///   the stream's level nearby undoes it (generators interleaved, `OrderSpan+StepsBack.swift`);
/// - *across milliseconds*: forward when the timestamp grows; a step back is a clock regression
///   when it is larger than the tolerance, unless a jump forward undoes it within
///   ``lookaround`` identifiers on either side, which reads as generators interleaved.
///
/// The tally does not know the tolerance (`--clock-tolerance`): for each step back it keeps the
/// least tolerance that forgives it (``JudgedStep/forgivenAt``), so the counts, the largest
/// steps and the first ones are there for every tolerance, and the analysis reads them at the
/// run's (``clockSteps(tolerance:)``).
///
/// A pair whose value, read as 128 bits, decreases counts in ``valueDescents``: with none, the
/// stretch is in value order (an `ORDER BY id` export, or a monotonic generator in generation
/// order), and order tells nothing about the generator.
package struct OrderSpan: Sendable, Hashable {
    /// How many regressions and wraps each list keeps.
    static let kept = 5

    /// One record, as the order checks need it.
    package struct Point: Sendable, Hashable {
        package var ms: Int64
        /// The group's sort key (for v1 the reordered timestamp) and the value's first word.
        package var key: UInt64
        package var high: UInt64
        package var low: UInt64
        /// The packed place (``Location``).
        package var location: UInt64
    }

    /// A step between two adjacent records: how far back (ms; 0 for a wrap) and both places.
    package struct Step: Sendable, Hashable {
        package var back: Int64
        package var from: UInt64
        package var to: UInt64
    }

    /// A step back across milliseconds, judged: a clock regression at every tolerance below
    /// `forgivenAt`, generators interleaved from there up to its size, and no step past that.
    package struct JudgedStep: Sendable, Hashable {
        package var step: Step
        package var forgivenAt: Int64

        package init(step: Step, forgivenAt: Int64) { (self.step, self.forgivenAt) = (step, forgivenAt) }
    }

    package var count = 0
    package var first: Point?
    package var last: Point?
    package var withinPairs = 0
    package var withinInOrder = 0
    package var acrossPairs = 0
    package var acrossForward = 0
    /// Pairs whose 128-bit value decreases.
    package var valueDescents = 0
    /// Every step back across milliseconds, judged: their sizes and the tolerances that forgive
    /// them (above a tolerance: the steps there are, and the regressions), the largest and the
    /// first regressions, and the largest interleaved, each for every tolerance.
    package var stepSizes = ToleranceCounts()
    package var forgiving = ToleranceCounts()
    package var largest = ToleranceSteps(rank: .largest)
    package var firstRegressions = ToleranceSteps(rank: .place)
    package var largestInterleaves = InterleaveFrontier()
    /// Decreases within a millisecond that the stream's level undoes nearby.
    package var interleavedWraps = 0
    /// Steps back and decreases not yet judged: one of their windows reaches past the stretch.
    package var pending: [PendingStep] = []
    /// The first ``headCount`` identifiers, and the last ``recentCount`` (identifier `i`
    /// in slot `i % recentCount`; zeros in slots not yet used): the windows of the steps judged
    /// when stretches are joined.
    package var head: [Point] = []
    package var recent = PointRing()
    /// Pairs out of order within a millisecond that nothing nearby undoes (counter wraps): how
    /// many, the first, and the spacing of their positions (index of the later record in the
    /// stretch) for the period. Every pair out of order is `withinPairs - withinInOrder`.
    package var wraps = 0
    package var firstWraps: [Step] = []
    package var firstWrapIndex = -1
    package var lastWrapIndex = -1
    /// Gaps between successive wraps: how many, their greatest common divisor, the smallest
    /// and how many are that small.
    package var gaps = 0
    package var gapDivisor = 0
    package var smallestGap = Int.max
    package var smallestGapCount = 0
    /// The recorded creation times beside the identifiers (`--time-column`).
    package var skew: SkewTally?

    package init() {}

    /// Adds the next record of the stretch.
    @inline(__always)
    mutating func add(_ point: Point) {
        let index = count
        if let last {
            pair(last, point, index: index)
        } else {
            first = point
        }
        if index < Self.headCount { head.append(point) }
        recent[index & (Self.recentCount &- 1)] = point
        last = point
        count &+= 1
        if !pending.isEmpty { advancePending(point) }
    }

    /// Classifies the pair (`a`, `b`), `b` being record `index` of the stretch.
    @inline(__always)
    private mutating func pair(_ a: Point, _ b: Point, index: Int) {
        if b.high < a.high || (b.high == a.high && b.low < a.low) { valueDescents &+= 1 }
        if b.ms == a.ms {
            withinPairs &+= 1
            if Self.inOrder(a, b) {
                withinInOrder &+= 1
            } else if wrapUndoneBefore(a, b, index: index) {
                interleavedWraps &+= 1
            } else {
                stepBack(.wrap, Step(back: 0, from: a.location, to: b.location), from: a, to: b, index: index, searchedBefore: true)
            }
        } else {
            acrossPairs &+= 1
            if b.ms > a.ms {
                acrossForward &+= 1
            } else {
                stepBack(.clock, Step(back: a.ms &- b.ms, from: a.location, to: b.location), from: a, to: b, index: index)
            }
        }
    }

    /// `b` is not below `a` by the group's sort key, then the value (within a millisecond).
    @inline(__always)
    static func inOrder(_ a: Point, _ b: Point) -> Bool { b.key > a.key || (b.key == a.key && b.low >= a.low) }

    /// Counts a decrease within a millisecond judged a counter wrap. Wraps are judged in index
    /// order, except that the steps an input's first identifiers left pending are judged when it
    /// is complete (``finished()``), before the first wrap judged: each wrap lies
    /// after the last one counted or before the first.
    mutating func wrap(_ step: Step, index: Int) {
        wraps += 1
        if Self.isAmongFirst(step, firstWraps) { firstWraps = Self.firstInFileOrder(firstWraps + [step]) }
        if lastWrapIndex < 0 {
            (firstWrapIndex, lastWrapIndex) = (index, index)
        } else if index > lastWrapIndex {
            addGap(index - lastWrapIndex, count: 1)
            lastWrapIndex = index
        } else {
            addGap(firstWrapIndex - index, count: 1)
            firstWrapIndex = index
        }
    }

    private mutating func addGap(_ gap: Int, count: Int) {
        gaps += count
        gapDivisor = Self.gcd(gapDivisor, gap)
        if gap < smallestGap {
            smallestGap = gap
            smallestGapCount = count
        } else if gap == smallestGap {
            smallestGapCount += count
        }
    }

    /// Counts a step back across milliseconds, judged: a regression below `forgivenAt`,
    /// interleaved from there to its size. Steps are judged out of file order when stretches are
    /// joined; the lists keep them by place and by size.
    mutating func clockStep(_ step: Step, forgivenAt: Int64) {
        stepSizes.add(step.back)
        if forgivenAt > 0 {
            forgiving.add(forgivenAt)
            let judged = JudgedStep(step: step, forgivenAt: Swift.min(forgivenAt, ToleranceCounts.ceiling))
            firstRegressions.add(judged)
            largest.add(judged)
        }
        largestInterleaves.add(forgivenAt: forgivenAt, back: step.back)
    }

    /// The first ``kept`` steps by place (the place of the later identifier).
    static func firstInFileOrder(_ steps: [Step]) -> [Step] {
        Array(steps.sorted { $0.to < $1.to }.prefix(kept))
    }

    /// Whether `step` belongs among `first`, the first ``kept`` steps by place.
    @inline(__always)
    static func isAmongFirst(_ step: Step, _ first: [Step]) -> Bool {
        first.count < kept || step.to < first[kept - 1].to
    }

    /// The kept steps, largest first, then in file order.
    static func largestFirst(_ steps: [Step]) -> [Step] {
        Array(steps.sorted { $0.back != $1.back ? $0.back > $1.back : $0.to < $1.to }.prefix(kept))
    }

    static func gcd(_ a: Int, _ b: Int) -> Int {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return a
    }

    /// Appends the stretch that follows this one in the same input.
    mutating func merge(_ next: OrderSpan) {
        guard next.count > 0 else {
            if let skew = next.skew { self.skew = self.skew.map { $0.merged(skew) } ?? skew }
            return
        }
        guard count > 0, let last, let nextFirst = next.first else {
            let skew = self.skew
            self = next
            if let skew { self.skew = next.skew.map { skew.merged($0) } ?? skew }
            return
        }
        let offset = count
        let earlier = self, total = offset + next.count
        let joined = { (index: Int) -> Point? in
            index < offset ? earlier.knownPoint(index) : next.knownPoint(index - offset)
        }
        func judge(_ step: PendingStep) -> PendingStep? { settle(step, Self.judge(step, total: total, points: joined), total: total) }
        let earlierSteps = pending
        pending = []
        // This stretch's steps waiting for identifiers after them, then the step between the
        // two stretches, then the next one's steps waiting for identifiers before them.
        for step in earlierSteps {
            if let waiting = step.needsForward ? judge(step) : step {
                pending.append(waiting)
            }
        }
        let before = pending.count
        pair(last, nextFirst, index: offset)
        if pending.count > before, let junction = pending.popLast(),
            let waiting = judge(junction)
        {
            pending.append(waiting)
        }
        for var step in next.pending {
            step.index += offset
            if let waiting = step.needsBack ? judge(step) : step {
                pending.append(waiting)
            }
        }
        head = Array((head + next.head).prefix(Self.headCount))
        var joinedRecent = PointRing()
        for index in Swift.max(0, total - Self.recentCount)..<total {
            if let point = joined(index) { joinedRecent[index % Self.recentCount] = point }
        }
        recent = joinedRecent
        withinPairs += next.withinPairs
        withinInOrder += next.withinInOrder
        acrossPairs += next.acrossPairs
        acrossForward += next.acrossForward
        valueDescents += next.valueDescents
        stepSizes.merge(next.stepSizes)
        forgiving.merge(next.forgiving)
        firstRegressions.merge(next.firstRegressions)
        largest.merge(next.largest)
        largestInterleaves.merge(next.largestInterleaves)
        interleavedWraps += next.interleavedWraps
        if next.wraps > 0 {
            wraps += next.wraps
            firstWraps = Self.firstInFileOrder(firstWraps + next.firstWraps)
            if lastWrapIndex >= 0 {
                addGap(next.firstWrapIndex + offset - lastWrapIndex, count: 1)
            } else {
                firstWrapIndex = next.firstWrapIndex + offset
            }
            lastWrapIndex = next.lastWrapIndex + offset
            if next.gaps > 0 {
                gaps += next.gaps - next.smallestGapCount
                gapDivisor = Self.gcd(gapDivisor, next.gapDivisor)
                addGap(next.smallestGap, count: next.smallestGapCount)
            }
        }
        if let skew = next.skew { self.skew = self.skew.map { $0.merged(skew) } ?? skew }
        self.last = next.last
        count += next.count
    }

    /// The same stretch with every place moved by `chunks` chunks (a map's places made global).
    func shifted(chunks: Int) -> OrderSpan {
        let shift = UInt64(chunks) &<< 32
        func move(_ step: Step) -> Step { Step(back: step.back, from: step.from &+ shift, to: step.to &+ shift) }
        var copy = self
        copy.first?.location &+= shift
        copy.last?.location &+= shift
        func move(_ judged: JudgedStep) -> JudgedStep { JudgedStep(step: move(judged.step), forgivenAt: judged.forgivenAt) }
        copy.largest.steps = largest.steps.map(move)
        copy.firstRegressions.steps = firstRegressions.steps.map(move)
        copy.firstWraps = firstWraps.map(move)
        func move(_ point: Point) -> Point {
            var moved = point
            moved.location &+= shift
            return moved
        }
        copy.head = head.map(move)
        // Slots not yet used stay zero: a copy shifted matches one read with the shift.
        for slot in 0..<Self.recentCount where recentSlotUsed(slot) { copy.recent[slot] = move(recent[slot]) }
        copy.pending = pending.map { step in
            var moved = step
            (moved.step, moved.from, moved.to) = (move(step.step), move(step.from), move(step.to))
            return moved
        }
        copy.skew = skew?.shifted(chunks: chunks)
        return copy
    }
}

/// The order tallies of one input: one ``OrderSpan`` per time-ordered group.
package struct InputOrder: Sendable, Hashable {
    /// The input (an index into the audit's inputs, or a map's pieces before the merge).
    package var input: Int
    package var spans: [OrderSpan]

    /// The groups tallied, in the order of ``spans``.
    package static var groups: [Int] { IdentifierGroup.timeOrdered }

    package init(input: Int) {
        self.input = input
        spans = Array(repeating: OrderSpan(), count: Self.groups.count)
    }

    /// The same tallies with every place moved by `chunks` chunks (a map's places made global).
    func shifted(chunks: Int) -> InputOrder {
        var copy = self
        copy.spans = spans.map { $0.shifted(chunks: chunks) }
        return copy
    }

    mutating func merge(_ next: InputOrder) {
        for position in spans.indices { spans[position].merge(next.spans[position]) }
    }

    /// Joins `next` (the following stretch of an input, in input order) onto `list`: onto its
    /// last entry when that is the same input, as a new entry otherwise.
    static func append(_ next: InputOrder, to list: inout [InputOrder]) {
        if let last = list.indices.last, list[last].input == next.input {
            list[last].merge(next)
        } else {
            list.append(next)
        }
    }
}

/// Joins the chunks' order tallies in chunk order, as the reading threads finish them (in any
/// order). Used under the lock the threads share with the ``ChunkReader``; holds at most the
/// chunks finished ahead of an unfinished one (about one per thread).
final class OrderStitcher: @unchecked Sendable {
    private var pending: [Int: InputOrder] = [:]
    private var next = 0
    private(set) var inputs: [InputOrder] = []

    init() {}

    /// Takes chunk `chunk`'s tally, then joins every chunk that is ready. `chunkLines` are the
    /// reader's: a chunk whose lines are known but which no thread handed in (a header row, a
    /// record too long to hold) was never scanned and has no tally.
    func add(chunk: Int, order: InputOrder, chunkLines: [Int]) {
        pending[chunk] = order
        advance(chunkLines: chunkLines)
    }

    /// Joins every chunk that is ready, in chunk order.
    func advance(chunkLines: [Int]) {
        while next < chunkLines.count {
            if let order = pending.removeValue(forKey: next) {
                InputOrder.append(order, to: &inputs)
            } else if chunkLines[next] < 0 {
                return
            }
            next += 1
        }
    }
}
