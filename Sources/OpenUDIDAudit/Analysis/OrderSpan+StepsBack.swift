/// Steps back in file order: one clock going back (or one counter wrapping), or generators
/// interleaved.
///
/// RFC 9562 promises order per generator only. A log written by several hosts interleaves
/// their identifiers, and hosts kept by NTP disagree by milliseconds: an identifier from a host
/// whose clock is ahead stands above its neighbours, one from a host behind stands below them,
/// and either makes a step back as large as the disagreement; within one millisecond, two
/// counters of their own (Rust `uuid`'s `ContextV7` on each host) step past each other. One
/// clock going back, or one counter wrapping, looks different: the identifiers after it carry
/// on from the lower place, and nothing nearby returns to where the stream was.
///
/// A *jump* is a step forward by at least ``leastJump`` ms (two neighbours one millisecond
/// apart are one clock ticking). At tolerance `t`, a step back by `back` ms (`back > t`) from
/// identifier `i - 1` to `i` reads as generators interleaved when a jump by at least `back - t`
/// sits within ``lookaround`` identifiers of it:
/// - *before it*, from a timestamp at most `t` above the one stepped back to (the step returns
///   to where the stream was before the jump: the identifiers between came from a clock
///   ahead); or
/// - *after it*, to a timestamp at least the one stepped back from, less `t` (the stream
///   returns to where it was: the identifiers between came from a clock behind);
///
/// or when two jumps, one before it and one after it, add up to at least `back - t` and the
/// second lands at least where the first started, less `t` (a line of a clock ahead right
/// before one of a clock behind). Otherwise the step is a clock regression.
///
/// Every condition holds from some tolerance on, so a larger tolerance forgives every step a
/// smaller one does; each step has a least tolerance that forgives it, ``forgivenAt(_:total:points:)``
/// (its size, when nothing nearby undoes it), and the tally keeps that, not a verdict: a
/// regression at every tolerance below it, interleaved from it up to the step's size.
///
/// A value below the one before it in the same millisecond reads as generators interleaved
/// when, within ``lookaround`` identifiers, one before the pair is not above the lower value in
/// that millisecond or lies in a later one, or one after it is not below the higher value in
/// that millisecond or lies in an earlier one (the pair's millisecond out of line with the
/// stream around it: both came from a clock ahead or behind); otherwise a counter wrap. No
/// tolerance enters there.
///
/// A run of more than ``lookaround`` identifiers from one source, or a step back larger than
/// every jump around it, stays a regression or a wrap. In a stream whose identifiers come less
/// often than the tolerance, a step back smaller than the gap between two identifiers cannot be
/// told from two clocks interleaved, and counts as those.
///
/// The rule looks ``lookaround`` identifiers either way, so the tally stays exact when
/// stretches are joined: a step whose window reaches past its stretch waits (``pending``)
/// until the stretch beside it arrives (``merge(_:)``), or until the input is complete
/// (``finished()``), where a window ends with the input.
extension OrderSpan {
    /// How many identifiers on each side of a step back are searched for what undoes it.
    package static let lookaround = 8
    /// How many of the first identifiers a stretch keeps: the windows of a step among them.
    package static let headCount = 2 * lookaround + 1
    /// How many of the last identifiers a stretch keeps: the windows of a step whose window
    /// after it is the last ``lookaround``, and more (a power of two, for the slots).
    package static let recentCount = PointRing.count
    /// The least step forward that is a jump (ms).
    package static let leastJump: Int64 = 2

    /// A step back by more than the tolerance, or a decrease within a millisecond, not yet judged.
    package struct PendingStep: Sendable, Hashable {
        package enum Kind: UInt8, Sendable, Hashable {
            /// Across milliseconds: a clock regression or generators interleaved.
            case clock
            /// Within a millisecond: a counter wrap or generators interleaved.
            case wrap
        }

        package var kind: Kind
        /// The index of its later identifier in the stretch.
        package var index: Int
        package var step: Step
        /// The identifiers before and after the step.
        package var from: Point
        package var to: Point
        /// Whether the identifiers before it, or after it, reach past the stretch.
        package var needsBack: Bool
        package var needsForward: Bool

        package init(kind: Kind, index: Int, step: Step, from: Point, to: Point, needsBack: Bool, needsForward: Bool) {
            (self.kind, self.index, self.step, self.from, self.to) = (kind, index, step, from, to)
            (self.needsBack, self.needsForward) = (needsBack, needsForward)
        }
    }

