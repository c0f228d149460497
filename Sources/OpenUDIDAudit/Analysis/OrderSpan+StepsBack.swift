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
/// A step back by `back` ms (more than the tolerance) from identifier `i - 1` to `i` reads as
/// generators interleaved when a jump forward by more than the tolerance and by at least
/// `back` minus the tolerance sits within ``lookaround`` identifiers of it:
/// - *before it*, from a timestamp at most the tolerance above the one stepped back to (the
///   step returns to where the stream was before the jump: the identifiers between came from a
///   clock ahead); or
/// - *after it*, to a timestamp at least the one stepped back from, less the tolerance (the
///   stream returns to where it was: the identifiers between came from a clock behind);
///
/// or when two such jumps, one before it and one after it (each by more than the tolerance),
/// add up to at least `back` minus the tolerance and the second lands at least where the first
/// started, less the tolerance (a line of a clock ahead right before one of a clock behind).
///
/// A value below the one before it in the same millisecond reads as generators interleaved
/// when, within ``lookaround`` identifiers, one before the pair is not above the lower value in
/// that millisecond or lies in a later one, or one after it is not below the higher value in
/// that millisecond or lies in an earlier one (the pair's millisecond out of line with the
/// stream around it: both came from a clock ahead or behind).
///
/// Otherwise the step is a clock regression or a counter wrap. A run of more than
/// ``lookaround`` identifiers from one source, or a step back larger than every jump around
/// it, stays one. In a stream whose identifiers come less often than the tolerance, a step back
/// smaller than the gap between two identifiers cannot be told from two clocks interleaved,
/// and counts as those.
///
/// The rule looks ``lookaround`` identifiers either way, so the tally stays exact when
/// stretches are joined: a step whose window reaches past its stretch waits (``pending``)
/// until the stretch beside it arrives (``merge(_:tolerance:)``), or until the input is
/// complete (``finished(tolerance:)``), where a window ends with the input.
extension OrderSpan {
    /// How many identifiers on each side of a step back are searched for what undoes it.
    package static let lookaround = 8
    /// How many of the first identifiers a stretch keeps: the windows of a step among them.
    package static let headCount = 2 * lookaround + 1
    /// How many of the last identifiers a stretch keeps: the windows of a step whose window
    /// after it is the last ``lookaround``, and more (a power of two, for the slots).
    package static let recentCount = PointRing.count

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

    /// A step back found by ``add(_:tolerance:)`` or at a join: judged on the identifiers before
    /// it now (unless `searchedBefore`: the caller found nothing there), and again once
    /// ``lookaround`` more have come.
    mutating func stepBack(
        _ kind: PendingStep.Kind, _ step: Step, from: Point, to: Point, index: Int, tolerance: Int64, searchedBefore: Bool = false
    ) {
        let pendingStep = PendingStep(kind: kind, index: index, step: step, from: from, to: to, needsBack: true, needsForward: true)
        let undone = !searchedBefore && Self.undone(pendingStep, total: index + 1, tolerance: tolerance) { knownPoint($0) }
        if let waiting = settle(pendingStep, undone: undone, total: index + 1) { pending.append(waiting) }
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
    mutating func advancePending(_ point: Point, tolerance: Int64) {
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
                let undone = Self.undone(step, total: count, tolerance: tolerance) { knownPoint($0) }
                waiting = settle(step, undone: undone, total: count)
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

    /// Counts `step` as interleaved when `undone` (by what ``undone(_:total:tolerance:points:)``
    /// found), as a regression or a wrap when both its windows are complete inside the `total`
    /// identifiers of the stretch (or when `final`: the stretch is the whole input), and
    /// returns it to wait otherwise.
    mutating func settle(_ step: PendingStep, undone: Bool, total: Int, final: Bool = false) -> PendingStep? {
        if undone {
            interleaved(step)
            return nil
        }
        var step = step
        step.needsBack = step.index - Self.lookaround - 1 < 0
        step.needsForward = step.index + Self.lookaround > total - 1
        if !final && (step.needsBack || step.needsForward) { return step }
        if step.kind == .clock {
            regression(step.step)
        } else {
            wrap(step.step, index: step.index)
        }
        return nil
    }

    /// Whether something among the ``lookaround`` identifiers on each side undoes `step`, as far
    /// as `total` (the identifiers of the stretch) and `points` (those known) reach. Every caller
    /// knows every identifier of the windows inside the stretch.
    static func undone(_ step: PendingStep, total: Int, tolerance: Int64, points: (Int) -> Point?) -> Bool {
        let i = step.index, last = Swift.min(total - 1, i + lookaround)
        let earlier = Swift.max(0, i - lookaround - 1)..<(i - 1), later = (i + 1)..<(last + 1)
        let (a, b) = (step.from, step.to)
        switch step.kind {
        case .wrap:
            for q in earlier {
                if let point = points(q), undoesWrapBefore(a, b, point) { return true }
            }
            for q in later {
                if let point = points(q), undoesWrapAfter(a, b, point) { return true }
            }
            return false
        case .clock:
            // The jumps forward by more than the tolerance ending at the identifiers of `range`:
            // the time they start from and their size.
            func jumps(_ range: Range<Int>) -> [(start: Int64, size: Int64)] {
                range.compactMap { j in
                    guard let before = points(j - 1), let after = points(j), after.ms &- before.ms > tolerance else { return nil }
                    return (before.ms, after.ms &- before.ms)
                }
            }
            let least = step.step.back &- tolerance
            let into = jumps(Swift.max(1, i - lookaround)..<i), outOf = jumps(later)
            if into.contains(where: { $0.size >= least && $0.start <= b.ms &+ tolerance }) { return true }
            if outOf.contains(where: { $0.size >= least && $0.start &+ $0.size >= a.ms &- tolerance }) { return true }
            for entry in into {
                for exit in outOf where entry.size &+ exit.size >= least {
                    if exit.start &+ exit.size >= entry.start &- tolerance { return true }
                }
            }
            return false
        }
    }

    private mutating func interleaved(_ step: PendingStep) {
        switch step.kind {
        case .clock:
            interleaves += 1
            largestInterleave = Swift.max(largestInterleave, step.step.back)
        case .wrap:
            interleavedWraps += 1
        }
    }

    /// The stretch as a whole input: the steps still pending are judged on the identifiers
    /// there are (their windows end with the input).
    func finished(tolerance: Int64) -> OrderSpan {
        guard !pending.isEmpty else { return self }
        var copy = self
        copy.pending = []
        // Those before the first wrap counted from the nearest one back, then the others in
        // order, so that each wrap found lies outside the ones counted (``wrap(_:index:)``).
        let first = firstWrapIndex >= 0 ? firstWrapIndex : Int.max
        let leading = pending.filter { $0.index < first }.reversed(), trailing = pending.filter { $0.index >= first }
        for step in leading + trailing {
            _ = copy.settle(
                step, undone: Self.undone(step, total: count, tolerance: tolerance) { knownPoint($0) }, total: count, final: true)
        }
        return copy
    }
}
