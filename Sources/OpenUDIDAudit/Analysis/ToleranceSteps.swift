/// The few steps back a report lists (the first ``OrderSpan/kept`` regressions in file order,
/// or the largest), kept for every tolerance at once.
///
/// A step is a regression at tolerance `t` when `t` is below the tolerance that forgives it
/// (``OrderSpan/JudgedStep/forgivenAt``). The list at `t` is the first ``OrderSpan/kept`` steps,
/// in ``Rank`` order, with `forgivenAt > t`. A step can be on the list at some tolerance exactly
/// when fewer than ``OrderSpan/kept`` steps ranked before it are forgiven no sooner than it is
/// (at `forgivenAt - 1`, the largest tolerance where it counts, it meets the fewest rivals); the
/// others are dropped. Deciding that among the steps kept gives the same answer as among all
/// (a step dropped had as many rivals, ranked before it and forgiven no sooner, as the list
/// holds, and they rank before and are forgiven no sooner than every step it would rival), so
/// two lists merge exactly, whatever order the steps arrive in. Memory is bounded by
/// ``OrderSpan/kept`` times the range of tolerances, and is ``OrderSpan/kept`` steps when each
/// step's tolerance is its size, as for one clock going back.
package struct ToleranceSteps: Sendable, Hashable {
    /// The order a list is kept in.
    package enum Rank: UInt8, Sendable, Hashable {
        /// By place (the place of the later identifier).
        case place
        /// Largest step first, then by place.
        case largest
    }

    package let rank: Rank
    /// The steps kept, in ``rank`` order.
    package var steps: [OrderSpan.JudgedStep] = []

    package init(rank: Rank) { self.rank = rank }

    @inline(__always)
    func before(_ a: OrderSpan.JudgedStep, _ b: OrderSpan.JudgedStep) -> Bool {
        switch rank {
        case .place: return a.step.to < b.step.to
        case .largest: return a.step.back != b.step.back ? a.step.back > b.step.back : a.step.to < b.step.to
        }
    }

    mutating func add(_ step: OrderSpan.JudgedStep) {
        let rivals = steps.reduce(0) { $0 + (before($1, step) && $1.forgivenAt >= step.forgivenAt ? 1 : 0) }
        guard rivals < OrderSpan.kept else { return }
        steps.insert(step, at: steps.firstIndex { before(step, $0) } ?? steps.endIndex)
        prune()
    }

    mutating func merge(_ other: ToleranceSteps) {
        guard !other.steps.isEmpty else { return }
        steps = (steps + other.steps).sorted(by: before)
        prune()
    }

    /// Drops the steps that no tolerance lists.
    private mutating func prune() {
        var kept: [OrderSpan.JudgedStep] = []
        for step in steps where kept.reduce(0, { $0 + ($1.forgivenAt >= step.forgivenAt ? 1 : 0) }) < OrderSpan.kept {
            kept.append(step)
        }
        steps = kept
    }

    /// The list at `tolerance`.
    func listed(at tolerance: Int64) -> [OrderSpan.Step] {
        Array(steps.lazy.filter { $0.forgivenAt > tolerance }.prefix(OrderSpan.kept).map(\.step))
    }
}