    /// A step back found by ``add(_:)`` or at a join: judged on the identifiers before it now
    /// (for a wrap, unless `searchedBefore`: the caller found nothing there), and again once
    /// ``lookaround`` more have come.
    mutating func stepBack(_ kind: PendingStep.Kind, _ step: Step, from: Point, to: Point, index: Int, searchedBefore: Bool = false) {
        let pendingStep = PendingStep(kind: kind, index: index, step: step, from: from, to: to, needsBack: true, needsForward: true)
        let judgement =
            kind == .wrap && searchedBefore ? .wrap(undone: false) : Self.judge(pendingStep, total: index + 1) { knownPoint($0) }
        if let waiting = settle(pendingStep, judgement, total: index + 1) { pending.append(waiting) }
    }

    /// Identifier `index` of the stretch, when it is among the first ``headCount`` or the last
    /// ``recentCount``.
    func knownPoint(_ index: Int) -> Point? {
        guard index >= 0 && index < count else { return nil }
        if index >= count - Self.recentCount { return recent[index % Self.recentCount] }
        return index < head.count ? head[index] : nil
    }

    /// Whether slot `slot` of ``recent`` holds an identifier.
    func recentSlotUsed(_ slot: Int) -> Bool { count >= Self.recentCount || slot < count }

    /// Settles what the identifier just added (`point`) settles: the decreases within a
    /// millisecond it undoes, and the steps whose window after them it completes. (Of a random
    /// method's pairs within a millisecond, half decrease, and most are undone at once.)
    mutating func advancePending(_ point: Point) {
        let newest = count - 1
        func settles(_ step: PendingStep) -> Bool {
            step.needsForward && step.index < newest
                && (step.index + Self.lookaround == newest || (step.kind == .wrap && Self.undoesWrapAfter(step.from, step.to, point)))
        }
        guard pending.contains(where: settles) else { return }
        // In place, in index order (the order wraps are counted in).
        var kept = 0
        for k in pending.indices {
            let step = pending[k]
            let waiting: PendingStep?
            if !settles(step) {
                waiting = step
            } else if step.kind == .wrap && Self.undoesWrapAfter(step.from, step.to, point) {
                interleavedWraps += 1
                waiting = nil
            } else {
                waiting = settle(step, Self.judge(step, total: count) { knownPoint($0) }, total: count)
            }
            if let waiting {
                pending[kept] = waiting
                kept += 1
            }
        }
        pending.removeLast(pending.count - kept)
    }

    /// Whether one of the ``lookaround`` identifiers before `a` undoes the decrease from `a`
    /// to `b` within a millisecond (`b` being identifier `index`, and the stretch holding the
    /// identifiers before it).
    @inline(__always)
    func wrapUndoneBefore(_ a: Point, _ b: Point, index: Int) -> Bool {
        var q = index &- 2
        let low = Swift.max(0, index &- Self.lookaround &- 1)
        while q >= low {
            if Self.undoesWrapBefore(a, b, recent[q & (Self.recentCount &- 1)]) { return true }
            q &-= 1
        }
        return false
    }

    /// `point`, before the decrease from `a` to `b` within a millisecond, undoes it: it lies
    /// in a later millisecond, or in `b`'s and not above `b`.
    @inline(__always)
    static func undoesWrapBefore(_ a: Point, _ b: Point, _ point: Point) -> Bool {
        point.ms > a.ms || (point.ms == b.ms && inOrder(point, b))
    }

    /// `point`, after the decrease, undoes it: it lies in an earlier millisecond, or in `a`'s and
    /// not below `a`.
    @inline(__always)
    static func undoesWrapAfter(_ a: Point, _ b: Point, _ point: Point) -> Bool {
        point.ms < b.ms || (point.ms == a.ms && inOrder(a, point))
    }

    /// What the identifiers known so far say of a step back.
    enum Judgement {
        /// A decrease within a millisecond: whether something nearby undoes it.
        case wrap(undone: Bool)
        /// A step back across milliseconds: the least tolerance that forgives it.
        case clock(forgivenAt: Int64)
    }

    /// Judges `step` on the identifiers `points` knows among the `total` of the stretch (every
    /// identifier of its windows inside the stretch).
    static func judge(_ step: PendingStep, total: Int, points: (Int) -> Point?) -> Judgement {
        switch step.kind {
        case .wrap: return .wrap(undone: wrapUndone(step, total: total, points: points))
        case .clock: return .clock(forgivenAt: forgivenAt(step, total: total, points: points))
        }
    }

