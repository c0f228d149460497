/// How many of a set of values lie above a tolerance, for every tolerance the audit takes
/// (``AuditOptions/clockTolerances``), without knowing which one the report will use: the
/// values, each clipped at one past the largest tolerance, counted by value.
///
/// The reading threads add the sizes of the steps back they meet and the tolerances that
/// forgive them (``OrderSpan/forgivenAt(_:total:points:)``); the analysis asks for the count
/// above the tolerance of the run. Memory is bounded by the range of tolerances, whatever the
/// input, and two tallies merge exactly.
package struct ToleranceCounts: Sendable, Hashable {
    /// Values at or past one more than the largest tolerance are stored as that: above every
    /// tolerance alike.
    static let ceiling = AuditOptions.clockTolerances.upperBound + 1

    /// How many values, by value.
    package var counts: [Int64: Int] = [:]

    package init() {}

    @inline(__always)
    mutating func add(_ value: Int64) {
        counts[Swift.min(value, Self.ceiling), default: 0] &+= 1
    }

    mutating func merge(_ other: ToleranceCounts) {
        counts.merge(other.counts, uniquingKeysWith: +)
    }

    /// How many values are above `tolerance`.
    func count(above tolerance: Int64) -> Int {
        counts.reduce(0) { $0 + ($1.key > tolerance ? $1.value : 0) }
    }

    /// Every value counted.
    var total: Int { counts.values.reduce(0, +) }
}
