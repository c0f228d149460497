/// What an ideal generator expects of one pair count, and how the count varies around it.
///
/// Among uniform identifiers the pair indicators are pairwise independent and the count is
/// close to Poisson (see ``Poisson``). A time-ordered design is not uniform: part of its count
/// is fixed by its schedule (identifiers that share a timestamp share its bits, whatever
/// happens), and the rest may come in clusters (when two devices' seeds or clock phases agree,
/// all their identifiers of that millisecond agree at once, r² or r pairs together). The
/// count is then ``fixed`` plus ``cluster`` times a Poisson count of independent events, and is
/// judged as such: a plain Poisson test would take a cluster's pairs for independent ones and
/// flag healthy designs.
package struct IdealCount: Sendable, Hashable {
    /// Expected pairs.
    package var expected: Double
    /// The part of ``expected`` that is certain.
    package var fixed: Double = 0
    /// Pairs per independent event in the rest (at least 1; an over-estimate makes the test
    /// conservative).
    package var cluster: Double = 1

    /// A count expecting `expected` pairs, `fixed` of them certain, the rest in clusters of
    /// `cluster`.
    package init(expected: Double, fixed: Double = 0, cluster: Double = 1) {
        self.expected = expected
        self.fixed = fixed
        self.cluster = cluster
    }

    /// A count with nothing random is met when it is within this of ``fixed`` (relative to
    /// it): the fixed part is a sum of products of counts in doubles, exact to about 10^−15 of
    /// itself.
    package static let fixedTolerance = 1e-12

    /// The central 95 % interval of the count and the two-sided p-value of `observed`.
    package func test(_ observed: UInt64) -> (interval: ClosedRange<Double>, pValue: Double) {
        if fixed == 0 && cluster == 1 {
            return (Poisson.interval(mean: expected), Poisson.twoSidedPValue(Double(observed), mean: expected))
        }
        let mean = Swift.max(0, expected - fixed) / cluster
        if mean == 0 {
            let met = abs(Double(observed) - fixed) <= Self.fixedTolerance * fixed + 0.5
            return (fixed...fixed, met ? 1 : 0)
        }
        let events = (Double(observed) - fixed) / cluster
        let interval = Poisson.interval(mean: mean)
        return (
            fixed + cluster * interval.lowerBound...fixed + cluster * interval.upperBound,
            events < 0 ? 0 : Poisson.twoSidedPValue(events, mean: mean)
        )
    }

    /// `self` and `other` together (two groups of identifiers that cannot agree with each
    /// other): expectations add, the larger cluster stays.
    package static func + (lhs: IdealCount, rhs: IdealCount) -> IdealCount {
        IdealCount(expected: lhs.expected + rhs.expected, fixed: lhs.fixed + rhs.fixed, cluster: Swift.max(lhs.cluster, rhs.cluster))
    }

    /// `count` groups like `self`.
    package static func * (count: Double, group: IdealCount) -> IdealCount {
        IdealCount(expected: count * group.expected, fixed: count * group.fixed, cluster: group.cluster)
    }

    /// A count fixed by the schedule: `pairs` certain pairs.
    package static func certain(_ pairs: Double) -> IdealCount {
        IdealCount(expected: pairs, fixed: pairs)
    }
}
