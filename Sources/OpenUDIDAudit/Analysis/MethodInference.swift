import CollisionStatistics
import Foundation

/// The method a time-ordered group's data show (``MethodTally``), and the design the audit then
/// judges it by (``TimeOrderedDesign``).
///
/// v7, from the adjacent distinct values of one millisecond (P pairs; E, the pairs with equal
/// `rand_a` that random bits would give for the same number of values per millisecond):
///
/// 1. P below ``minimumPairs``: `unknown`;
/// 2. the 42-bit counter (`rand_a`, then 30 bits of `rand_b`) steps by exactly one in at least
///    ``minimumSteps`` pairs and 1 % of them: `counter`, 42 bits (CPython 3.14, Rust
///    `uuid`/`uuid_utils`, this package). Random bits make such a step with probability about
///    m·2⁻⁴² per pair (m values in the millisecond), so a few dozen prove a counter, and 1 %
///    allows for a fleet whose generators interleave;
/// 3. the counter of some width B from 13 to 41 steps by exactly one in 90 % of the pairs:
///    `counter`, B bits (random bits never come near: their steps at any width are spread);
/// 4. `rand_a` steps by exactly one in half the pairs, and is equal in at most a quarter as
///    many: its 12 bits count, one unit per identifier. When it also runs on from 4095 to 0 in
///    half the pairs of successive milliseconds, it is a clock's fraction that the generator
///    outruns and steps by one (`sub-millisecond`: PostgreSQL 18, Go google/uuid, this
///    package); otherwise a 12-bit counter that restarts each millisecond (`counter`, 12 bits);
/// 5. `rand_a` equal in far more pairs than random bits give (more than 2E + 5√E + 16): a
///    clock's fraction shared by identifiers made within one 1/4096 ms (`sub-millisecond`);
/// 6. in far fewer (so few that random bits give as few with probability under
///    ``fewerEqualLevel``, the count taken as Poisson with mean E; none equal is enough from
///    E = 14): fractions that only increase within a millisecond, a clock read between
///    identifiers (`sub-millisecond`; a generator making a few hundred a millisecond, as this
///    package's bulk `uuid --v7` does, has E near 30 in 1 000 identifiers);
/// 7. `rand_a`'s top bit 0 in every value (at least 320): the rollover guard of counters
///    seeded afresh each millisecond, in a fleet whose generators make about one identifier a
///    millisecond each, so that neighbours come from different generators (`counter`, judged
///    as a fleet: the guard fixed, the seeds' other bits free);
/// 8. otherwise `random`.
///
/// v1 and v6, from adjacent distinct timestamps under a millisecond apart: fewer than
/// ``minimumPairs`` pairs, `unknown`; at least half exactly one 100-ns tick apart, `counter` (a
/// clock coarser than 100 ns whose ticks are counted, or a generator outrunning its clock);
/// otherwise `clock`. Neither changes a verdict: a v1/v6 generator's clock sequence and node are
/// its own constants, so no digit of those versions is tested for uniformity whatever the
/// method.
///
/// ULID, from the adjacent distinct values of one millisecond: fewer than ``minimumPairs``,
/// `unknown`; the 80 random bits stepping by exactly one in at least ``minimumSteps`` pairs and
/// 1 % of them (random bits do so once in 2⁸⁰), `monotonic`; otherwise `random`. KSUID (one
/// method, random payloads): `unknown` below ``minimumPairs`` pairs in one second, else
/// `random`. The method of either changes no digit tested (``TimeOrderedDesign``).
struct MethodInference: Sendable, Hashable {
    /// Pairs below which the evidence is too thin to name a method.
    static let minimumPairs = 64
    /// Counter steps that prove a counter.
    static let minimumSteps = 16
    /// The chance below which too few equal `rand_a` pairs show a clock's fraction (rule 6). A
    /// wrong `random` costs false alarms on digits 13-15; a wrong `sub-millisecond` only leaves
    /// them untested, so the level is far from the report's own.
    static let fewerEqualLevel = 1e-6

    let design: TimeOrderedDesign
    let tally: MethodTally
    /// v7: the equal `rand_a` random bits would give among the same-millisecond pairs.
    let expectedEqualFractions: Double

    /// v7: whether `rand_a`'s top bit is 0 in every distinct value, with enough of them to tell.
    let guardBitClear: Bool

