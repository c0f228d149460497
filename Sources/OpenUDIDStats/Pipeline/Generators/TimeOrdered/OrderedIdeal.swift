import CollisionStatistics

/// The ideal of a time-ordered design, against which the report judges its prefix pairs.
///
/// A format's ideal generator draws every free bit at random; a time-ordered design also has
/// ordered bits, which its clock sets. The ideal keeps them as the design's schedule makes them
/// (``OrderedSchedule``) and draws the rest at random, so for a prefix of k bits:
///
/// - if the prefix holds only part of the ordered value (and the fixed version bits), the
///   pairs agreeing on it are those whose values share those bits: a count fixed by the
///   schedule, which the observation must equal;
/// - if it holds all of it, pairs can agree only within a window, and a window's identifiers
///   agree on the rest of the prefix as the design makes them (``WindowAgreement``): at
///   random, 2^−b for b free bits, or with the structure a device's run within one
///   millisecond has (a counter counting up, fractions a fixed step apart).
///
/// Every free bit of such a format comes after its last ordered bit, so no prefix mixes the
/// two cases.
enum OrderedIdeal {
    /// What the ideal expects of the pairs among the first `count` identifiers agreeing on
    /// their first `prefixBits` bits (1...128).
    static func expectedPairs(
        prefixBits: Int, count: Int, format: IdentifierFormat, schedule: OrderedSchedule,
        window: some WindowAgreement
    ) -> IdealCount {
        let width = format.orderedBits(inPrefix: 128)
        let ordered = format.orderedBits(inPrefix: prefixBits)
        if ordered < width {
            assert(format.freeBits(inPrefix: prefixBits) == 0, "a free bit before the last ordered bit")
            return .certain(schedule.pairs(sharingTop: ordered, width: width, count: count))
        }
        let (full, rest) = count.quotientAndRemainder(dividingBy: schedule.perWindow)
        let last = window.pairs(prefixBits: prefixBits, count: rest)
        return full == 0 ? last : Double(full) * window.pairs(prefixBits: prefixBits, count: schedule.perWindow) + last
    }
}

/// How the identifiers of one window (one ordered value) agree on the bits after it.
protocol WindowAgreement {
    /// What the ideal expects of the pairs among the first `count` identifiers of a window
    /// that agree on the first `prefixBits` bits, which include the whole ordered value.
    func pairs(prefixBits: Int, count: Int) -> IdealCount
}

/// A window whose identifiers draw their free bits independently: C(n, 2)·2^−b for the b free
/// bits of the prefix.
struct IndependentWindow: WindowAgreement {
    /// Which bits are free.
    var format: IdentifierFormat
    /// Pairs that agree together: 1, unless the free bits are a device's own and the same in
    /// every window (a v6 fleet), when two devices that agree do so in every window.
    var cluster = 1.0

    func pairs(prefixBits: Int, count: Int) -> IdealCount {
        let free = format.freeBits(inPrefix: prefixBits)
        let pairs = Birthday.expectedPairs(count: count, freeBits: free)
        return free == 0 ? .certain(pairs) : IdealCount(expected: pairs, cluster: cluster)
    }
}

/// A time-ordered generator whose identifiers of one window draw their free bits
/// independently (one generator; a fleet of v6 devices, one identifier each per tick): its
/// ideal comes from its schedule alone.
protocol ScheduledGenerator: GeneratorDefinition {
    /// When its identifiers carry which ordered value.
    var schedule: OrderedSchedule { get }
    /// How many pairs of the first `count` identifiers agree together on the free bits
    /// (``IndependentWindow/cluster``); 1 by default.
    func cluster(count: Int) -> Double
}

extension ScheduledGenerator {
    func cluster(count: Int) -> Double { 1 }

    /// The free digits cluster as the free bits do.
    func digitCluster(position: Int, count: Int) -> Double { cluster(count: count) }

    func idealPairs(prefixBits: Int, count: Int) -> IdealCount? {
        OrderedIdeal.expectedPairs(
            prefixBits: prefixBits, count: count, format: Self.profile.format, schedule: schedule,
            window: IndependentWindow(format: Self.profile.format, cluster: cluster(count: count)))
    }
}
