/// The design of a time-ordered generator of UUIDs (RFC 9562 §5.1, §5.6, §5.7, §6.2), ULIDs or
/// KSUIDs: which bits its version and variant fix, which follow a clock, a counter or a
/// clock's fraction (the *ordered* bits), and which are free, drawn at random for every
/// identifier.
///
/// One model serves both judges: `openudid stats` compares its own time-ordered generators
/// with the ideal of their design (``format``, through ``IdentifierFormat``'s ordered bits),
/// and `openudid audit` infers the method of a time-ordered group from the data and then tests
/// only the bits that method leaves free (``freeDigits``).
///
/// | version | method | ordered after the timestamp | free (one generator) |
/// |---|---|---|---|
/// | v7 | ``TimeOrderedMethod/random`` | nothing | `rand_a`, `rand_b` (74 bits) |
/// | v7 | ``TimeOrderedMethod/counter(bits:)`` | the counter: `rand_a`, then the top B − 12 bits of `rand_b` | the last 74 − B bits |
/// | v7 | ``TimeOrderedMethod/subMillisecond`` | `rand_a`, 1/4096 ms | `rand_b` (62 bits) |
/// | v7 | ``TimeOrderedMethod/unknown`` | what *any* method may order: `rand_a` and 30 bits of `rand_b` | the last 32 bits |
/// | v1, v6 | any | the 60-bit timestamp | nothing: clock sequence and node are the generator's own |
/// | ULID | ``TimeOrderedMethod/random`` | nothing | the 80 random bits |
/// | ULID | ``TimeOrderedMethod/monotonic`` | the 80 bits count up from a seed drawn each millisecond | the seed's 80 bits |
/// | ULID | ``TimeOrderedMethod/unknown`` | as either | the 80 bits, of each millisecond's seed |
/// | KSUID | ``TimeOrderedMethod/random``, ``TimeOrderedMethod/unknown`` | nothing | the 128-bit payload |
///
/// A ULID's counter steps from a random seed, so each millisecond's first value is as random
/// as a random ULID: the audit tests the digits of the values that do not continue a counter
/// (every value of a random generator; each millisecond's seed of a monotonic one), and the
/// design leaves all 80 bits free for every method.
///
/// In a *fleet* (many generators whose identifiers are pooled), the bits a generator keeps for
/// itself (a v1/v6 clock sequence and node, a v7 counter's seed, an unsynchronised clock's
/// fraction) differ from generator to generator and count as free; see ``Scope``.
package struct TimeOrderedDesign: Sendable, Hashable {
    /// Whose identifiers are judged.
    package enum Scope: Sendable, Hashable {
        /// One generator's: its own constants and its counter or clock are not free.
        case generator
        /// A fleet's: each generator's constants and seeds are drawn independently.
        case fleet
    }

    package var version: TimeOrderedLayout
    package var method: TimeOrderedMethod
    package var scope: Scope

    package init(_ version: TimeOrderedLayout, _ method: TimeOrderedMethod, scope: Scope = .generator) {
        precondition(method.applies(to: version), "\(method.name) is not a method of \(version.name)")
        self.version = version
        self.method = method
        self.scope = scope
    }

    /// The 48 bits of Unix milliseconds of a v7 UUID or a ULID (bits 0-47).
    package static let v7Milliseconds: UInt64 = 0xFFFF_FFFF_FFFF_0000
    /// The 32 bits of seconds of a KSUID (bits 0-31).
    package static let ksuidSeconds: UInt64 = 0xFFFF_FFFF_0000_0000
    /// `rand_a` (bits 52-63).
    package static let randomA: UInt64 = 0x0FFF
    /// The version nibble (bits 48-51) and the variant's two bits (64-65).
    package static let fixedHigh: UInt64 = 0xF000
    package static let fixedLow: UInt64 = 0xC000_0000_0000_0000
    /// A v1/v6 node's multicast bit (RFC 9562 §6.10), set in every random node.
    package static let multicastBit: UInt64 = 0x0000_0100_0000_0000
    /// The widest counter any v7 method orders (RFC 9562 §6.2 allows up to 42 bits before the
    /// random tail becomes too short; CPython 3.14, Rust `uuid` and this package use 42).
    package static let widestCounter = 42

    /// The bits the design fixes, orders and leaves free, as the statistics judge them.
    package var format: IdentifierFormat {
        let spelling: IdentifierFormat.Spelling = version == .v1 ? .uuidV1InTimeOrder : .uuid
        switch version {
        case .ulid:
            return IdentifierFormat(fixedHigh: 0, fixedLow: 0, orderedHigh: Self.v7Milliseconds, hasSuffix: false, spelling: .ulid)
        case .ksuid:
            return IdentifierFormat(fixedHigh: 0, fixedLow: 0, orderedHigh: Self.ksuidSeconds, hasSuffix: true, spelling: .ksuid)
        case .v1, .v6:
            // Keyed in time order (v1 reordered as v6): the 60-bit timestamp leads.
            let ordered = ~Self.fixedHigh
            switch scope {
            case .generator:
                return IdentifierFormat(
                    fixedHigh: Self.fixedHigh, fixedLow: ~0, orderedHigh: ordered, hasSuffix: false, spelling: spelling)
            case .fleet:
                return IdentifierFormat(
                    fixedHigh: Self.fixedHigh, fixedLow: Self.fixedLow | Self.multicastBit, orderedHigh: ordered,
                    hasSuffix: false, spelling: spelling)
            }
        case .v7:
            let (orderedHigh, orderedLow) = v7Ordered
            // A fleet's counters start below their guard bit (the counter's top bit, the top of
            // rand_a): fixed at 0 across the fleet; the seeds' other bits are free.
            let guardBit: UInt64 = scope == .fleet && method.isCounter ? 0x0800 : 0
            return IdentifierFormat(
                fixedHigh: Self.fixedHigh | guardBit, fixedLow: Self.fixedLow, orderedHigh: orderedHigh,
                orderedLow: orderedLow, hasSuffix: false, spelling: spelling)
        }
    }

    /// The ordered bits of a v7 design after the milliseconds, (high, low).
    private var v7Ordered: (UInt64, UInt64) {
        switch (method, scope) {
        case (.counter, .fleet), (.subMillisecond, .fleet), (.random, _):
            return (Self.v7Milliseconds, 0)
        case let (.counter(bits), .generator):
            return (Self.v7Milliseconds | Self.randomA, Self.counterBitsInRandomB(bits))
        case (.subMillisecond, .generator):
            return (Self.v7Milliseconds | Self.randomA, 0)
        case (.unknown, _):
            return (Self.v7Milliseconds | Self.randomA, Self.counterBitsInRandomB(Self.widestCounter))
        case (.clock, _), (.tickCounter, _), (.monotonic, _):
            preconditionFailure("not a v7 method")
        }
    }

    /// A counter of `bits` bits keeps its low `bits − 12` at the top of `rand_b` (bits 66 on).
    package static func counterBitsInRandomB(_ bits: Int) -> UInt64 {
        let inRandomB = bits - 12
        return inRandomB == 0 ? 0 : ((1 << UInt64(inRandomB)) - 1) << UInt64(62 - inRandomB)
    }

    /// The hex digits (0-31) whose four bits the design leaves free: the digits the uniformity
    /// test may judge.
    package var freeDigits: [Int] { format.uniformPositions }

    /// Bits that still tell apart two identifiers of the same tick from two generators: the
    /// duplicate test's free bits (the worst case, everyone in one tick).
    ///
    /// v1/v6: a clock sequence (14 bits) and a random node (47). v7 random: 74. A counter of B
    /// bits: its seed's B − 1 bits and the 74 − B tail, 73. Sub-millisecond: the fraction may
    /// agree (clocks read at the same instant), so `rand_b`'s 62. Unknown: the fewest of the
    /// methods, 62. ULID random: 80. ULID monotonic: two generators' counters meet when their
    /// seeds lie within the identifiers they count from them, about twice as likely as two
    /// random values being equal for a millisecond's few identifiers: 79, which unknown takes
    /// too. KSUID: its 128-bit payload.
    package var duplicateBits: Int {
        switch version {
        case .ulid: return method == .random ? 80 : 79
        case .ksuid: return 128
        case .v1, .v6, .v7: break
        }
        switch method {
        case .clock, .tickCounter: return 61
        case .random: return 74
        case .counter: return 73
        case .subMillisecond: return 62
        case .unknown: return version == .v7 ? 62 : 61
        case .monotonic: preconditionFailure("a ULID method")
        }
    }
}