    /// Counts `step` as `judgement` says when nothing more can change it (undone, forgiven at
    /// every tolerance, or both its windows complete inside the `total` identifiers of the
    /// stretch, or `final`: the stretch is the whole input), and returns it to wait otherwise.
    mutating func settle(_ step: PendingStep, _ judgement: Judgement, total: Int, final: Bool = false) -> PendingStep? {
        switch judgement {
        case .wrap(undone: true):
            interleavedWraps += 1
            return nil
        case .clock(forgivenAt: 0):
            clockStep(step.step, forgivenAt: 0)
            return nil
        case .wrap(undone: false):
            if let waiting = waiting(step, total: total, final: final) { return waiting }
            wrap(step.step, index: step.index)
            return nil
        case let .clock(forgivenAt):
            if let waiting = waiting(step, total: total, final: final) { return waiting }
            clockStep(step.step, forgivenAt: forgivenAt)
            return nil
        }
    }

    /// `step` with what its windows still need of the stretch's `total` identifiers, or `nil`
    /// when they are complete (or `final`).
    func waiting(_ step: PendingStep, total: Int, final: Bool) -> PendingStep? {
        var step = step
        step.needsBack = step.index - Self.lookaround - 1 < 0
        step.needsForward = step.index + Self.lookaround > total - 1
        return !final && (step.needsBack || step.needsForward) ? step : nil
    }

    /// Whether something among the ``lookaround`` identifiers on each side undoes the decrease
    /// within a millisecond `step`, as far as `total` (the identifiers of the stretch) and
    /// `points` (those known) reach. Every caller knows every identifier of the windows inside
    /// the stretch.
    static func wrapUndone(_ step: PendingStep, total: Int, points: (Int) -> Point?) -> Bool {
        let i = step.index, last = Swift.min(total - 1, i + lookaround)
        let (a, b) = (step.from, step.to)
        for q in Swift.max(0, i - lookaround - 1)..<(i - 1) {
            if let point = points(q), undoesWrapBefore(a, b, point) { return true }
        }
        for q in (i + 1)..<(last + 1) {
            if let point = points(q), undoesWrapAfter(a, b, point) { return true }
        }
        return false
    }

    /// The least tolerance that forgives the step back across milliseconds `step` (the rule
    /// above), as far as `total` and `points` reach: its size, or the least tolerance at which
    /// a jump (or two) among the ``lookaround`` identifiers on each side undoes it. More
    /// identifiers can only lower it.
    static func forgivenAt(_ step: PendingStep, total: Int, points: (Int) -> Point?) -> Int64 {
        let i = step.index, last = Swift.min(total - 1, i + lookaround)
        let (a, b, back) = (step.from.ms, step.to.ms, step.step.back)
        var least = back
        // The jumps before the step (where each starts, its size), held for the pairs.
        var starts = InlineArray<8, Int64>(repeating: 0), sizes = InlineArray<8, Int64>(repeating: 0)
        var entries = 0
        var j = Swift.max(1, i - lookaround)
        while j < i {
            if let before = points(j - 1), let after = points(j), after.ms &- before.ms >= leastJump {
                let size = after.ms &- before.ms
                // The step returns to where the stream was before the jump, within the tolerance.
                least = Swift.min(least, Swift.max(0, back &- size, before.ms &- b))
                starts[entries] = before.ms
                sizes[entries] = size
                entries += 1
            }
            j += 1
        }
        if least == 0 { return 0 }
        j = i + 1
        while j <= last {
            if let before = points(j - 1), let after = points(j), after.ms &- before.ms >= leastJump {
                let size = after.ms &- before.ms
                // The stream returns to where it was before the step, within the tolerance.
                least = Swift.min(least, Swift.max(0, back &- size, a &- after.ms))
                // With a jump before the step: together they undo it, the second landing where
                // the first started, within the tolerance.
                for e in 0..<entries {
                    least = Swift.min(least, Swift.max(0, back &- sizes[e] &- size, starts[e] &- after.ms))
                }
                if least == 0 { return 0 }
            }
            j += 1
        }
        return least
    }

    /// The stretch as a whole input: the steps still pending are judged on the identifiers
    /// there are (their windows end with the input).
    func finished() -> OrderSpan {
        guard !pending.isEmpty else { return self }
        var copy = self
        copy.pending = []
        // Those before the first wrap counted from the nearest one back, then the others in
        // order, so that each wrap found lies outside the ones counted (``wrap(_:index:)``).
        let first = firstWrapIndex >= 0 ? firstWrapIndex : Int.max
        let leading = pending.filter { $0.index < first }.reversed(), trailing = pending.filter { $0.index >= first }
        for step in leading + trailing {
            _ = copy.settle(step, Self.judge(step, total: count) { knownPoint($0) }, total: count, final: true)
        }
        return copy
    }
}