    /// The inference from `tally`; `guardBitClear` says whether every one of at least 320
    /// distinct v7 values has `rand_a`'s top bit 0.
    init(_ tally: MethodTally, guardBitClear: Bool) {
        self.tally = tally
        self.guardBitClear = guardBitClear
        expectedEqualFractions = tally.layout.isV7 ? Self.expectedEqualFractions(tally.allMillisecondSizes) : 0
        let method = Self.method(tally, expectedEqual: expectedEqualFractions)
        if tally.layout.isV7 && method == .random && guardBitClear {
            design = TimeOrderedDesign(.v7, .counter(bits: TimeOrderedDesign.widestCounter), scope: .fleet)
        } else {
            design = TimeOrderedDesign(tally.layout, method)
        }
    }

    static func method(_ t: MethodTally, expectedEqual: Double) -> TimeOrderedMethod {
        switch t.layout {
        case .v1, .v6:
            if t.closePairs < minimumPairs { return .unknown }
            return 2 * t.tickSteps >= t.closePairs ? .tickCounter : .clock
        case .v7:
            let pairs = t.sameMillisecondPairs
            if pairs < minimumPairs { return .unknown }
            let standard = t.steps(bits: 42)
            if standard >= minimumSteps && 100 * standard >= pairs { return .counter(bits: 42) }
            if let width = (13...41).max(by: { t.steps(bits: $0) < t.steps(bits: $1) }), 10 * t.steps(bits: width) >= 9 * pairs {
                return .counter(bits: width)
            }
            let fractionSteps = t.steps(bits: 12)
            if 2 * fractionSteps >= pairs && 4 * t.fractionEqual <= fractionSteps {
                let runsOn = t.nextMillisecondPairs > 0 && 2 * t.carries >= t.nextMillisecondPairs
                return runsOn ? .subMillisecond : .counter(bits: 12)
            }
            let equal = Double(t.fractionEqual)
            if equal > 2 * expectedEqual + 5 * expectedEqual.squareRoot() + 16 { return .subMillisecond }
            if Poisson.cdf(equal, mean: expectedEqual) < fewerEqualLevel { return .subMillisecond }
            return .random
        case .ulid:
            if t.sameMillisecondPairs < minimumPairs { return .unknown }
            let steps = t.monotonicSteps
            return steps >= minimumSteps && 100 * steps >= t.sameMillisecondPairs ? .monotonic : .random
        case .ksuid:
            return t.sameMillisecondPairs < minimumPairs ? .unknown : .random
        }
    }

    /// Σ over milliseconds of m − 4096·(1 − (1 − 1/4096)^m): the expected number of adjacent
    /// pairs with equal `rand_a` among m sorted values whose 12 bits are random (m values take
    /// that many fewer distinct `rand_a` values).
    static func expectedEqualFractions(_ sizes: [(size: Int, count: Int)]) -> Double {
        sizes.reduce(0.0) { sum, entry in
            let m = Double(entry.size)
            return sum + Double(entry.count) * (m + 4096 * expm1(m * log1p(-1.0 / 4096)))
        }
    }

    /// What `report.json` says of it.
    var report: AuditReport.MethodEvidence {
        var evidence = AuditReport.MethodEvidence(judgedDigits: design.freeDigits, duplicateBits: design.duplicateBits)
        if case let .counter(bits) = design.method { evidence.counterBits = bits }
        switch tally.layout {
        case .v7:
            evidence.sameMillisecondPairs = tally.sameMillisecondPairs
            if case let .counter(bits) = design.method {
                evidence.counterSteps = tally.steps(bits: bits)
            } else {
                evidence.counterSteps = tally.steps(bits: 42)
            }
            evidence.fractionSteps = tally.steps(bits: 12)
            evidence.fractionEqual = tally.fractionEqual
            evidence.fractionEqualExpected = expectedEqualFractions
            evidence.nextMillisecondPairs = tally.nextMillisecondPairs
            evidence.guardBitClear = guardBitClear
            if design.scope == .fleet { evidence.fleet = true }
            evidence.carries = tally.carries
        case .v1, .v6:
            evidence.closePairs = tally.closePairs
            evidence.tickSteps = tally.tickSteps
        case .ulid:
            evidence.sameMillisecondPairs = tally.sameMillisecondPairs
            evidence.monotonicSteps = tally.monotonicSteps
        case .ksuid:
            evidence.sameSecondPairs = tally.sameMillisecondPairs
        }
        return evidence
    }
}
