/// Where the timestamp of a time-ordered identifier is, in what unit and from what epoch: one
/// description for both judges, `openudid stats` (its time-ordered generators, through
/// ``TimeOrderedDesign``) and `openudid audit` (its time-ordered groups, whose times, nodes and
/// file order it reads from here).
///
/// How the audit reads the time, node and clock sequence of a record is beside the records, in
/// the audit's module (`TimeOrderedLayout+Reading.swift`): it runs for every identifier, and a
/// function of this module would not be inlined there.
///
/// | layout | time | unit | epoch | fixed bits | after the time |
/// |---|---|---|---|---|---|
/// | ``v1`` | 60 bits, low field first (key: reordered) | 100 ns | 1582-10-15 | version, variant | clock sequence, node |
/// | ``v6`` | 60 bits, high field first | 100 ns | 1582-10-15 | version, variant | clock sequence, node |
/// | ``v7`` | the first 48 bits | 1 ms | 1970-01-01 | version, variant | 74 bits (RFC 9562 §6.2) |
/// | ``ulid`` | the first 48 bits | 1 ms | 1970-01-01 | none | 80 random bits, or a counter from a random seed |
/// | ``ksuid`` | the first 32 bits | 1 s | 2014-05-13T16:53:20Z | none | 128 random bits (a 32-bit suffix) |
package enum TimeOrderedLayout: Sendable, Hashable, CaseIterable {
    /// RFC 9562 §5.1: 100 ns since 1582-10-15, low field first, then a clock sequence and a node.
    case v1
    /// RFC 9562 §5.6: the same timestamp, high field first.
    case v6
    /// RFC 9562 §5.7: Unix milliseconds, then 74 bits a method of §6.2 fills.
    case v7
    /// The ULID specification: Unix milliseconds, then 80 random bits, which its monotonic
    /// generators draw once a millisecond and increment by one for each identifier after the
    /// first in it.
    case ulid
    /// Segment's KSUID: seconds since Unix time 1 400 000 000, then a 128-bit random payload
    /// (the record's last 64 bits and its 32-bit suffix).
    case ksuid

    /// The name in messages: `v1`, `v6`, `v7`, `ULID`, `KSUID`.
    package var name: String {
        switch self {
        case .v1: return "v1"
        case .v6: return "v6"
        case .v7: return "v7"
        case .ulid: return "ULID"
        case .ksuid: return "KSUID"
        }
    }

    /// The method assumed before the data tell (``TimeOrderedMethod``): random bits after a v7,
    /// ULID or KSUID timestamp (the most bits left free), a clock for v1 and v6.
    package var assumedMethod: TimeOrderedMethod {
        switch self {
        case .v1, .v6: return .clock
        case .v7, .ulid, .ksuid: return .random
        }
    }

    /// The methods a generator of the layout can have (RFC 9562 §6.2; the ULID specification's
    /// monotonicity).
    package var methods: [TimeOrderedMethod] {
        switch self {
        case .v1, .v6: return [.clock, .tickCounter]
        case .v7: return [.random, .subMillisecond] + (12...TimeOrderedDesign.widestCounter).map { .counter(bits: $0) }
        case .ulid: return [.random, .monotonic]
        case .ksuid: return [.random]
        }
    }

}
