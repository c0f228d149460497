extension UUIDv7Generator {
    /// How a generator keeps its version 7 UUIDs in order within a millisecond (RFC 9562 §6.2),
    /// and what that means for collisions between generators.
    ///
    /// A version 7 UUID has 48 bits of Unix milliseconds and 74 other bits. Within one
    /// generator, ``counter(_:)`` and ``subMillisecond`` make every UUID greater than the one
    /// before, across threads too, and so never repeat one; ``random`` orders only by the
    /// millisecond. Between *independent* generators (a fleet), UUIDs can only collide within
    /// the same millisecond, and how likely that is depends on the method.
    ///
    /// ## Collisions between two generators in one millisecond
    ///
    /// Let generators G and H each make n UUIDs in the same millisecond (n₁ and n₂ in general).
    ///
    /// - **``random``**: 74 random bits per UUID. Each of the n₁·n₂ cross pairs collides with
    ///   probability 2⁻⁷⁴, so about n₁·n₂·2⁻⁷⁴ collisions are expected; pairs within G collide
    ///   as well (n₁²/2 · 2⁻⁷⁴), since nothing keeps G's own UUIDs apart.
    /// - **``counter(_:)``** with a counter of B bits (12...42), seeded each millisecond with
    ///   B − 1 random bits (the top bit starts at 0 and guards against rollover), then counting
    ///   up; the other 74 − B bits are random in each UUID. Two UUIDs can only be equal if their
    ///   counters are, an *aligned pair*, and an aligned pair is equal with probability
    ///   2^−(74−B): 2⁻³² for the 42-bit counter of CPython 3.14 and Rust uuid's `ContextV7`. The
    ///   seeds are uniform over 2^(B−1) values, so each cross pair is aligned with probability
    ///   2^−(B−1), and the expected number of collisions is n₁·n₂·2^−(B−1)·2^−(74−B) =
    ///   n₁·n₂·2⁻⁷³: the width of the counter does not change it, and it is twice the random
    ///   method's (the guard bit is not random). What the width changes is how collisions
    ///   cluster: with 42 bits, pairs of generators are rarely aligned (about (n₁ + n₂)/2⁴¹ of
    ///   them are), but an aligned pair of runs offers n collision chances of 2⁻³² each. Within
    ///   G nothing collides. (RFC 9562 §6.2 describes the method; §6.7 asks implementations to
    ///   weigh exactly this.)
    /// - **``subMillisecond``**: 12 bits of the time within the millisecond (units of 1/4096 ms,
    ///   about 244 ns) and 62 random bits, with one unit added when the clock has not moved
    ///   (PostgreSQL 18's `uuidv7()`, Go's google/uuid, swift-foundation's SF-0041). Two UUIDs
    ///   can only be equal if they carry the same sub-millisecond value, and are then equal with
    ///   probability 2⁻⁶². For generators that read unsynchronised clocks at modest rates (below
    ///   4096 per millisecond), those values are spread over 4096 slots and about
    ///   n₁·n₂·2⁻¹²·2⁻⁶² = n₁·n₂·2⁻⁷⁴ collisions are expected, as for ``random``. In the worst
    ///   case (clocks that agree to the nanosecond and bursts that step the value one unit at a
    ///   time) the two runs line up entirely: n aligned pairs at 2⁻⁶² each, n·2⁻⁶² in all, which
    ///   is still far below what one aligned run costs the counter method (n·2⁻³²).
    ///
    /// The expectation for a fleet of K generators sums over its K(K−1)/2 pairs (and, for
    /// ``random``, the pairs inside each generator). For K = 1000 generators each making 1000
    /// UUIDs in the same millisecond, ``random`` expects about 5·10¹¹·2⁻⁷⁴ ≈ 3·10⁻¹¹ collisions,
    /// ``counter(_:)`` about twice that, and an aligned pair of 42-bit counter runs collides
    /// somewhere with probability about 1000·2⁻³² ≈ 2.3·10⁻⁷. The method that keeps a single
    /// generator's UUIDs strictly apart (``counter(_:)``) is the one whose fleet collisions
    /// come in bursts; ``subMillisecond`` keeps 62 random bits in every UUID and is the safest
    /// of the three for fleets while still ordering each generator's UUIDs.
    @frozen
    public enum Monotonicity: Sendable, Hashable, CustomStringConvertible {
        /// RFC 9562 §6.2 method 1: a counter of ``CounterWidth/bits`` bits in the top of the 74
        /// random bits, seeded with random bits each new millisecond (top bit 0) and counting
        /// up within it; when it overflows, the timestamp moves one millisecond ahead and the
        /// counter is seeded again. The rest is random in each UUID. When the clock goes back,
        /// the last millisecond is kept and the counter goes on, as in Rust uuid's `ContextV7`
        /// (CPython 3.14 moves the timestamp one millisecond past the last one instead).
        case counter(CounterWidth)
        /// RFC 9562 §6.2 method 3: `rand_a` holds the time within the millisecond in units of
        /// 1/4096 ms; when that would not exceed the last value issued, the last value plus one
        /// is used (carrying into the milliseconds). `rand_b` is 62 random bits.
        case subMillisecond
        /// 74 random bits, as util-linux libuuid's `uuid_generate_time_v7` writes them. Only the
        /// millisecond is kept from going back; UUIDs within a millisecond are in random order.
        case random

        /// `counter(42 bits)`, `subMillisecond` or `random`.
        public var description: String {
            switch self {
            case let .counter(width): "counter(\(width.bits) bits)"
            case .subMillisecond: "subMillisecond"
            case .random: "random"
            }
        }
    }

    /// The width of the counter of ``Monotonicity/counter(_:)``: 12 to 42 bits (RFC 9562 §6.2:
    /// at least 12, and 42 leaves 32 random bits).
    @frozen
    public struct CounterWidth: Sendable, Hashable {
        /// How many of the 74 bits after the timestamp the counter takes.
        public let bits: Int

        /// A counter of `bits` bits.
        ///
        /// - Throws: ``UUIDv7CounterWidthError`` when `bits` is outside 12...42.
        public init(bits: Int) throws(UUIDv7CounterWidthError) {
            guard CounterWidth.allowed.contains(bits) else { throw UUIDv7CounterWidthError(bits: bits) }
            self.bits = bits
        }

        init(checkedBits bits: Int) { self.bits = bits }

        /// The widths allowed: 12...42.
        public static let allowed = 12...42

        /// 42 bits, as CPython 3.14's `uuid7()` and Rust uuid's `ContextV7` use: a 41-bit random
        /// seed each millisecond and 32 random bits in each UUID.
        public static let standard = CounterWidth(checkedBits: 42)

        /// 12 bits: the counter fills `rand_a`, and `rand_b` stays 62 random bits.
        public static let minimum = CounterWidth(checkedBits: 12)
    }
}

/// A counter width outside 12...42 bits (``UUIDv7Generator/CounterWidth/init(bits:)``).
public struct UUIDv7CounterWidthError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The width asked for.
    public let bits: Int

    /// The error for a width of `bits`.
    public init(bits: Int) {
        self.bits = bits
    }

    /// What is wrong: `counter width 50 bits, expected 12...42`.
    public var description: String { "counter width \(bits) bits, expected 12...42" }
}
