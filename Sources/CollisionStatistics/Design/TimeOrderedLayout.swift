/// Where the timestamp of a time-ordered identifier is, in what unit and from what epoch: one
/// description for both judges, `openudid stats` (its time-ordered generators, through
/// ``TimeOrderedDesign``) and `openudid audit` (its time-ordered groups, whose times, nodes and
/// file order it reads from here).
///
/// How the audit reads the time, node and clock sequence of a record is beside the records, in
/// the audit's module (`TimeOrderedLayout+Reading.swift`): it runs for every identifier, and a
/// function of this module would not be inlined there.
///
/// | layout | time | unit | epoch | fixed bits |
/// |---|---|---|---|---|
/// | ``v1`` | 60 bits, low field first (key: reordered) | 100 ns | 1582-10-15 | version, variant |
/// | ``v6`` | 60 bits, high field first | 100 ns | 1582-10-15 | version, variant |
/// | ``v7`` | the first 48 bits | 1 ms | 1970-01-01 | version, variant |
package enum TimeOrderedLayout: Sendable, Hashable, CaseIterable {
    /// RFC 9562 §5.1: 100 ns since 1582-10-15, low field first, then a clock sequence and a node.
    case v1
    /// RFC 9562 §5.6: the same timestamp, high field first.
    case v6
    /// RFC 9562 §5.7: Unix milliseconds, then 74 bits a method of §6.2 fills.
    case v7

    /// The name in messages: `v1`, `v6`, `v7`.
    package var name: String {
        switch self {
        case .v1: return "v1"
        case .v6: return "v6"
        case .v7: return "v7"
        }
    }

    /// The method assumed before the data tell (``TimeOrderedMethod``): random bits after a v7
    /// timestamp (the most bits left free), a clock for v1 and v6.
    package var assumedMethod: TimeOrderedMethod { self == .v7 ? .random : .clock }

    /// The methods a generator of the layout can have (RFC 9562 §6.2).
    package var methods: [TimeOrderedMethod] {
        switch self {
        case .v1, .v6: return [.clock, .tickCounter]
        case .v7: return [.random, .subMillisecond] + (12...TimeOrderedDesign.widestCounter).map { .counter(bits: $0) }
        }
    }
}
