/// The largest step back read as generators interleaved, for every tolerance at once.
///
/// A step back by `back` ms that a tolerance of `forgivenAt` forgives is interleaved at every
/// tolerance `t` with `forgivenAt <= t < back` (past its size it is no step). The largest at `t`
/// is found among the steps no other beats at every tolerance (one forgiven no later and no
/// smaller beats it): sorted by `forgivenAt`, their sizes grow, so the largest at `t` is the
/// last forgiven by `t`, when it is larger than `t`, and none otherwise. Exact to merge; at most
/// one entry per tolerance.
package struct InterleaveFrontier: Sendable, Hashable {
    package struct Entry: Sendable, Hashable {
        package var forgivenAt: Int64
        package var back: Int64

        package init(forgivenAt: Int64, back: Int64) { (self.forgivenAt, self.back) = (forgivenAt, back) }
    }

    /// By `forgivenAt`, sizes growing.
    package var entries: [Entry] = []

    package init() {}

    mutating func add(forgivenAt: Int64, back: Int64) {
        guard forgivenAt < back, forgivenAt <= AuditOptions.clockTolerances.upperBound else { return }
        // Beaten by an entry forgiven no later that is no smaller.
        if let last = entries.last(where: { $0.forgivenAt <= forgivenAt }), last.back >= back { return }
        entries.removeAll { $0.forgivenAt >= forgivenAt && $0.back <= back }
        entries.insert(Entry(forgivenAt: forgivenAt, back: back), at: entries.firstIndex { $0.forgivenAt > forgivenAt } ?? entries.endIndex)
    }

    mutating func merge(_ other: InterleaveFrontier) {
        for entry in other.entries { add(forgivenAt: entry.forgivenAt, back: entry.back) }
    }

    /// The largest step interleaved at `tolerance` (ms), 0 when none is.
    func largest(at tolerance: Int64) -> Int64 {
        guard let last = entries.last(where: { $0.forgivenAt <= tolerance }), last.back > tolerance else { return 0 }
        return last.back
    }
}