/// How a time-ordered generator fills what follows its clock (RFC 9562 §6.2).
package enum TimeOrderedMethod: Sendable, Hashable {
    /// v7, method 1: a counter of `bits` bits (12...42) in `rand_a` and the top of `rand_b`,
    /// counting up by one within a millisecond (seeded afresh each millisecond, at random or
    /// at zero), then random bits.
    case counter(bits: Int)
    /// v7, method 3: `rand_a` is the time within the millisecond in units of 1/4096 ms.
    case subMillisecond
    /// v7, method 2 or none: `rand_a` and `rand_b` random.
    case random
    /// v1/v6: timestamps read from a clock of (close to) 100 ns.
    case clock
    /// v1/v6: a coarser clock whose ticks are counted: successive timestamps one tick apart
    /// (a clock coarser than 100 ns, or a generator outrunning its clock).
    case tickCounter
    /// ULID, the specification's monotonicity: the 80 random bits drawn for a millisecond's
    /// first identifier and incremented by one for each identifier after it in that millisecond
    /// (an 80-bit counter seeded at random).
    case monotonic
    /// Too little evidence to tell, or a design none of the others explains.
    case unknown

    /// The name in `report.json` (`groups[].method`).
    package var name: String {
        switch self {
        case .counter, .tickCounter: return "counter"
        case .subMillisecond: return "sub-millisecond"
        case .random: return "random"
        case .clock: return "clock"
        case .monotonic: return "monotonic"
        case .unknown: return "unknown"
        }
    }

    package var isCounter: Bool {
        if case .counter = self { return true }
        return false
    }

    /// Whether the method is one of `version`'s.
    package func applies(to version: TimeOrderedLayout) -> Bool {
        switch self {
        case let .counter(bits): return version == .v7 && (12...TimeOrderedDesign.widestCounter).contains(bits)
        case .subMillisecond: return version == .v7
        case .random: return version == .v7 || version == .ulid || version == .ksuid
        case .clock, .tickCounter: return version == .v1 || version == .v6
        case .monotonic: return version == .ulid
        case .unknown: return true
        }
    }
}
